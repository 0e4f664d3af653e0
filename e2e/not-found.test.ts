import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../worker/db/seed/demo-accounts.ts';
import { launchBrowser, newPage, PHONE, signInThroughPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('shows the 404 page for an unknown path', async () => {
  const { context, page } = await newPage(browser, PHONE);
  await page.goto('/no-such-page');
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
  await context.close();
});

it('matches paths case-insensitively', async () => {
  const { context, page } = await newPage(browser, PHONE);
  await page.goto('/MENTORS');
  await page.getByRole('heading', { level: 1, name: 'Attend Group Sessions' }).waitFor();
  await context.close();
});

it('treats signed-in-only paths as unknown for visitors, and opens them once signed in', async () => {
  const { context, page } = await newPage(browser, PHONE);
  await page.goto('/edit-profile');
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();

  const mentee = DEMO_ACCOUNTS.find((a) => a.key === 'mentee')!;
  await signInThroughPage(page, mentee.email, mentee.password);
  await page.goto('/edit-profile');
  await page.getByRole('heading', { level: 1, name: /Profile/ }).waitFor();
  expect(await page.getByText('Page Not Found').count()).toBe(0);
  await context.close();
});

it('answers unknown API paths with JSON, not the SPA', async () => {
  const { context, page } = await newPage(browser, PHONE);
  const res = await page.request.get('/api/nothing-here');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ message: 'No API route for GET /api/nothing-here.' });
  await context.close();
});
