import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_AVAILABILITY, type CoachAvailability } from '../../../schema/contract/coaching-calls.ts';
import { eventEndsAt } from '../../../schema/contract/events-rules.ts';
import { addDays, sastDayOf, sastInstant, weekOf, type BusyTime } from './slots.ts';

/*
 * What fills a coach's time around some South African days, read as four statements that travel in the caller's one
 * batch: their hours and rules, their calls (for the buffer and the weekly cap), the group sessions and the events
 * they host. `mentor` is SQL naming the coach's mentor id, so a booking can name it through its connection and still
 * read everything in one round trip.
 */

/** A coach's hours and what fills their time, as openSlots() takes them. */
export type CoachCalendar = {
  availability: CoachAvailability;
  /** False while the coach has never saved hours (they then offer no slots). */
  hasHours: boolean;
  busy: BusyTime[];
  callsPerWeek: Map<string, number>;
};

type Row = Record<string, unknown>;

/** From the Monday before `fromDay` (less a day, for what spills over midnight) to the Sunday after `toDay`. */
function bounds(fromDay: string, toDay: string) {
  return {
    lower: new Date(sastInstant(addDays(weekOf(fromDay), -1))).toISOString(),
    upper: new Date(sastInstant(addDays(weekOf(toDay), 7))).toISOString(),
  };
}

/** The coach's saved hours and rules (no row: none saved yet). */
export const hoursQuery = (mentor: SQL) =>
  sql`SELECT weekly_hours AS weeklyHours, overrides, notice_hours AS noticeHours, buffer_minutes AS bufferMinutes,
      horizon_days AS horizonDays, weekly_cap AS weeklyCap, meeting_link AS meetingLink
    FROM coach_availability WHERE mentor_id = ${mentor}`;

/** Hours and rules as the API answers them, from a row of `hoursQuery` (the defaults without one). */
export function availabilityOf(saved: Row | undefined): CoachAvailability {
  if (!saved) return DEFAULT_AVAILABILITY;
  return {
    ...DEFAULT_AVAILABILITY,
    weeklyHours: { ...DEFAULT_AVAILABILITY.weeklyHours, ...JSON.parse(String(saved.weeklyHours)) },
    overrides: JSON.parse(String(saved.overrides)),
    noticeHours: Number(saved.noticeHours),
    bufferMinutes: Number(saved.bufferMinutes),
    horizonDays: Number(saved.horizonDays),
    weeklyCap: saved.weeklyCap === null ? null : Number(saved.weeklyCap),
    meetingLink: (saved.meetingLink as string | null) ?? null,
  };
}

export function coachCalendarQueries(mentor: SQL, fromDay: string, toDay: string): SQL[] {
  const { lower, upper } = bounds(fromDay, toDay);
  return [
    hoursQuery(mentor),
    sql`SELECT id, starts_at AS startsAt, ends_at AS endsAt FROM coaching_calls
      WHERE mentor_id = ${mentor} AND status <> 'cancelled' AND starts_at >= ${lower} AND starts_at < ${upper}`,
    sql`SELECT scheduled_at AS startsAt, duration_minutes AS minutes FROM group_sessions
      WHERE mentor_id = ${mentor} AND status = 'scheduled' AND scheduled_at >= ${lower} AND scheduled_at < ${upper}`,
    sql`SELECT scheduled_at AS startsAt, end_time AS endTime FROM events
      WHERE host_user_id = (SELECT user_id FROM mentors WHERE id = ${mentor}) AND status = 'scheduled'
        AND is_draft = 0 AND scheduled_at < ${upper} AND coalesce(end_time, scheduled_at) >= ${lower}`,
  ];
}

/**
 * The calendar from the rows of `coachCalendarQueries`, in their order. `exceptCallId` leaves one call out (the call
 * being moved does not stand in its own way).
 */
export function coachCalendarOf(
  [hours, calls, sessions, events]: Row[][],
  { exceptCallId }: { exceptCallId?: number } = {},
): CoachCalendar {
  const saved = hours?.[0];
  const availability = availabilityOf(saved);
  const otherCalls = (calls ?? []).filter((call) => call.id !== exceptCallId);
  const callsPerWeek = new Map<string, number>();
  for (const call of otherCalls) {
    const week = weekOf(sastDayOf(Date.parse(String(call.startsAt))));
    callsPerWeek.set(week, (callsPerWeek.get(week) ?? 0) + 1);
  }
  const busy: BusyTime[] = [
    ...otherCalls.map((call) => ({ startsAt: String(call.startsAt), endsAt: String(call.endsAt) })),
    ...(sessions ?? []).map((session) => ({
      startsAt: String(session.startsAt),
      endsAt: new Date(Date.parse(String(session.startsAt)) + Number(session.minutes) * 60_000).toISOString(),
    })),
    ...(events ?? []).map((event) => ({
      startsAt: String(event.startsAt),
      endsAt: eventEndsAt(String(event.startsAt), (event.endTime as string | null) ?? null),
    })),
  ];
  return { availability, hasHours: Boolean(saved), busy, callsPerWeek };
}
