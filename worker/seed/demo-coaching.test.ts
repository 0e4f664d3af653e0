import { env } from 'cloudflare:test';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../schema/contract/dashboard.ts';
import type { PaymentDocumentList } from '../../schema/contract/payments.ts';
import * as t from '../../schema/db/index.ts';
import { demoAccount } from '../auth/demo-accounts.ts';
import { createDb, type Db } from '../db/client.ts';
import { readSample, userIdOf } from '../test/demo-seed.ts';
import { signIn } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { seedDemoData } from './demo-data.ts';

// Storage is isolated per test file: the seed runs once, into this file's empty database.
let db: Db;
const now = new Date();

beforeAll(async () => {
  db = createDb(env.DB);
  expect((await seedDemoData(db, { now, readSample })).status).toBe('seeded');
});

describe('demo coaching', () => {
  it('gives the demo coach hours, and the demo subscriber an upcoming call and a done one with its action plan', async () => {
    const coachUserId = await userIdOf(db, demoAccount('coach').email);
    const subscriberId = await userIdOf(db, demoAccount('subscriber').email);
    const [hours] = await db
      .select({ availability: t.coachAvailability })
      .from(t.coachAvailability)
      .innerJoin(t.mentors, eq(t.mentors.id, t.coachAvailability.mentorId))
      .where(eq(t.mentors.userId, coachUserId));
    const working = [
      { start: '09:00', end: '12:00' },
      { start: '14:00', end: '17:00' },
    ];
    expect(hours?.availability.weeklyHours).toEqual({
      mon: working,
      tue: working,
      wed: working,
      thu: working,
      fri: working,
      sat: [],
      sun: [],
    });
    expect(hours?.availability.noticeHours).toBe(12);

    const [subscription] = await db
      .select()
      .from(t.coachingSubscriptions)
      .where(eq(t.coachingSubscriptions.userId, subscriberId));
    const calls = await db
      .select()
      .from(t.coachingCalls)
      .where(eq(t.coachingCalls.menteeId, subscriberId))
      .orderBy(asc(t.coachingCalls.startsAt));
    expect(calls.map((c) => c.status)).toEqual(['completed', 'booked']);
    // The completed call counted in the last billing period, the booked one in this one: one call left.
    expect(calls.every((c) => c.counts)).toBe(true);
    expect(calls[0]!.periodEnd < now.toISOString()).toBe(true);
    expect(calls[1]!.periodEnd).toBe(subscription!.currentPeriodEnd);
    expect(calls[0]!.endsAt < now.toISOString()).toBe(true);
    expect(calls[1]!.startsAt > now.toISOString()).toBe(true);
    // Both on a weekday, inside the coach's hours (10:00 South African time).
    for (const call of calls) {
      const local = new Date(Date.parse(call.startsAt) + 2 * 3_600_000);
      expect([1, 2, 3, 4, 5]).toContain(local.getUTCDay());
      expect(local.toISOString().slice(11, 16)).toBe('10:00');
    }
    const [plan] = await db.select().from(t.coachingActionPlans).where(eq(t.coachingActionPlans.callId, calls[0]!.id));
    expect(plan?.summary).toBeTruthy();
    expect(plan?.links).toHaveLength(1);
    const steps = await db
      .select()
      .from(t.coachingActionSteps)
      .where(eq(t.coachingActionSteps.callId, calls[0]!.id))
      .orderBy(asc(t.coachingActionSteps.position));
    expect(steps).toHaveLength(3);
    expect(steps.filter((step) => step.doneAt !== null)).toHaveLength(1);

    // The dashboards show it: the subscriber's plan, calls left and next call; the coach's upcoming call.
    const forSubscriber = await (await api('/api/dashboard', { cookie: await signIn(subscriberId) })).json<Dashboard>();
    expect(forSubscriber.subscription).toMatchObject({
      planName: 'Starter',
      callsAllowed: 2,
      callsUsed: 1,
      coach: { name: 'Naledi Khumalo', status: 'active' },
      nextCall: { id: calls[1]!.id },
    });
    const forCoach = await (await api('/api/dashboard', { cookie: await signIn(coachUserId) })).json<Dashboard>();
    expect(forCoach.coachDesk?.upcomingCalls.map((c) => c.id)).toEqual([calls[1]!.id]);
  });

  it('credits the demo coach their share of the done call (Starter: R299 × 0.7 over 2 calls), as marking it would', async () => {
    const subscriberId = await userIdOf(db, demoAccount('subscriber').email);
    const [done] = await db
      .select({ id: t.coachingCalls.id, mentorId: t.coachingCalls.mentorId })
      .from(t.coachingCalls)
      .where(and(eq(t.coachingCalls.menteeId, subscriberId), eq(t.coachingCalls.status, 'completed')));
    const lines = await db
      .select()
      .from(t.ledgerLines)
      .where(eq(t.ledgerLines.source, `call:${done!.id}`));
    expect(lines.map((l) => [l.account, l.mentorId, l.amountCents]).sort()).toEqual([
      ['coach', done!.mentorId, 10_465],
      ['operator', null, -10_465],
    ]);
  });

  it('gives the demo subscriber the two months they paid, each with its receipt, and a ledger that adds up', async () => {
    const subscriberId = await userIdOf(db, demoAccount('subscriber').email);
    const res = await api('/api/payments', { cookie: await signIn(subscriberId) });
    expect(res.status).toBe(200);
    const { items } = await res.json<PaymentDocumentList>();
    expect(items.map((d) => [d.number, d.amountCents])).toEqual([
      ['R-000002', 29_900],
      ['R-000001', 29_900],
    ]);
    const [paid] = await db.select({ total: sql<number>`sum(${t.payments.amountCents})` }).from(t.payments);
    const [posted] = await db.select({ total: sql<number>`sum(${t.ledgerLines.amountCents})` }).from(t.ledgerLines);
    expect(posted!.total).toBe(paid!.total);
  });
});
