import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  COACHING_CALL_MESSAGES as M,
  DEFAULT_AVAILABILITY,
  type CoachAvailability,
  type CoachingCall,
  type CoachingSlots,
} from '../../../schema/contract/coaching-calls.ts';
import type { CoachingSubscription } from '../../../schema/contract/coaching.ts';
import { coachingConnections, coachingSubscriptions } from '../../../schema/db/index.ts';
import { coach, pair, stranger, subscriber, cancelSubscription } from '../../test/coaching.ts';
import { ALL_DAY, book, connectedPair, putHours, slotsOf } from '../../test/coaching-calls.ts';
import {
  createGroupSession,
  createEvent,
  createPlan,
  db,
  signedInMentor,
  withSignInClaim,
} from '../../test/factories.ts';
import { api } from '../../test/http.ts';
import { invoiceObject, sendWebhook, stripeEvent, unixNow } from '../../test/payments.ts';
import { expectRefusal } from '../../test/request.ts';
import { countRoundTrips } from '../../test/round-trips.ts';

const subscriptionOf = async (cookie: string) =>
  (await api('/api/coaching/subscription', { cookie })).json<CoachingSubscription>();

describe('GET and PUT /api/coaching/availability', () => {
  it('answers a coach the defaults, then what they saved, sorted', async () => {
    const c = await coach();
    const first = await api('/api/coaching/availability', { cookie: c.cookie });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual(DEFAULT_AVAILABILITY);
    expect(DEFAULT_AVAILABILITY).toMatchObject({ noticeHours: 12, bufferMinutes: 15, horizonDays: 30 });

    const body = {
      ...ALL_DAY,
      weeklyHours: {
        ...DEFAULT_AVAILABILITY.weeklyHours,
        mon: [
          { start: '14:00', end: '17:00' },
          { start: '09:00', end: '12:00' },
        ],
      },
      overrides: [
        { date: '2026-12-25', ranges: [] },
        { date: '2026-12-24', ranges: [{ start: '09:00', end: '10:00' }] },
      ],
      weeklyCap: 5,
      meetingLink: 'https://meet.google.com/abc-defg-hij',
    };
    const saved = await putHours(c.cookie, body);
    expect(saved.status).toBe(200);
    const hours = await saved.json<CoachAvailability>();
    expect(hours.weeklyHours.mon).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '14:00', end: '17:00' },
    ]);
    expect(hours.overrides.map((o) => o.date)).toEqual(['2026-12-24', '2026-12-25']);
    expect(hours).toMatchObject({ weeklyCap: 5, meetingLink: body.meetingLink, timeZone: 'Africa/Johannesburg' });
    expect(await (await api('/api/coaching/availability', { cookie: c.cookie })).json()).toEqual(hours);
  });

  it('refuses what cannot be hours, with a clear message', async () => {
    const c = await coach();
    const day = (ranges: unknown) => ({ ...ALL_DAY, weeklyHours: { ...ALL_DAY.weeklyHours, tue: ranges } });
    const cases: [unknown, string][] = [
      [day([{ start: '10:00', end: '09:00' }]), M.rangeOrder],
      [
        day([
          { start: '09:00', end: '11:00' },
          { start: '10:00', end: '12:00' },
        ]),
        M.rangesOverlap,
      ],
      [day(Array.from({ length: 5 }, (_, i) => ({ start: `0${i}:00`, end: `0${i}:30` }))), M.tooManyRanges],
      [day([{ start: '9:00', end: '10:00' }]), M.timeFormat],
      [day([{ start: '23:00', end: '24:30' }]), M.timeFormat],
      [{ ...ALL_DAY, noticeHours: 169 }, 'Minimum notice (hours) must be a whole number from 0 to 168.'],
      [{ ...ALL_DAY, bufferMinutes: 121 }, 'Buffer between calls (minutes) must be a whole number from 0 to 120.'],
      [{ ...ALL_DAY, horizonDays: 0 }, 'How far ahead (days) must be a whole number from 1 to 90.'],
      [{ ...ALL_DAY, meetingLink: 'http://meet.example.com/x' }, M.meetingLink],
      [{ ...ALL_DAY, overrides: [{ date: '2026-02-30', ranges: [] }] }, M.dateFormat],
      [
        {
          ...ALL_DAY,
          overrides: [
            { date: '2026-12-24', ranges: [] },
            { date: '2026-12-24', ranges: [] },
          ],
        },
        M.duplicateOverride,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await putHours(c.cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json<{ message: string }>()).message).toContain(message);
    }
  });

  it('is for coaches only', async () => {
    const mentor = await signedInMentor({ serviceType: 'mentorship' });
    await expectRefusal(await api('/api/coaching/availability', { cookie: mentor.cookie }), 403, M.notACoach);
    await expectRefusal(await putHours(mentor.cookie, ALL_DAY), 403, M.notACoach);
    expect((await api('/api/coaching/availability')).status).toBe(401);
    const both = await signedInMentor({ serviceType: 'both' });
    expect((await putHours(both.cookie, ALL_DAY)).status).toBe(200);
  });
});

describe('GET /api/coaching/coaches/{mentorId}/slots', () => {
  it('answers the open times in one round trip for a connected subscriber, minus what the coach hosts', async () => {
    const p = await connectedPair({ bufferMinutes: 15 });
    const day = new Date(Date.now() + 3 * 86_400_000 + 2 * 3_600_000).toISOString().slice(0, 10);
    const query = `?from=${day}&to=${day}`;
    const before = await p.slots(query);
    // All day on a 30-minute grid, 60-minute calls: 47 starts.
    expect(before).toHaveLength(47);
    expect(before[0]).toBe(`${day}T00:00:00+02:00`);

    // A group session 10:00-11:00 SAST and an event 14:00-16:00 SAST the coach hosts take their time and the buffer.
    await createGroupSession(p.coach.mentor.id, { scheduledAt: `${day}T08:00:00.000Z`, durationMinutes: 60 });
    await createEvent({
      hostUserId: p.coach.user.id,
      scheduledAt: `${day}T12:00:00.000Z`,
      endTime: `${day}T14:00:00.000Z`,
    });
    const after = await p.slots(query);
    for (const taken of ['09:00', '09:30', '10:00', '10:30', '11:00', '13:00', '14:00', '15:30', '16:00']) {
      expect(after, taken).not.toContain(`${day}T${taken}:00+02:00`);
    }
    expect(after).toContain(`${day}T08:30:00+02:00`);
    expect(after).toContain(`${day}T11:30:00+02:00`);
    expect(after).toContain(`${day}T16:30:00+02:00`);

    const counted = await countRoundTrips(`/api/coaching/coaches/${p.coach.mentor.id}/slots${query}`, {
      cookie: await withSignInClaim(p.sub.cookie),
    });
    expect(counted.res.status).toBe(200);
    expect(counted.roundTrips).toBe(1);
    expect((await counted.res.json<CoachingSlots>()).durationMinutes).toBe(60);
  });

  it('is only for a subscriber with an active connection to that coach, 31 days at most', async () => {
    const p = await connectedPair();
    const id = p.coach.mentor.id;
    await expectRefusal(await slotsOf(await stranger(), id), 403, M.subscriptionRequired);
    const otherSubscriber = await subscriber();
    await expectRefusal(await slotsOf(otherSubscriber.cookie, id), 403, M.connectionRequired);
    const pending = await pair({ pending: true });
    await expectRefusal(await slotsOf(pending.sub.cookie, pending.coach.mentor.id), 403, M.connectionRequired);
    expect((await slotsOf(undefined, id)).status).toBe(401);
    await expectRefusal(await slotsOf(p.sub.cookie, id, '?from=2026-12-01&to=2027-01-01'), 400, M.slotsRange);
    expect((await slotsOf(p.sub.cookie, id, '?from=2026-12-01&to=2026-12-31')).status).toBe(200);
    await expectRefusal(await slotsOf(p.sub.cookie, id, '?from=2026-12-10&to=2026-12-01'), 400, M.slotsOrder);
    expect((await slotsOf(p.sub.cookie, id, '?from=tomorrow')).status).toBe(400);
    await cancelSubscription(p.sub.user.id);
    await expectRefusal(await slotsOf(p.sub.cookie, id), 403, M.subscriptionRequired);
  });
});

describe('POST /api/coaching/calls', () => {
  it('books an open slot, counts it, tells the coach, and answers the call to both sides', async () => {
    const p = await connectedPair();
    const [slot] = await p.slots();
    const res = await book(p.sub.cookie, p.connectionId, slot!);
    expect(res.status).toBe(201);
    const call = await res.json<CoachingCall>();
    expect(call).toMatchObject({
      connectionId: p.connectionId,
      myRole: 'subscriber',
      startsAt: slot,
      durationMinutes: 60,
      status: 'booked',
      counts: true,
      coach: { mentorId: p.coach.mentor.id, name: 'Sipho Dube' },
      subscriber: { id: p.sub.user.id, name: 'Lerato Dlamini' },
    });
    expect(await subscriptionOf(p.sub.cookie)).toMatchObject({ callsAllowed: 2, callsUsed: 1 });
    expect(await p.slots()).not.toContain(slot);

    const coachSees = await api(`/api/coaching/calls/${call.id}`, { cookie: p.coach.cookie });
    expect(await coachSees.json()).toMatchObject({
      id: call.id,
      myRole: 'coach',
      canCancel: true,
      canReschedule: false,
    });
    const notices = await api('/api/notifications', { cookie: p.coach.cookie });
    expect(JSON.stringify(await notices.json())).toContain('Lerato Dlamini booked a coaching call with you');
    // Nobody else reads it.
    expect((await api(`/api/coaching/calls/${call.id}`, { cookie: await stranger() })).status).toBe(404);
  });

  it('never double-books a coach: 20 subscribers booking one slot at once give exactly one call', async () => {
    const c = await coach();
    expect((await putHours(c.cookie, ALL_DAY)).status).toBe(200);
    const subscribers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const sub = await subscriber();
        const [connection] = await db
          .insert(coachingConnections)
          .values({ menteeId: sub.user.id, mentorId: c.mentor.id, status: 'active' })
          .returning();
        return { cookie: sub.cookie, connectionId: connection!.id };
      }),
    );
    const { slots } = await (await slotsOf(subscribers[0]!.cookie, c.mentor.id)).json<CoachingSlots>();
    const slot = slots[0];
    const answers = await Promise.all(subscribers.map((s) => book(s.cookie, s.connectionId, slot!)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const refused = answers.find((r) => r.status === 409)!;
    expect([M.slotTaken, M.notASlot]).toContain((await refused.json<{ message: string }>()).message);
  }, 30_000);

  it('never exceeds the plan: with 2 calls left, 10 bookings of 10 slots at once give exactly 2', async () => {
    const p = await connectedPair();
    const slots = (await p.slots()).filter((_, i) => i % 4 === 0).slice(0, 10);
    expect(slots).toHaveLength(10);
    const answers = await Promise.all(slots.map((slot) => book(p.sub.cookie, p.connectionId, slot)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = answers.filter((r) => r.status === 409);
    expect(refused).toHaveLength(8);
    expect((await refused[0]!.json<{ message: string }>()).message).toBe(M.noCallsLeft);
    expect(await subscriptionOf(p.sub.cookie)).toMatchObject({ callsAllowed: 2, callsUsed: 2 });
  });

  it('takes only an open slot in the future and within the horizon', async () => {
    const p = await connectedPair({ horizonDays: 2, noticeHours: 1 });
    const [slot] = await p.slots();
    const off = (ms: number) => new Date(Date.parse(slot!) + ms).toISOString();
    await expectRefusal(await book(p.sub.cookie, p.connectionId, off(10 * 60_000)), 409, M.notASlot);
    await expectRefusal(await book(p.sub.cookie, p.connectionId, off(1000)), 409, M.notASlot);
    await expectRefusal(await book(p.sub.cookie, p.connectionId, off(-3 * 86_400_000)), 409, M.notASlot);
    await expectRefusal(await book(p.sub.cookie, p.connectionId, off(5 * 86_400_000)), 409, M.notASlot);
    await expectRefusal(await book(p.sub.cookie, p.connectionId, 'next tuesday'), 400, M.dateTime);
    await expectRefusal(await book(p.sub.cookie, 999_999, slot!), 404, M.connectionNotFound);
    // The same instant written in UTC is the same slot.
    expect((await book(p.sub.cookie, p.connectionId, new Date(Date.parse(slot!)).toISOString())).status).toBe(201);
  });

  it('books nothing for a lapsed subscription or an ended connection; booked calls stay', async () => {
    const p = await connectedPair();
    const [first, second] = await p.slots();
    const call = await p.bookAt(first!);
    await cancelSubscription(p.sub.user.id);
    await expectRefusal(await book(p.sub.cookie, p.connectionId, second!), 403, M.subscriptionRequired);
    expect(await (await api(`/api/coaching/calls/${call.id}`, { cookie: p.sub.cookie })).json()).toMatchObject({
      status: 'booked',
    });
    const other = await connectedPair();
    await api(`/api/coaching-connections/${other.connectionId}/end`, { method: 'POST', cookie: other.coach.cookie });
    await expectRefusal(await book(other.sub.cookie, other.connectionId, second!), 403, M.connectionRequired);
  });

  it('counts calls per billing period: the verified renewal starts the next period with every call left', async () => {
    const p = await connectedPair();
    const periodEnd = unixNow() + 5 * 86_400;
    const providerSubscriptionId = `sub_${crypto.randomUUID().slice(0, 12)}`;
    await db
      .update(coachingSubscriptions)
      .set({ providerSubscriptionId, currentPeriodEnd: new Date(periodEnd * 1000).toISOString() })
      .where(eq(coachingSubscriptions.userId, p.sub.user.id));
    const slots = await p.slots();
    await p.bookAt(slots[0]!);
    await p.bookAt(slots[4]!);
    await expectRefusal(await book(p.sub.cookie, p.connectionId, slots[8]!), 409, M.noCallsLeft);

    const renewed = stripeEvent({
      type: 'invoice.paid',
      created: unixNow() + 10,
      object: invoiceObject({ subscription: providerSubscriptionId, periodEnd: periodEnd + 30 * 86_400 }),
    });
    expect((await sendWebhook(renewed)).status).toBe(200);
    expect(await subscriptionOf(p.sub.cookie)).toMatchObject({ callsAllowed: 2, callsUsed: 0 });
    expect((await book(p.sub.cookie, p.connectionId, slots[8]!)).status).toBe(201);
  });

  it('keeps the plan’s length, and the coach’s weekly cap', async () => {
    const plan = await createPlan({ sessionDurationMinutes: 45, maxSessionsPerMonth: 4 });
    const p = await connectedPair({ weeklyCap: 1 });
    await db
      .update(coachingSubscriptions)
      .set({ planId: plan.id })
      .where(eq(coachingSubscriptions.userId, p.sub.user.id));
    const slots = await p.slots();
    const call = await p.bookAt(slots[0]!);
    expect(call.durationMinutes).toBe(45);
    // The rest of that week is gone.
    const week = (await p.slots()).filter((s) => s.slice(0, 10) === slots[0]!.slice(0, 10));
    expect(week).toEqual([]);
  });
});
