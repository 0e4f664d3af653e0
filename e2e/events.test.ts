import type { Locator, Page } from 'playwright-core';
import type { EventPage } from '../schema/contract/events.ts';
import { EVENT_MESSAGES } from '../schema/contract/events-rules.ts';
import { DESKTOP, expect, it, PHONE } from './fixtures.ts';

// The seeded events are read; registrations and proposals are made by each test's own new account, so they go
// when the fixture deletes it.

const PAID = 'Sebenza Income Summit: Johannesburg';
const FREE = 'Rural Agripreneurs Open Day';
const FULL = 'Durban Side-Hustle Networking Evening';

function toast(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: /Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: title });
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

it('shows a visitor the prices, says how paying works, and asks them to sign in to register', async ({ newPage }) => {
  const { page } = await newPage(PHONE);
  await page.goto('/events');
  const paid = card(page, PAID);
  await paid.waitFor();
  const paidText = await paid.innerText();
  expect(paidText).toContain('R150.00');
  expect(paidText).toContain('You pay R150.00 on the next page. Your seat is held for 30 minutes while you pay.');
  expect(await card(page, FULL).getByText('Event Full', { exact: true }).isVisible()).toBe(true);
  await card(page, FULL)
    .getByRole('button', { name: /^Join waitlist/ })
    .waitFor();

  const free = card(page, FREE);
  expect(await free.innerText()).toContain('Free Event');
  await free.getByRole('button', { name: /^Register Free/ }).click();
  await toast(page, 'Join Sebenza to Continue').waitFor();
  const { items } = (await (await page.request.get('/api/events')).json()) as EventPage;
  const id = items.find((e) => e.title === FREE)!.id;
  expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe(`/events?event=${id}`);
  await page.waitForURL('**/api/login');
});

it('a mentee registers for a free event, sees the seat taken and a calendar file, then cancels', async ({
  signedInPage,
}) => {
  const { page } = await signedInPage({ role: 'mentee' }, PHONE);
  await page.goto('/events');
  const free = card(page, FREE);
  await free.waitFor();
  const before = Number(/(\d+) \/ 60 attendees/.exec(await free.innerText())![1]);
  await free.getByRole('button', { name: /^Register Free/ }).click();
  await free.getByText("You're registered").waitFor();
  expect(await free.innerText()).toContain(`${before + 1} / 60 attendees`);
  const href = await free.getByRole('link', { name: /^Add to calendar/ }).getAttribute('href');
  expect(href).toMatch(/^\/api\/events\/\d+\/calendar\.ics$/);
  const ics = await page.request.get(href!);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain(FREE);

  // Registering twice is harmless: the server answers 200 and the page still says registered.
  const id = Number(/\/api\/events\/(\d+)\//.exec(href!)![1]);
  expect((await page.request.post(`/api/events/${id}/register`)).status()).toBe(200);

  await free.getByRole('button', { name: /^Cancel registration/ }).click();
  await free.getByRole('button', { name: /^Register Free/ }).waitFor();
  expect(await free.innerText()).toContain(`${before} / 60 attendees`);
});

it('a member pays for a paid event through the test checkout; another declines and their held seat is freed', async ({
  signedInPage,
  db,
}) => {
  const buyer = await signedInPage({ role: 'coach' }, DESKTOP);
  await buyer.page.goto('/events');
  const paid = card(buyer.page, PAID);
  await paid.waitFor();
  const seatsBefore = /(\d+) \/ \d+ attendees/.exec(await paid.innerText())![1];
  await paid.getByRole('button', { name: /^Register/ }).click();

  // The app's own test checkout, labelled as such, for the event's price.
  await buyer.page.waitForURL('**/api/test-checkout/**');
  await buyer.page.getByRole('heading', { name: 'Test checkout' }).waitFor();
  expect(await buyer.page.getByRole('note').innerText()).toContain('TEST CHECKOUT');
  await buyer.page.getByRole('button', { name: 'Pay R150.00 (test)' }).click();

  // Back on /events: the verified webhook has registered the buyer and the seat count moved by one. The event
  // is also shown first as the shared one (?event=), so the list's card is the last of the two.
  await buyer.page.waitForURL(/\/events\?.*checkout=success/);
  const paidAgain = card(buyer.page, PAID).last();
  await paidAgain.getByRole('button', { name: /^Cancel registration/ }).waitFor();
  expect(await paidAgain.innerText()).toContain("You're registered");
  expect(await paidAgain.innerText()).toContain(`${Number(seatsBefore) + 1} / `);

  // A second member holds a seat, then declines: the hold is released and Register is offered again.
  const decliner = await signedInPage({ role: 'mentee' }, PHONE);
  await decliner.page.goto('/events');
  const theirCard = card(decliner.page, PAID);
  await theirCard.getByRole('button', { name: /^Register/ }).click();
  await decliner.page.waitForURL('**/api/test-checkout/**');
  await decliner.page.getByRole('button', { name: 'Decline' }).click();
  await decliner.page.waitForURL(/checkout=cancelled/);
  await theirCard
    .last()
    .getByRole('button', { name: /^Register/ })
    .waitFor();
  const holds = db.all<{ status: string }>(
    'SELECT status FROM event_seat_holds WHERE user_id IN (?, ?) ORDER BY id',
    buyer.user.id,
    decliner.user.id,
  );
  expect(holds.map((h) => h.status)).toEqual(['confirmed', 'released']);
});

it('opens a shared ?event= first and takes a Become an Event Host proposal', async ({ signedInPage }) => {
  const { page } = await signedInPage({ role: 'mentee' }, DESKTOP);
  const { items } = (await (await page.request.get('/api/events')).json()) as EventPage;
  const shared = items.find((e) => e.title === FULL)!;
  await page.goto(`/events?event=${shared.id}`);
  await page.getByRole('region', { name: 'Shared with you' }).getByRole('article', { name: FULL }).waitFor();

  await page.getByRole('button', { name: 'Become an Event Host' }).click();
  const dialog = page.getByRole('dialog', { name: 'Become an Event Host' });
  await dialog.getByRole('button', { name: 'Send proposal' }).click();
  await dialog.getByRole('alert').filter({ hasText: EVENT_MESSAGES.proposalRequired }).waitFor();
  await dialog.getByLabel(/^Event title/).fill(`Soweto makers market ${Date.now()}`);
  await dialog.getByLabel(/^Kind of event/).selectOption('networking');
  await dialog.getByLabel(/^What happens at it/).fill('Stalls for local makers and short talks on pricing.');
  await dialog.getByLabel(/^City or town/).fill('Soweto');
  await dialog.getByLabel(/^Expected attendees/).fill('80');
  await dialog.getByRole('button', { name: 'Send proposal' }).click();
  await dialog.getByRole('status').filter({ hasText: EVENT_MESSAGES.proposalReceived }).waitFor();
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await dialog.waitFor({ state: 'detached' });
});
