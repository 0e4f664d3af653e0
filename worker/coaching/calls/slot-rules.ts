import { sql, type SQL } from 'drizzle-orm';
import type { CoachAvailability } from '../../../schema/contract/coaching-calls.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { addDays, openSlots, sastDayOf, sastInstant, sastIso, weekOf, type BusyTime } from './slots.ts';

/*
 * The slot rules where a call is booked or moved: checked against the read first (for a clear answer), then held by
 * the write's own WHERE (so that what happened between the read and the write cannot break them).
 */

/** Whether a call of `durationMinutes` from `start` (ms, a whole minute) is one of the coach's open slots now. */
export function isOpenSlot(
  calendar: { availability: CoachAvailability; busy: BusyTime[]; callsPerWeek: Map<string, number>; now: Date },
  { start, durationMinutes }: { start: number; durationMinutes: number },
): boolean {
  if (start % 60_000 !== 0) return false;
  const day = sastDayOf(start);
  const slots = openSlots({
    rules: calendar.availability,
    durationMinutes,
    fromDay: day,
    toDay: day,
    busy: calendar.busy,
    callsPerWeek: calendar.callsPerWeek,
    now: calendar.now,
  });
  return slots.includes(sastIso(start));
}

/** The UTC bounds of the Monday-to-Sunday week a South African day is in. */
export function weekBounds(day: string) {
  const monday = weekOf(day);
  return {
    start: new Date(sastInstant(monday)).toISOString(),
    end: new Date(sastInstant(addDays(monday, 7))).toISOString(),
  };
}

/**
 * SQL that holds while the coach (`mentor`, SQL) is free from `startIso` to `endIso` with the buffer kept on both
 * sides, and their week is under the cap. `exceptCallId`: the call being moved does not stand in its own way.
 */
export function coachIsFree({
  mentor,
  startIso,
  endIso,
  availability,
  week,
  exceptCallId = 0,
}: {
  mentor: SQL;
  startIso: string;
  endIso: string;
  availability: Pick<CoachAvailability, 'bufferMinutes' | 'weeklyCap'>;
  week: { start: string; end: string };
  exceptCallId?: number;
}): SQL {
  const buffer = availability.bufferMinutes * 60_000;
  const from = new Date(Date.parse(startIso) - buffer).toISOString();
  const to = new Date(Date.parse(endIso) + buffer).toISOString();
  const free = sql`NOT EXISTS (SELECT 1 FROM coaching_calls y WHERE y.mentor_id = ${mentor} AND y.status = 'booked'
      AND y.starts_at < ${to} AND y.ends_at > ${from} AND y.id <> ${exceptCallId})`;
  if (availability.weeklyCap === null) return free;
  return sql`${free} AND (SELECT count(*) FROM coaching_calls z WHERE z.mentor_id = ${mentor}
      AND z.status <> 'cancelled' AND z.starts_at >= ${week.start} AND z.starts_at < ${week.end}
      AND z.id <> ${exceptCallId}) < ${availability.weeklyCap}`;
}

/** The partial UNIQUE index on a coach's booked start times refused a write. */
export const isStartTaken = (err: unknown) => isUniqueViolation(err, 'coaching_calls.mentor_id');
