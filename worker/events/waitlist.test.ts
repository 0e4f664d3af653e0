import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  EVENT_MESSAGES,
  EVENT_PROMOTED_NOTICE_KIND,
  type Event,
  type PaidRegistration,
} from '../../schema/contract/events.ts';
import { eventSeatHolds } from '../../schema/db/index.ts';
import { seatHolderIds, waitingIds as waitingIdsOf } from '../seats/rows-for-tests.ts';
import { eventSeating } from './seating.ts';
import { addRegistrations, createEvent, db, hoursFromNow, signedInMember, signedInMembers } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { noticesOf } from '../test/notices.ts';
import { submitCheckout } from '../test/payments.ts';
import { FREQUENT_CRON } from '../scheduled.ts';
import { runCron } from '../test/cron.ts';
import { seatedAndWaiting } from '../test/seats.ts';
import { expectRefusal } from '../test/request.ts';
import { readEvent, register, unregister } from '../test/events.ts';

const joinWaitlist = (id: number, cookie?: string) => api(`/api/events/${id}/waitlist`, { method: 'POST', cookie });
const leaveWaitlist = (id: number, cookie?: string) => api(`/api/events/${id}/waitlist`, { method: 'DELETE', cookie });

/** An event of `seats`, every seat registered by signed-in members; `waiting` more wait in line, in order. */
async function fullEvent(seats: number, waiting: number, overrides: Parameters<typeof createEvent>[0] = {}) {
  const event = await createEvent({ maxAttendees: seats, title: 'Township Makers Market', ...overrides });
  const { seated: registered, queue } = await seatedAndWaiting(
    eventSeating,
    event.id,
    { seats, waiting },
    addRegistrations,
  );
  return { event, registered, queue };
}

const registeredIds = (eventId: number) => seatHolderIds(db, eventSeating, eventId);
const waitingIds = (eventId: number) => waitingIdsOf(db, eventSeating, eventId);
const liveHolders = async (eventId: number) =>
  (await db.select().from(eventSeatHolds).where(eq(eventSeatHolds.eventId, eventId)))
    .filter((h) => h.status === 'held' && Date.parse(h.expiresAt) > Date.now())
    .map((h) => h.userId);

describe('POST /api/events/{id}/waitlist', () => {
  it("puts members in line on a full event and shows each their place; Register still answers 'Event Full'", async () => {
    const { event } = await fullEvent(1, 0);
    const [first, second] = [await signedInMember(), await signedInMember()];
    const res = await joinWaitlist(event.id, first.cookie);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ isRegistered: false, waitlistCount: 1, waitlistPosition: 1 });
    expect(await (await joinWaitlist(event.id, second.cookie)).json()).toMatchObject({ waitlistPosition: 2 });
    expect((await joinWaitlist(event.id, first.cookie)).status).toBe(200);
    expect(await readEvent(event.id)).toMatchObject({ currentAttendees: 1, waitlistCount: 2, waitlistPosition: null });
    const direct = await register(event.id, second.cookie);
    expect(direct.status).toBe(409);
    expect(await direct.json()).toEqual({ message: EVENT_MESSAGES.full });
  });

  it('just registers on a free event with a seat, and holds a seat to pay for on a paid one', async () => {
    const free = await createEvent({ maxAttendees: 5 });
    const { user, cookie } = await signedInMember();
    const res = await joinWaitlist(free.id, cookie);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ isRegistered: true, waitlistPosition: null });
    expect(await registeredIds(free.id)).toEqual([user.id]);

    const paid = await createEvent({ maxAttendees: 5, priceCents: 15_000 });
    const held = await joinWaitlist(paid.id, cookie);
    expect(held.status).toBe(201);
    const body = await held.json<Event>();
    expect(body).toMatchObject({ isRegistered: false, waitlistPosition: null, currentAttendees: 1 });
    expect(body.seatHold).toMatchObject({ checkoutUrl: null });
    // Register opens the payment page for that same hold.
    const checkout = await register(paid.id, cookie);
    expect(checkout.status).toBe(202);
    expect((await checkout.json<PaidRegistration>()).checkout.expiresAt).toBe(body.seatHold!.expiresAt);
    expect(await liveHolders(paid.id)).toEqual([user.id]);
  });

  it('refuses started and cancelled events (409), drafts and unknown events (404) and visitors (401)', async () => {
    const { cookie } = await signedInMember();
    const started = await createEvent({ scheduledAt: hoursFromNow(-1), maxAttendees: 1 });
    const startedRes = await joinWaitlist(started.id, cookie);
    await expectRefusal(startedRes, 409, EVENT_MESSAGES.waitlistClosed);
    const cancelled = await createEvent({ status: 'cancelled' });
    const cancelledRes = await joinWaitlist(cancelled.id, cookie);
    await expectRefusal(cancelledRes, 409, EVENT_MESSAGES.cancelled);
    expect((await joinWaitlist((await createEvent({ isDraft: true })).id, cookie)).status).toBe(404);
    expect((await joinWaitlist(999_999, cookie)).status).toBe(404);
    expect((await joinWaitlist(started.id)).status).toBe(401);
  });
});

describe('DELETE /api/events/{id}/waitlist', () => {
  it('takes the member out of line in one tap; idempotent, 404 and 401', async () => {
    const { event, queue } = await fullEvent(1, 2);
    const res = await leaveWaitlist(event.id, queue[0]!.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ waitlistPosition: null, waitlistCount: 1 });
    expect((await readEvent(event.id, queue[1]!.cookie)).waitlistPosition).toBe(1);
    expect((await leaveWaitlist(event.id, queue[0]!.cookie)).status).toBe(200);
    expect((await leaveWaitlist(999_999, queue[0]!.cookie)).status).toBe(404);
    expect((await leaveWaitlist(event.id)).status).toBe(401);
  });
});

describe('promotion from an event waiting list', () => {
  it('keeps capacity and queue order under concurrent cancellations and joins of a free event', async () => {
    const { event, registered, queue } = await fullEvent(5, 5);
    const newcomers = await signedInMembers(5);
    const responses = await Promise.all([
      ...registered.map((r) => unregister(event.id, r.cookie)),
      ...newcomers.slice(0, 3).map((n) => joinWaitlist(event.id, n.cookie)),
      ...newcomers.slice(3).map((n) => register(event.id, n.cookie)),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 201, 201, 201, 409, 409]);
    const seen = await Promise.all(responses.slice(0, 8).map((r) => r.json<Event>()));
    expect(new Set(seen.map((e) => e.currentAttendees))).toEqual(new Set([5]));
    expect(await registeredIds(event.id)).toEqual(queue.map((q) => q.user.id));
    expect(new Set(await waitingIds(event.id))).toEqual(new Set(newcomers.slice(0, 3).map((n) => n.user.id)));
    const [notice] = await noticesOf(queue[0]!.user.id);
    expect(notice).toMatchObject({ kind: EVENT_PROMOTED_NOTICE_KIND, link: `/events?event=${event.id}` });
    expect(notice!.text).toMatch(
      /^A seat opened up at "Township Makers Market" on .+ SAST, and it is yours: you're registered\.$/,
    );
  }, 30_000);

  it('on a paid event, an expired hold goes to the first in line as a new hold, paid through Register', async () => {
    // Two seats: one registered, one held by a buyer who is paying.
    const { event } = await fullEvent(1, 0, { priceCents: 15_000, maxAttendees: 2 });
    const buyer = await signedInMember();
    expect((await register(event.id, buyer.cookie)).status).toBe(202);
    const [first, second] = [await signedInMember(), await signedInMember()];
    for (const w of [first, second]) expect((await joinWaitlist(event.id, w.cookie)).status).toBe(201);

    // The buyer's 30 minutes pass without payment; the cron releases the hold and promotes in the same batch.
    await db
      .update(eventSeatHolds)
      .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
      .where(eq(eventSeatHolds.userId, buyer.user.id));
    await runCron(FREQUENT_CRON);
    expect(await liveHolders(event.id)).toEqual([first.user.id]);
    expect(await waitingIds(event.id)).toEqual([second.user.id]);
    const promoted = await readEvent(event.id, first.cookie);
    expect(promoted).toMatchObject({ currentAttendees: 2, waitlistPosition: null, isRegistered: false });
    expect(promoted.seatHold).toMatchObject({ checkoutUrl: null });
    const [notice] = await noticesOf(first.user.id);
    expect(notice).toMatchObject({ kind: EVENT_PROMOTED_NOTICE_KIND });
    expect(notice!.text).toMatch(
      /^A seat opened up at "Township Makers Market" on .+ SAST\. It is held for you until .+ SAST: pay R150\.00 by then to keep it, or it goes to the next person waiting\.$/,
    );

    // Register opens the checkout for the promoted hold; paying registers them.
    const { checkout } = await (await register(event.id, first.cookie)).json<PaidRegistration>();
    expect((await submitCheckout(checkout.checkoutUrl, 'pay', first.cookie)).status).toBe(303);
    expect((await readEvent(event.id, first.cookie)).isRegistered).toBe(true);

    // A paid registration cancelled: the next in line gets a hold at once.
    expect((await unregister(event.id, first.cookie)).status).toBe(200);
    expect(await liveHolders(event.id)).toEqual([second.user.id]);
    expect(await waitingIds(event.id)).toEqual([]);
  });

  it('a seat released by a declined checkout goes to the first in line at the next 5-minute cron', async () => {
    const event = await createEvent({ maxAttendees: 1, priceCents: 15_000 });
    const buyer = await signedInMember();
    const { checkout } = await (await register(event.id, buyer.cookie)).json<PaidRegistration>();
    const waiting = await signedInMember();
    expect((await joinWaitlist(event.id, waiting.cookie)).status).toBe(201);
    expect((await submitCheckout(checkout.checkoutUrl, 'decline', buyer.cookie)).status).toBe(303);
    // The webhook released the hold; nobody else may take the seat meanwhile, and the cron gives it on.
    expect(await liveHolders(event.id)).toEqual([]);
    expect((await register(event.id, (await signedInMember()).cookie)).status).toBe(409);
    await runCron(FREQUENT_CRON);
    expect(await liveHolders(event.id)).toEqual([waiting.user.id]);
    expect(await noticesOf(waiting.user.id)).toHaveLength(1);
  });
});
