import { sql } from 'drizzle-orm';
import { monthOf, PAYOUT_MINIMUM_CENTS, type PayoutRunResult } from '../../schema/contract/payouts.ts';
import { rawBatch, type Db } from '../db/client.ts';
import { PaymentProviderError } from '../payments/provider.ts';
import type { PayoutProvider } from './payout-provider.ts';

/**
 * The monthly payout run (the daily cron, and the admin console's "Run payouts"). It pays for the month that has
 * ended: each coach with a payout account at this provider and a balance of at least R100 gets ONE payout for that
 * month, whose reference `payout-{mentorId}-{YYYY-MM}` is UNIQUE, so running again (the next day's cron, a second
 * click, two at once) creates none. The daily cron makes the 1st the pay day and any later day a retry.
 *
 * 1. One batch: the conditional INSERT of the payouts, and for each payout it created the lines moving its amount from
 *    the coach's balance to paid_out (source `payout:{id}`, UNIQUE, so only a new payout gets them).
 * 2. Then the provider is asked to send each pending payout that has no transfer code yet (including earlier ones
 *    whose call failed on the network): the reference makes the provider's side idempotent too.
 * Only the provider's verified transfer webhook settles a payout (settle.ts); a failure to ask leaves it pending.
 */
export async function runPayouts({
  db,
  provider,
  now = new Date(),
}: {
  db: Db;
  provider: PayoutProvider;
  now?: Date;
}): Promise<PayoutRunResult> {
  const period = monthOf(now, -1);
  const nowIso = now.toISOString();
  const [created, , , unsent] = await rawBatch(db, [
    sql`INSERT INTO coach_payouts (mentor_id, period, reference, amount_cents, provider, created_at, updated_at)
      SELECT a.mentor_id, ${period}, 'payout-' || a.mentor_id || '-' || ${period}, b.balance, ${provider.name},
        ${nowIso}, ${nowIso}
      FROM coach_payout_accounts a
        JOIN (SELECT mentor_id, sum(amount_cents) AS balance FROM ledger_lines WHERE account = 'coach'
          GROUP BY mentor_id) b ON b.mentor_id = a.mentor_id
      WHERE a.provider = ${provider.name} AND b.balance >= ${PAYOUT_MINIMUM_CENTS}
      ON CONFLICT (reference) DO NOTHING
      RETURNING id`,
    sql`INSERT INTO ledger_lines (account, mentor_id, amount_cents, source, payout_id, created_at)
      SELECT 'coach', mentor_id, -amount_cents, 'payout:' || id, id, ${nowIso} FROM coach_payouts
      WHERE period = ${period} AND provider = ${provider.name}
      ON CONFLICT (source, account) DO NOTHING`,
    sql`INSERT INTO ledger_lines (account, mentor_id, amount_cents, source, payout_id, created_at)
      SELECT 'paid_out', mentor_id, amount_cents, 'payout:' || id, id, ${nowIso} FROM coach_payouts
      WHERE period = ${period} AND provider = ${provider.name}
      ON CONFLICT (source, account) DO NOTHING`,
    // Read in the same batch, so it sees the payouts just created.
    sql`SELECT p.id, p.reference, p.amount_cents AS amountCents, p.period, a.recipient_code AS recipientCode
      FROM coach_payouts p JOIN coach_payout_accounts a ON a.mentor_id = p.mentor_id AND a.provider = p.provider
      WHERE p.status = 'pending' AND p.transfer_code IS NULL AND p.provider = ${provider.name}
      ORDER BY p.id`,
  ]);
  let sent = 0;
  let failed = 0;
  for (const payout of unsent as {
    id: number;
    reference: string;
    amountCents: number;
    period: string;
    recipientCode: string;
  }[]) {
    try {
      const { transferCode } = await provider.transfer({
        reference: payout.reference,
        amountCents: payout.amountCents,
        recipientCode: payout.recipientCode,
        reason: `Sebenza coaching earnings, ${payout.period}`,
      });
      await rawBatch(db, [
        sql`UPDATE coach_payouts SET transfer_code = coalesce(transfer_code, ${transferCode}), updated_at = ${nowIso}
          WHERE id = ${payout.id}`,
      ]);
      sent++;
    } catch (err) {
      // Left pending without a transfer code: the next run asks again with the same reference.
      if (!(err instanceof PaymentProviderError)) throw err;
      console.warn(`Payout ${payout.reference} could not be sent: ${err.message}`);
      failed++;
    }
  }
  return { created: created?.length ?? 0, sent, failed };
}
