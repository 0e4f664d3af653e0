import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, PHONE } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Two screens read GET /api/stats/users. They once cached different shapes under one query key, so whichever
// screen came second showed "NaN people have joined" or an empty tile. Both orders, in one single-page visit.
describe('the user count shared by the landing and community pages', () => {
  it('shows a number on the landing page after the community page', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/community');
    const members = page.locator('dt', { hasText: 'Community members' }).locator('xpath=following-sibling::dd');
    await expect.poll(() => members.innerText()).toMatch(/^\d[\d\s,]*$/);
    await page.getByRole('link', { name: 'Sebenza home' }).click();
    const joined = page.locator('#community').getByText(/joined Sebenza/);
    await expect
      .poll(() => page.locator('#community').innerText())
      .toMatch(/\d[\d\s,]*\s+(people have|person has) joined Sebenza/);
    expect(await joined.innerText()).not.toContain('NaN');
    await context.close();
  });

  it('shows a number on the community page after the landing page', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    await expect.poll(() => page.locator('#community').innerText()).toMatch(/(people have|person has) joined Sebenza/);
    await page.locator('#community').getByRole('link', { name: 'Visit the Community' }).click();
    const members = page.locator('dt', { hasText: 'Community members' }).locator('xpath=following-sibling::dd');
    await expect.poll(() => members.innerText()).toMatch(/^\d[\d\s,]*$/);
    await context.close();
  });
});
