import { sql, type SQL } from 'drizzle-orm';
import { COACHING_CALL_MESSAGES } from '../../../schema/contract/coaching-calls.ts';
import { HttpError } from '../../http/errors.ts';

/*
 * Who may book with a coach (decision 033): a member with an active subscription and an active connection to that coach.
 * Read beside everything else a booking needs, then checked in order, so the first rule broken is the one answered.
 */

type Row = Record<string, unknown>;

/** The caller's active subscription: its plan's call length and allowance, and the calls counted this period. */
export function activeSubscriptionQuery(userId: string): SQL {
  return sql`SELECT s.id AS subscriptionId, coalesce(s.current_period_end, '') AS periodEnd,
      p.session_duration_minutes AS durationMinutes, p.max_sessions_per_month AS callsAllowed,
      (SELECT count(*) FROM coaching_calls x
        WHERE x.subscription_id = s.id AND x.period_end = coalesce(s.current_period_end, '') AND x.counts = 1)
        AS callsUsed
    FROM coaching_subscriptions s JOIN coaching_plans p ON p.id = s.plan_id
    WHERE s.user_id = ${userId} AND s.status = 'active'
    ORDER BY s.id DESC LIMIT 1`;
}

/** The connection `where` names (over `c`), with the names its notices use. */
export function connectionQuery(where: SQL): SQL {
  return sql`SELECT c.id AS connectionId, c.status AS status, c.mentor_id AS mentorId, m.user_id AS coachUserId,
      m.name AS coachName, trim(u.first_name || ' ' || u.last_name) AS subscriberName
    FROM coaching_connections c JOIN mentors m ON m.id = c.mentor_id JOIN users u ON u.id = c.mentee_id
    WHERE ${where}`;
}

export type Booker = {
  subscriptionId: number;
  periodEnd: string;
  durationMinutes: number;
  callsAllowed: number;
  callsUsed: number;
  connectionId: number;
  mentorId: number;
  coachUserId: string;
  coachName: string;
  subscriberName: string;
};

/** The booker from the rows of the two queries above, or the refusal of the first rule they break. */
export function bookerOf(subscription: Row[] | undefined, connection: Row[] | undefined): Booker {
  const sub = subscription?.[0];
  if (!sub) throw new HttpError(403, COACHING_CALL_MESSAGES.subscriptionRequired);
  const pair = connection?.[0];
  if (!pair) throw new HttpError(403, COACHING_CALL_MESSAGES.connectionRequired);
  if (pair.status !== 'active') throw new HttpError(403, COACHING_CALL_MESSAGES.connectionRequired);
  return {
    subscriptionId: Number(sub.subscriptionId),
    periodEnd: String(sub.periodEnd),
    durationMinutes: Number(sub.durationMinutes),
    callsAllowed: Number(sub.callsAllowed),
    callsUsed: Number(sub.callsUsed),
    connectionId: Number(pair.connectionId),
    mentorId: Number(pair.mentorId),
    coachUserId: String(pair.coachUserId),
    coachName: String(pair.coachName),
    subscriberName: String(pair.subscriberName),
  };
}
