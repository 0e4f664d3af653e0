import type { Page } from 'playwright-core';
import type { MentorList } from '../schema/contract/mentors.ts';
import type { JourneyPath } from '../schema/contract/taxonomy.ts';
import { describe, DESKTOP, expect, it, nextAnswer, openInApp, PHONE } from './fixtures.ts';

// The sections that show counts and lists other test files change meanwhile (mentors, journeys, stories, members) are
// opened in the app, and checked against the answer the page itself got (`nextAnswer`).

const main = (page: Page) => page.locator('main');

describe('the landing page for visitors', () => {
  it('has the hero, its two buttons, and every in-page anchor', async ({ newPage }) => {
    const { page } = await newPage(PHONE);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Real people, real guidance, real income.' }).waitFor();
    expect(await page.title()).toBe('Sebenza · Real people, real guidance, real income.');
    expect(
      await main(page)
        .getByText(/creative agency/)
        .first()
        .innerText(),
    ).toContain('2025');
    for (const section of [
      'Are You Asking Yourself…',
      'Built For',
      'Choose Your Journey',
      'Explore all mentors',
      'Free Mentorship, Premium Coaching',
      'Key Features',
    ]) {
      expect(await page.getByRole('heading', { level: 2, name: section }).isVisible()).toBe(true);
    }
    for (const audience of ['Students', 'Unemployed people', 'Retirees', '9-to-5 workers', 'Side hustlers']) {
      expect(await main(page).getByText(audience, { exact: true }).isVisible()).toBe(true);
    }
    expect(await main(page).getByText('62.4%', { exact: true }).isVisible()).toBe(true);
    for (const anchor of ['community', 'stories', 'journeys', 'mentors']) {
      expect(await page.locator(`main section#${anchor}`).count()).toBe(1);
    }

    const attend = main(page).getByRole('link', { name: 'Attend Group Sessions', exact: true });
    expect(await main(page).getByRole('link', { name: 'Host Group Sessions', exact: true }).getAttribute('href')).toBe(
      '/become-mentor',
    );
    await attend.click();
    await page.getByRole('heading', { level: 1, name: 'Attend Group Sessions' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/mentors');
  });

  it('shows the first 3 mentors from the API, and opens one in the detail dialog', async ({ newPage }) => {
    const { page } = await newPage(DESKTOP);
    const answered = nextAnswer<MentorList>(page, '/api/mentors', (url) => url.searchParams.get('limit') === '3');
    await openInApp(page, '/');
    const body = await answered;
    const expected = body.items.map((m) => m.name);
    expect(expected).toHaveLength(3);

    const section = page.locator('section#mentors');
    await section.getByRole('article').first().waitFor();
    expect(await section.getByRole('article').locator('h3').allInnerTexts()).toEqual(expected);
    expect(await page.getByText(`Browse ${body.total} mentors`).isVisible()).toBe(true);

    await section.getByRole('button', { name: expected[0]!, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: expected[0]! });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('shows four journey cards from the API, each opening the mentors of that journey', async ({ newPage }) => {
    const { page } = await newPage(PHONE);
    const answered = nextAnswer<JourneyPath[]>(page, '/api/journey-paths');
    await openInApp(page, '/');
    const firstFour = (await answered).slice(0, 4);
    expect(firstFour).toHaveLength(4);

    const grid = page.locator('section#journeys');
    await grid.getByRole('article').first().waitFor();
    const links = grid.getByRole('listitem').getByRole('link');
    expect(await links.allInnerTexts()).toEqual(firstFour.map((j) => j.name));
    for (const [i, journey] of firstFour.entries()) {
      expect(await links.nth(i).getAttribute('href')).toBe(`/mentors?journey=${journey.slug}`);
      expect(await grid.getByRole('article').nth(i).innerText()).toContain(
        `${journey.mentorCount} ${journey.mentorCount === 1 ? 'mentor' : 'mentors'}`,
      );
    }

    await links.nth(1).click();
    await page.getByRole('heading', { level: 1, name: 'Attend Group Sessions' }).waitFor();
    expect(await page.getByLabel('Journey').inputValue()).toBe(firstFour[1]!.slug);
  });

  it('shows the four fallback journeys when the server returns none', async ({ newPage }) => {
    const { page } = await newPage(PHONE);
    await page.route(
      (url) => url.pathname === '/api/journey-paths',
      (route) => route.fulfill({ json: [] }),
    );
    // In the app, not on a full page load: the server would render the journeys itself.
    await openInApp(page, '/');
    const grid = page.locator('section#journeys');
    await grid.getByRole('article').first().waitFor();
    const links = grid.getByRole('listitem').getByRole('link');
    expect(await links.allInnerTexts()).toEqual([
      'Creative Hustler',
      'Rural Innovator',
      'Freelance Expert',
      'Multi-Passionate Explorer',
    ]);
    expect(await links.first().getAttribute('href')).toBe('/mentors?journey=creative-hustler');
  });

  it('shows the first 2 success stories, or says there are none', async ({ newPage }) => {
    const { page } = await newPage(DESKTOP);
    const answered = nextAnswer<{ items: { name: string }[] }>(page, '/api/success-stories');
    await openInApp(page, '/');
    const stories = (await answered).items;
    const section = page.locator('section#stories');
    if (stories.length === 0) {
      await section.getByText('No success stories yet', { exact: true }).waitFor();
      expect(await section.getByRole('article').count()).toBe(0);
    } else {
      await section.getByRole('article').first().waitFor();
      expect(await section.getByRole('article').locator('h3').allInnerTexts()).toEqual(
        stories.slice(0, 2).map((s) => s.name),
      );
    }
  });

  it('shows the member count in the community section', async ({ newPage }) => {
    const { page } = await newPage(PHONE);
    const answered = nextAnswer<{ users: number }>(page, '/api/stats/users');
    await openInApp(page, '/');
    const { users } = await answered;
    const section = page.locator('section#community');
    await section.getByText(/joined Sebenza/).waitFor();
    expect(await section.innerText()).toContain(new Intl.NumberFormat('en-ZA').format(users));
  });

  it('the comparison has Join and Sign In buttons that go to the server sign-in page', async ({ newPage }) => {
    const { page } = await newPage(DESKTOP);
    await page.goto('/');
    const plans = page.getByRole('region', { name: 'Free Mentorship, Premium Coaching' });
    await plans.getByRole('link', { name: 'Join Sebenza Free' }).click();
    await page.waitForURL('**/api/login?mode=signup');
    await page.goBack();
    await plans.getByRole('link', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/api/login' && url.search === '');
  });

  it('has a footer with social share links for the site', async ({ newPage }) => {
    const { page } = await newPage(PHONE);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const whatsapp = await footer.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href');
    expect(decodeURIComponent(whatsapp!)).toContain(new URL('/', page.url()).href);
    expect(await footer.getByRole('link', { name: /^Facebook/ }).getAttribute('href')).toMatch(
      /^https:\/\/www\.facebook\.com\/sharer/,
    );
    expect(await footer.getByRole('link', { name: /^X / }).getAttribute('target')).toBe('_blank');
  });
});
