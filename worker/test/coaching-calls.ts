import type {
  AvailabilityInput,
  CoachingCall,
  CoachingSlots,
  CompleteCallInput,
} from '../../schema/contract/coaching-calls.ts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { WEEKDAYS } from '../../schema/contract/coaching-calls.ts';
import { coachingCalls } from '../../schema/db/index.ts';
import { pair } from './coaching.ts';
import { db } from './factories.ts';
import { api } from './http.ts';

/** Hours every day from midnight to midnight, no notice or buffer: every grid time ahead is open. */
export const ALL_DAY: AvailabilityInput = {
  weeklyHours: Object.fromEntries(WEEKDAYS.map((day) => [day, [{ start: '00:00', end: '24:00' }]])),
  overrides: [],
  noticeHours: 0,
  bufferMinutes: 0,
  horizonDays: 30,
  weeklyCap: null,
  meetingLink: null,
};

export const putHours = (cookie: string | undefined, body: unknown) =>
  api('/api/coaching/availability', { method: 'PUT', cookie, body });

export const slotsOf = (cookie: string | undefined, mentorId: number, query = '') =>
  api(`/api/coaching/coaches/${mentorId}/slots${query}`, { cookie });

export const book = (cookie: string | undefined, connectionId: number, startsAt: string) =>
  api('/api/coaching/calls', { method: 'POST', cookie, body: { connectionId, startsAt } });

export const callAction = (
  cookie: string | undefined,
  callId: number,
  action: 'cancel' | 'reschedule' | 'complete',
  body?: CompleteCallInput | { startsAt: string },
) => api(`/api/coaching/calls/${callId}/${action}`, { method: 'POST', cookie, body: body ?? {} });

export const ACTION_PLAN: CompleteCallInput = {
  outcome: 'completed',
  actionPlan: {
    summary: 'We priced your candles and chose two markets.',
    steps: [{ text: 'Book a stall at the Saturday market', dueDate: '2026-12-12' }, { text: 'Print a price list' }],
    links: ['https://www.sars.gov.za/'],
  },
};

/** A subscriber connected to a coach whose hours are `hours` (ALL_DAY by default), and the coach's open slots. */
export async function connectedPair(hours: Partial<AvailabilityInput> = {}) {
  const paired = await pair();
  expect((await putHours(paired.coach.cookie, { ...ALL_DAY, ...hours })).status).toBe(200);
  const slots = async (query = '') => {
    const res = await slotsOf(paired.sub.cookie, paired.coach.mentor.id, query);
    expect(res.status).toBe(200);
    return (await res.json<CoachingSlots>()).slots;
  };
  const bookAt = async (startsAt: string) => {
    const res = await book(paired.sub.cookie, paired.connectionId, startsAt);
    expect(res.status, await res.clone().text()).toBe(201);
    return res.json<CoachingCall>();
  };
  return { ...paired, slots, bookAt };
}

/** Moves a booked call to start `hours` from now (negative: it has started), keeping its length. */
export async function startIn(call: CoachingCall, hours: number) {
  const start = Date.now() + hours * 3_600_000;
  await db
    .update(coachingCalls)
    .set({
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + call.durationMinutes * 60_000).toISOString(),
    })
    .where(eq(coachingCalls.id, call.id));
}
