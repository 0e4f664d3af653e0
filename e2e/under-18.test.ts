import { CONSENT_MESSAGES } from '../schema/contract/consents-rules.ts';
import { expect, it, openRoom, PHONE, signUpInBrowser } from './fixtures.ts';

it('someone under 18 signs up, cannot post in a room until a parent agrees through the emailed link, then can', async ({
  newPage,
  uniqueEmail,
  createRoom,
}) => {
  // A room of the test's own, so its message lands in no seeded room; it goes with the test's accounts.
  const { name: room } = await createRoom();
  const { page } = await newPage(PHONE);
  await signUpInBrowser(page, {
    firstName: 'Naledi',
    lastName: 'Khumalo',
    email: uniqueEmail('under-18'),
    under18: true,
  });

  // The banner says why things are limited and what to do, on every page.
  const banner = page.getByRole('region', { name: 'A parent or guardian needs to agree' });
  await banner.getByText('You are under 18, so until a parent or guardian agrees').waitFor();

  await openRoom(page, room);
  const box = page.getByRole('textbox', { name: `Message ${room}` });
  await box.fill('Hello everyone');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText(CONSENT_MESSAGES.guardianConsentNeeded).first().waitFor();
  expect(await page.getByRole('log').getByText('Hello everyone').count()).toBe(0);

  // The young person asks a parent from the banner's link.
  await banner.getByRole('link', { name: 'Ask a parent or guardian' }).click();
  await page.getByRole('heading', { level: 1, name: 'Ask a parent or guardian' }).waitFor();
  const parentEmail = uniqueEmail('parent');
  await page.getByLabel('Their name').fill('Thandeka Khumalo');
  await page.getByLabel('Their email address').fill(parentEmail);
  await page.getByRole('radio', { name: 'Parent' }).check();
  await page.getByRole('button', { name: 'Send the email' }).click();
  await page.getByText(`We emailed Thandeka Khumalo at ${parentEmail}`).waitFor();

  // The parent opens the emailed link on their own phone, reads what they agree to, and agrees.
  const parent = (await newPage(PHONE)).page;
  await parent.goto(`/api/dev/outbox?to=${encodeURIComponent(parentEmail)}`);
  await parent.getByRole('link', { name: /\/api\/guardian-consent\?token=/ }).click();
  await parent.getByRole('heading', { level: 1, name: 'Do you agree to Naledi Khumalo using Sebenza?' }).waitFor();
  await parent.getByRole('button', { name: 'I agree' }).click();
  await parent.getByText('You agreed. Naledi can now show their profile').waitFor();

  // The restriction is lifted: no banner, and the message goes through.
  await page.goto('/community');
  await page.getByRole('link', { name: `Open ${room}` }).click();
  await page.getByText('● Live').waitFor();
  expect(await banner.count()).toBe(0);
  await box.fill('Hello everyone');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('log').getByText('Hello everyone').waitFor();
});
