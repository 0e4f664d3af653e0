import { sql } from 'drizzle-orm';
import {
  COACHING_CALL_MESSAGES,
  COACHING_TIME_ZONE,
  SLOTS_MAX_DAYS,
  daysBetween,
  type CoachingSlots,
} from '../../../schema/contract/coaching-calls.ts';
import { rawBatch, type Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { activeSubscriptionQuery, bookerOf, connectionQuery } from './booker.ts';
import { coachCalendarOf, coachCalendarQueries } from './coach-calendar.ts';
import { addDays, openSlots, sastDayOf } from './slots.ts';

/** Without `to`, a slots request covers two weeks. */
const DEFAULT_DAYS = 14;

/** `GET /api/coaching/coaches/{mentorId}/slots`: one D1 round trip, then the computation (slots.ts). */
export async function readSlots({
  db,
  userId,
  mentorId,
  from,
  to,
  now,
}: {
  db: Db;
  userId: string;
  mentorId: number;
  from?: string;
  to?: string;
  now: Date;
}): Promise<CoachingSlots> {
  const fromDay = from ?? sastDayOf(now.getTime());
  const toDay = to ?? addDays(fromDay, DEFAULT_DAYS - 1);
  if (toDay < fromDay) throw new HttpError(400, COACHING_CALL_MESSAGES.slotsOrder);
  if (daysBetween(fromDay, toDay) >= SLOTS_MAX_DAYS) throw new HttpError(400, COACHING_CALL_MESSAGES.slotsRange);
  const [subscription, connection, ...calendar] = await rawBatch(db, [
    activeSubscriptionQuery(userId),
    connectionQuery(sql`c.mentee_id = ${userId} AND c.mentor_id = ${mentorId}`),
    ...coachCalendarQueries(sql`${mentorId}`, fromDay, toDay),
  ]);
  const booker = bookerOf(subscription, connection);
  const { availability, busy, callsPerWeek } = coachCalendarOf(calendar);
  return {
    timeZone: COACHING_TIME_ZONE,
    durationMinutes: booker.durationMinutes,
    from: fromDay,
    to: toDay,
    slots: openSlots({
      rules: availability,
      durationMinutes: booker.durationMinutes,
      fromDay,
      toDay,
      busy,
      callsPerWeek,
      now,
    }),
  };
}
