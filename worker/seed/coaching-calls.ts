import { sql } from 'drizzle-orm';
import { DEFAULT_AVAILABILITY, type WeeklyHours } from '../../schema/contract/coaching-calls-rules.ts';
import { generateMeetingCode } from '../../schema/contract/sessions-rules.ts';
import * as t from '../../schema/db/index.ts';
import { demoAccount } from '../auth/demo-accounts.ts';
import { callEarningRows } from '../ledger/call-earnings.ts';
import type { SeedContext } from './demo-steps.ts';
import { hoursFrom, sastAt, sastDate, sastWeekdayIndex } from './time.ts';

/*
 * One-on-one coaching in the demo: the demo coach's hours, and the demo subscriber's two calls with them (one done
 * with its action plan in the last billing period, one ahead in this one), so a newcomer sees the whole of coaching
 * after `npm start` and still has a call left to book. The completed call's earning is in the coach's ledger.
 */

/** The demo subscription renewed two days ago: its current billing period ends here. */
export const demoPeriodEnd = (now: Date) => hoursFrom(now, 24 * 28);
/** The billing period before it, in which the completed call was counted. */
const previousPeriodEnd = (now: Date) => hoursFrom(now, -48);

const WORKING_DAY = [
  { start: '09:00', end: '12:00' },
  { start: '14:00', end: '17:00' },
];
const DEMO_HOURS: WeeklyHours = {
  mon: WORKING_DAY,
  tue: WORKING_DAY,
  wed: WORKING_DAY,
  thu: WORKING_DAY,
  fri: WORKING_DAY,
  sat: [],
  sun: [],
};
/** The demo subscriber's plan (Starter): 45-minute calls. */
const CALL_MINUTES = 45;

/** The first weekday (Monday to Friday, South African days) `days` from now, moving by `step` days until one is. */
function weekdayFrom(now: Date, days: number, step: 1 | -1): number {
  let day = days;
  while ([0, 6].includes(sastWeekdayIndex(now, day))) day += step;
  return day;
}

export function seedCoachingCalls({ now, add, uid, mentorId }: SeedContext): void {
  const subscriber = uid(demoAccount('subscriber').email);
  const coach = mentorId(demoAccount('coach').email);
  add(t.coachAvailability, [{ mentorId: coach, ...DEFAULT_AVAILABILITY, weeklyHours: DEMO_HOURS }]);

  const upcoming = sastAt(now, weekdayFrom(now, 2, 1), 10);
  const doneDay = weekdayFrom(now, -3, -1);
  const done = sastAt(now, doneDay, 10);
  const call = (startsAt: string, status: 'booked' | 'completed', periodEnd: string) => ({
    connectionId: sql<number>`(select ${t.coachingConnections.id} from ${t.coachingConnections}
      where ${t.coachingConnections.menteeId} = ${subscriber} and ${t.coachingConnections.mentorId} = ${coach})`,
    subscriptionId: sql<number>`(select ${t.coachingSubscriptions.id} from ${t.coachingSubscriptions}
      where ${t.coachingSubscriptions.userId} = ${subscriber})`,
    menteeId: subscriber,
    mentorId: coach,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + CALL_MINUTES * 60_000).toISOString(),
    periodEnd,
    status,
    videoCode: generateMeetingCode(),
    createdAt: hoursFrom(now, -24 * 8),
  });
  add(t.coachingCalls, [call(done, 'completed', previousPeriodEnd(now)), call(upcoming, 'booked', demoPeriodEnd(now))]);

  const doneCallId = sql<number>`(select ${t.coachingCalls.id} from ${t.coachingCalls}
    where ${t.coachingCalls.mentorId} = ${coach} and ${t.coachingCalls.startsAt} = ${done})`;
  const writtenAt = hoursFrom(new Date(done), 2);
  // The completed call earned the coach their share, as marking it completed does.
  add(
    t.ledgerLines,
    callEarningRows(doneCallId, coach).map((line) => ({ ...line, createdAt: writtenAt })),
  );
  add(t.coachingActionPlans, [
    {
      callId: doneCallId,
      summary:
        'Late payments come from starting work before anything is agreed. From now on every client gets a one-page quote and pays a 50% deposit before you open your design software.',
      links: ['https://www.sars.gov.za/'],
      createdAt: writtenAt,
    },
  ]);
  add(t.coachingActionSteps, [
    {
      callId: doneCallId,
      position: 0,
      text: 'Write a one-page quote template: scope, two rounds of changes, deposit and payment dates.',
      dueDate: sastDate(now, doneDay + 2),
      doneAt: hoursFrom(now, -24),
    },
    {
      callId: doneCallId,
      position: 1,
      text: 'Send the new quote to your next two clients and ask for the 50% deposit first.',
      dueDate: sastDate(now, doneDay + 7),
    },
    {
      callId: doneCallId,
      position: 2,
      text: 'List what each late client still owes and send each a friendly reminder with your banking details.',
      dueDate: null,
    },
  ]);
}
