import { sql, type SQL } from 'drizzle-orm';
import { COACH_SHARE } from '../../schema/contract/payouts.ts';

/*
 * A coach's earnings (docs/decisions/034-money-ledger.md): each completed call, and each call the subscriber missed,
 * moves the coach's share of the subscriber's monthly price from the operator's account to the coach's, as two ledger
 * lines with the source `call:{id}` (UNIQUE per account, so a call credits once). A coach's no-show or a cancellation
 * credits nothing.
 */

/**
 * The coach's share of one call: the monthly amount the subscription was sold at (the plan's price for rows made
 * before amounts were recorded) × COACH_SHARE, divided by the plan's calls per month, rounded to the cent. NULL (posts
 * nothing) for a plan without calls.
 */
const shareOf = (call: SQL) => sql`(SELECT CAST(round(coalesce(s.amount_cents, p.price_cents) * ${COACH_SHARE}
    / nullif(p.max_sessions_per_month, 0)) AS INTEGER)
  FROM coaching_calls cc JOIN coaching_subscriptions s ON s.id = cc.subscription_id
    JOIN coaching_plans p ON p.id = s.plan_id
  WHERE cc.id = ${call})`;

/**
 * The statements that credit the coach for a call whose outcome this request's token set: they join the batch of the
 * outcome's UPDATE (worker/coaching/calls/change-call.ts) and act only where that token is stored and the outcome
 * earns (completed, or the subscriber's no-show), so of two people marking a call at once only the winner's post.
 */
export function creditCallEarning(callId: number, outcomeToken: string): SQL[] {
  const earned = sql`SELECT cc.id AS call_id, cc.mentor_id, ${shareOf(sql`cc.id`)} AS share FROM coaching_calls cc
    WHERE cc.id = ${callId} AND cc.outcome_token = ${outcomeToken}
      AND (cc.status = 'completed' OR (cc.status = 'no_show' AND cc.no_show_by = 'subscriber'))`;
  return [
    sql`INSERT INTO ledger_lines (account, mentor_id, amount_cents, source, call_id)
      SELECT 'operator', NULL, -share, 'call:' || call_id, call_id FROM (${earned}) WHERE share > 0
      ON CONFLICT (source, account) DO NOTHING`,
    sql`INSERT INTO ledger_lines (account, mentor_id, amount_cents, source, call_id)
      SELECT 'coach', mentor_id, share, 'call:' || call_id, call_id FROM (${earned}) WHERE share > 0
      ON CONFLICT (source, account) DO NOTHING`,
  ];
}

/**
 * The same two lines as rows to insert, for a call that was completed when it was written (the demo seed's), so
 * seeded earnings follow the same rule as earned ones.
 */
export function callEarningRows(call: SQL<number>, mentorId: SQL<number>) {
  const source = sql<string>`('call:' || ${call})`;
  const share = shareOf(call);
  return [
    { account: 'operator' as const, mentorId: null, amountCents: sql<number>`-${share}`, source, callId: call },
    { account: 'coach' as const, mentorId, amountCents: sql<number>`${share}`, source, callId: call },
  ];
}
