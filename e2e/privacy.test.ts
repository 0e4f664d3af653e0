import { expectNoSeriousA11yViolations } from './axe.ts';
import { downloadedBytes, expect, it, PHONE } from './fixtures.ts';

// POPIA: read the privacy notice, take your data, delete your account.
it('reads /privacy, downloads everything about the account, deletes it with the password and cannot sign in again', async ({
  newPage,
  createUser,
}) => {
  const user = await createUser({ firstName: 'Zanele', lastName: 'Mthembu' });
  const { page } = await newPage(PHONE);

  // The notice, from the footer, readable on a phone.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
  await page.getByRole('heading', { name: 'How long we keep it' }).waitFor();
  await page.getByRole('link', { name: 'eServices portal' }).waitFor();
  // A local server names no information officer, and says so.
  await page.getByText('This server has no information officer set yet').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousA11yViolations(page);

  // Signed in, "Your data" on the profile page.
  await page.goto('/api/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/api/login');
  await page.goto('/edit-profile');
  const section = page.getByRole('region', { name: 'Your data' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^sebenza-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse((await downloadedBytes(download)).toString('utf8')) as {
    tables: { users: { email: string; first_name: string }[] };
  };
  expect(data.tables.users).toEqual([expect.objectContaining({ email: user.email, first_name: 'Zanele' })]);

  // The same data as a page in plain words, opened beside the profile, that fits a phone and prints.
  const [readable] = await Promise.all([
    page.context().waitForEvent('page'),
    section.getByRole('link', { name: 'Read my data as a page' }).click(),
  ]);
  await readable.getByRole('heading', { level: 1, name: 'Everything Sebenza holds about you' }).waitFor();
  const account = readable.getByRole('region', { name: 'Your account', exact: true });
  expect(await account.getByRole('definition').allInnerTexts()).toEqual(
    expect.arrayContaining(['Zanele', 'Mthembu', user.email, 'Yes']),
  );
  expect(await account.getByRole('term').allInnerTexts()).toEqual(
    expect.arrayContaining(['First name', 'Last name', 'Has a password']),
  );
  expect(await account.innerText()).not.toMatch(/first_name|has_password/);
  await readable.getByRole('heading', { name: 'Where we hold nothing about you' }).waitFor();
  expect(await readable.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await readable.close();

  // A wrong password is refused beside the field; the right one deletes the account.
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').waitFor();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByText('That password is not right. Your account has not been deleted.').waitFor();
  await dialog.getByLabel('Your password').fill(user.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  // Signed out, on the confirmation, which says plainly what was kept.
  await page.waitForURL((url) => url.pathname === '/account-deleted');
  await page.getByRole('heading', { level: 1, name: 'Your account is deleted' }).waitFor();
  await page.getByText('Payment records: you had none, so we kept none.').waitFor();
  await page.getByRole('heading', { name: 'What we kept, and why' }).waitFor();
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(401);

  // The account is gone: signing in with it fails.
  await page.goto('/api/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Incorrect email or password.').waitFor();
});
