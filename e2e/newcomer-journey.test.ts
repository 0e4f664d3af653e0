import type { Page } from 'playwright-core';
import type { Mentor } from '../schema/contract/mentors.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { startUsing } from './browser.ts';
import { expect, it, PHONE, signUpInBrowser } from './fixtures.ts';

// A newcomer's first ten minutes on a phone. Sign up, the welcome page, attend, the short profile, the
// mentors that match, Connect, the Mentorship Space, then the mentor schedules a session and the newcomer is told.
// At every step the numbers both people see are read off their screens and must agree (decision 014).

/** `YYYY-MM-DDTHH:mm` in Johannesburg time, `days` from now: what a datetime-local input holds. */
function sastDateTime(days: number, time = '18:00'): string {
  return `${new Date(Date.now() + days * 86_400_000 + 2 * 3_600_000).toISOString().slice(0, 10)}T${time}`;
}

/** Opens `path` on `page`, starts using it (a key press starts the app on a page the server rendered) and waits until the app has taken over. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await startUsing(page);
}

/** A dashboard stat card's number (the card holds its label and its number). */
async function statOf(page: Page, label: string): Promise<number> {
  const card = page.getByRole('region', { name: 'Your numbers' }).getByRole('listitem').filter({ hasText: label });
  await expect.poll(async () => /\d+/.test(await card.innerText())).toBe(true);
  return Number(/\d+/.exec(await card.innerText())![0]);
}

/** What the mentee sees: "Mentors Connected" on the dashboard, and the mentors in the Mentorship Space. */
async function menteeFigures(page: Page) {
  await open(page, '/');
  const mentorsConnected = await statOf(page, 'Mentors Connected');
  // The member's /mentors arrives with their Mentorship Space in it (decision 041).
  await open(page, '/mentors');
  await page.getByRole('region', { name: 'Mentors', exact: true }).getByRole('article').first().waitFor();
  const space = page.getByRole('region', { name: 'Your Mentorship Space' });
  const inSpace = (await space.count()) === 0 ? 0 : await space.getByRole('listitem').count();
  return { mentorsConnected, inSpace };
}

/** What the mentor sees: "Mentees Reached", the list of mentees on their dashboard, and their card's count. */
async function mentorFigures(page: Page) {
  await open(page, '/');
  const menteesReached = await statOf(page, 'Mentees Reached');
  const section = page.getByRole('region', { name: 'Your mentees' });
  // The summary says the number once the list has loaded.
  const summary = section.getByText(/^\d+ (person is|people are) connected with you\.$/);
  await summary.waitFor();
  const stated = Number(/^\d+/.exec(await summary.innerText())![0]);
  const listed = await section.getByRole('list', { name: 'Your mentees' }).getByRole('listitem').count();
  const profile = (await (await page.request.get('/api/mentors/profile')).json()) as Mentor;
  return {
    menteesReached,
    stated,
    listed,
    menteeCount: profile.menteeCount,
  };
}

/** Both people's figures agree: `n` connections on each screen. */
async function expectAgreement(mentee: Page, mentor: Page, n: number) {
  expect(await menteeFigures(mentee)).toEqual({ mentorsConnected: n, inSpace: n });
  expect(await mentorFigures(mentor)).toEqual({ menteesReached: n, stated: n, listed: n, menteeCount: n });
}

it('a newcomer signs up, is matched with a mentor, connects, and hears about their next session', async ({
  newPage,
  signedInPage,
  uniqueEmail,
}) => {
  // A mentor in Mthatha whose skills name what the newcomer will say she wants (a word no seeded mentor has).
  const craft = `Kasi-aquaponics-${Date.now().toString(36)}`;
  const mentor = await signedInPage(
    {
      role: 'mentor',
      firstName: 'Sizwe',
      lastName: 'Mthembu',
      mentorProfile: {
        title: 'Grows fish and greens in backyard tunnels',
        journeyPaths: ['rural-innovator'],
        categories: ['agriculture'],
        skills: [craft],
        location: 'Mthatha, Eastern Cape',
      },
    },
    PHONE,
  );
  const mentorName = mentor.user.name;

  // 1. Sign up: a new account starts on the welcome page.
  const { context, page } = await newPage(PHONE);
  await signUpInBrowser(page, { firstName: 'Thandi', lastName: 'Mokoena', email: uniqueEmail('newcomer') });
  await page.getByRole('heading', { level: 1, name: 'Welcome, Thandi!' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/complete-profile');
  await expectNoSeriousA11yViolations(page);
  // Her own second tab, to read her numbers without leaving the journey.
  const mine = await context.newPage();
  await expectAgreement(mine, mentor.page, 0);

  // 2. Attend: the short profile.
  await page.getByRole('link', { name: 'Find a mentor' }).click();
  const form = page.getByRole('form', { name: 'About you' });
  await form.waitFor();
  await expectNoSeriousA11yViolations(page);
  await form.getByLabel('Your situation now').selectOption('Looking for work');
  await form.getByLabel('What do you want to earn, build or learn?').fill(`Start making money with ${craft}`);
  await form.getByLabel('Town or city').fill('Mthatha');
  const journey = form.getByLabel('The journey that sounds most like you');
  await expect.poll(() => journey.locator('option', { hasText: 'Rural Innovator' }).count()).toBe(1);
  await journey.selectOption({ label: 'Rural Innovator' });
  await form.getByRole('button', { name: 'Show my matches' }).click();

  // 3. The mentors that match, best first, saying why.
  await page.getByRole('heading', { level: 1, name: 'Mentors who match you' }).waitFor();
  const matches = page.getByRole('list', { name: 'Mentors who match you' });
  const card = matches.getByRole('article').first();
  await card.waitFor();
  expect(await card.getByRole('heading').innerText()).toBe(mentorName);
  await card.getByText('Matches your journey, goals and location').waitFor();
  await expectNoSeriousA11yViolations(page);
  const saved = (await (await page.request.get('/api/mentee-profile')).json()) as Record<string, string>;
  expect(saved).toMatchObject({
    currentSituation: 'Looking for work',
    location: 'Mthatha',
    preferredJourneyPath: 'rural-innovator',
  });

  // 4. Connect, from the card: the same button now says Connected, and the mentor's count has moved.
  await card.getByRole('button', { name: `Connect with ${mentorName}` }).click();
  await card.getByRole('button', { name: `Connected with ${mentorName}` }).waitFor();
  await card.getByRole('button', { name: mentorName, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: mentorName });
  await dialog.waitFor();
  expect(await dialog.getByRole('button', { name: `Connected with ${mentorName}` }).isVisible()).toBe(true);
  expect(await dialog.getByText('1 person', { exact: true }).isVisible()).toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expectAgreement(mine, mentor.page, 1);

  // 5. On to all mentors: the Mentorship Space holds her mentor, with no session yet.
  await page.getByRole('link', { name: 'Continue to all mentors' }).click();
  const space = page.getByRole('region', { name: 'Your Mentorship Space' });
  await space.waitFor();
  await space.getByText(mentorName, { exact: true }).waitFor();
  expect(await space.innerText()).toContain('No session scheduled yet');
  await expectNoSeriousA11yViolations(page);

  // 6. The mentor schedules a session from the group sessions page.
  const title = `Backyard aquaponics, step by step ${Date.now().toString(36)}`;
  await open(mentor.page, '/group-sessions');
  await mentor.page.getByRole('button', { name: 'Create Session' }).click();
  const create = mentor.page.getByRole('dialog', { name: 'Create a group session' });
  await create.waitFor();
  const field = (label: string) => create.getByLabel(new RegExp(`^${label}`));
  await field('Title').fill(title);
  await field('Description').fill('Tanks, pumps and what to grow first.');
  await field('Scheduled date and time').fill(sastDateTime(20, '18:00'));
  await field('Maximum participants').fill('10');
  await field('Duration').fill('60');
  await create.getByRole('button', { name: 'Create Session' }).click();
  await create.waitFor({ state: 'detached' });

  // 7. She is told, in her notifications, and her Mentorship Space shows the session.
  await open(page, '/');
  const notices = page.getByRole('list', { name: 'Notifications', exact: true });
  const notice = notices.getByRole('listitem').filter({ hasText: title });
  await notice.waitFor();
  expect(await notice.innerText()).toContain(`${mentorName} scheduled a new group session: "${title}"`);
  const sessionLink = await notice.getByRole('link').getAttribute('href');
  expect(sessionLink).toMatch(/^\/group-sessions\?session=\d+$/);
  await expectNoSeriousA11yViolations(page);

  await open(page, '/mentors');
  await space.getByRole('link', { name: title }).waitFor();
  expect(await space.getByRole('link', { name: title }).getAttribute('href')).toBe(sessionLink);

  // Creating the session connected nobody new: every figure still says one.
  await expectAgreement(mine, mentor.page, 1);
  await open(mentor.page, '/');
  // The mentor sees who she is and what she wants.
  const herItem = mentor.page
    .getByRole('list', { name: 'Your mentees' })
    .getByRole('listitem')
    .filter({ hasText: 'Thandi Mokoena' });
  await herItem.waitFor();
  expect(await herItem.innerText()).toContain(`Goals: Start making money with ${craft}`);
  expect(await herItem.innerText()).toContain('Mthatha');
  await expectNoSeriousA11yViolations(mentor.page);
}, 120_000);
