import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEAT_HOLD_MINUTES } from '../../schema/contract/coaching.ts';
import { EVENT_MESSAGES, type PaidRegistration } from '../../schema/contract/events.ts';
import { eventSeatHolds } from '../../schema/db/index.ts';
import { createEvent, createUser, db, signedInMember, signedInMembers, withSignInClaim } from '../test/factories.ts';
import { api, SITE_ORIGIN } from '../test/http.ts';
import { checkoutPath, submitCheckout } from '../test/payments.ts';
import { countRoundTrips } from '../test/round-trips.ts';
import { FREQUENT_CRON } from '../scheduled.ts';
import { runCron } from '../test/cron.ts';
import { expectRefusal, type Problem } from '../test/request.ts';
import { readEvent, register, registrationsOf, unregister } from '../test/events.ts';

const holdsOf = (eventId: number) => db.select().from(eventSeatHolds).where(eq(eventSeatHolds.eventId, eventId));

const paidEvent = (overrides: Parameters<typeof createEvent>[0] = {}) =>
  createEvent({ priceCents: 15_000, title: 'Side Hustle Summit', ...overrides });

describe('POST /api/events/{id}/register on a paid event', () => {
  it('holds a seat in three round trips, and resumes its checkout in two', async () => {
    const event = await paidEvent();
    const cookie = await withSignInClaim((await signedInMember()).cookie);
    const path = `/api/events/${event.id}/register`;
    // The checkout carries the hold's id: the hold is written before the provider is asked, the checkout after it.
    const held = await countRoundTrips(path, { method: 'POST', cookie });
    expect(held.res.status).toBe(202);
    expect(held.roundTrips).toBeLessThanOrEqual(3);
    const { checkout } = await held.res.json<PaidRegistration>();

    const resumed = await countRoundTrips(path, { method: 'POST', cookie });
    expect(resumed.res.status).toBe(202);
    expect((await resumed.res.json<PaidRegistration>()).checkout.checkoutUrl).toBe(checkout.checkoutUrl);
    expect(resumed.roundTrips).toBeLessThanOrEqual(2);
  });

  it('holds a seat for 30 minutes and answers 202 with the checkout; the event shows the hold', async () => {
    const event = await paidEvent();
    const { user, cookie } = await signedInMember();
    const before = Date.now();
    const res = await register(event.id, cookie);
    expect(res.status).toBe(202);
    const body = await res.json<PaidRegistration>();
    expect(body).toMatchObject({ id: event.id, isRegistered: false, currentAttendees: 1, priceCents: 15_000 });
    expect(body.checkout.checkoutUrl).toMatch(new RegExp(`^${SITE_ORIGIN}/api/test-checkout/[0-9a-f]{32}$`));
    expect(body.seatHold).toEqual({ checkoutUrl: body.checkout.checkoutUrl, expiresAt: body.checkout.expiresAt });
    const minutes = (Date.parse(body.checkout.expiresAt) - before) / 60_000;
    expect(minutes).toBeGreaterThanOrEqual(SEAT_HOLD_MINUTES - 0.1);
    expect(minutes).toBeLessThanOrEqual(SEAT_HOLD_MINUTES + 0.1);

    const [hold] = await holdsOf(event.id);
    expect(hold).toMatchObject({ userId: user.id, status: 'held', amountCents: 15_000, provider: 'sandbox' });
    expect(await registrationsOf(event.id)).toEqual([]);

    // Others see the seat taken but no hold of theirs; the holder sees it on every read.
    expect(await readEvent(event.id)).toMatchObject({ currentAttendees: 1, seatHold: null });
    expect((await readEvent(event.id, cookie)).seatHold).toEqual(body.seatHold);

    const page = await (await api(checkoutPath(body.checkout.checkoutUrl), { cookie })).text();
    expect(page).toContain('Side Hustle Summit');
    expect(page).toContain('R150.00');
  });

  it('resumes the same checkout when Register is pressed again while the hold is live', async () => {
    const event = await paidEvent();
    const { cookie } = await signedInMember();
    const first = await (await register(event.id, cookie)).json<PaidRegistration>();
    const again = await register(event.id, cookie);
    expect(again.status).toBe(202);
    expect((await again.json<PaidRegistration>()).checkout.checkoutUrl).toBe(first.checkout.checkoutUrl);
    expect(await holdsOf(event.id)).toHaveLength(1);
  });

  it('Pay confirms the registration through the verified webhook', async () => {
    const event = await paidEvent();
    const { user, cookie } = await signedInMember();
    const { checkout } = await (await register(event.id, cookie)).json<PaidRegistration>();
    const paid = await submitCheckout(checkout.checkoutUrl, 'pay', cookie);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${SITE_ORIGIN}/events?event=${event.id}&checkout=success`);
    expect(await readEvent(event.id, cookie)).toMatchObject({
      isRegistered: true,
      currentAttendees: 1,
      seatHold: null,
      calendarUrl: `/api/events/${event.id}/calendar.ics`,
    });
    expect((await registrationsOf(event.id)).map((r) => r.userId)).toEqual([user.id]);
    expect((await holdsOf(event.id))[0]!.status).toBe('confirmed');
    // Registered now: Register again is the idempotent 200 of a registration.
    expect((await register(event.id, cookie)).status).toBe(200);
  });

  it('Decline releases the seat', async () => {
    const event = await paidEvent({ maxAttendees: 1 });
    const a = await signedInMember();
    const b = await signedInMember();
    const { checkout } = await (await register(event.id, a.cookie)).json<PaidRegistration>();
    expect((await register(event.id, b.cookie)).status).toBe(409);
    const declined = await submitCheckout(checkout.checkoutUrl, 'decline', a.cookie);
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(`${SITE_ORIGIN}/events?event=${event.id}&checkout=cancelled`);
    expect((await holdsOf(event.id))[0]!.status).toBe('released');
    expect(await readEvent(event.id, a.cookie)).toMatchObject({ currentAttendees: 0, seatHold: null });
    expect((await register(event.id, b.cookie)).status).toBe(202);
    expect(await registrationsOf(event.id)).toEqual([]);
  });

  it("30 concurrent Registers for 10 seats hold at most 10, and the rest hear 'Event Full'", async () => {
    const event = await paidEvent({ maxAttendees: 10 });
    const people = await signedInMembers(30);
    const answers = await Promise.all(people.map((p) => register(event.id, p.cookie)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    const full = answers.find((r) => r.status === 409)!;
    expect((await full.json<Problem>()).message).toBe(EVENT_MESSAGES.full);
    const holds = await holdsOf(event.id);
    expect(holds.filter((h) => h.status === 'held')).toHaveLength(10);
    expect(holds).toHaveLength(10);
    expect((await readEvent(event.id)).currentAttendees).toBe(10);
  }, 30_000);

  it('an expired hold is released by the 5-minute cron and its seat becomes free', async () => {
    const event = await paidEvent({ maxAttendees: 1 });
    const a = await signedInMember();
    const b = await signedInMember();
    await register(event.id, a.cookie);
    expect((await register(event.id, b.cookie)).status).toBe(409);

    // The hold's 30 minutes pass without payment.
    await db
      .update(eventSeatHolds)
      .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
      .where(eq(eventSeatHolds.eventId, event.id));
    await runCron(FREQUENT_CRON);
    expect((await holdsOf(event.id)).map((h) => h.status)).toEqual(['released']);
    expect(await readEvent(event.id, a.cookie)).toMatchObject({ currentAttendees: 0, seatHold: null });
    expect((await register(event.id, b.cookie)).status).toBe(202);
  });

  it('DELETE /register gives back the seat held while paying', async () => {
    const event = await paidEvent({ maxAttendees: 1 });
    const { cookie } = await signedInMember();
    await register(event.id, cookie);
    const res = await unregister(event.id, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ currentAttendees: 0, seatHold: null, isRegistered: false });
    expect((await holdsOf(event.id))[0]!.status).toBe('released');
    // A new Register opens a new hold and checkout.
    expect((await register(event.id, cookie)).status).toBe(202);
    expect((await holdsOf(event.id)).filter((h) => h.status === 'held')).toHaveLength(1);
  });

  it('refuses visitors, and closed or cancelled paid events, without holding a seat', async () => {
    const event = await paidEvent();
    expect((await register(event.id)).status).toBe(401);
    const { cookie } = await signedInMember();
    const cancelled = await paidEvent({ status: 'cancelled' });
    const res = await register(cancelled.id, cookie);
    await expectRefusal(res, 409, EVENT_MESSAGES.cancelled);
    expect(await holdsOf(cancelled.id)).toEqual([]);
    expect(await holdsOf(event.id)).toEqual([]);
  });
});

describe('free events next to paid ones', () => {
  it('register as before (201, no hold), and count live holds against capacity', async () => {
    const free = await createEvent({ maxAttendees: 2 });
    const { cookie } = await signedInMember();
    expect((await register(free.id, cookie)).status).toBe(201);
    expect(await holdsOf(free.id)).toEqual([]);
    expect(await readEvent(free.id, cookie)).toMatchObject({ isRegistered: true, seatHold: null, currentAttendees: 1 });

    // A live hold (an event whose price changed to free while someone paid) takes the last seat.
    const holder = await createUser();
    await db.insert(eventSeatHolds).values({
      eventId: free.id,
      userId: holder.id,
      amountCents: 100,
      provider: 'sandbox',
      expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    });
    const late = await register(free.id, (await signedInMember()).cookie);
    await expectRefusal(late, 409, EVENT_MESSAGES.full);
  });
});
