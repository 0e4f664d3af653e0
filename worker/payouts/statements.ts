import { sql, type SQL } from 'drizzle-orm';
import {
  monthBounds,
  monthOf,
  type AdminPayouts,
  type EarningsStatement,
  type PayoutView,
  type Reconciliation,
  type StatementLine,
} from '../../schema/contract/payouts.ts';
import { formatSastDateTime } from '../../schema/contract/share.ts';
import { myCoachProfile } from '../coaching/calls/availability.ts';
import { rawBatch, type Db } from '../db/client.ts';
import { notACoach } from './accounts.ts';
import { payoutSetupOf, type PayoutProvider } from './payout-provider.ts';

/*
 * What coaches and admins read of the ledger. Every balance here is a sum of ledger lines, never a stored total.
 */

const PAYOUT_COLUMNS = sql`p.id, p.period, p.amount_cents AS amountCents, p.status, p.created_at AS createdAt,
  p.settled_at AS settledAt`;

/** How many of a coach's payouts their statement lists (two years of monthly runs). */
const PAYOUTS_LISTED = 24;

type LineRow = {
  at: string;
  amountCents: number;
  source: string;
  callStartsAt: string | null;
  subscriberName: string | null;
  period: string | null;
};

function lineOf(row: LineRow): StatementLine {
  const base = { at: row.at, amountCents: row.amountCents };
  if (row.source.startsWith('call:')) {
    const when = row.callStartsAt ? formatSastDateTime(row.callStartsAt) : 'a call since removed';
    const who = row.subscriberName ? ` with ${row.subscriberName}` : '';
    return { ...base, kind: 'call', description: `Coaching call of ${when}${who}` };
  }
  if (row.source.startsWith('payout-returned:')) {
    return { ...base, kind: 'payout-returned', description: `Payout for ${row.period} returned to your balance` };
  }
  return { ...base, kind: 'payout', description: `Payout for ${row.period}` };
}

/**
 * `GET /api/coaching/earnings?month=YYYY-MM` (default this month, South African time): the coach's balance now, the
 * month's opening balance, its lines with what each came from, its closing balance, and their payouts. 403 for
 * anyone who is not a coach.
 */
export async function readEarnings(db: Db, userId: string, month: string | undefined, now = new Date()) {
  const shown = month ?? monthOf(now);
  const { startIso, endIso } = monthBounds(shown);
  const coach = myCoachProfile(userId);
  const mine = sql`account = 'coach' AND mentor_id = ${coach}`;
  const [check, sums, lines, payouts] = await rawBatch(db, [
    sql`SELECT ${coach} AS mentorId`,
    sql`SELECT coalesce(sum(amount_cents), 0) AS balance,
        coalesce(sum(CASE WHEN created_at < ${startIso} THEN amount_cents END), 0) AS opening,
        coalesce(sum(CASE WHEN created_at < ${endIso} THEN amount_cents END), 0) AS closing
      FROM ledger_lines WHERE ${mine}`,
    sql`SELECT l.created_at AS at, l.amount_cents AS amountCents, l.source, cc.starts_at AS callStartsAt,
        u.first_name AS subscriberName, p.period
      FROM ledger_lines l LEFT JOIN coaching_calls cc ON cc.id = l.call_id LEFT JOIN users u ON u.id = cc.mentee_id
        LEFT JOIN coach_payouts p ON p.id = l.payout_id
      WHERE l.account = 'coach' AND l.mentor_id = ${coach} AND l.created_at >= ${startIso} AND l.created_at < ${endIso}
      ORDER BY l.created_at, l.id`,
    sql`SELECT ${PAYOUT_COLUMNS} FROM coach_payouts p WHERE p.mentor_id = ${coach}
      ORDER BY p.id DESC LIMIT ${PAYOUTS_LISTED}`,
  ]);
  if (typeof check?.[0]?.mentorId !== 'number') throw notACoach();
  const total = sums![0] as { balance: number; opening: number; closing: number };
  return {
    month: shown,
    balanceCents: total.balance,
    openingCents: total.opening,
    closingCents: total.closing,
    lines: (lines as LineRow[]).map(lineOf),
    payouts: payouts as PayoutView[],
  } satisfies EarningsStatement;
}

/** `GET /api/admin/payouts`: every coach with a balance or an account, and the latest payouts. */
export async function readAdminPayouts(db: Db, provider: PayoutProvider | null): Promise<AdminPayouts> {
  const [coaches, payouts] = await rawBatch(db, [
    sql`SELECT m.id AS mentorId, m.name, coalesce(b.balance, 0) AS balanceCents,
        EXISTS (SELECT 1 FROM coach_payout_accounts a WHERE a.mentor_id = m.id AND a.provider = ${provider?.name ?? null})
          AS hasAccount
      FROM mentors m LEFT JOIN (SELECT mentor_id, sum(amount_cents) AS balance FROM ledger_lines
          WHERE account = 'coach' GROUP BY mentor_id) b ON b.mentor_id = m.id
      WHERE b.balance IS NOT NULL OR EXISTS (SELECT 1 FROM coach_payout_accounts a WHERE a.mentor_id = m.id)
      ORDER BY balanceCents DESC, m.name`,
    sql`SELECT ${PAYOUT_COLUMNS}, p.mentor_id AS mentorId, m.name FROM coach_payouts p JOIN mentors m ON m.id = p.mentor_id
      ORDER BY p.id DESC LIMIT 100`,
  ]);
  return {
    setup: payoutSetupOf(provider),
    coaches: (coaches as (Omit<AdminPayouts['coaches'][number], 'hasAccount'> & { hasAccount: number })[]).map(
      (row) => ({
        ...row,
        hasAccount: Boolean(row.hasAccount),
      }),
    ),
    payouts: payouts as AdminPayouts['payouts'],
  };
}

const accountSum = (account: string): SQL =>
  sql`(SELECT coalesce(sum(amount_cents), 0) FROM ledger_lines WHERE account = ${account})`;

/**
 * `GET /api/admin/money/reconciliation`: money in from the payments table, where it is from the ledger, and whether
 * `money in = refunded + paid out + coach balances + operator share` holds.
 */
export async function readReconciliation(db: Db): Promise<Reconciliation> {
  const [rows] = await rawBatch(db, [
    sql`SELECT (SELECT coalesce(sum(amount_cents), 0) FROM payments) AS moneyInCents,
        ${accountSum('refunded')} AS refundedCents, ${accountSum('paid_out')} AS paidOutCents,
        (SELECT coalesce(sum(amount_cents), 0) FROM coach_payouts WHERE status = 'pending') AS pendingPayoutCents,
        ${accountSum('coach')} AS coachBalancesCents, ${accountSum('operator')} AS operatorCents`,
  ]);
  const r = rows![0] as Omit<Reconciliation, 'holds'>;
  const holds = r.moneyInCents === r.refundedCents + r.paidOutCents + r.coachBalancesCents + r.operatorCents;
  return { ...r, holds };
}
