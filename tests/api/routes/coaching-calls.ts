import { eq } from 'drizzle-orm';
import {
  coachAvailability,
  coachingActionPlans,
  coachingActionSteps,
  coachingCalls,
  coachingConnections,
  coachingSubscriptions,
  mentors,
} from '../../../schema/db/index.ts';
import { ACTION_PLAN, ALL_DAY } from '../../../worker/test/coaching-calls.ts';
import { createMentee, createMentor, createSubscriber, db, subscribeUser } from '../../../worker/test/factories.ts';
import { insertCoachingCall } from '../../../worker/test/coaching-call-rows.ts';
import { api } from '../../../worker/test/http.ts';
import type { MatrixRoute } from './types.ts';

const HOUR_MS = 3_600_000;
const hoursAhead = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();
/** 10:00 SAST `days` from today, on the slot grid. */
const tenOClock = (days: number) =>
  `${new Date(Date.now() + days * 86_400_000 + 2 * HOUR_MS).toISOString().slice(0, 10)}T10:00:00+02:00`;

async function callerOf(cookie: string | undefined) {
  if (!cookie) return undefined;
  const { id } = (await (await api('/api/auth/user', { cookie })).json()) as { id: string };
  const [mentor] = await db.select({ id: mentors.id }).from(mentors).where(eq(mentors.userId, id));
  return { userId: id, mentorId: mentor?.id ?? null };
}

/** A coach who is free all day, no notice or buffer. */
async function freeCoach() {
  const { mentor } = await createMentor({ serviceType: 'coach' });
  const { weeklyHours, noticeHours, bufferMinutes, horizonDays } = ALL_DAY;
  await db.insert(coachAvailability).values({
    mentorId: mentor.id,
    weeklyHours: weeklyHours as never,
    noticeHours,
    bufferMinutes,
    horizonDays,
  });
  return mentor;
}

/** An active connection with a free coach: the caller's (any signed-in role), or between strangers for a visitor. */
async function connectionWithCoach(ctx: Record<string, unknown>, cookie: string | undefined) {
  const me = await callerOf(cookie);
  const menteeId = me?.userId ?? (await createSubscriber()).user.id;
  const coach = await freeCoach();
  const [row] = await db
    .insert(coachingConnections)
    .values({ menteeId, mentorId: coach.id, status: 'active' })
    .returning();
  ctx.connectionId = row!.id;
  ctx.coachId = coach.id;
  ctx.menteeId = menteeId;
  ctx.startsAt = tenOClock(3);
}

/**
 * A call of the caller's as its subscriber, `hours` from now. It counts in a period of its own ('fixture'), so the
 * matrix's subscriber keeps every call of their real period for the booking row.
 */
async function callersCall(ctx: Record<string, unknown>, cookie: string | undefined, hours = 48) {
  await connectionWithCoach(ctx, cookie);
  const stranger = await createSubscriber();
  const [subscription] = await db
    .select({ id: coachingSubscriptions.id })
    .from(coachingSubscriptions)
    .where(eq(coachingSubscriptions.userId, stranger.user.id));
  const call = await insertCoachingCall({
    connectionId: ctx.connectionId as number,
    startsAt: hoursAhead(hours),
    minutes: 60,
    subscriptionId: subscription!.id,
    periodEnd: 'fixture',
  });
  ctx.callId = call.id;
  ctx.newStartsAt = tenOClock(5);
}

/** A call that started an hour ago whose coach is the caller when they have a mentor profile, else strangers'. */
async function callCoachedByCaller(ctx: Record<string, unknown>, cookie: string | undefined) {
  const me = await callerOf(cookie);
  const subscriber = await createMentee();
  const mentorId = me?.mentorId ?? (await freeCoach()).id;
  await subscribeUser(subscriber.user.id);
  const [connection] = await db
    .insert(coachingConnections)
    .values({ menteeId: subscriber.user.id, mentorId, status: 'active' })
    .returning();
  const call = await insertCoachingCall({ connectionId: connection!.id, startsAt: hoursAhead(-1), minutes: 60 });
  ctx.callId = call.id;
}

/** A next step of an action plan on a completed call of the caller's as its subscriber. */
async function callersStep(ctx: Record<string, unknown>, cookie: string | undefined) {
  await callersCall(ctx, cookie, -48);
  const callId = ctx.callId as number;
  await db.update(coachingCalls).set({ status: 'completed' }).where(eq(coachingCalls.id, callId));
  await db.insert(coachingActionPlans).values({ callId, summary: 'Plan', links: [] });
  const [step] = await db.insert(coachingActionSteps).values({ callId, position: 1, text: 'Do it' }).returning();
  ctx.stepId = step!.id;
}

export const coachingCallRoutes: MatrixRoute[] = [
  { method: 'GET', path: '/api/coaching/availability', expect: { default: 403, coach: 200, visitor: 401 } },
  {
    method: 'PUT',
    path: '/api/coaching/availability',
    body: () => ALL_DAY,
    expect: { default: 403, coach: 200, visitor: 401 },
  },
  {
    method: 'GET',
    path: (ctx) => `/api/coaching/coaches/${ctx.coachId}/slots`,
    prepare: connectionWithCoach,
    // Only a subscriber may see a coach's open times.
    expect: { default: 403, subscriber: 200, visitor: 401 },
  },
  {
    method: 'POST',
    path: '/api/coaching/calls',
    prepare: connectionWithCoach,
    body: (ctx) => ({ connectionId: ctx.connectionId, startsAt: ctx.startsAt }),
    expect: { default: 403, subscriber: 201, visitor: 401 },
  },
  { method: 'GET', path: '/api/coaching/calls', expect: { default: 200, visitor: 401 } },
  {
    method: 'GET',
    path: (ctx) => `/api/coaching/calls/${ctx.callId}`,
    prepare: callersCall,
    expect: { default: 200, visitor: 401 },
  },
  {
    method: 'POST',
    path: (ctx) => `/api/coaching/calls/${ctx.callId}/reschedule`,
    prepare: callersCall,
    body: (ctx) => ({ startsAt: ctx.newStartsAt }),
    expect: { default: 200, visitor: 401 },
  },
  {
    method: 'POST',
    path: (ctx) => `/api/coaching/calls/${ctx.callId}/cancel`,
    prepare: callersCall,
    expect: { default: 200, visitor: 401 },
  },
  {
    method: 'POST',
    path: (ctx) => `/api/coaching/calls/${ctx.callId}/complete`,
    prepare: callCoachedByCaller,
    body: () => ACTION_PLAN,
    // Only the call's coach sees it: a caller without a mentor profile gets a stranger's call.
    expect: { default: 404, mentor: 200, coach: 200, visitor: 401 },
  },
  {
    method: 'GET',
    path: (ctx) => `/api/coaching/calls/${ctx.callId}/ics`,
    prepare: callersCall,
    expect: { default: 200, visitor: 401 },
  },
  {
    method: 'POST',
    path: (ctx) => `/api/coaching/action-steps/${ctx.stepId}`,
    prepare: callersStep,
    body: () => ({ done: true }),
    expect: { default: 200, visitor: 401 },
  },
];
