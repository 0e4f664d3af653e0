import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE, signInThroughPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const email = `e2e-${Date.now()}@example.test`;
const password = 'a-good-long-password';

describe('accounts in the browser', () => {
  it('signs up through Join Sebenza and lands on the dashboard', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Join Sebenza' }).click();
    await page.waitForURL('**/api/login?mode=signup');
    await expect.poll(() => page.getByRole('heading', { name: 'Join Sebenza' }).isVisible()).toBe(true);

    await page.getByLabel('First name').fill('Nomsa');
    await page.getByLabel('Last name').fill('Zulu');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('Password must be at least 8 characters.');
    // What was typed (but the password) survives the failed attempt.
    expect(await page.getByLabel('First name').inputValue()).toBe('Nomsa');

    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Nomsa' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByText('MENTEE', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('signs out from the Personal Profile menu, then signs in again', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInThroughPage(page, email, password);
    await page.getByRole('heading', { name: 'Welcome back, Nomsa' }).waitFor();

    await page.getByRole('button', { name: 'Personal Profile' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // The session is gone on the server, not only in this tab.
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL('**/api/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong-password!');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('Incorrect email or password.');

    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Nomsa' }).waitFor();
    await context.close();
  });

  it('honours a saved same-site redirectAfterLogin, once, and ignores another site', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/journeys');
    await page.evaluate(() => sessionStorage.setItem('redirectAfterLogin', '/community'));
    await signInThroughPage(page, email, password);
    await page.waitForURL('**/community');
    await page.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBeNull();

    await page.evaluate(() => sessionStorage.setItem('redirectAfterLogin', '//evil.example/steal'));
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome back, Nomsa' }).waitFor();
    expect(new URL(page.url()).host).toBe(new URL(context.pages()[0]!.url()).host);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBeNull();
    await context.close();
  });
});
