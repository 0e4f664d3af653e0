import type { Page } from 'playwright-core';
import { ACCOUNT_KINDS, ACCOUNT_OF, DESKTOP, describe, it } from './fixtures.ts';
import { everyRoute } from './test-data.ts';

// No page may scroll sideways: a phone user who drags a page left loses the header, and a desktop page wider than the
// window hides its right edge. Every route, for a visitor and every kind of account, at a small phone, a common phone,
// a tablet and a laptop. The page is loaded once and the window resized, as a person turning a tablet would.

const WIDTHS = [1280, 768, 412, 360];

/** How far the page scrolls sideways at the current window width (0 when it fits). */
async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => {
    window.scrollTo({ left: 10_000, behavior: 'instant' });
    const scrolled = window.scrollX;
    window.scrollTo({ left: 0, behavior: 'instant' });
    return Math.max(scrolled, document.documentElement.scrollWidth - document.documentElement.clientWidth);
  });
}

/** Opens `route` as a click inside the app does once the app runs (a visitor's first page is the server's HTML). */
async function open(page: Page, route: string, first: boolean) {
  if (first) {
    await page.goto(route);
  } else {
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
  }
  // The screen's data has arrived (a list, a profile) and what it draws is in the page.
  await page.waitForLoadState('networkidle');
}

// The kinds of account run side by side: each has its own browser context, and none writes anything.
describe.concurrent.for(ACCOUNT_KINDS)('every page seen by a %s', (kind) => {
  it('fits the window at 1280, 768, 412 and 360 px', async ({ newPage, signedInPage, expect }) => {
    const { page } = kind === 'visitor' ? await newPage(DESKTOP) : await signedInPage(ACCOUNT_OF[kind], DESKTOP);
    for (const [index, route] of (await everyRoute(page.request)).entries()) {
      await page.setViewportSize(DESKTOP);
      // A page that sends a visitor to sign in leaves the app: the next page is a fresh load.
      await open(page, route, index === 0 || kind === 'visitor');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await expect.poll(() => sidewaysScroll(page), { message: `${page.url()} at ${width} px` }).toBe(0);
      }
    }
  });
});
