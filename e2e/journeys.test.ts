import type { MentorList } from '../schema/contract/mentors.ts';
import type { JourneyPath } from '../schema/contract/taxonomy.ts';
import { describe, DESKTOP, expect, it, mentorCountLine, nextAnswer, openInApp, PHONE } from './fixtures.ts';

describe('the journeys page', () => {
  it('has a card per path, each linking to its mentors', async ({ newPage }) => {
    const { page } = await newPage(DESKTOP);
    await page.goto('/journeys');
    await page.getByRole('heading', { level: 1, name: 'Journeys' }).waitFor();
    // The app names the tab once it has taken over the server's page.
    await expect.poll(() => page.title()).toBe('Journeys · Sebenza');
    const journeys = (await (await page.request.get('/api/journey-paths')).json()) as JourneyPath[];
    expect(journeys.length).toBeGreaterThan(4);

    const list = page.getByRole('region', { name: 'All journeys' });
    await list.getByRole('article').first().waitFor();
    expect(await list.getByRole('article').locator('h3').allInnerTexts()).toEqual(journeys.map((j) => j.name));
    for (const journey of journeys) {
      const link = list.getByRole('link', { name: `Find mentors for ${journey.name}`, exact: true });
      expect(await link.getAttribute('href')).toBe(`/mentors?journey=${journey.slug}`);
    }
    expect(await page.locator('main').getByRole('link', { name: 'Browse all mentors' }).getAttribute('href')).toBe(
      '/mentors',
    );
    expect(await page.locator('main').getByRole('link', { name: 'Host Group Sessions' }).getAttribute('href')).toBe(
      '/become-mentor',
    );

    const rural = journeys.find((j) => j.slug === 'rural-innovator')!;
    await list.getByRole('link', { name: `Find mentors for ${rural.name}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Attend Group Sessions' }).waitFor();
    expect(await page.getByLabel('Journey').inputValue()).toBe('rural-innovator');
  });

  it('opens a detail panel on click with the live counts, and its link shows those mentors', async ({ newPage }) => {
    const { page } = await newPage(PHONE);
    // Other test files add and remove mentors meanwhile: the page is checked against the answers it got itself (in
    // the app, not on a full page load, where the server would render the journeys).
    const answered = nextAnswer<JourneyPath[]>(page, '/api/journey-paths');
    await openInApp(page, '/journeys');
    const journey = (await answered).find((j) => j.mentorCount > 1)!;

    await page.getByRole('button', { name: journey.name, exact: true }).click();
    const panel = page.getByRole('dialog', { name: journey.name });
    await panel.waitFor();
    const text = await panel.innerText();
    expect(text).toContain(journey.description);
    expect(text).toContain(`Mentors on this journey\n${journey.mentorCount}`);
    expect(text).toContain(`Success stories\n${journey.successStoryCount}`);

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: journey.name, exact: true }).click();
    const listed = nextAnswer<MentorList>(
      page,
      '/api/mentors',
      (url) => url.searchParams.get('journey') === journey.slug,
    );
    await panel.getByRole('link', { name: `Meet the ${journey.mentorCount} mentors` }).click();
    await page.waitForURL((url) => url.pathname === '/mentors');
    const mentors = await listed;
    const count = page.getByRole('region', { name: 'Mentors', exact: true }).locator('p[role="status"]');
    await expect.poll(() => count.innerText(), { timeout: 10_000 }).toBe(mentorCountLine(mentors, true));
    // The journey counts the mentors its list shows. Both are read again together until no other file's mentor
    // lands between the two reads.
    const counts = async () => {
      const [paths, list] = await Promise.all([
        page.request.get('/api/journey-paths').then((r) => r.json() as Promise<JourneyPath[]>),
        page.request.get(`/api/mentors?journey=${journey.slug}`).then((r) => r.json() as Promise<MentorList>),
      ]);
      return { counted: paths.find((j) => j.slug === journey.slug)!.mentorCount, listed: list.total };
    };
    await expect.poll(counts).toSatisfy(({ counted, listed }) => counted === listed);
  });
});
