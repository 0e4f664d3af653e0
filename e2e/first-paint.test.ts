import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import type { MentorList } from '../schema/contract/mentors.ts';
import { DESKTOP, describe, expect, holdCodeBack, it, PHONE } from './fixtures.ts';

// Public pages arrive rendered by the server, read without JavaScript, and need no API call to start.

const HERO = 'Real people, real guidance, real income.';

/** The API requests a page makes, and the errors and warnings it logs (a hydration mismatch among them). */
function watch(page: Page): { apiCalls: string[]; problems: string[] } {
  const apiCalls: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  page.on('console', (message) => {
    // The fixture blocks the service worker (it would hide requests); that notice is Playwright's own.
    if (message.text().includes('blocked by Playwright')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { apiCalls, problems };
}

describe('first paint', () => {
  it('with JavaScript off, a visitor reads the hero and three mentors on /, then follows a link to /mentors', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: inject('baseURL'), viewport: PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const { items } = (await (await page.request.get('/api/mentors?limit=3')).json()) as MentorList;
      expect(items).toHaveLength(3);
      await page.goto('/');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(HERO);
      const mentorsSection = page.locator('#mentors');
      for (const mentor of items) await mentorsSection.getByText(mentor.name, { exact: true }).first().waitFor();

      // A plain link: the browser loads the next page from the server.
      await page.getByRole('link', { name: 'Attend Group Sessions' }).first().click();
      await page.waitForURL('**/mentors');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Attend Group Sessions');
      const results = page.getByRole('region', { name: 'Mentors', exact: true });
      expect(await results.getByRole('article').count()).toBeGreaterThanOrEqual(3);
      await results.getByText(items[0]!.name, { exact: true }).first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('a visitor’s /mentors starts without a single API request or hydration error, then works as the app', async ({
    newPage,
  }) => {
    const { page } = await newPage(DESKTOP);
    const { apiCalls, problems } = watch(page);
    await page.goto('/mentors', { waitUntil: 'networkidle' });
    expect(apiCalls).toEqual([]);
    expect(problems).toEqual([]);

    // Hydrated: the search box filters through the API, in the page (no page load).
    const { items } = (await (await page.request.get('/api/mentors?limit=1')).json()) as MentorList;
    const name = items[0]!.name;
    await page.getByRole('searchbox').first().fill(name);
    await expect.poll(() => apiCalls.some((url) => new URL(url).searchParams.get('search') === name)).toBe(true);
    await page.waitForURL(/search=/);
    const results = page.getByRole('region', { name: 'Mentors', exact: true });
    await results.getByText(name, { exact: true }).first().waitFor();
  });

  it('a visitor who only reads runs none of the app; a click before it has started still opens what was clicked', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: inject('baseURL'), viewport: PHONE });
    try {
      const page = await context.newPage();
      const appCode = page.waitForResponse((response) => /\/assets\/start-[^/]+\.js$/.test(response.url()));
      await page.goto('/mentors');
      // The app's code downloads after the first paint, but nothing has run it: the page is the server's HTML.
      expect((await appCode).ok()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();

      const first = page.getByRole('region', { name: 'Mentors', exact: true }).getByRole('article').first();
      const name = (await first.getByRole('heading').innerText()).trim();
      // The click starts the app and is replayed once it has taken over: the mentor's dialog opens.
      await first.getByRole('button', { name, exact: true }).click();
      await page.getByRole('dialog', { name }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.app)).toBe('ready');
    } finally {
      await context.close();
    }
  });

  it('text typed or an option chosen before the app has started is not lost: the list follows once it has', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: inject('baseURL'), viewport: PHONE });
    try {
      const page = await context.newPage();
      const { items } = (await (await page.request.get('/api/mentors?limit=1')).json()) as MentorList;
      const name = items[0]!.name;
      await page.goto('/mentors');
      const searched = page.waitForRequest((request) => new URL(request.url()).searchParams.get('search') === name);
      await page.getByRole('searchbox').first().fill(name);
      await searched;
      await page.waitForURL(/search=/);
      expect(await page.getByRole('searchbox').first().inputValue()).toBe(name);

      // An option chosen in a list before the app has started (a fresh load) is not lost either.
      await page.goto('/mentors');
      expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
      await page.getByLabel('Category').first().selectOption('technology');
      await page.waitForURL(/category=technology/);
    } finally {
      await context.close();
    }
  });

  it('text typed into a part whose code has not arrived yet is not lost: the form follows once it has', async ({
    signedInPage,
  }) => {
    const { page } = await signedInPage({ firstName: 'Kagiso' }, DESKTOP);
    // The template generator's code is held back: the app has started, but the generator is still the server's HTML.
    const { held, release } = await holdCodeBack(page, 'Generate Template');
    await page.goto('/mentors');
    await held;
    const generator = page.getByRole('region', { name: 'AI Template Generator' });
    await generator.getByRole('combobox', { name: /^Template/ }).selectOption('side-hustle-plan');
    await generator.getByLabel('Business name').fill('Kasi Eats');

    release();
    const generate = generator.getByRole('button', { name: 'Generate Template' });
    await expect.poll(() => generate.isEnabled()).toBe(true);
    expect(await generator.getByLabel('Business name').inputValue()).toBe('Kasi Eats');
    expect(await generator.getByRole('combobox', { name: /^Template/ }).inputValue()).toBe('side-hustle-plan');
  });

  it('a member’s dashboard and /mentors arrive with their own data: no API request, no hydration error, then the app', async ({
    signedInPage,
  }) => {
    const { page, user } = await signedInPage({ firstName: 'Zanele' }, PHONE);
    const { apiCalls, problems } = watch(page);

    // The server's HTML already greets the member (decision 041). The fixture's `goto` then starts the app (a key
    // press), which takes over from the answers in the page: nothing is asked of the API, nothing mismatches.
    const response = await page.goto('/', { waitUntil: 'networkidle' });
    expect((await response!.text()).replaceAll('<!-- -->', '')).toContain(`Welcome back, ${user.firstName}`);
    await page.getByRole('heading', { name: `Welcome back, ${user.firstName}` }).waitFor();
    expect(apiCalls).toEqual([]);

    await page.goto('/mentors', { waitUntil: 'networkidle' });
    expect(apiCalls).toEqual([]);
    await page.getByRole('searchbox').first().fill('zz-no-such-mentor');
    await page.waitForURL(/search=zz-no-such-mentor/);
    await page.getByText('No mentors found').first().waitFor();
    expect(problems).toEqual([]);
  });
});
