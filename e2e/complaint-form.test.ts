import type { Page } from 'playwright-core';
import { DESKTOP, expect, it, PHONE, toast } from './fixtures.ts';

/** Spec section 5, word for word. */
const MESSAGES = [
  'Full name must be at least 2 characters',
  'Please provide valid contact details (email or phone)',
  'Please select your role',
  "Please select the role of the person you're complaining about",
  "Please provide the name of the person you're complaining about",
  'Please select the date of the incident',
  'Please provide detailed information about the complaint (minimum 20 characters)',
  'You must confirm that the information provided is accurate',
];

/** YYYY-MM-DD in Johannesburg, `days` from today. */
function sastDay(days: number): string {
  return new Date(Date.now() + 2 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

const roleGroup = (page: Page, name: RegExp) => page.getByRole('group', { name });

it('asks a visitor to sign in, through the development sign-in page when the server offers it', async ({ newPage }) => {
  const { page } = await newPage(PHONE);
  await page.goto('/complaint-form');
  await page.getByRole('heading', { level: 1, name: 'Authentication Required' }).waitFor();
  expect(await page.getByText('You must be logged in to submit a complaint').isVisible()).toBe(true);
  // The e2e server runs with APP_ENV=development, so /api/dev-login-form exists.
  const signIn = page.getByRole('link', { name: 'Sign In' }).last();
  await expect.poll(() => signIn.getAttribute('href')).toBe('/api/dev-login-form');
  expect(await page.getByRole('heading', { name: 'Need immediate help?' }).isVisible()).toBe(true);
});

it('shows every validation message, files the complaint, and the admin resolves it for the complainant to see', async ({
  signedInPage,
}) => {
  const unique = Date.now();
  const complainee = `Mentor Xolani ${unique}`;
  const details = `He kept asking me for money to join his trading group after our session ${unique}.`;
  const outcome = `We spoke to the mentor and removed him from the programme ${unique}.`;

  // The complainant is the test's own account; the complaint goes with it once the run is over.
  const mentee = await signedInPage({ firstName: 'Lerato', lastName: 'Mokoena' }, PHONE);
  await mentee.page.goto('/complaint-form');
  const form = mentee.page.getByRole('form', { name: 'Complaint details' });
  await form.waitFor();
  expect(await mentee.page.getByRole('heading', { name: 'What happens next?' }).isVisible()).toBe(true);

  // Clear Form resets what was typed.
  await form.getByLabel('Their name').fill('Someone');
  await form.getByRole('button', { name: 'Clear Form' }).click();
  expect(await form.getByLabel('Their name').inputValue()).toBe('');

  // Everything empty: each field shows its own message.
  await form.getByLabel('Your full name').fill('');
  await form.getByLabel('Contact details').fill('');
  await form.getByRole('button', { name: 'Submit Complaint' }).click();
  for (const message of MESSAGES) await form.getByText(message, { exact: true }).waitFor();
  await expect.poll(() => mentee.page.evaluate(() => document.activeElement?.id)).toBe('complaint-fullName');

  // Too short and in the future.
  await form.getByLabel('Your full name').fill('L');
  await form.getByLabel('Contact details').fill('0821');
  await form.getByLabel('Date of the incident').fill(sastDay(1));
  await form.getByLabel('What happened?').fill('Too short');
  await form.getByRole('button', { name: 'Submit Complaint' }).click();
  await form.getByText('The date of the incident cannot be in the future.').waitFor();
  for (const message of [MESSAGES[0]!, MESSAGES[1]!, MESSAGES[6]!]) {
    await form.getByText(message, { exact: true }).waitFor();
  }

  await form.getByLabel('Your full name').fill('Lerato Mokoena');
  await form.getByLabel('Contact details').fill(mentee.user.email);
  await roleGroup(mentee.page, /^Your role/)
    .getByRole('radio', { name: 'Mentee' })
    .check();
  await roleGroup(mentee.page, /^Their role/)
    .getByRole('radio', { name: 'Mentor' })
    .check();
  await form.getByLabel('Their name').fill(complainee);
  await form.getByLabel('Date of the incident').fill(sastDay(-1));
  await form.getByLabel('What happened?').fill(details);
  await form.getByLabel('I confirm that the information provided is accurate').check();
  await form.getByRole('button', { name: 'Submit Complaint' }).click();

  // The page's confirmation says it, once: no toast repeats it.
  await mentee.page.getByRole('heading', { name: 'Complaint Submitted' }).waitFor();
  await mentee.page
    .locator('main')
    .getByText('Your complaint has been successfully submitted. The product team will review it confidentially.')
    .waitFor();
  expect(await toast(mentee.page, 'Complaint Submitted').count()).toBe(0);
  expect(await mentee.page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  const mine = mentee.page
    .getByRole('listitem')
    .filter({ hasText: /Complaint #\d+/ })
    .first();
  await mine.getByText('Received').waitFor();
  const id = (await mine.textContent())!.match(/Complaint #(\d+)/)![1]!;

  // Submit Another Complaint: a fresh form.
  await mentee.page.getByRole('button', { name: 'Submit Another Complaint' }).click();
  expect(await form.getByLabel('Their name').inputValue()).toBe('');

  // The admin reads it in the inbox and resolves it; resolving needs an outcome note.
  const admin = await signedInPage({ role: 'admin' }, DESKTOP);
  await admin.page.goto('/admin');
  await admin.page.getByRole('tab', { name: 'Complaints' }).click();
  const row = admin.page.getByRole('listitem').filter({ hasText: complainee });
  await row.getByText('New', { exact: true }).waitFor();
  await row.getByRole('button', { name: `Read complaint #${id}` }).click();
  const dialog = admin.page.getByRole('dialog', { name: `Complaint #${id}` });
  await dialog.getByText(details).waitFor();
  await dialog.getByLabel('Status').selectOption('resolved');
  await dialog.getByRole('button', { name: 'Save decision' }).click();
  await dialog.getByText('Please write the outcome the complainant will see.').waitFor();
  await dialog.getByLabel('Outcome note').fill(outcome);
  await dialog.getByRole('button', { name: 'Save decision' }).click();
  await admin.page.getByRole('status').filter({ hasText: 'Complaint updated' }).waitFor();
  await expect.poll(() => dialog.count()).toBe(0);
  await row.getByText('Resolved', { exact: true }).waitFor();

  // The complainant sees the status and the outcome, and nothing else of the case.
  await mentee.page.reload();
  const resolved = mentee.page.getByRole('listitem').filter({ hasText: `Complaint #${id}` });
  await resolved.getByText('Resolved').waitFor();
  expect(await resolved.getByText(outcome).isVisible()).toBe(true);
  expect(await mentee.page.getByText(details).count()).toBe(0);
});
