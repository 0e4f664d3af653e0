import { sql } from 'drizzle-orm';
import { COACHING_CALL_MESSAGES as M, type CoachingCall } from '../../../schema/contract/coaching-calls.ts';
import { formatSastDateTime } from '../../../schema/contract/share.ts';
import { rawBatch, type Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { activeSubscriptionQuery, bookerOf, connectionQuery } from './booker.ts';
import { oneCall, callReadQueries } from './call-view.ts';
import { coachCalendarOf, coachCalendarQueries } from './coach-calendar.ts';
import { callNotice } from './notices.ts';
import { coachIsFree, isOpenSlot, isStartTaken, weekBounds } from './slot-rules.ts';
import { sastDayOf } from './slots.ts';

/**
 * `POST /api/coaching/calls` (decision 033). Trip 1, beside the sign-in check: the caller's subscription and
 * connection and the coach's day. The time must be one of the open slots computed from them. Trip 2: ONE conditional
 * INSERT whose WHERE holds every rule concurrency could break (subscription and connection active, calls left this
 * period, the coach free within the buffer, the week under the cap), the coach's notice, and the answer.
 */
export async function bookCall({
  db,
  userId,
  connectionId,
  startsAt,
  now,
}: {
  db: Db;
  userId: string;
  connectionId: number;
  startsAt: string;
  now: Date;
}): Promise<CoachingCall> {
  const start = Date.parse(startsAt);
  const day = sastDayOf(start);
  const mine = sql`c.id = ${connectionId} AND c.mentee_id = ${userId}`;
  const mentor = sql`(SELECT c.mentor_id FROM coaching_connections c WHERE ${mine})`;
  const [subscription, connection, ...calendar] = await rawBatch(db, [
    activeSubscriptionQuery(userId),
    connectionQuery(mine),
    ...coachCalendarQueries(mentor, day, day),
  ]);
  if (subscription?.length && !connection?.length) throw new HttpError(404, M.connectionNotFound);
  const booker = bookerOf(subscription, connection);
  if (booker.callsUsed >= booker.callsAllowed) throw new HttpError(409, M.noCallsLeft);
  const { availability, busy, callsPerWeek } = coachCalendarOf(calendar);
  const slot = { start, durationMinutes: booker.durationMinutes };
  if (!isOpenSlot({ availability, busy, callsPerWeek, now }, slot)) throw new HttpError(409, M.notASlot);

  const startIso = new Date(start).toISOString();
  const endIso = new Date(start + booker.durationMinutes * 60_000).toISOString();
  const code = crypto.randomUUID();
  const week = weekBounds(day);
  const thisCall = sql`cc.video_code = ${code}`;
  let answers;
  try {
    answers = await rawBatch(db, [
      sql`INSERT INTO coaching_calls
          (connection_id, subscription_id, mentee_id, mentor_id, starts_at, ends_at, period_end, video_code)
        SELECT c.id, s.id, c.mentee_id, c.mentor_id, ${startIso}, ${endIso}, coalesce(s.current_period_end, ''), ${code}
        FROM coaching_connections c
          JOIN coaching_subscriptions s ON s.id = ${booker.subscriptionId}
          JOIN coaching_plans p ON p.id = s.plan_id
        WHERE ${mine} AND c.status = 'active' AND s.user_id = ${userId} AND s.status = 'active'
          AND (SELECT count(*) FROM coaching_calls x WHERE x.subscription_id = s.id
                AND x.period_end = coalesce(s.current_period_end, '') AND x.counts = 1) < p.max_sessions_per_month
          AND ${coachIsFree({ mentor: sql`c.mentor_id`, startIso, endIso, availability, week })}`,
      ...callNotice(db, {
        kind: 'coaching-call-booked',
        key: `coaching-call-booked:${code}`,
        text: `${booker.subscriberName} booked a coaching call with you for ${formatSastDateTime(startIso)}.`,
        recipients: sql`SELECT m.user_id FROM coaching_calls cc JOIN mentors m ON m.id = cc.mentor_id WHERE ${thisCall}`,
      }),
      activeSubscriptionQuery(userId),
      ...callReadQueries(thisCall, userId),
    ]);
  } catch (err) {
    // The partial UNIQUE index on the coach's booked starts: another booking took this very start first.
    if (isStartTaken(err)) throw new HttpError(409, M.slotTaken);
    throw err;
  }
  const [steps, rows, after] = [answers.pop()!, answers.pop()!, answers.pop()!];
  if (rows.length) return oneCall(rows, steps, { userId, now });
  // Nothing was booked: say which rule a request that ran first made this one break.
  const current = after[0];
  if (!current) throw new HttpError(403, M.subscriptionRequired);
  if (Number(current.callsUsed) >= Number(current.callsAllowed)) throw new HttpError(409, M.noCallsLeft);
  throw new HttpError(409, M.slotTaken);
}
