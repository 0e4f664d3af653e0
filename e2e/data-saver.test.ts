import type { Page } from 'playwright-core';
import type { MentorList } from '../schema/contract/mentors.ts';
import { MENTOR_PAGE_SIZE } from '../schema/contract/mentors-rules.ts';
import { describe, DESKTOP, expect, it, PHONE } from './fixtures.ts';

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

async function mentorTotal(page: Page): Promise<number> {
  const list = (await (await page.request.get('/api/mentors?limit=1')).json()) as MentorList;
  // The seed alone has more mentors than a data-saving page, so that page is visibly smaller.
  expect(list.total).toBeGreaterThan(SMALL_PAGE);
  return list.total;
}

describe('data saver', () => {
  it('a member turns it on in the profile menu: a smaller first page, photos only when tapped', async ({
    signedInPage,
    createUser,
  }) => {
    // A mentor with a photo, the newest, so the last in the directory.
    const mentor = await createUser({ role: 'mentor', firstName: 'Photo', mentorProfile: { profileImage: TINY_PNG } });
    const { page } = await signedInPage({ firstName: 'Naledi' }, DESKTOP);
    const limits = listLimits(page);
    await page.goto('/mentors');
    const total = await mentorTotal(page);
    await expect.poll(() => countLine(page).innerText()).toBe(`${total} mentors`);
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
    expect(limits).toEqual([String(MENTOR_PAGE_SIZE), String(SMALL_PAGE)]);

    // The choice outlives the page: a new load asks for the small page at once.
    const before = limits.length;
    await page.reload();
    await expect.poll(() => countLine(page).innerText()).toBe(`Showing ${SMALL_PAGE} of ${total} mentors`);
    expect(limits.slice(before)).toEqual([String(SMALL_PAGE)]);

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
  }) => {
    const { context, page } = await newPage(PHONE);
    // The header alone, as a data-saving browser sends it: the server renders the smaller page and the browser
    // hydrates with the server's decision.
    await context.setExtraHTTPHeaders({ 'Save-Data': 'on' });
    const limits = listLimits(page);
    await page.goto('/mentors');
    const total = await mentorTotal(page);
    await expect.poll(() => countLine(page).innerText()).toBe(`Showing ${SMALL_PAGE} of ${total} mentors`);
    expect(await cards(page).count()).toBe(SMALL_PAGE);
    // The smaller first page came with the server's HTML: the browser did not ask for it.
    expect(limits).toEqual([]);

    // The visitor's own choice wins over the browser's, and is kept.
    const footerToggle = page.getByRole('contentinfo').getByRole('button', { name: 'Data saver' });
    expect(await footerToggle.getAttribute('aria-pressed')).toBe('true');
    await footerToggle.click();
    expect(await footerToggle.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => countLine(page).innerText()).toBe(`${total} mentors`);
    const before = limits.length;
    await page.reload();
    await expect.poll(() => countLine(page).innerText()).toBe(`${total} mentors`);
    // Rendered on the server again, now from the visitor's cookie, with the full page.
    expect(limits.slice(before)).toEqual([]);
    expect(await cards(page).count()).toBe(Math.min(total, MENTOR_PAGE_SIZE));
  });
});
