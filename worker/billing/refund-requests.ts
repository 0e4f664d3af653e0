import { sql } from 'drizzle-orm';
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
 * when the amount is more than is left, 502 (the row marked failed) when the provider refuses.
 */
export async function refundPayment(input: {
  db: Db;
  provider: PaymentProvider | null;
  paymentId: number;
  amountCents: number;
  reason: string;
  releases: boolean;
  adminId: string;
}): Promise<void> {
  const { db, paymentId, amountCents } = input;
  const [inserted] = await rawBatch(db, [
    sql`insert into refunds (payment_id, amount_cents, reason, releases, requested_by)
      select p.id, ${amountCents}, ${input.reason}, ${input.releases ? 1 : 0}, ${input.adminId} from payments p
      where p.id = ${paymentId} and ${amountCents} <= ${leftToRefund}
      returning id`,
  ]);
  const refundId = inserted?.[0]?.id;
  if (typeof refundId !== 'number') {
    const [rows] = await rawBatch(db, [
      sql`select ${leftToRefund} as "left" from payments p where p.id = ${paymentId}`,
    ]);
    const left = rows?.[0]?.left;
    if (typeof left !== 'number') throw new HttpError(404, REFUND_MESSAGES.paymentNotFound);
    throw new HttpError(409, REFUND_MESSAGES.tooMuch(left));
  }
  const [refund] = await pendingRefunds(db, sql`r.id = ${refundId}`);
  const outcome = await askProvider(db, input.provider, refund!);
  if (!outcome.ok) throw new HttpError(502, REFUND_MESSAGES.providerRefused(outcome.message));
  if (input.releases) await stopRenewal(db, input.provider!, paymentId);
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
 * A cancelled paid event: every payment for a seat at it that has money left to refund is refunded in full of what
 * is left, each recorded first and then asked of the provider. A failure is recorded on its refund (the admin sees
 * it in the console) and never stops the others or the cancellation. Answers how many were asked and how many failed.
 */
export async function refundEventPayments(db: Db, provider: PaymentProvider | null, eventId: number) {
  await rawBatch(db, [
    sql`insert into refunds (payment_id, amount_cents, reason, releases, requested_by)
      select p.id, ${leftToRefund}, ${AUTOMATIC_REFUND_REASONS.eventCancelled}, 0, null from payments p
      where p.event_id = ${eventId} and p.kind = 'event_seat' and ${leftToRefund} > 0`,
  ]);
  const due = await pendingRefunds(
    db,
    sql`p.event_id = ${eventId} and r.requested_by is null and r.provider_refund_id is null
      and r.reason = ${AUTOMATIC_REFUND_REASONS.eventCancelled}`,
  );
  let failed = 0;
  for (const refund of due) if (!(await askProvider(db, provider, refund)).ok) failed++;
  return { asked: due.length, failed };
}

async function pendingRefunds(db: Db, where: ReturnType<typeof sql>): Promise<PendingRefund[]> {
  const [rows] = await rawBatch(db, [
    sql`select r.id as "id", p.id as "paymentId", p.provider as "paymentProvider",
        p.provider_payment_id as "providerPaymentId", r.amount_cents as "amountCents", p.currency as "currency",
        r.reason as "reason"
      from refunds r join payments p on p.id = r.payment_id
      where r.status = 'pending' and ${where}
      order by r.id`,
  ]);
  return (rows ?? []) as PendingRefund[];
}

/**
 * Asks the provider for one recorded refund. Accepted: the provider's refund id is remembered (its webhook may have
 * linked it already). Refused, or the payment was taken through a provider this server no longer uses: the refund is
 * marked failed with the reason, unless its webhook has settled it meanwhile.
 */
async function askProvider(db: Db, provider: PaymentProvider | null, refund: PendingRefund): Promise<AskOutcome> {
  let outcome: AskOutcome;
  if (!provider || provider.name !== refund.paymentProvider) {
    outcome = { ok: false, message: REFUND_MESSAGES.otherProvider(refund.paymentProvider) };
  } else {
    try {
      const { providerRefundId } = await provider.refund({
        refundId: refund.id,
        providerPaymentId: refund.providerPaymentId,
        amountCents: refund.amountCents,
        currency: refund.currency,
        reason: refund.reason,
      });
      await rawBatch(db, [
        sql`update refunds set provider_refund_id = ${providerRefundId}
          where id = ${refund.id} and provider_refund_id is null
            and not exists (select 1 from refunds o where o.provider_refund_id = ${providerRefundId})`,
      ]);
      return { ok: true };
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      outcome = { ok: false, message: err.message };
    }
  }
  const nowIso = new Date().toISOString();
  await rawBatch(db, [
    sql`update refunds set status = 'failed', failure_reason = ${outcome.message}, settled_at = ${nowIso},
        updated_at = ${nowIso}
      where id = ${refund.id} and status = 'pending'`,
  ]);
  return outcome;
}

/**
 * The admin chose to end the subscription a refunded month paid for: its renewal is stopped at the provider now (the
 * row itself ends when the refund settles). A provider that refuses leaves it renewing; the audit log says so for
 * the admin, and the refund itself stands.
 */
async function stopRenewal(db: Db, provider: PaymentProvider, paymentId: number) {
  const [rows] = await rawBatch(db, [
    sql`select s.provider_subscription_id as "subscriptionId", s.provider_customer_id as "customerId"
      from payments p join coaching_subscriptions s on s.id = p.subscription_id
      where p.id = ${paymentId} and s.provider_subscription_id is not null and s.cancel_at_period_end = 0`,
  ]);
  const subscription = rows?.[0] as { subscriptionId: string; customerId: string | null } | undefined;
  if (!subscription) return;
  try {
    await provider.cancelAtPeriodEnd({
      providerSubscriptionId: subscription.subscriptionId,
      providerCustomerId: subscription.customerId,
    });
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    await rawBatch(db, [
      sql`insert into admin_audit_log (admin_id, action, target_type, target_id, detail)
        values (null, 'subscription.renewal_not_stopped', 'payment', ${String(paymentId)}, ${err.message})`,
    ]);
  }
}
