import type { Page } from 'playwright-core';
import { PASSWORD_RESET_MESSAGES } from '../schema/contract/passwords.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { expect, it, signInThroughPage } from './fixtures.ts';

/** The narrowest phone the app is made for. */
const NARROW_PHONE = { width: 360, height: 740 };

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `width of ${page.url()}`).toBeLessThanOrEqual(
    NARROW_PHONE.width,
  );
}

it('a member who forgot their password gets a link by email, sets a new one, then changes it on the profile page', async ({
  newPage,
  createUser,
}) => {
  const user = await createUser({ firstName: 'Nomsa', lastName: 'Dube' });
  const { page } = await newPage(NARROW_PHONE);

  // From the sign-in page, by keyboard: "Forgot password?" comes right after the password.
  await page.goto('/api/login');
  await page.getByLabel('Password').focus();
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Forgot password?');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
  await fitsTheScreen(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(user.email);
  await page.keyboard.press('Enter');
  await page.getByRole('status').getByText(PASSWORD_RESET_MESSAGES.checkEmail).waitFor();

  // This server sends no email: the page points to the local outbox, which holds the link.
  await page.getByRole('link', { name: 'local outbox' }).click();
  await page.getByRole('heading', { name: 'Choose a new Sebenza password' }).waitFor();
  await page.getByRole('link', { name: /\/api\/auth\/reset-password\?token=/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
  await fitsTheScreen(page);
  await expectNoSeriousA11yViolations(page);
  const firstNew = 'kettle-meadow-umbrella-ninety';
  await page.getByLabel('New password').fill(firstNew);
  await page.getByRole('button', { name: 'Set new password' }).click();
  // Signed in on this device at once: the dashboard greets them.
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();

  // Another phone signs in with the new password; the old one no longer works.
  const other = (await newPage(NARROW_PHONE)).page;
  await other.goto('/api/login');
  await other.getByLabel('Email').fill(user.email);
  await other.getByLabel('Password').fill(user.password);
  await other.getByRole('button', { name: 'Sign In' }).click();
  await other.getByRole('alert').getByText('Incorrect email or password.').waitFor();
  await signInThroughPage(other, user.email, firstNew);
  expect((await other.request.get('/api/auth/user')).status()).toBe(200);

  // On the first phone, "Change password" on the profile page: this phone stays signed in, the other one is not.
  await page.goto('/edit-profile');
  const section = page.getByRole('region', { name: 'Change password' });
  await section.getByLabel('Current password').fill('not-my-password');
  await section.getByLabel('New password').fill('harbour-violet-pencil-forty');
  await section.getByRole('button', { name: 'Change password' }).click();
  await section.getByText(PASSWORD_RESET_MESSAGES.wrongCurrent).waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
  await section.getByLabel('Current password').fill(firstNew);
  await section.getByRole('button', { name: 'Change password' }).click();
  await section.getByRole('status').getByText(PASSWORD_RESET_MESSAGES.changed).waitFor();
  await fitsTheScreen(page);
  await expectNoSeriousA11yViolations(page);
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  expect((await other.request.get('/api/auth/user')).status()).toBe(401);

  const third = (await newPage(NARROW_PHONE)).page;
  await signInThroughPage(third, user.email, 'harbour-violet-pencil-forty');
  expect((await third.request.get('/api/auth/user')).status()).toBe(200);
});
