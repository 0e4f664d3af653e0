import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';

// How the browser tests start Chromium and open pages. Test files do not use this directly: they get a browser,
// pages and accounts from the fixtures in fixtures.ts, which close and remove them after every test.

export { CHROMIUM_PATH };

export const PHONE = { width: 412, height: 915 };
export const DESKTOP = { width: 1280, height: 800 };
export type Viewport = typeof DESKTOP;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A fresh context (its own cookies and storage) with one page, as a South African visitor sees the app. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: Viewport,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'en-ZA', timezoneId: 'Africa/Johannesburg' });
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
