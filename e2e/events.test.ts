import { EVENT_MESSAGES } from '../schema/contract/events-rules.ts';
import { DESKTOP, expect, findCard, it, PHONE, type SignedInPage, toast } from './fixtures.ts';

// Every event here is the test's own (the createEvent fixture: proposed by a new member, published by one of the
// run's admins), and so are the registrations, holds and proposals its new members make: no test changes the seats
// of a seeded event another test may be counting.

/** A paid event's price in cents, and how its card shows it. */
const PRICE_CENTS = 15_000;
const PRICE = 'R150.00';

/** Takes the only seat of event `id` with a new member, so the event is full. */
async function fill(id: number, signedInPage: SignedInPage) {
  const { page } = await signedInPage();
  expect((await page.request.post(`/api/events/${id}/register`)).status()).toBe(201);
}

it('shows a visitor the prices, says how paying works, and asks them to sign in to register', async ({
  newPage,
  signedInPage,
  createEvent,
}) => {
  const paidEvent = await createEvent({ priceCents: PRICE_CENTS });
  const freeEvent = await createEvent();
  const fullEvent = await createEvent({ maxAttendees: 1 });
  await fill(fullEvent.id, signedInPage);
  const { page } = await newPage(PHONE);
  await page.goto('/events');
  const paid = await findCard(page, paidEvent.title);
  const paidText = await paid.innerText();
  expect(paidText).toContain(PRICE);
  expect(paidText).toContain(`You pay ${PRICE} on the next page. Your seat is held for 30 minutes while you pay.`);
  const full = await findCard(page, fullEvent.title);
  expect(await full.getByText('Event Full', { exact: true }).isVisible()).toBe(true);
  await full.getByRole('button', { name: /^Join waitlist/ }).waitFor();

  const free = await findCard(page, freeEvent.title);
  expect(await free.innerText()).toContain('Free Event');
  await free.getByRole('button', { name: /^Register Free/ }).click();
  await toast(page, 'Join Sebenza to Continue').waitFor();
  expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe(`/events?event=${freeEvent.id}`);
  await page.waitForURL('**/api/login');
});

it('a mentee registers for a free event, sees the seat taken and a calendar file, then cancels', async ({
  signedInPage,
  createEvent,
}) => {
  const event = await createEvent({ maxAttendees: 60 });
  const { page } = await signedInPage({ role: 'mentee' }, PHONE);
  await page.goto('/events');
  const free = await findCard(page, event.title);
  expect(await free.innerText()).toContain('0 / 60 attendees');
  await free.getByRole('button', { name: /^Register Free/ }).click();
  await free.getByText("You're registered").waitFor();
  expect(await free.innerText()).toContain('1 / 60 attendees');
  const href = await free.getByRole('link', { name: /^Add to calendar/ }).getAttribute('href');
  expect(href).toBe(`/api/events/${event.id}/calendar.ics`);
  const ics = await page.request.get(href!);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain(event.title);

  // Registering twice is harmless: the server answers 200 and the page still says registered.
  expect((await page.request.post(`/api/events/${event.id}/register`)).status()).toBe(200);

  await free.getByRole('button', { name: /^Cancel registration/ }).click();
  await free.getByRole('button', { name: /^Register Free/ }).waitFor();
  expect(await free.innerText()).toContain('0 / 60 attendees');
});

it('a member pays for a paid event through the test checkout; another declines and their held seat is freed', async ({
  signedInPage,
  createEvent,
  db,
}) => {
  const event = await createEvent({ priceCents: PRICE_CENTS });
  const buyer = await signedInPage({ role: 'coach' }, DESKTOP);
  await buyer.page.goto('/events');
  const paid = await findCard(buyer.page, event.title);
  expect(await paid.innerText()).toContain('0 / 60 attendees');
  await paid.getByRole('button', { name: /^Register/ }).click();

  // The app's own test checkout, labelled as such, for the event's price.
  await buyer.page.waitForURL('**/api/test-checkout/**');
  await buyer.page.getByRole('heading', { name: 'Test checkout' }).waitFor();
  expect(await buyer.page.getByRole('note').innerText()).toContain('TEST CHECKOUT');
  await buyer.page.getByRole('button', { name: `Pay ${PRICE} (test)` }).click();

  // Back on /events: the verified webhook has registered the buyer and the seat count moved by one. The event
  // is also shown first as the shared one (?event=), so the list's card is the last of the two.
  await buyer.page.waitForURL(/\/events\?.*checkout=success/);
  const paidAgain = buyer.page.getByRole('article', { name: event.title }).last();
  await paidAgain.getByRole('button', { name: /^Cancel registration/ }).waitFor();
  expect(await paidAgain.innerText()).toContain("You're registered");
  expect(await paidAgain.innerText()).toContain('1 / 60 attendees');

  // A second member holds a seat, then declines: the hold is released and Register is offered again.
  const decliner = await signedInPage({ role: 'mentee' }, PHONE);
  await decliner.page.goto('/events');
  await (await findCard(decliner.page, event.title)).getByRole('button', { name: /^Register/ }).click();
  await decliner.page.waitForURL('**/api/test-checkout/**');
  await decliner.page.getByRole('button', { name: 'Decline' }).click();
  await decliner.page.waitForURL(/checkout=cancelled/);
  await decliner.page
    .getByRole('article', { name: event.title })
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

it('opens a shared ?event= first and takes a Become an Event Host proposal', async ({ signedInPage, createEvent }) => {
  const shared = await createEvent();
  const { page } = await signedInPage({ role: 'mentee' }, DESKTOP);
  await page.goto(`/events?event=${shared.id}`);
  await page.getByRole('region', { name: 'Shared with you' }).getByRole('article', { name: shared.title }).waitFor();

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
