import { sql, type SQL } from 'drizzle-orm';
import type { PaymentProviderName } from '../../schema/contract/coaching.ts';
import type { PaymentChange } from '../payments/provider.ts';

type TransferChange = Extract<PaymentChange, { kind: 'transfer' }>;

/**
 * A payout settled by the provider's verified transfer event (joined to that event's batch by
 * worker/billing/apply-event.ts). Only a transfer the app made changes anything: the payout with this reference, sent
 * through this provider, for exactly this amount in rand. Each change is a conditional UPDATE from the state it
 * leaves, so duplicates and late events change nothing:
 * - success: pending → paid;
 * - failed: pending → failed, and the amount goes back to the coach's balance;
 * - reversed: pending or paid → reversed, and the amount goes back (a reversal can follow a success).
 * The returning lines (coach +amount, paid_out −amount, source `payout-returned:{id}`) are posted for a payout that
 * has ended failed or reversed; their UNIQUE source posts them once, whichever event got there first.
 */
export function settleTransfer(
  change: TransferChange,
  { provider, nowIso }: { provider: PaymentProviderName; nowIso: string },
): SQL[] {
  const ours = sql`reference = ${change.reference} AND provider = ${provider}
    AND amount_cents = ${change.amountCents} AND ${change.currency} = 'ZAR'`;
  const from = change.status === 'reversed' ? sql`status IN ('pending', 'paid')` : sql`status = 'pending'`;
  const failure =
    change.status === 'paid'
      ? null
      : change.status === 'failed'
        ? 'The bank did not accept the transfer.'
        : 'The transfer was reversed.';
  const returned = sql`SELECT id, mentor_id, amount_cents FROM coach_payouts
    WHERE ${ours} AND status IN ('failed', 'reversed')`;
  return [
    sql`UPDATE coach_payouts SET status = ${change.status}, transfer_code = coalesce(transfer_code, ${change.transferCode}),
        failure_reason = ${failure}, settled_at = ${nowIso}, updated_at = ${nowIso}
      WHERE ${ours} AND ${from}`,
    ...(change.status === 'paid'
      ? []
      : [
          sql`INSERT INTO ledger_lines (account, mentor_id, amount_cents, source, payout_id)
            SELECT 'coach', mentor_id, amount_cents, 'payout-returned:' || id, id FROM (${returned}) WHERE true
            ON CONFLICT (source, account) DO NOTHING`,
          sql`INSERT INTO ledger_lines (account, mentor_id, amount_cents, source, payout_id)
            SELECT 'paid_out', mentor_id, -amount_cents, 'payout-returned:' || id, id FROM (${returned}) WHERE true
            ON CONFLICT (source, account) DO NOTHING`,
        ]),
  ];
}
