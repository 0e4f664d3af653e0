import type { Page } from 'playwright-core';
import type { GroupSessionPage } from '../schema/contract/sessions.ts';
import { SESSION_MESSAGES } from '../schema/contract/sessions-rules.ts';
import { createSession, DESKTOP, expect, findCard, holdCodeBack, it, PHONE, sastDateTime, toast } from './fixtures.ts';

// Sessions are made by each test's own new mentor and joined by its own new members; the sessions, seats and ratings
// go with those accounts once the run is over. No seeded session is read or joined.

it('sends a visitor to sign in at once, then back to the same sessions', async ({ newPage, createUser }) => {
  const mentee = await createUser();
  const { page } = await newPage(PHONE);
  // The server sends a visitor to sign in at once, with the way back in the address.
  await page.goto('/group-sessions?mentor=1');
  expect(new URL(page.url()).pathname).toBe('/api/login');
  expect(new URL(page.url()).searchParams.get('return')).toBe('/group-sessions?mentor=1');

  await page.getByLabel('Email').fill(mentee.email);
  await page.getByLabel('Password').fill(mentee.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/group-sessions?mentor=1');
  await page.getByRole('heading', { level: 1, name: 'Group Sessions' }).waitFor();
});

it('lists sessions with mentor, SAST time, duration and seats; a mentee joins, sees the seat taken, and leaves', async ({
  signedInPage,
}) => {
  const mentor = await signedInPage({ role: 'mentor', firstName: 'Sipho', lastName: 'Dlamini' });
  const session = await createSession(mentor.page);
  const fullSession = await createSession(mentor.page, { maxParticipants: 1 });
  const participant = await signedInPage({ role: 'mentee' });
  expect((await participant.page.request.post(`/api/group-sessions/${fullSession.id}/join`)).status()).toBe(201);
  const { page } = await signedInPage({ role: 'mentee' }, PHONE);
  await page.goto('/group-sessions');

  // A full session says so, and offers its waiting list instead of a seat.
  const full = await findCard(page, fullSession.title);
  expect(await full.getByText('Session Full', { exact: true }).isVisible()).toBe(true);
  await full.getByRole('button', { name: /^Join waitlist/ }).waitFor();

  const card = await findCard(page, session.title);
  const text = await card.innerText();
  expect(text).toContain('Sipho Dlamini');
  expect(text).toContain('18:00–18:45 SAST (45 minutes)');
  expect(text).toContain('0 / 3 participants');
  expect(text).toContain('The video link shows here once you join.');
  expect(await card.getByRole('link', { name: /^Share on WhatsApp/ }).getAttribute('href')).toMatch(
    // The session's own page, which a friend without an account can read.
    new RegExp(`^https://wa\\.me/\\?text=.*group-sessions%2F${session.id}$`),
  );

  await card.getByRole('button', { name: /^Join/ }).click();
  await card.getByText("You're registered").waitFor();
  expect(await card.innerText()).toContain('1 / 3 participants');
  expect(await card.getByRole('link', { name: /^Join Meeting/ }).getAttribute('href')).toBe(
    'https://meet.jit.si/sebenza-abc-defg-hij',
  );
  expect(await card.getByRole('link', { name: /^Add to calendar/ }).getAttribute('href')).toBe(
    `/api/group-sessions/${session.id}/calendar.ics`,
  );
  // The calendar file is real and names the session.
  const ics = await page.request.get(`/api/group-sessions/${session.id}/calendar.ics`);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain(session.title);

  // "My sessions" lists it; leaving frees the seat.
  await page.getByRole('link', { name: 'My sessions' }).click();
  await page.getByRole('heading', { level: 2, name: 'Sessions you joined' }).waitFor();
  const mine = await findCard(page, session.title);
  await mine.getByRole('button', { name: /^Leave session/ }).click();
  await toast(page, 'You left the session').waitFor();
  await mine.waitFor({ state: 'detached' });
  await page.getByRole('link', { name: 'Upcoming', exact: true }).click();
  const again = await findCard(page, session.title);
  await again.getByRole('button', { name: /^Join/ }).waitFor();
  expect(await again.innerText()).toContain('0 / 3 participants');

  // The host can delete it (it would go with the mentor's account anyway).
  expect((await mentor.page.request.delete(`/api/group-sessions/${session.id}`)).status()).toBe(200);
});

it("says why a join failed: the last seat went first, with the server's reason", async ({ signedInPage }) => {
  const mentor = await signedInPage({ role: 'mentor' });
  const session = await createSession(mentor.page, { maxParticipants: 1 });
  const { page } = await signedInPage({ role: 'mentee' }, DESKTOP);
  await page.goto('/group-sessions');
  const card = await findCard(page, session.title);
  const join = card.getByRole('button', { name: /^Join/ });
  await join.waitFor();

  const subscriber = await signedInPage({ role: 'mentee' });
  expect((await subscriber.page.request.post(`/api/group-sessions/${session.id}/join`)).status()).toBe(201);

  await join.click();
  const failed = toast(page, SESSION_MESSAGES.joinFailed);
  await failed.waitFor();
  expect(await failed.innerText()).toContain('Session Full');
  await card.getByRole('button', { name: /^Join waitlist/ }).waitFor();
  expect(await card.getByText('Session Full', { exact: true }).isVisible()).toBe(true);
  expect(await card.innerText()).toContain('1 / 1 participants');

  expect((await mentor.page.request.delete(`/api/group-sessions/${session.id}`)).status()).toBe(200);
});

it("filters by ?mentor= with the mentor's name, clears the filter, and opens a shared ?session= first", async ({
  signedInPage,
}) => {
  const host = await signedInPage({ role: 'mentor', firstName: 'Zodwa', lastName: 'Khumalo' });
  const hosted = await createSession(host.page);
  const other = await signedInPage({ role: 'mentor', firstName: 'Pieter', lastName: 'Botha' });
  const shared = await createSession(other.page);
  const { page } = await signedInPage({ role: 'mentee' }, DESKTOP);
  await page.goto(`/group-sessions?mentor=${hosted.mentorId}`);
  await page.getByRole('heading', { level: 2, name: 'Upcoming sessions by Zodwa Khumalo' }).waitFor();
  const cards = page.getByRole('article');
  await cards.first().waitFor();
  for (const text of await cards.allInnerTexts()) expect(text).toContain('Zodwa Khumalo');
  await page.getByRole('button', { name: 'Show all sessions' }).click();
  await page.getByRole('heading', { level: 2, name: 'Upcoming sessions', exact: true }).waitFor();
  expect(new URL(page.url()).search).toBe('');

  await page.goto(`/group-sessions?session=${shared.id}`);
  const section = page.getByRole('region', { name: 'Shared with you' });
  await section.getByRole('article', { name: shared.title }).waitFor();
});

it('lets a participant rate a session once after it ended', async ({ signedInPage, db }) => {
  const mentor = await signedInPage({ role: 'mentor' });
  const stamp = Date.now();
  const ratedTitle = `Finding your first ten customers ${stamp}`;
  const openTitle = `Teaching online: tools that work on low data ${stamp}`;
  const rated = await createSession(mentor.page, { title: ratedTitle });
  const open = await createSession(mentor.page, { title: openTitle });
  const { page } = await signedInPage({ role: 'mentee' }, PHONE);
  const other = await signedInPage({ role: 'mentee' });
  for (const [member, id] of [
    [page, rated.id],
    [page, open.id],
    [other.page, open.id],
  ] as const) {
    expect((await member.request.post(`/api/group-sessions/${id}/join`)).status()).toBe(201);
  }
  // Test setup: only a session that has ended can be rated, and the app (rightly) schedules none in the past, so
  // the two sessions are moved three days back directly in the database.
  db.run(
    `UPDATE group_sessions SET scheduled_at = ? WHERE id IN (?, ?)`,
    new Date(Date.now() - 3 * 86_400_000).toISOString(),
    rated.id,
    open.id,
  );
  // Rated already: the first by this mentee, the second by the other participant.
  const rate = (member: Page, id: number) =>
    member.request.post(`/api/group-sessions/${id}/rating`, { data: { rating: 5 } });
  expect((await rate(page, rated.id)).status()).toBe(201);
  expect((await rate(other.page, open.id)).status()).toBe(201);

  await page.goto('/group-sessions?view=mine');
  const ratedCard = await findCard(page, ratedTitle);
  await ratedCard.getByText('You rated this session 5 out of 5.').waitFor();

  const card = await findCard(page, openTitle);
  const form = card.getByRole('group', { name: 'Rate this session' });
  await card.getByRole('button', { name: 'Send rating' }).click();
  await card.getByText(SESSION_MESSAGES.ratingRange).waitFor();
  await form.locator('label').filter({ hasText: '4 stars' }).click();
  await card.getByLabel('Comment (optional)').fill('Useful tools, and it worked on my prepaid data.');
  await card.getByRole('button', { name: 'Send rating' }).click();
  await card.getByText('You rated this session 4 out of 5.').waitFor();
  expect(await card.innerText()).toMatch(/4\.5 \(2 ratings\)/);
});

it("a mentor creates a session from the group sessions page with that page's rules", async ({ signedInPage }) => {
  const { page } = await signedInPage({ role: 'mentor' }, PHONE);
  await page.goto('/group-sessions');
  await page.getByRole('button', { name: 'Create Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a group session' });
  await dialog.waitFor();
  const field = (label: string) => dialog.getByLabel(new RegExp(`^${label}`));
  const submit = () => dialog.getByRole('button', { name: 'Create Session' }).click();

  await submit();
  const alert = dialog.getByRole('alert').filter({ hasText: SESSION_MESSAGES.required });
  await alert.waitFor();
  // The form-level message takes the focus the first time it appears, so it is read out inside the dialog.
  expect(await alert.evaluate((element) => element === document.activeElement)).toBe(true);

  const title = `Group page e2e ${Date.now()}`;
  await field('Title').fill(title);
  await field('Description').fill('Made on the group sessions page.');
  await field('Scheduled date and time').fill(sastDateTime(-1));
  await submit();
  await dialog.getByRole('alert').filter({ hasText: SESSION_MESSAGES.future }).waitFor();

  await field('Scheduled date and time').fill(sastDateTime(55, '09:30'));
  await field('Maximum participants').fill('1');
  await field('Duration').fill('200');
  await submit();
  await expect.poll(() => dialog.getByText(SESSION_MESSAGES.groupPageMinParticipants).isVisible()).toBe(true);
  expect(await dialog.getByText(SESSION_MESSAGES.durationRange).isVisible()).toBe(true);

  await field('Maximum participants').fill('2');
  await field('Duration').fill('90');
  await submit();
  await toast(page, 'Session Created')
    .getByText('Your group mentorship session has been created successfully.')
    .waitFor();
  await dialog.waitFor({ state: 'detached' });
  const card = await findCard(page, title);
  expect(await card.innerText()).toContain('09:30–11:00 SAST (90 minutes)');
  expect(await card.innerText()).toContain('0 / 2 participants');
  await card.getByText('You host this session').waitFor();

  const all = (await (
    await page.request.get('/api/group-sessions?upcoming=true&limit=100')
  ).json()) as GroupSessionPage;
  const created = all.items.find((s) => s.title === title)!;
  expect((await page.request.delete(`/api/group-sessions/${created.id}`)).status()).toBe(200);
}, 60_000);

it('a press on a form whose code has not arrived yet waits for it, rather than reloading the page', async ({
  signedInPage,
  db,
}) => {
  const mentor = await signedInPage({ role: 'mentor' });
  const session = await createSession(mentor.page, { title: `Pricing a first product ${Date.now()}` });
  const { page } = await signedInPage({ role: 'mentee' }, PHONE);
  expect((await page.request.post(`/api/group-sessions/${session.id}/join`)).status()).toBe(201);
  // Test setup: only a session that has ended can be rated (see the test above).
  db.run(
    `UPDATE group_sessions SET scheduled_at = ? WHERE id = ?`,
    new Date(Date.now() - 3 * 86_400_000).toISOString(),
    session.id,
  );

  // The code of the rating form is held back: the app has started, but that part of the page is still the server's
  // HTML, where the button would submit the form to the page's own address.
  const { held, release } = await holdCodeBack(page, 'Rate this session');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(request.url());
  });
  await page.goto('/group-sessions?view=mine');
  await held;
  const card = await findCard(page, session.title);
  await card.getByRole('button', { name: 'Send rating' }).click();

  release();
  await card.getByText(SESSION_MESSAGES.ratingRange).waitFor();
  expect(documents).toHaveLength(1);
});
