import type { Locator } from 'playwright-core';
import {
  anyToast,
  createSession,
  DESKTOP,
  expect,
  findCard,
  it,
  PHONE,
  sastDay,
  toast,
  toastsOnceFormSays,
} from './fixtures.ts';

/** The text of the error a field points at with aria-describedby ('' when none). */
function errorOf(field: Locator): Promise<string> {
  return field.evaluate((element) => {
    const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });
}

it('tells a signed-in non-mentor they need to be a mentor, and shows the way to become one', async ({
  signedInPage,
}) => {
  const { page } = await signedInPage({ role: 'mentee' }, PHONE);
  await page.goto('/calendar-management');
  const alert = page.getByRole('alert').filter({ hasText: 'Access Denied' });
  await alert.waitFor();
  expect(await alert.innerText()).toContain('You need to be a mentor to access calendar management.');
  expect(await page.getByRole('button', { name: 'Create Session' }).count()).toBe(0);
  const host = page.locator('main').getByRole('link', { name: 'Host Group Sessions' });
  expect(await host.getAttribute('href')).toBe('/become-mentor');
  await host.click();
  await page.waitForURL((url) => url.pathname === '/become-mentor');
});

it('a mentor creates a session through every validation message, a mentee joins it, the mentor deletes it', async ({
  signedInPage,
}) => {
  const mentor = await signedInPage({ role: 'mentor' }, DESKTOP);
  const { page } = mentor;
  await page.goto('/calendar-management');
  await page.getByRole('heading', { level: 2, name: 'Your sessions', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Create Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Session' });
  await dialog.waitFor();
  // Labels of required fields end with a screen-reader "(required)".
  const field = (label: string) => dialog.getByLabel(new RegExp(`^${label}`));
  const submit = () => dialog.getByRole('button', { name: 'Create Session' }).click();

  // 1. Nothing filled in (and no room for anyone): each field's own message, said once: no toast over the dialog,
  // no summary repeating them.
  expect(await field('Maximum participants').inputValue()).toBe('10');
  await field('Maximum participants').fill('0');
  await submit();
  expect(await toastsOnceFormSays(page, 'Date is required', dialog)).toBe(0);
  expect(await anyToast(page).count()).toBe(0);
  expect(await dialog.getByRole('alert').innerText()).toBe('');
  const expected: [string, string][] = [
    ['Title', 'Title is required'],
    ['Description', 'Description is required'],
    ['Date', 'Date is required'],
    ['Start time', 'Start time is required'],
    ['End time', 'End time is required'],
    ['Maximum participants', 'Must allow at least 1 participant'],
    ['Location', 'Location is required'],
    ['Category', 'Category is required'],
  ];
  for (const [label, message] of expected) {
    expect(await errorOf(field(label)), label).toContain(message);
  }
  expect(await field('Title').evaluate((element) => element === document.activeElement)).toBe(true);

  // 2. Everything but a real date: on a phone without a date picker the date is typed as text.
  const title = `Calendar e2e ${Date.now()}`;
  await field('Title').fill(title);
  await field('Description').fill('Costing a product, step by step, with a worked example.');
  await field('Maximum participants').fill('10');
  await field('Location').fill('Online');
  await field('Category').selectOption('Finance');
  await field('Date').evaluate((element) => ((element as HTMLInputElement).type = 'text'));
  await field('Date').fill('31/02/2031');
  await field('Start time').fill('18:00');
  expect(await field('End time').inputValue()).toBe('19:00'); // offered one hour after the start
  await submit();
  await dialog.getByRole('alert').filter({ hasText: 'Please enter a valid date and time' }).waitFor();

  // 3. A real date in the past.
  await field('Date').evaluate((element) => ((element as HTMLInputElement).type = 'date'));
  await field('Date').fill(sastDay(-1));
  await submit();
  await dialog.getByRole('alert').filter({ hasText: 'Session must be scheduled for a future date and time' }).waitFor();

  // 4. The end time becomes the duration, which must be 30 to 180 minutes.
  await field('Date').fill(sastDay(40));
  await field('End time').fill('18:15');
  await submit();
  await expect
    .poll(() => errorOf(field('End time')))
    .toContain('The end time must be 30 to 180 minutes after the start time.');

  // 5. Valid: created, the dialog closes and the grid shows it with its place, category and duration.
  await field('End time').fill('19:30');
  await dialog.getByRole('button', { name: 'Generate link' }).click();
  expect(await field('Meeting link').inputValue()).toMatch(
    /^https:\/\/meet\.jit\.si\/sebenza-[a-z]{3}-[a-z]{4}-[a-z]{3}$/,
  );
  await submit();
  await toast(page, 'Session Created')
    .getByText('Your group mentorship session has been created successfully.')
    .waitFor();
  await dialog.waitFor({ state: 'detached' });
  const card = page.getByRole('article', { name: title });
  await card.waitFor();
  const cardText = await card.innerText();
  expect(cardText).toContain('Scheduled');
  expect(cardText).toContain('Finance');
  expect(cardText).toContain('Online');
  expect(cardText).toContain('18:00–19:30 SAST (90 minutes)');
  expect(cardText).toContain('0 / 10 participants');
  expect(await card.getByRole('link', { name: /^Join Meeting/ }).getAttribute('href')).toMatch(/meet\.jit\.si/);

  // A mentee joins it on the group sessions page and sees the seat taken.
  const mentee = await signedInPage({ role: 'mentee', firstName: 'Lerato', lastName: 'Mokoena' }, PHONE);
  await mentee.page.goto('/group-sessions');
  // Far in the future, so it may sit on a later page.
  const menteeCard = await findCard(mentee.page, title);
  expect(await menteeCard.innerText()).toContain('0 / 10 participants');
  await menteeCard.getByRole('button', { name: /^Join/ }).click();
  await menteeCard.getByText("You're registered").waitFor();
  expect(await menteeCard.innerText()).toContain('1 / 10 participants');
  // Joined: the meeting link and the calendar file are now theirs.
  await menteeCard.getByRole('link', { name: /^Join Meeting/ }).waitFor();
  expect(await menteeCard.getByRole('link', { name: /^Add to calendar/ }).getAttribute('href')).toMatch(
    /^\/api\/group-sessions\/\d+\/calendar\.ics$/,
  );

  // The mentor sees the seat taken and who took it.
  await page.reload();
  await card.waitFor();
  expect(await card.innerText()).toContain('1 / 10 participants');
  await card.getByRole('button', { name: /^View/ }).click();
  const view = page.getByRole('dialog', { name: title });
  await view.getByText('Lerato Mokoena').waitFor();
  await view.getByRole('button', { name: 'Close' }).click();

  // Deleting asks first; cancelling keeps it.
  await card.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('Are you sure you want to delete this session? This action cannot be undone.').waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect(await card.isVisible()).toBe(true);

  await card.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete session' }).click();
  await toast(page, 'Session Deleted').getByText('Your session has been successfully deleted.').waitFor();
  await card.waitFor({ state: 'detached' });
}, 90_000);

it('edits a session: time, duration and capacity, never below the people registered', async ({ signedInPage }) => {
  const mentor = await signedInPage({ role: 'mentor' }, PHONE);
  const { page } = mentor;
  const { id, title } = await createSession(page, {
    title: `Edit e2e ${Date.now()}`,
    description: 'A session to edit.',
    scheduledAt: `${sastDay(45)}T10:00`,
    duration: 60,
    maxParticipants: 5,
    location: 'Online',
    category: 'Leadership',
    meetingLink: undefined,
  });
  const mentee = await signedInPage({ role: 'mentee' }, DESKTOP);
  expect((await mentee.page.request.post(`/api/group-sessions/${id}/join`)).status()).toBe(201);

  await page.goto('/calendar-management');
  const card = await findCard(page, title);
  await card.getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Session' });
  expect(await dialog.getByLabel(/^Start time/).inputValue()).toBe('10:00');
  await dialog.getByLabel(/^Maximum participants/).fill('0');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  expect(await errorOf(dialog.getByLabel(/^Maximum participants/))).toContain('Must allow at least 1 participant');
  await dialog.getByLabel(/^Maximum participants/).fill('12');
  await dialog.getByLabel(/^Start time/).fill('11:00');
  await dialog.getByLabel(/^End time/).fill('13:00');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await toast(page, 'Session Updated').waitFor();
  await expect.poll(() => card.innerText()).toContain('11:00–13:00 SAST (120 minutes)');
  expect(await card.innerText()).toContain('1 / 12 participants');

  // The host can delete it (it would go with the mentor's account anyway).
  expect((await page.request.delete(`/api/group-sessions/${id}`)).status()).toBe(200);
});

it('shows "Join Meeting" only on sessions still to run, never on one that has ended', async ({ signedInPage, db }) => {
  const { page } = await signedInPage({ role: 'mentor' }, PHONE);
  const stamp = Date.now();
  const upcoming = await createSession(page, { title: `Still to come ${stamp}` });
  const ended = await createSession(page, { title: `Already held ${stamp}` });
  // Test setup: the app (rightly) schedules nothing in the past, so the session is moved back in the database.
  db.run(
    `UPDATE group_sessions SET scheduled_at = ? WHERE id = ?`,
    new Date(Date.now() - 3 * 86_400_000).toISOString(),
    ended.id,
  );
  await page.goto('/calendar-management');
  const upcomingCard = await findCard(page, upcoming.title);
  await upcomingCard.getByRole('link', { name: /^Join Meeting/ }).waitFor();
  const endedCard = await findCard(page, ended.title);
  await endedCard.getByText('Completed').waitFor();
  expect(await endedCard.getByRole('link', { name: /^Join Meeting/ }).count()).toBe(0);
  // Nor in its details.
  await endedCard.getByRole('button', { name: /^View/ }).click();
  const details = page.getByRole('dialog', { name: ended.title });
  await details.waitFor();
  expect(await details.getByRole('link', { name: /Join Meeting|meet\.jit\.si/ }).count()).toBe(0);
});
