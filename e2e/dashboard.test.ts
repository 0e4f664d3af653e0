import type { Page } from 'playwright-core';
import { DASHBOARD_STAT_LABELS, type Dashboard } from '../schema/contract/dashboard.ts';
import { createSession, DESKTOP, expect, it, nextAnswer, openInApp, PHONE, sastDateTime } from './fixtures.ts';

/**
 * The dashboard's own answer, which the page shows (its mentors and open sessions are everyone's, which other test
 * files change meanwhile). Set it up before the page loads.
 */
function dashboardAnswer(page: Page): Promise<Dashboard> {
  return nextAnswer<Dashboard>(page, '/api/dashboard');
}

/** The number a stat card shows, by its label. */
async function statValue(page: Page, label: string): Promise<string> {
  const stats = page.getByRole('region', { name: 'Your numbers', exact: true });
  return (await stats.getByRole('listitem').filter({ hasText: label }).innerText()).replace(label, '').trim();
}

it('shows a mentor their badge, real numbers, their first 3 sessions to manage and the plans', async ({
  signedInPage,
}) => {
  const { page } = await signedInPage({ role: 'mentor', firstName: 'Sipho', lastName: 'Dlamini' }, DESKTOP);
  // A new mentor with four upcoming sessions, one more than the dashboard shows.
  for (const days of [20, 21, 22, 23]) {
    await createSession(page, {
      title: `Dashboard e2e ${days} ${Date.now()}`,
      scheduledAt: sastDateTime(days),
      duration: 60,
      maxParticipants: 8,
      meetingLink: undefined,
    });
  }
  const answered = dashboardAnswer(page);
  // Rendered in the browser, so the test sees the answer the page shows (the server renders it otherwise).
  await openInApp(page, '/');
  await page.getByRole('heading', { level: 1, name: 'Welcome back, Sipho' }).waitFor();
  expect(await page.getByText('MENTOR', { exact: true }).isVisible()).toBe(true);
  const data = await answered;
  expect(data.badge).toBe('MENTOR');

  const sessions = page.getByRole('region', { name: 'Your Sessions', exact: true });
  await sessions.getByRole('article').first().waitFor();
  for (const [key, label] of Object.entries(DASHBOARD_STAT_LABELS.mentor)) {
    expect(await statValue(page, label), label).toBe(String(data.stats[key as keyof typeof data.stats]));
  }
  expect(data.sessions.length).toBeGreaterThan(0);
  expect(data.sessions.length).toBeLessThanOrEqual(3);
  expect(await sessions.getByRole('article').allInnerTexts()).toHaveLength(data.sessions.length);
  for (const session of data.sessions) {
    const item = sessions.getByRole('article', { name: session.title });
    expect(await item.innerText()).toContain(
      `${session.currentParticipants} / ${session.maxParticipants} participants`,
    );
    expect(await item.getByRole('link', { name: /^Manage/ }).getAttribute('href')).toBe('/calendar-management');
  }
  expect(await sessions.getByRole('link', { name: 'Manage Sessions' }).getAttribute('href')).toBe(
    '/calendar-management',
  );

  // Mentors are not recommended other mentors as if they were looking for one: no "Recommended for You" cards, and
  // none asking them to update their profile. The sessions above come from the same answer, so the page is complete.
  expect(data.recommendedMentors).toEqual([]);
  expect(await page.getByRole('region', { name: 'Recommended for You' }).count()).toBe(0);
  expect(await page.getByText('Update your profile').count()).toBe(0);

  const plans = page.getByRole('region', { name: 'Your plan', exact: true });
  expect(await plans.innerText()).toContain('R299/month');
  expect(await plans.getByRole('link', { name: 'See coaching plans' }).getAttribute('href')).toBe('/sebenza-coaching');
});

it('shows a mentee their badge and numbers, and lets them join an available session from the dashboard', async ({
  signedInPage,
}) => {
  // A new mentor's session within the hour, sooner than any seeded one (or any other test's), so it leads the
  // sessions with a free seat.
  const mentor = await signedInPage({ role: 'mentor' });
  const soonest = await createSession(mentor.page, { scheduledAt: new Date(Date.now() + 3_600_000).toISOString() });
  const { page } = await signedInPage({ firstName: 'Ayanda', lastName: 'Mthembu' }, PHONE);
  const answered = dashboardAnswer(page);
  // Rendered in the browser, so the test sees the answer the page shows (the server renders it otherwise).
  await openInApp(page, '/');
  await page.getByRole('heading', { level: 1, name: 'Welcome back, Ayanda' }).waitFor();
  expect(await page.getByText('MENTEE', { exact: true }).isVisible()).toBe(true);
  const sessions = page.getByRole('region', { name: 'Available Sessions' });
  await sessions.getByRole('article').first().waitFor();
  const data = await answered;
  expect(data.badge).toBe('MENTEE');
  for (const [key, label] of Object.entries(DASHBOARD_STAT_LABELS.mentee)) {
    expect(await statValue(page, label), label).toBe(String(data.stats[key as keyof typeof data.stats]));
  }
  expect(await sessions.getByRole('article').count()).toBe(data.sessions.length);
  for (const session of data.sessions) {
    expect(await sessions.getByRole('article', { name: session.title }).innerText()).toContain(session.mentor.name);
  }

  // Join the new mentor's session: the button, the seats and the number all change.
  const open = data.sessions.find((s) => s.id === soonest.id)!;
  expect(open).toBeDefined();
  expect(open.isRegistered).toBe(false);
  const item = sessions.getByRole('article', { name: open.title });
  await item.getByRole('button', { name: /^Join/ }).click();
  await item.getByText("You're registered").waitFor();
  expect(await item.innerText()).toContain(`${open.currentParticipants + 1} / ${open.maxParticipants} participants`);
  await expect.poll(() => statValue(page, 'Upcoming Sessions')).toBe(String(data.stats.upcomingSessions + 1));

  // Recommended mentors lead mentees to their sessions.
  const recommended = page.getByRole('region', { name: 'Recommended for You' });
  const first = data.recommendedMentors[0]!;
  const firstCard = recommended.getByRole('article', { name: first.name }).first();
  expect(await firstCard.getByRole('link').getAttribute('href')).toBe(`/group-sessions?mentor=${first.id}`);

  // Leaving works from the API too.
  expect((await page.request.delete(`/api/group-sessions/${open.id}/join`)).status()).toBe(200);
});

it('shows the private calendar link again: after a reload, and on another device', async ({ signedInPage }) => {
  const { page, user } = await signedInPage({ role: 'mentee' }, PHONE);
  await page.goto('/');
  const card = page.getByRole('region', { name: /in your phone’s calendar/ });
  await card.getByRole('button', { name: 'Get my calendar link' }).click();
  const field = card.getByLabel('Your private calendar link');
  await field.waitFor();
  const url = await field.inputValue();
  expect(url).toMatch(/\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);

  await page.reload();
  await card.getByLabel('Your private calendar link').waitFor();
  expect(await card.getByLabel('Your private calendar link').inputValue()).toBe(url);
  expect(await card.getByRole('button', { name: 'Get my calendar link' }).count()).toBe(0);

  const other = await signedInPage(user, DESKTOP);
  await other.page.goto('/');
  const otherCard = other.page.getByRole('region', { name: /in your phone’s calendar/ });
  await otherCard.getByLabel('Your private calendar link').waitFor();
  expect(await otherCard.getByLabel('Your private calendar link').inputValue()).toBe(url);
  expect((await other.page.request.get(url)).status()).toBe(200);
});

it('gives a coach the COACH badge and their coaching requests, and a subscriber their plan and coach', async ({
  signedInPage,
}) => {
  const coach = await signedInPage({ role: 'coach', firstName: 'Naledi', lastName: 'Khumalo' }, PHONE);
  const subscriber = await signedInPage({ subscribed: true, firstName: 'Ayanda', lastName: 'Zulu' }, PHONE);
  const asked = await subscriber.page.request.post('/api/coaching-connections', {
    data: { mentorId: coach.user.mentorId },
  });
  expect(asked.status()).toBe(201);

  // The subscriber: the plan they pay for (no longer the free plan), calls left, and the coach they asked.
  await subscriber.page.goto('/');
  const plan = subscriber.page.getByRole('region', { name: 'Your plan', exact: true });
  await plan.getByText('2 of 2 calls left').waitFor();
  const planText = await plan.innerText();
  expect(planText).toContain('Starter');
  expect(planText).toContain('Waiting for an answer from');
  expect(planText).toContain('Naledi Khumalo');
  expect(planText).toContain('No call booked yet.');
  expect(planText).not.toContain('Free group mentorship');
  expect(await plan.getByRole('link', { name: 'Open my coaching' }).getAttribute('href')).toBe('/sebenza-coaching');

  // The coach: their badge, the request waiting for an answer, and no calls yet.
  await coach.page.goto('/');
  await coach.page.getByRole('heading', { level: 1, name: 'Welcome back, Naledi' }).waitFor();
  expect(await coach.page.getByText('COACH', { exact: true }).isVisible()).toBe(true);
  const desk = coach.page.getByRole('region', { name: 'Your coaching', exact: true });
  const requests = desk.getByRole('region', { name: 'Coaching requests' });
  await requests.getByText('Ayanda Zulu').waitFor();
  expect(await requests.getByRole('link', { name: 'Answer in Coaching Chat' }).getAttribute('href')).toBe(
    '/coaching-chat',
  );
  expect(await desk.getByRole('region', { name: 'Upcoming calls' }).innerText()).toContain('No calls booked yet.');
});

it('makes a private calendar link that can be copied, replaced and switched off', async ({ signedInPage }) => {
  const { context, page } = await signedInPage({ role: 'mentee' }, DESKTOP);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  const card = page.getByRole('region', { name: /in your phone’s calendar/ });
  await card.getByRole('button', { name: 'Get my calendar link' }).click();
  const field = card.getByLabel('Your private calendar link');
  await field.waitFor();
  const url = await field.inputValue();
  expect(url).toMatch(/\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await card.getByRole('button', { name: 'Copy link' }).click();
  await card.getByRole('status').filter({ hasText: 'Link copied.' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  await card.getByRole('button', { name: 'Make a new link' }).click();
  await card.getByRole('status').filter({ hasText: 'Calendars using the old link will stop updating.' }).waitFor();
  const replaced = await field.inputValue();
  expect(replaced).not.toBe(url);
  expect((await page.request.get(url)).status()).toBe(404);

  await card.getByRole('button', { name: 'Switch the link off' }).click();
  await card.getByRole('button', { name: 'Get my calendar link' }).waitFor();
  expect((await page.request.get(replaced)).status()).toBe(404);
});
