import type { Page } from 'playwright-core';
import type { MentorList } from '../schema/contract/mentors.ts';
import { describe, DESKTOP, expect, it, mentorCountLine, nextAnswer, openInApp, PHONE } from './fixtures.ts';

/**
 * The list as the test reads it from the API itself: for its first mentors (seeded, the oldest, so first whatever
 * other files add) or to replay whole.
 */
async function apiList(page: Page, query = ''): Promise<MentorList> {
  const response = await page.request.get(`/api/mentors${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as MentorList;
}

const FILTERS = ['search', 'category', 'journey', 'language'] as const;

/**
 * The first page of the mentor list the page itself gets next, for exactly these filters (none: the whole
 * directory): what its cards and count must show (browser.ts `nextAnswer`).
 */
function listAnswer(page: Page, filters: Partial<Record<(typeof FILTERS)[number], string>> = {}) {
  return nextAnswer<MentorList>(
    page,
    '/api/mentors',
    (url) =>
      !url.searchParams.has('cursor') &&
      FILTERS.every((name) => url.searchParams.get(name) === (filters[name] ?? null)),
  );
}

const results = (page: Page) => page.getByRole('region', { name: 'Mentors', exact: true });
/** The result count line (the spinner before it is not a paragraph). */
const countLine = (page: Page) => results(page).locator('p[role="status"]');
/** The names on the cards, in order (each card is an article named by its mentor). */
const cardNames = (page: Page) => results(page).getByRole('article').locator('h3').allInnerTexts();
/** The card at `index` in the list: a name may be on more than one card (tests make mentors named like seeded ones). */
const cardAt = (page: Page, index: number) => results(page).getByRole('article').nth(index);

async function waitForCount(page: Page, text: string) {
  await expect.poll(() => countLine(page).innerText(), { timeout: 10_000 }).toBe(text);
}

describe('the mentor browser for a visitor', () => {
  it('lists every mentor with its card, then filters by search, keeping the filter in the address', async ({
    newPage,
  }) => {
    const { context, page } = await newPage(DESKTOP);
    const answered = listAnswer(page);
    // In the app, not on a full page load (the server would render the list itself), so the list is the answer seen.
    await openInApp(page, '/mentors');
    await page.getByRole('heading', { level: 1, name: 'Attend Group Sessions' }).waitFor();
    expect(await page.title()).toBe('Attend Group Sessions · Sebenza');

    const all = await answered;
    expect(all.total).toBeGreaterThan(3);
    await waitForCount(page, mentorCountLine(all, false));
    expect(await cardNames(page)).toEqual(all.items.map((m) => m.name));

    // The first card as spec section 2 describes it.
    const first = all.items[0]!;
    const card = results(page).getByRole('article', { name: first.name }).first();
    const cardText = await card.innerText();
    expect(cardText).toContain(first.title);
    expect(cardText).toContain(first.location || 'South Africa');
    expect(cardText).toMatch(/upcoming session|No upcoming sessions/);
    expect(cardText).not.toContain('4.9');
    if (first.rating === null) expect(cardText).toContain('New');
    else expect(cardText).toContain(`${first.rating.toFixed(1)} (${first.reviewCount})`);
    const chips = await card.getByRole('list', { name: 'Categories' }).getByRole('listitem').allInnerTexts();
    expect(chips.length).toBe(Math.min(first.categories.length, 2) + (first.categories.length > 2 ? 1 : 0));
    if (first.categories.length > 2) expect(chips.at(-1)).toBe(`+${first.categories.length - 2} more`);

    // A search too short for the server is said so, and changes nothing.
    const search = page.getByLabel('Search mentors');
    await search.fill('le');
    await page.getByText('Type at least 3 characters to search.').waitFor();
    expect(await countLine(page).innerText()).toBe(mentorCountLine(all, false));

    const searched = listAnswer(page, { search: 'lettuce' });
    await search.fill('lettuce');
    await page.waitForURL((url) => url.searchParams.get('search') === 'lettuce');
    const found = await searched;
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(all.total);
    await waitForCount(page, mentorCountLine(found, true));
    expect(await cardNames(page)).toEqual(found.items.map((m) => m.name));

    // The filtered view can be shared: opening the address shows the same list.
    const shared = await context.newPage();
    await shared.goto(page.url());
    expect(await shared.getByLabel('Search mentors').inputValue()).toBe('lettuce');
    await waitForCount(shared, mentorCountLine(found, true));
  });

  it('filters by category, then Clear Filters brings every mentor back', async ({ newPage }) => {
    const { page } = await newPage(PHONE);
    const answered = listAnswer(page);
    await openInApp(page, '/mentors');
    const all = await answered;
    await waitForCount(page, mentorCountLine(all, false));
    const clear = page.getByRole('search').getByRole('button', { name: 'Clear Filters' });
    expect(await clear.isDisabled()).toBe(true);

    const filtered = listAnswer(page, { category: 'agriculture' });
    await page.getByLabel('Category').selectOption({ label: 'Agriculture' });
    await page.waitForURL((url) => url.searchParams.get('category') === 'agriculture');
    const agriculture = await filtered;
    expect(agriculture.total).toBeGreaterThan(0);
    await waitForCount(page, mentorCountLine(agriculture, true));
    expect(await cardNames(page)).toEqual(agriculture.items.map((m) => m.name));
    // No select offers an empty value (spec section 5).
    const values = await page
      .locator('select option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(values).not.toContain('');

    // The whole directory again, as the page first got it (a list once read is kept for the visit).
    await clear.click();
    await waitForCount(page, mentorCountLine(all, false));
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByLabel('Category').inputValue()).toBe('all');
  });

  it('filters by language, keeping it in the address; each card names the language', async ({ newPage }) => {
    const { page } = await newPage(PHONE);
    const answered = listAnswer(page);
    await openInApp(page, '/mentors');
    const all = await answered;
    await waitForCount(page, mentorCountLine(all, false));

    const filtered = listAnswer(page, { language: 've' });
    await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Tshivenda' });
    await page.waitForURL((url) => url.searchParams.get('language') === 've');
    const venda = await filtered;
    expect(venda.total).toBeGreaterThan(0);
    expect(venda.total).toBeLessThan(all.total);
    await waitForCount(page, mentorCountLine(venda, true));
    expect(await cardNames(page)).toEqual(venda.items.map((m) => m.name));
    for (const text of await results(page).getByRole('article').allInnerTexts()) {
      expect(text).toMatch(/Languages: .*Tshivenda/);
    }
  });

  it('preselects the journey from ?journey= and shows only its mentors', async ({ newPage }) => {
    const { page } = await newPage(DESKTOP);
    const answered = listAnswer(page, { journey: 'rural-innovator' });
    await openInApp(page, '/mentors?journey=rural-innovator');
    const journey = await answered;
    expect(journey.total).toBeGreaterThan(0);
    await waitForCount(page, mentorCountLine(journey, true));
    expect(await page.getByLabel('Journey').inputValue()).toBe('rural-innovator');
    expect(await cardNames(page)).toEqual(journey.items.map((m) => m.name));

    const unfiltered = listAnswer(page);
    await page.getByLabel('Journey').selectOption('all');
    const all = await unfiltered;
    expect(journey.total).toBeLessThan(all.total);
    await waitForCount(page, mentorCountLine(all, false));
    expect(new URL(page.url()).searchParams.has('journey')).toBe(false);
  });

  it("says 'No mentors found' with a Clear Filters button when nothing matches", async ({ newPage }) => {
    const { page } = await newPage(PHONE);
    await page.goto('/mentors?search=zzqxzzqxzz');
    await page.getByText('No mentors found', { exact: true }).waitFor();
    expect(await results(page).getByRole('article').count()).toBe(0);
    const unfiltered = listAnswer(page);
    await results(page).getByRole('button', { name: 'Clear Filters' }).click();
    const all = await unfiltered;
    await waitForCount(page, mentorCountLine(all, false));
    expect(await page.getByLabel('Search mentors').inputValue()).toBe('');
  });

  it('says when the list cannot be loaded, and Try again loads it', async ({ newPage }) => {
    const { page } = await newPage(PHONE);
    const isList = (url: URL) => url.pathname === '/api/mentors';
    await page.route(isList, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
    // In the app, not on a full page load: the server would render the list itself.
    await openInApp(page, '/mentors');
    const alert = page.getByRole('alert').filter({ hasText: 'We could not load the mentors.' });
    await alert.waitFor();
    await page.unroute(isList);
    const retried = listAnswer(page);
    await alert.getByRole('button', { name: 'Try again' }).click();
    const all = await retried;
    await waitForCount(page, mentorCountLine(all, false));
  });

  it('opens the detail dialog from the name with the keyboard, and closes it with Escape', async ({ newPage }) => {
    const { page } = await newPage(DESKTOP);
    await page.goto('/mentors');
    const { items } = await apiList(page);
    const mentor = items[0]!;
    const name = cardAt(page, 0).getByRole('button', { name: mentor.name, exact: true });
    await name.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: mentor.name });
    await dialog.waitFor();
    const text = await dialog.innerText();
    expect(text).toContain(mentor.title);
    expect(text).toContain(mentor.description);
    for (const skill of mentor.skills) expect(text).toContain(skill);
    expect(await dialog.getByRole('link', { name: 'View sessions' }).getAttribute('href')).toBe(
      `/group-sessions?mentor=${mentor.id}`,
    );

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Focus goes back to where it was.
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('loads the next page with "Load more" and moves focus to the first new card', async ({ newPage }) => {
    const { page } = await newPage(PHONE);
    // The server's first page (at most one page of 24) is replayed here as the whole directory, cut in two: the
    // first page carries a cursor, the second page is the rest. What is tested is the page's paging, not the server's.
    const { items } = await apiList(page);
    const firstPageSize = items.length - 3;
    await page.route(
      (url) => url.pathname === '/api/mentors',
      async (route) => {
        const cursor = new URL(route.request().url()).searchParams.get('cursor');
        const body: MentorList =
          cursor === 'e2e-next'
            ? { items: items.slice(firstPageSize), nextCursor: null, total: items.length, totalIsCapped: false }
            : {
                items: items.slice(0, firstPageSize),
                nextCursor: 'e2e-next',
                total: items.length,
                totalIsCapped: false,
              };
        await route.fulfill({ json: body });
      },
    );
    await openInApp(page, '/mentors');
    await waitForCount(page, `Showing ${firstPageSize} of ${items.length} mentors`);
    expect(await results(page).getByRole('article').count()).toBe(firstPageSize);

    await results(page).getByRole('button', { name: 'Load more' }).click();
    await waitForCount(page, `${items.length} mentors`);
    expect(await cardNames(page)).toEqual(items.map((m) => m.name));
    expect(await results(page).getByRole('button', { name: 'Load more' }).count()).toBe(0);
    const firstNew = items[firstPageSize]!.name;
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(firstNew);
  });

  it('asks a visitor to sign in before viewing sessions, remembering where they were going', async ({ newPage }) => {
    const { page } = await newPage(PHONE);
    await page.goto('/mentors');
    const { items } = await apiList(page);
    const mentor = items[1]!;
    // The photo opens the dialog too.
    await cardAt(page, 1).locator('img, [aria-hidden="true"]').first().click();
    const dialog = page.getByRole('dialog', { name: mentor.name });
    await dialog.waitFor();
    await dialog.getByRole('link', { name: 'View sessions' }).click();

    const toast = page.getByRole('status').filter({ hasText: 'Authentication Required' });
    await toast.waitFor();
    expect(await toast.innerText()).toContain('Please sign in to access mentors and join group sessions.');
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe(
      `/group-sessions?mentor=${mentor.id}`,
    );
    await page.waitForURL('**/api/login');
  });
});

describe('the mentor browser for a signed-in mentee', () => {
  it('shows the Mentorship Space with their mentors, and View sessions goes straight to the sessions', async ({
    signedInPage,
    createUser,
  }) => {
    const { page } = await signedInPage({ role: 'mentee' }, DESKTOP);
    // This new mentee connects with two new mentors (Connect's own API), so no seeded mentor gains a mentee.
    const mentors = [
      await createUser({ role: 'mentor', firstName: 'Bongani', lastName: 'Zwane' }),
      await createUser({ role: 'mentor', firstName: 'Refilwe', lastName: 'Molefe' }),
    ];
    for (const mentor of mentors) {
      expect(
        (await page.request.post('/api/mentor-connections', { data: { mentorId: mentor.mentorId } })).status(),
      ).toBe(201);
    }
    await page.goto('/mentors');
    const space = page.getByRole('region', { name: 'Your Mentorship Space' });
    await space.waitFor();
    const connections = (await (await page.request.get('/api/mentor-connections')).json()) as {
      mentor: { id: number; name: string };
    }[];
    expect(connections.length).toBeGreaterThan(0);
    for (const { mentor } of connections) {
      expect(await space.getByText(mentor.name, { exact: true }).isVisible()).toBe(true);
      expect(await space.getByRole('link', { name: `View sessions by ${mentor.name}` }).getAttribute('href')).toBe(
        `/group-sessions?mentor=${mentor.id}`,
      );
    }

    const { items } = await apiList(page);
    await cardAt(page, 0).getByRole('button', { name: items[0]!.name, exact: true }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'View sessions' }).click();
    await page.waitForURL((url) => url.pathname === '/group-sessions');
    expect(new URL(page.url()).searchParams.get('mentor')).toBe(String(items[0]!.id));
  });

  it('a visitor sees no Mentorship Space', async ({ newPage }) => {
    const { page } = await newPage(PHONE);
    await page.goto('/mentors');
    await results(page).getByRole('article').first().waitFor();
    expect(await page.getByRole('region', { name: 'Your Mentorship Space' }).count()).toBe(0);
  });
});

describe('the mentor browser on a phone', () => {
  it('shows the search box in the first screen to a visitor, a mentee with mentors and a mentor; "poultry" finds the poultry farmer', async ({
    newPage,
    signedInPage,
    createUser,
  }) => {
    const connected = await createUser({ role: 'mentor', firstName: 'Ayanda', lastName: 'Mokoena' });
    const mentee = await signedInPage({ role: 'mentee' }, PHONE);
    const connect = await mentee.page.request.post('/api/mentor-connections', {
      data: { mentorId: connected.mentorId },
    });
    expect(connect.status()).toBe(201);
    const mentor = await signedInPage({ role: 'mentor' }, PHONE);
    for (const [who, { page }] of [
      ['visitor', await newPage(PHONE)],
      ['mentee', mentee],
      ['mentor', mentor],
    ] as const) {
      await openInApp(page, '/mentors');
      // Everything the page shows is there before measuring: the cards, the template generator, a mentee's mentors.
      await results(page).getByRole('article').first().waitFor();
      await page.getByRole('heading', { name: 'AI Template Generator' }).waitFor();
      if (who === 'mentee') await page.getByRole('region', { name: 'Your Mentorship Space' }).waitFor();
      const search = page.getByLabel('Search mentors');
      const box = (await search.boundingBox())!;
      expect(box.y + box.height, who).toBeLessThanOrEqual(PHONE.height);

      // Words on the cards find them: the seed's Lindiwe Mabaso is a "Poultry and egg co-operative founder".
      const searched = listAnswer(page, { search: 'poultry' });
      await search.fill('poultry');
      const found = await searched;
      expect(
        found.items.map((m) => m.name),
        who,
      ).toContain('Lindiwe Mabaso');
      await waitForCount(page, mentorCountLine(found, true));
      expect(await cardNames(page), who).toContain('Lindiwe Mabaso');
    }
  });
});
