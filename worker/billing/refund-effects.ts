import { sql, type SQL } from 'drizzle-orm';
import type { PaymentProviderName } from '../../schema/contract/coaching.ts';
import type { BusinessDetails } from '../env.ts';
import type { PaymentChange } from '../payments/provider.ts';
import { creditNoteStatements } from './money-documents.ts';

/**
 * Refunds in the payment state machine (apply-event.ts; docs/decisions/034-money-ledger.md). A refund event
 * changes something only when it matches a refund the app asked for, and a refund settles exactly once: every
 * effect below is conditioned on the refund still being `pending`, and the statement that moves it out of
 * `pending` comes last in the batch. So a duplicate, or a `failed` after a `succeeded` (or the reverse), finds it
 * settled and changes nothing; the first final word wins.
 */

type RefundChange = Extract<PaymentChange, { kind: 'refund' }>;

/**
 * The refunds row an event is about, as a subquery evaluated when each statement runs. It must be against the
 * payment the event names, at this provider, for exactly the amount and currency. Among those: the row our
 * metadata names (Stripe, the test checkout), else the one linked to the provider's refund id; a provider whose
 * events carry neither (Paystack) settles the payment's oldest pending refund of that amount.
 */
function matchedRefund(change: RefundChange, provider: PaymentProviderName): SQL {
  const { refundId, providerRefundId } = change;
  return sql`(select r.id from refunds r join payments p on p.id = r.payment_id
    where p.provider = ${provider} and p.provider_payment_id = ${change.providerPaymentId}
      and r.amount_cents = ${change.amountCents} and p.currency = ${change.currency}
      and (r.id = ${refundId} or r.provider_refund_id = ${providerRefundId}
        or (${refundId} is null and ${providerRefundId} is null))
    order by case when r.id = ${refundId} then 0 when r.provider_refund_id = ${providerRefundId} then 1 else 2 end,
      r.status <> 'pending', r.id
    limit 1)`;
}

/** The statements of one verified refund event, for its batch. */
export function refundEffects(
  change: RefundChange,
  context: { provider: PaymentProviderName; nowIso: string; business: BusinessDetails },
): SQL[] {
  if (change.amountCents === null || change.currency === null || change.providerPaymentId === null) return [];
  const { nowIso } = context;
  const refund = matchedRefund(change, context.provider);
  // The provider's id is remembered on first sight (never moved, never taken from another row).
  const link = sql`update refunds set provider_refund_id = ${change.providerRefundId}, updated_at = ${nowIso}
    where id = ${refund} and provider_refund_id is null and ${change.providerRefundId} is not null
      and not exists (select 1 from refunds o where o.provider_refund_id = ${change.providerRefundId})`;
  switch (change.status) {
    case 'pending':
      return [link];
    case 'failed':
      return [
        link,
        sql`update refunds set status = 'failed', failure_reason = ${change.failureReason ?? 'The provider could not complete the refund.'},
            settled_at = ${nowIso}, updated_at = ${nowIso}
          where id = ${refund} and status = 'pending'`,
      ];
    case 'succeeded':
      return [link, ...settled(refund, nowIso, context.business)];
  }
}

/**
 * A refund that succeeded: the ledger moves its amount from the operator's account to `refunded`, its credit note
 * is issued (which tells the member), the seat or subscription is released if the admin chose so, and last the row is
 * marked succeeded. Everything before that last statement reads the row while it is still pending.
 */
function settled(refund: SQL, nowIso: string, business: BusinessDetails): SQL[] {
  const pendingRefund = sql`r.id = ${refund} and r.status = 'pending'`;
  const ofRefund = (select: SQL, where: SQL = sql`true`) =>
    sql`${select} from refunds r join payments p on p.id = r.payment_id where ${pendingRefund} and ${where}`;
  const ledger = (account: 'operator' | 'refunded', sign: 1 | -1) =>
    sql`insert into ledger_lines (account, amount_cents, source, payment_id, refund_id)
      ${ofRefund(sql`select ${account}, ${sign} * r.amount_cents, 'refund:' || r.id, p.id, r.id`)}
      on conflict (source, account) do nothing`;
  const releasing = (kind: 'event_seat' | 'subscription') => sql`r.releases = 1 and p.kind = ${kind}`;
  return [
    ledger('operator', -1),
    ledger('refunded', 1),
    ...creditNoteStatements({ refundId: refund, nowIso, business, settling: sql`f.status = 'pending'` }),
    // The seat frees up: the registration goes and the hold with it. The 5-minute cron's sweep gives a free seat
    // of an event with people waiting to the first of them (worker/events/waitlist-promotion.ts).
    sql`delete from event_registrations where exists (${ofRefund(
      sql`select 1`,
      sql`${releasing('event_seat')} and p.event_id = event_registrations.event_id
        and p.user_id = event_registrations.user_id`,
    )})`,
    sql`update event_seat_holds set status = 'released', updated_at = ${nowIso}
      where id = (${ofRefund(sql`select p.hold_id`, releasing('event_seat'))}) and status <> 'released'`,
    // The subscription ends now (its renewal was stopped at the provider when the refund was asked for).
    sql`update coaching_subscriptions set status = 'canceled', cancel_at_period_end = 1, updated_at = ${nowIso}
      where id = (${ofRefund(sql`select p.subscription_id`, releasing('subscription'))}) and status <> 'canceled'`,
    // Its calls still booked are called off by nobody's side: they count against nothing and earn the coach nothing
    // (calls already held stay earned).
    sql`update coaching_calls set status = 'cancelled', cancelled_by = null, cancelled_late = 0, counts = 0,
        updated_at = ${nowIso}
      where subscription_id = (${ofRefund(sql`select p.subscription_id`, releasing('subscription'))})
        and status = 'booked' and starts_at > ${nowIso}`,
    sql`update refunds set status = 'succeeded', settled_at = ${nowIso}, updated_at = ${nowIso}
      where id = ${refund} and status = 'pending'`,
  ];
}

/**
 * A refund the app asks for on its own, for the batch that finds a payment nothing could be given for (`when`):
 * the whole payment, recorded as pending with no admin, once per payment. The webhook route then asks the provider
 * (refund-requests.ts `requestAutomaticRefunds`).
 */
export function automaticRefundStatement(input: {
  provider: PaymentProviderName;
  providerPaymentId: string | null;
  when: SQL;
  reason: string;
}): SQL {
  return sql`insert into refunds (payment_id, amount_cents, reason, releases, requested_by)
    select p.id, p.amount_cents, ${input.reason}, 0, null from payments p
    where p.provider = ${input.provider} and p.provider_payment_id = ${input.providerPaymentId} and ${input.when}
      and not exists (select 1 from refunds o where o.payment_id = p.id)`;
}

export const AUTOMATIC_REFUND_REASONS = {
  closedCheckout: 'Paid for a coaching checkout that had already been replaced or closed',
  unseated: 'Paid after the seat hold ended, when the event was full',
  eventCancelled: 'The event was cancelled',
} as const;
