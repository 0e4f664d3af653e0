import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  EVENT_MESSAGES,
  MAX_EVENT_PROPOSALS_PER_DAY,
  type Event,
  type EventHostProposal,
  type EventPage,
  type MyEventPage,
} from '../../schema/contract/events.ts';
import { eventHostProposals, events } from '../../schema/db/index.ts';
import {
  addRegistrations,
  createEvent,
  createUser,
  db,
  hoursFromNow,
  signedInMember,
  signedInMembers,
  withSignInClaim,
} from '../test/factories.ts';
import { api } from '../test/http.ts';
import { countRoundTrips } from '../test/round-trips.ts';
import { DAILY_CRON } from '../scheduled.ts';
import { runCron } from '../test/cron.ts';
import { expectLimited, expectRefusal } from '../test/request.ts';
import { register, registrationsOf, unregister } from '../test/events.ts';

/** The public events list a visitor gets for `query`. */
const eventsPage = async (query: string) => (await api(`/api/events${query}`)).json<EventPage>();

describe('GET /api/events', () => {
  it('lists publicly, upcoming scheduled events first, with counts and the price as the spec shows it', async () => {
    const paid = await createEvent({ priceCents: 15_000, scheduledAt: hoursFromNow(24 * 400) });
    const free = await createEvent({ scheduledAt: hoursFromNow(24 * 399) });
    const past = await createEvent({ scheduledAt: hoursFromNow(-24 * 400), endTime: hoursFromNow(-24 * 400 + 2) });
    await addRegistrations(free.id, [(await createUser()).id]);

    const page = await eventsPage('?limit=100');
    const ids = page.items.map((e) => e.id);
    expect(ids.indexOf(free.id)).toBeLessThan(ids.indexOf(paid.id));
    expect(ids.indexOf(paid.id)).toBeLessThan(ids.indexOf(past.id));
    const byId = new Map(page.items.map((e) => [e.id, e]));
    expect(byId.get(paid.id)).toMatchObject({
      priceCents: 15_000,
      price: '150.00',
      isFree: false,
      status: 'scheduled',
    });
    expect(byId.get(free.id)).toMatchObject({
      price: '0.00',
      isFree: true,
      currentAttendees: 1,
      maxAttendees: 30,
      isRegistered: false,
      calendarUrl: null,
    });
    expect(byId.get(past.id)!.status).toBe('completed');
    expect(byId.get(free.id)!.shareUrl).toMatch(/^https:\/\/wa\.me\/\?text=/);

    const upcoming = await eventsPage('?upcoming=true&limit=100');
    expect(upcoming.items.map((e) => e.id)).not.toContain(past.id);
  });

  it('pages with a cursor', async () => {
    for (let i = 0; i < 3; i++) await createEvent();
    const first = await eventsPage('?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toBeTruthy();
    const second = await eventsPage(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((e) => e.id)).not.toContain(first.items[0]!.id);
  });
});

describe('POST /api/events/{id}/register', () => {
  it('registers (201) once; again is a no-op (200); my-events lists it with eventId', async () => {
    const event = await createEvent();
    const { cookie } = await signedInMember();
    const first = await register(event.id, cookie);
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      id: event.id,
      isRegistered: true,
      currentAttendees: 1,
      calendarUrl: `/api/events/${event.id}/calendar.ics`,
    });
    expect((await register(event.id, cookie)).status).toBe(200);
    expect(await registrationsOf(event.id)).toHaveLength(1);

    const mine = await api('/api/events/my-events', { cookie });
    expect(mine.status).toBe(200);
    const page = await mine.json<MyEventPage>();
    expect(page.items.map((e) => e.eventId)).toEqual([event.id]);
    expect(page.items[0]!.event.isRegistered).toBe(true);
    expect((await api('/api/events/my-events')).status).toBe(401);
  });

  it("answers 'Event Full' (409) at capacity, and keeps capacity under 60 concurrent registrations", async () => {
    const event = await createEvent({ maxAttendees: 5 });
    const people = await signedInMembers(60);
    const statuses = (await Promise.all(people.map((p) => register(event.id, p.cookie)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(55);
    const rows = await registrationsOf(event.id);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(5);
    const res = await register(event.id, (await signedInMember()).cookie);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'Event Full' });
  }, 30_000);

  it('holds a seat on a paid event (202) without registering: payment confirms it (paid-events.test.ts)', async () => {
    const event = await createEvent({ priceCents: 5_000 });
    const res = await register(event.id, (await signedInMember()).cookie);
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ isRegistered: false, currentAttendees: 1, checkout: expect.any(Object) });
    expect(await registrationsOf(event.id)).toEqual([]);
  });

  it('refuses started, completed and cancelled events, unknown ones and visitors', async () => {
    const { cookie } = await signedInMember();
    const started = await createEvent({ scheduledAt: hoursFromNow(-1), endTime: hoursFromNow(2) });
    const startedRes = await register(started.id, cookie);
    await expectRefusal(startedRes, 409, EVENT_MESSAGES.alreadyStarted);
    const cancelled = await createEvent({ status: 'cancelled' });
    const cancelledRes = await register(cancelled.id, cookie);
    await expectRefusal(cancelledRes, 409, EVENT_MESSAGES.cancelled);
    expect((await register(999_999, cookie)).status).toBe(404);
    expect((await register(started.id)).status).toBe(401);
  });
});

describe('registering and cancelling in round trips', () => {
  it('takes at most two: the reads beside the session check, then one batch that reads the event back', async () => {
    const event = await createEvent();
    const cookie = await withSignInClaim((await signedInMember()).cookie);
    const path = `/api/events/${event.id}/register`;

    const registered = await countRoundTrips(path, { method: 'POST', cookie });
    expect(registered.res.status).toBe(201);
    expect(await registered.res.json()).toMatchObject({ isRegistered: true, currentAttendees: 1 });
    expect(registered.roundTrips).toBeLessThanOrEqual(2);

    const cancelled = await countRoundTrips(path, { method: 'DELETE', cookie });
    expect(cancelled.res.status).toBe(200);
    expect(await cancelled.res.json()).toMatchObject({ isRegistered: false, currentAttendees: 0 });
    expect(cancelled.roundTrips).toBeLessThanOrEqual(2);
  });
});

describe('DELETE /api/events/{id}/register', () => {
  it('cancels and frees the seat; not once the event has started', async () => {
    const event = await createEvent({ maxAttendees: 1 });
    const a = await signedInMember();
    const b = await signedInMember();
    expect((await register(event.id, a.cookie)).status).toBe(201);
    expect((await register(event.id, b.cookie)).status).toBe(409);
    const cancel = await unregister(event.id, a.cookie);
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({ isRegistered: false, currentAttendees: 0 });
    expect((await register(event.id, b.cookie)).status).toBe(201);

    const started = await createEvent({ scheduledAt: hoursFromNow(-1), endTime: hoursFromNow(2) });
    await addRegistrations(started.id, [a.user.id]);
    const late = await unregister(started.id, a.cookie);
    await expectRefusal(late, 409, EVENT_MESSAGES.cancelStarted);
  });
});

describe('status', () => {
  it('shows ended events as completed and the daily cron stores it (no end time: start + 2 hours)', async () => {
    const ended = await createEvent({ scheduledAt: hoursFromNow(-5), endTime: hoursFromNow(-1) });
    const noEnd = await createEvent({ scheduledAt: hoursFromNow(-3), endTime: null });
    const running = await createEvent({ scheduledAt: hoursFromNow(-1), endTime: null });
    const read = async (id: number) => (await (await api(`/api/events/${id}`)).json<Event>()).status;
    expect([await read(ended.id), await read(noEnd.id), await read(running.id)]).toEqual([
      'completed',
      'completed',
      'scheduled',
    ]);
    await runCron(DAILY_CRON);
    const stored = async (id: number) => (await db.select().from(events).where(eq(events.id, id)))[0]!.status;
    expect([await stored(ended.id), await stored(noEnd.id), await stored(running.id)]).toEqual([
      'completed',
      'completed',
      'scheduled',
    ]);
  });
});

describe('POST /api/event-host-proposals', () => {
  it('stores a pending proposal for administrators (201), contact defaulting to the account email', async () => {
    const { user, cookie } = await signedInMember();
    const res = await api('/api/event-host-proposals', {
      method: 'POST',
      cookie,
      body: {
        title: 'Soweto makers market',
        type: 'networking',
        description: 'Stalls for mentees who make and sell.',
        proposedDate: 'A Saturday in March',
        city: 'Soweto',
        expectedAttendees: 80,
      },
    });
    expect(res.status).toBe(201);
    const proposal = await res.json<EventHostProposal>();
    expect(proposal).toMatchObject({
      title: 'Soweto makers market',
      type: 'networking',
      city: 'Soweto',
      expectedAttendees: 80,
      proposedDate: 'A Saturday in March',
      contactDetails: user.email,
      status: 'pending',
    });
    const [row] = await db.select().from(eventHostProposals).where(eq(eventHostProposals.id, proposal.id));
    expect(row).toMatchObject({ userId: user.id, location: 'Soweto', status: 'pending' });
  });

  it('requires a title, description and city, valid numbers and type, and a signed-in user', async () => {
    const { cookie } = await signedInMember();
    const post = (body: unknown) => api('/api/event-host-proposals', { method: 'POST', cookie, body });
    const missing = await post({ title: 'Market', description: '', city: 'Durban' });
    await expectRefusal(missing, 400, EVENT_MESSAGES.proposalRequired);
    const base = { title: 'Market', description: 'Stalls', city: 'Durban' };
    expect((await post({ ...base, expectedAttendees: 0 })).status).toBe(400);
    expect((await post({ ...base, type: 'party' })).status).toBe(400);
    expect((await api('/api/event-host-proposals', { method: 'POST', body: base })).status).toBe(401);
  });

  it(`stores ${MAX_EVENT_PROPOSALS_PER_DAY} of 15 proposals sent at once by one member, and refuses the rest with 429`, async () => {
    const { user, cookie } = await signedInMember();
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        api('/api/event-host-proposals', {
          method: 'POST',
          cookie,
          body: { title: `Market ${i}`, description: 'Stalls', city: 'Durban' },
        }),
      ),
    );
    const refused = expectLimited(results, MAX_EVENT_PROPOSALS_PER_DAY);
    expect(await refused.json()).toEqual({ message: EVENT_MESSAGES.tooManyProposals });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await db.select().from(eventHostProposals).where(eq(eventHostProposals.userId, user.id))).toHaveLength(
      MAX_EVENT_PROPOSALS_PER_DAY,
    );
  });
});
