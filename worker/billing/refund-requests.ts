import { sql, type SQL } from 'drizzle-orm';
import { REFUND_MESSAGES } from '../../schema/contract/refunds.ts';
import { rawBatch, type Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { PaymentProviderError, type PaymentProvider } from '../payments/provider.ts';
import { AUTOMATIC_REFUND_REASONS } from './refund-effects.ts';

/**
 * Asking a provider for refunds (docs/decisions/034-money-ledger.md). The refunds row is written first, by a
 * conditional INSERT that holds only while the amount fits in what is left of the payment (its amount less every
 * refund not failed), so two admins refunding at once can never refund more than was paid. Then the provider is
 * asked; if it refuses, the row is marked failed with its reason (and no longer counts against the payment). The
 * refund is settled only by the provider's verified webhook (refund-effects.ts), never by the provider's answer.
 */

type PendingRefund = {
  id: number;
  paymentId: number;
  paymentProvider: string;
  providerPaymentId: string;
  amountCents: number;
  currency: string;
  reason: string;
};

/** What an ask came to: the provider accepted it (the webhook settles it), or it failed with a reason. */
export type AskOutcome = { ok: true } | { ok: false; message: string };

/**
 * `POST /api/admin/payments/:id/refunds`: records the refund and asks the provider. 404 for no such payment, 409
 * when the amount is more than is left, 502 (the row marked failed) when the provider refuses. `reads` run in the
 * same round trip as the provider's answer is stored (the route's answer); their rows are answered.
 */
export async function refundPayment(input: {
  db: Db;
  provider: PaymentProvider | null;
  paymentId: number;
  amountCents: number;
  reason: string;
  releases: boolean;
  adminId: string;
  reads: SQL[];
}): Promise<Record<string, unknown>[][]> {
  const { db, paymentId, amountCents, adminId } = input;
  // One round trip: the conditional insert, the refund it made (none when the amount does not fit), what is left,
  // the subscription whose renewal stops if the admin ends it, and the audit log's line.
  const [, asked, left, renewing] = await rawBatch(db, [
    sql`insert into refunds (payment_id, amount_cents, reason, releases, requested_by)
      select p.id, ${amountCents}, ${input.reason}, ${input.releases ? 1 : 0}, ${adminId} from payments p
      where p.id = ${paymentId} and ${amountCents} <= ${leftToRefund}`,
    pendingRefundsSelect(sql`changes() = 1 and r.id = last_insert_rowid() and r.payment_id = ${paymentId}
      and r.requested_by = ${adminId}`),
    sql`select ${leftToRefund} as "left" from payments p where p.id = ${paymentId}`,
    sql`select s.provider_subscription_id as "providerSubscriptionId", s.provider_customer_id as "providerCustomerId"
      from payments p join coaching_subscriptions s on s.id = p.subscription_id
      where p.id = ${paymentId} and ${input.releases ? 1 : 0} = 1 and s.provider_subscription_id is not null
        and s.cancel_at_period_end = 0`,
    // Last: the reads above find the refund by last_insert_rowid(), which this insert moves on.
    sql`insert into admin_audit_log (admin_id, action, target_type, target_id, detail)
      select ${adminId}, 'payment.refund', 'payment', ${String(paymentId)},
        json_object('refundId', r.id, 'amountCents', r.amount_cents, 'reason', r.reason, 'releases', r.releases)
      from refunds r where changes() = 1 and r.id = last_insert_rowid() and r.payment_id = ${paymentId}
        and r.requested_by = ${adminId}`,
  ]);
  const refund = asked?.[0] as PendingRefund | undefined;
  if (!refund) {
    const leftCents = left?.[0]?.left;
    if (typeof leftCents !== 'number') throw new HttpError(404, REFUND_MESSAGES.paymentNotFound);
    throw new HttpError(409, REFUND_MESSAGES.tooMuch(leftCents));
  }
  const { outcome, rows } = await askProvider(db, input.provider, refund, input.reads);
  if (!outcome.ok) throw new HttpError(502, REFUND_MESSAGES.providerRefused(outcome.message));
  const subscription = renewing?.[0] as Subscription | undefined;
  if (subscription) await stopRenewal(db, input.provider!, paymentId, subscription);
  return rows;
}

/** What is left to refund of payment `p`: its amount less every refund not failed (pending ones count). */
const leftToRefund = sql`(p.amount_cents - (select coalesce(sum(o.amount_cents), 0) from refunds o
  where o.payment_id = p.id and o.status <> 'failed'))`;

/**
 * After a verified event applied: the refunds its batch recorded on the app's own account (a payment for a closed
 * checkout, a seat paid for after its hold lapsed with the event full) are asked of the provider. Only refunds of
 * the payment this event named, not yet sent, so a concurrent admin request is never sent twice.
 */
export async function requestAutomaticRefunds(db: Db, provider: PaymentProvider, providerPaymentId: string | null) {
  if (!providerPaymentId) return;
  const due = await pendingRefunds(
    db,
    sql`r.requested_by is null and r.provider_refund_id is null and p.provider = ${provider.name}
      and p.provider_payment_id = ${providerPaymentId}`,
  );
  for (const refund of due) await askProvider(db, provider, refund);
}

/**
 * A cancelled paid event, in two steps. `eventRefundStatements` join the cancel's batch: every payment for a seat
 * at it that has money left to refund gets a refund of all that is left, and the last statement reads them back.
 * `askForEventRefunds` then asks the provider for each (the last statement's rows): a failure is recorded on its
 * refund (the admin sees it in the console) and never stops the others or the cancellation. Answers how many were
 * asked and how many failed.
 */
export function eventRefundStatements(eventId: number): SQL[] {
  return [
    sql`insert into refunds (payment_id, amount_cents, reason, releases, requested_by)
      select p.id, ${leftToRefund}, ${AUTOMATIC_REFUND_REASONS.eventCancelled}, 0, null from payments p
      where p.event_id = ${eventId} and p.kind = 'event_seat' and ${leftToRefund} > 0`,
    pendingRefundsSelect(sql`p.event_id = ${eventId} and r.requested_by is null and r.provider_refund_id is null
      and r.reason = ${AUTOMATIC_REFUND_REASONS.eventCancelled}`),
  ];
}

export async function askForEventRefunds(
  db: Db,
  provider: PaymentProvider | null,
  due: Record<string, unknown>[] = [],
): Promise<{ asked: number; failed: number }> {
  let failed = 0;
  for (const refund of due as PendingRefund[]) if (!(await askProvider(db, provider, refund)).outcome.ok) failed++;
  return { asked: due.length, failed };
}

/** The pending refunds `where` names (on `r`, the refund, and `p`, its payment), with what asking needs. */
const pendingRefundsSelect = (where: SQL) =>
  sql`select r.id as "id", p.id as "paymentId", p.provider as "paymentProvider",
      p.provider_payment_id as "providerPaymentId", r.amount_cents as "amountCents", p.currency as "currency",
      r.reason as "reason"
    from refunds r join payments p on p.id = r.payment_id
    where r.status = 'pending' and ${where}
    order by r.id`;

async function pendingRefunds(db: Db, where: SQL): Promise<PendingRefund[]> {
  const [rows] = await rawBatch(db, [pendingRefundsSelect(where)]);
  return (rows ?? []) as PendingRefund[];
}

/**
 * Asks the provider for one recorded refund. Accepted: the provider's refund id is remembered (its webhook may have
 * linked it already). Refused, or the payment was taken through a provider this server no longer uses: the refund is
 * marked failed with the reason, unless its webhook has settled it meanwhile. `reads` run in the same round trip,
 * after; their rows are answered.
 */
async function askProvider(
  db: Db,
  provider: PaymentProvider | null,
  refund: PendingRefund,
  reads: SQL[] = [],
): Promise<{ outcome: AskOutcome; rows: Record<string, unknown>[][] }> {
  let outcome: AskOutcome;
  let record: SQL;
  try {
    if (!provider || provider.name !== refund.paymentProvider) {
      throw new PaymentProviderError(REFUND_MESSAGES.otherProvider(refund.paymentProvider));
    }
    const { providerRefundId } = await provider.refund({
      refundId: refund.id,
      providerPaymentId: refund.providerPaymentId,
      amountCents: refund.amountCents,
      currency: refund.currency,
      reason: refund.reason,
    });
    outcome = { ok: true };
    record = sql`update refunds set provider_refund_id = ${providerRefundId}
      where id = ${refund.id} and provider_refund_id is null
        and not exists (select 1 from refunds o where o.provider_refund_id = ${providerRefundId})`;
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    outcome = { ok: false, message: err.message };
    const nowIso = new Date().toISOString();
    record = sql`update refunds set status = 'failed', failure_reason = ${err.message}, settled_at = ${nowIso},
        updated_at = ${nowIso}
      where id = ${refund.id} and status = 'pending'`;
  }
  const [, ...rows] = await rawBatch(db, [record, ...reads]);
  return { outcome, rows };
}

/**
 * The admin chose to end the subscription a refunded month paid for: its renewal is stopped at the provider now (the
 * row itself ends when the refund settles). A provider that refuses leaves it renewing; the audit log says so for
 * the admin, and the refund itself stands.
 */
type Subscription = { providerSubscriptionId: string; providerCustomerId: string | null };

async function stopRenewal(db: Db, provider: PaymentProvider, paymentId: number, subscription: Subscription) {
  try {
    await provider.cancelAtPeriodEnd(subscription);
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    await rawBatch(db, [
      sql`insert into admin_audit_log (admin_id, action, target_type, target_id, detail)
        values (null, 'subscription.renewal_not_stopped', 'payment', ${String(paymentId)}, ${err.message})`,
    ]);
  }
}
