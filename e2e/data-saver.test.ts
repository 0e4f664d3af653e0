import type { Page } from 'playwright-core';
import { MENTOR_PAGE_SIZE } from '../schema/contract/mentors-rules.ts';
import { type CreateUser, describe, DESKTOP, expect, it, PHONE, type TestUser, uniqueTitle } from './fixtures.ts';

/** A 1×1 PNG: the server stores it in R2 and the mentor's card shows it. */
const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const SMALL_PAGE = MENTOR_PAGE_SIZE / 2;

const results = (page: Page) => page.getByRole('region', { name: 'Mentors', exact: true });
const cards = (page: Page) => results(page).getByRole('article');
const countLine = (page: Page) => results(page).locator('p[role="status"]');

/** The mentor list's page sizes the page asked the API for, in order. */
function listLimits(page: Page): string[] {
  const limits: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/mentors') limits.push(url.searchParams.get('limit') ?? '(none)');
  });
  return limits;
}

/** One more mentor than a data-saving page holds, so that page is visibly smaller. */
const DIRECTORY_SIZE = SMALL_PAGE + 1;

/**
 * A directory of the test's own: DIRECTORY_SIZE new mentors whose descriptions share a word nobody else's has, so the
 * address `/mentors?search=<word>` lists exactly them (other files add and remove mentors meanwhile). The last one
 * made, with a photo, is the last in that list.
 */
async function ownDirectory(createUser: CreateUser): Promise<{ path: string; total: number; lastOne: TestUser }> {
  const word = uniqueTitle('saver').replaceAll(' ', '');
  const description = `Helps people price and sell what they make (${word}).`;
  await Promise.all(
    Array.from({ length: DIRECTORY_SIZE - 1 }, () => createUser({ role: 'mentor', mentorProfile: { description } })),
  );
  const lastOne = await createUser({
    role: 'mentor',
    firstName: 'Photo',
    mentorProfile: { description, profileImage: TINY_PNG },
  });
  return { path: `/mentors?search=${word}`, total: DIRECTORY_SIZE, lastOne };
}

describe('data saver', () => {
  it('a member turns it on in the profile menu: a smaller first page, photos only when tapped', async ({
    signedInPage,
    createUser,
  }) => {
    // The last mentor of the directory has a photo.
    const { path, total, lastOne: mentor } = await ownDirectory(createUser);
    const { page } = await signedInPage({ firstName: 'Naledi' }, DESKTOP);
    const limits = listLimits(page);
    await page.goto(path);
    await expect.poll(() => countLine(page).innerText()).toBe(`${total} mentors found`);
    const card = results(page).getByRole('article', { name: mentor.name });
    expect(await card.locator('img').getAttribute('src')).toMatch(/^\/images\//);

    await page.getByRole('button', { name: 'Personal Profile' }).click();
    const toggle = page.getByRole('menuitemcheckbox', { name: /Data saver/ });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    // The menu stays open to show the new state.
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    expect(await toggle.innerText()).toMatch(/On$/);
    await page.keyboard.press('Escape');

    // The list reloads in smaller pages.
    await expect.poll(() => countLine(page).innerText()).toBe(`Showing ${SMALL_PAGE} of ${total} mentors`);
    expect(await cards(page).count()).toBe(SMALL_PAGE);
    // The first page came with the page itself (rendered by the Worker, decision 041); the switch asks for a small one.
    expect(limits).toEqual([String(SMALL_PAGE)]);

    // The choice outlives the page: a new load arrives with the small page in it, and asks the API nothing.
    const before = limits.length;
    await page.reload();
    await expect.poll(() => countLine(page).innerText()).toBe(`Showing ${SMALL_PAGE} of ${total} mentors`);
    expect(limits.slice(before)).toEqual([]);

    // The photo waits for a tap; the tap loads it and does not open the mentor's dialog.
    await results(page).getByRole('button', { name: 'Load more' }).click();
    const placeholder = card.getByRole('button', { name: `Tap to load photo of ${mentor.name}` });
    await placeholder.waitFor();
    expect(await card.locator('img').count()).toBe(0);
    await placeholder.click();
    const photo = card.locator('img');
    await photo.waitFor();
    await expect
      .poll(() => photo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth))
      .toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('a visitor whose browser sends Save-Data gets the smaller page and can switch it off in the footer', async ({
    newPage,
    createUser,
  }) => {
    const { path, total } = await ownDirectory(createUser);
    const { context, page } = await newPage(PHONE);
    // The header alone, as a data-saving browser sends it: the server renders the smaller page and the browser
    // hydrates with the server's decision.
    await context.setExtraHTTPHeaders({ 'Save-Data': 'on' });
    const limits = listLimits(page);
    await page.goto(path);
    await expect.poll(() => countLine(page).innerText()).toBe(`Showing ${SMALL_PAGE} of ${total} mentors`);
    expect(await cards(page).count()).toBe(SMALL_PAGE);
    // The smaller first page came with the server's HTML: the browser did not ask for it.
    expect(limits).toEqual([]);

    // The visitor's own choice wins over the browser's, and is kept.
    const footerToggle = page.getByRole('contentinfo').getByRole('button', { name: 'Data saver' });
    expect(await footerToggle.getAttribute('aria-pressed')).toBe('true');
    await footerToggle.click();
    expect(await footerToggle.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => countLine(page).innerText()).toBe(`${total} mentors found`);
    const before = limits.length;
    await page.reload();
    await expect.poll(() => countLine(page).innerText()).toBe(`${total} mentors found`);
    // Rendered on the server again, now from the visitor's cookie, with the full page.
    expect(limits.slice(before)).toEqual([]);
    expect(await cards(page).count()).toBe(Math.min(total, MENTOR_PAGE_SIZE));
  });
});
