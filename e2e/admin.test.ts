import type { Page } from 'playwright-core';
import { baseURL, DESKTOP, expect, it, PHONE } from './fixtures.ts';

// Every account here is made by the fixtures for its test (admins too) and deleted after it, with the rooms,
// messages, reports, proposals and audit rows it made; the seeded room is only read and written to by them.
const ROOM = 'Creative Hustlers Lounge';

/** A JSON write as the signed-in page's own browser would send it (same origin). */
async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data, headers: { Origin: baseURL() } });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

it('asks visitors to sign in at /admin, tells members it is not for them, and opens the console to admins', async ({
  newPage,
  signedInPage,
}) => {
  const visitor = await newPage(PHONE);
  await visitor.page.goto('/admin');
  await visitor.page.waitForURL('**/api/login');

  const mentee = await signedInPage({ role: 'mentee' }, PHONE);
  await mentee.page.goto('/admin');
  await mentee.page.getByText('You need to be an administrator to open the admin console.').waitFor();
  expect(await mentee.page.getByRole('tab', { name: 'Stories' }).count()).toBe(0);
  await mentee.page.getByRole('button', { name: 'Personal Profile' }).click();
  await mentee.page.getByRole('menuitem', { name: 'Edit Profile' }).waitFor();
  expect(await mentee.page.getByRole('menuitem', { name: 'Admin console' }).count()).toBe(0);

  const admin = await signedInPage({ role: 'admin' }, PHONE);
  await admin.page.goto('/ADMIN');
  await admin.page.getByRole('heading', { level: 1, name: 'Admin console' }).waitFor();
  expect(await admin.page.getByRole('tab', { name: 'Stories' }).getAttribute('aria-selected')).toBe('true');
  // Admins reach the console from the Personal Profile menu.
  await admin.page.goto('/');
  await admin.page.getByRole('button', { name: 'Personal Profile' }).click();
  await admin.page.getByRole('menuitem', { name: 'Admin console' }).click();
  await admin.page.getByRole('heading', { level: 1, name: 'Admin console' }).waitFor();
});

it('the admin hides a reported room message: it disappears for members at once and is in the audit log', async ({
  signedInPage,
}) => {
  const content = `Send me R500 and I will double it ${Date.now()}`;
  // Ayanda joins the seeded room and writes in it; Lerato joins it too and reports the message.
  const author = await signedInPage({ firstName: 'Ayanda', lastName: 'Mthembu' });
  const rooms = await (await author.page.request.get('/api/community/rooms')).json();
  const room = (rooms as { id: number; name: string }[]).find((r) => r.name === ROOM)!;
  await post(author.page, `/api/community/rooms/${room.id}/join`, {});
  const message = await post<{ id: number }>(author.page, `/api/community/rooms/${room.id}/messages`, { content });

  const member = await signedInPage({ firstName: 'Lerato', lastName: 'Mokoena' }, PHONE);
  await post(member.page, `/api/community/rooms/${room.id}/join`, {});
  await post(member.page, `/api/community/messages/${message.id}/report`, { reason: 'A money-doubling scam.' });
  // A member who did not report it (the author, on another device) has the room open.
  const reader = await signedInPage(author.user, PHONE);
  await reader.page.goto(`/community?room=${room.id}`);
  await reader.page.getByRole('log').getByText(content).waitFor();

  const admin = await signedInPage({ role: 'admin' });
  await admin.page.goto('/admin?tab=reports');
  const reported = admin.page.getByRole('article').filter({ hasText: content });
  await reported.getByText('A money-doubling scam.').waitFor();
  // The room's name arrives with the rooms list, which may answer after the reports ("room #1" until then).
  await expect
    .poll(() => reported.getByRole('heading').first().textContent())
    .toBe(`Message by Ayanda Mthembu in ${ROOM}`);
  await reported.getByRole('button', { name: 'Hide message by Ayanda Mthembu' }).click();
  const confirm = admin.page.getByRole('alertdialog', { name: 'Hide this message?' });
  await confirm.getByText(content).waitFor();
  await confirm.getByRole('button', { name: 'Hide message' }).click();
  await admin.page.getByRole('status').filter({ hasText: 'Message hidden' }).waitFor();
  await expect.poll(() => reported.count()).toBe(0);

  // Gone for the member with the room open, without a reload.
  await expect.poll(() => reader.page.getByRole('log').getByText(content).count(), { timeout: 10_000 }).toBe(0);

  await admin.page.getByRole('tab', { name: 'Audit log' }).click();
  await admin.page
    .getByRole('list', { name: 'Admin actions, newest first' })
    .getByText(`Hid a room message · Message #${message.id}`)
    .waitFor();
});

it('the admin creates, edits and archives a room, and /community follows', async ({ newPage, signedInPage }) => {
  const name = `E2E Room ${Date.now()}`;
  const admin = await signedInPage({ role: 'admin' }, PHONE);
  await admin.page.goto('/admin?tab=rooms');
  await admin.page.getByRole('button', { name: 'New room' }).click();
  const create = admin.page.getByRole('dialog', { name: 'New room' });
  await create.getByRole('button', { name: 'Create room' }).click();
  await create.getByText('Room name is required.').waitFor();
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Description').fill('Testing the room tools.');
  await create.getByLabel('Outside chat link (optional)').fill('http://chat.example');
  await create.getByRole('button', { name: 'Create room' }).click();
  await create.getByText('The external link must be an https:// address.').waitFor();
  await create.getByLabel('Outside chat link (optional)').fill('');
  await create.getByLabel('Category').selectOption('digital-freedom');
  await create.getByRole('button', { name: 'Create room' }).click();
  await admin.page.getByRole('status').filter({ hasText: 'Room created' }).waitFor();

  const visitor = await newPage(DESKTOP);
  await visitor.page.goto('/community');
  await visitor.page.getByRole('heading', { level: 3, name }).waitFor();

  const card = admin.page.getByRole('article', { name });
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = admin.page.getByRole('dialog', { name: `Edit ${name}` });
  await edit.getByLabel('Description').fill('Edited description.');
  await edit.getByRole('button', { name: 'Save room' }).click();
  await card.getByText('Edited description.').waitFor();

  await card.getByRole('button', { name: `Archive ${name}` }).click();
  await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Archive room' }).click();
  await admin.page.getByRole('status').filter({ hasText: 'Room archived' }).waitFor();
  await card.getByText('Archived', { exact: true }).waitFor();

  await visitor.page.reload();
  await visitor.page.getByRole('heading', { level: 3, name: ROOM }).waitFor();
  expect(await visitor.page.getByRole('heading', { level: 3, name }).count()).toBe(0);
});

it('the admin accepts an event host proposal with a note', async ({ signedInPage }) => {
  const title = `E2E Market Day ${Date.now()}`;
  const mentor = await signedInPage({ role: 'mentor' });
  await post(mentor.page, '/api/event-host-proposals', {
    title,
    type: 'workshop',
    description: 'A pricing workshop in the community hall.',
    city: 'Durban',
  });

  const admin = await signedInPage({ role: 'admin' });
  await admin.page.goto('/admin?tab=proposals');
  const proposal = admin.page.getByRole('article', { name: title });
  await proposal.getByRole('button', { name: `Accept ${title}` }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Accept this proposal?' });
  await dialog.getByLabel('Note to the proposer (optional)').fill('We will call you this week.');
  await dialog.getByRole('button', { name: 'Accept proposal' }).click();
  await admin.page.getByRole('status').filter({ hasText: 'Proposal accepted' }).waitFor();
  await expect.poll(() => proposal.count()).toBe(0);
  // The status filter's radios are drawn as pills: a person taps the pill (its label).
  await admin.page
    .locator('label')
    .filter({ hasText: /^Accepted$/ })
    .click();
  expect(await admin.page.getByRole('radio', { name: 'Accepted' }).isChecked()).toBe(true);
  await proposal.getByText('We will call you this week.').waitFor();
});
