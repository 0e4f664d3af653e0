import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { baseURL, DESKTOP, expect, expectEveryTabInView, it, PHONE } from './fixtures.ts';

// Every member here is the test's own, and its admins are the run's (fixtures.ts); the rooms, messages, reports,
// proposals and audit rows they make go with those accounts once the run is over. No seeded room is written to.

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
  expect(new URL(visitor.page.url()).pathname).toBe('/api/login');

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

it('shows every admin section’s tab on a 412 px phone (they wrap onto lines; none is cut off)', async ({
  signedInPage,
}) => {
  const { page } = await signedInPage({ role: 'admin' }, PHONE);
  await page.goto('/admin');
  const names = await expectEveryTabInView(page, 'Admin sections');
  expect(names).toEqual([
    'Stories',
    'Complaints',
    'Reported messages',
    'Event proposals',
    'Rooms',
    'Videos',
    'Opportunity feeds',
    'Payments',
    'Local messages',
    'Coach payouts',
    'Wording suggestions',
    'Audit log',
  ]);
  // The arrow keys still move along the tabs, across the lines.
  await page.getByRole('tab', { name: 'Stories' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.getByRole('tab', { name: 'Audit log', selected: true }).waitFor();
});

it('the admin hides a reported room message: it disappears for members at once and is in the audit log', async ({
  signedInPage,
  createRoom,
}) => {
  const content = `Send me R500 and I will double it ${Date.now()}`;
  // Ayanda joins the test's own room and writes in it; Lerato joins it too and reports the message.
  const room = await createRoom();
  const author = await signedInPage({ firstName: 'Ayanda', lastName: 'Mthembu' });
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
    .toBe(`Message by Ayanda Mthembu in ${room.name}`);
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

it('the admin creates, edits and archives a room, and /community follows', async ({
  newPage,
  signedInPage,
  createRoom,
}) => {
  const name = `E2E Room ${Date.now()}`;
  // Another room of the test's own, still open when this one is archived.
  const other = await createRoom();
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
  await visitor.page.getByRole('heading', { level: 3, name: other.name }).waitFor();
  expect(await visitor.page.getByRole('heading', { level: 3, name }).count()).toBe(0);
});

it('the admin accepts a host proposal, completes its draft event and publishes it onto /events', async ({
  newPage,
  signedInPage,
}) => {
  const title = `E2E Market Day ${Date.now()}`;
  // Two days ahead, in South African time, as the date input takes it.
  const day = new Date(Date.now() + 2 * 86_400_000 + 2 * 3_600_000).toISOString().slice(0, 10);
  const mentor = await signedInPage({ role: 'mentor' });
  await post(mentor.page, '/api/event-host-proposals', {
    title,
    type: 'workshop',
    description: 'A pricing workshop in the community hall.',
    city: 'Durban',
    proposedDate: 'A Saturday soon',
    expectedAttendees: 30,
  });

  const admin = await signedInPage({ role: 'admin' }, PHONE);
  await admin.page.goto('/admin?tab=proposals');
  const proposals = admin.page.getByRole('list', { name: 'Event proposals' });
  const drafts = admin.page.getByRole('region', { name: 'Draft events' });
  const proposal = proposals.getByRole('article', { name: title });
  await proposal.getByRole('button', { name: `Accept ${title}` }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Accept this proposal?' });
  await dialog.getByLabel('Note to the proposer (optional)').fill('We will call you this week.');
  await dialog.getByRole('button', { name: 'Accept proposal' }).click();
  await admin.page.getByRole('status').filter({ hasText: 'Proposal accepted' }).waitFor();
  await expect.poll(() => proposal.count()).toBe(0);

  // Accepting made a draft: nobody else sees it, and it cannot be published before it has a date.
  const draft = drafts.getByRole('article', { name: title });
  await draft.getByText('Not set yet').waitFor();
  await draft.getByText('A Saturday soon').waitFor();
  expect(await draft.getByRole('button', { name: `Publish ${title}` }).count()).toBe(0);
  const visitor = await newPage(PHONE);
  expect(await visitor.page.request.get('/api/events?upcoming=true&limit=100').then((r) => r.text())).not.toContain(
    title,
  );
  await expectNoSeriousA11yViolations(admin.page);

  await draft.getByRole('button', { name: `Complete details of ${title}` }).click();
  const editor = admin.page.getByRole('dialog', { name: `Complete ${title}` });
  await editor.getByText('The proposer suggested: “A Saturday soon”.').waitFor();
  await editor.getByRole('button', { name: 'Save draft' }).click();
  // The contract's sentence beside the first field it names, focused.
  await editor.getByText('Please enter a real date and start time.').waitFor();
  await expect
    .poll(() => editor.getByLabel('Date').evaluate((element) => element === document.activeElement))
    .toBe(true);
  await editor.getByLabel('Date').fill(day);
  await editor.getByLabel('Start time').fill('18:00');
  await editor.getByLabel('End time').fill('20:30');
  await editor.getByLabel('Venue and address').fill('Durban City Hall');
  await editor.getByLabel('Capacity').fill('45');
  await editor.getByLabel('Price (rand)').fill('0');
  await expectNoSeriousA11yViolations(admin.page);
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await admin.page.getByRole('status').filter({ hasText: 'Draft saved' }).waitFor();
  await draft.getByText('Durban City Hall, Durban').waitFor();
  expect(await draft.getByText('Not set yet').count()).toBe(0);

  await draft.getByRole('button', { name: `Publish ${title}` }).click();
  const confirm = admin.page.getByRole('dialog', { name: `Publish ${title}?` });
  await confirm.getByText('Thabo Tester, who proposed it, is notified.').waitFor();
  await confirm.getByRole('button', { name: 'Publish event' }).click();
  await admin.page.getByRole('status').filter({ hasText: 'Event published' }).waitFor();
  await expect.poll(() => draft.count()).toBe(0);

  // Visible on /events at once, open for registration; the proposer's notice links to it.
  await visitor.page.goto('/events');
  const card = visitor.page.getByRole('article', { name: title });
  await card.waitFor();
  expect(await card.innerText()).toContain('0 / 45 attendees');
  // The notice is delivered from the outbox right after the publish, in the background.
  const publishedNotice = async () => {
    const notices = (await (await mentor.page.request.get('/api/notifications')).json()) as {
      items: { kind: string; link: string | null }[];
    };
    return notices.items.find((n) => n.kind === 'event-proposal-published');
  };
  await expect.poll(publishedNotice).toBeDefined();
  const published = await publishedNotice();
  expect(published?.link).toMatch(/^\/events\?event=\d+$/);
  await mentor.page.goto(published!.link!);
  await mentor.page.getByRole('region', { name: 'Shared with you' }).getByRole('article', { name: title }).waitFor();

  // The accepted proposal keeps the note the proposer was sent.
  await admin.page
    .locator('label')
    .filter({ hasText: /^Accepted$/ })
    .click();
  await proposal.getByText('We will call you this week.').waitFor();
});
