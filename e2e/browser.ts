import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { demoAccount, type DemoAccountKey } from '../worker/db/seed/demo-accounts.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const PHONE = { width: 412, height: 915 };
export const DESKTOP = { width: 1280, height: 800 };

/** Flags that let Debian's Chromium run headless as root on a machine with no outside network. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export function baseURL(): string {
  return inject('baseURL');
}

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport,
    locale: 'en-ZA',
    timezoneId: 'Africa/Johannesburg',
  });
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the real sign-in page, as a person would. */
export async function signInThroughPage(page: Page, email: string, password: string) {
  await page.goto('/api/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/api/login');
}

/** A new browser context signed in as one of the seeded demo accounts. */
export async function newSignedInPage(browser: Browser, key: DemoAccountKey, viewport = DESKTOP) {
  const session = await newPage(browser, viewport);
  const account = demoAccount(key);
  await signInThroughPage(session.page, account.email, account.password);
  return session;
}
