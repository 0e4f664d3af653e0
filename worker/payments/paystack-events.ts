import * as z from 'zod';
import { isoFromUnix, paidOf, referenceFromMetadata, type PaymentChange, type PaymentEvent } from './provider.ts';

/**
 * Paystack's webhook bodies mapped onto PaymentEvents (https://paystack.com/docs/payments/webhooks/). The signature
 * is checked, and a payment re-read from Paystack, in paystack.ts before and after this mapping.
 */

export async function digestOf(rawBody: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(rawBody)));
  return Array.from(digest.subarray(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}

type Json = Record<string, unknown>;

/** How far Paystack's clock may be ahead of ours: an event's own time later than this is refused. */
export const PAYSTACK_CLOCK_SKEW_SECONDS = 300;

/** A time in Paystack's bodies (ISO 8601, e.g. "2020-11-23T11:00:09.000Z"); null or absent when it has none. */
const PaystackTimeSchema = z
  .string()
  .refine((value) => Number.isFinite(Date.parse(value)), 'Expected a date and time.')
  .nullish();

/**
 * Every Paystack event: its name and the object it is about. The times an event is ordered by (`paystackEvent`) must
 * be dates when present, so a mistyped one is refused rather than silently replaced by the time of receipt; the
 * rest of `data` differs per event and is read defensively below.
 */
export const PaystackEventSchema = z.object({
  event: z.string().min(1),
  data: z.looseObject({
    paid_at: PaystackTimeSchema,
    paidAt: PaystackTimeSchema,
    created_at: PaystackTimeSchema,
    createdAt: PaystackTimeSchema,
    updated_at: PaystackTimeSchema,
    updatedAt: PaystackTimeSchema,
    transferred_at: PaystackTimeSchema,
  }),
});

export const record = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
export const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const keyOf = (value: unknown): string | null =>
  text(value) ?? (typeof value === 'number' && Number.isFinite(value) ? String(value) : null);

/** An ISO date from Paystack (e.g. "2020-11-23T11:00:09.000Z") as unix seconds, or null. */
function seconds(value: unknown): number | null {
  const ms = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}

const firstSeconds = (...values: unknown[]) => values.map(seconds).find((s) => s !== null) ?? null;
const isoOf = (value: unknown) => isoFromUnix(seconds(value));

/** Paystack echoes metadata as an object; it also accepts it as a JSON string, so read both. */
function metadataOf(value: unknown): Json {
  if (typeof value === 'string') {
    try {
      return record(JSON.parse(value));
    } catch {
      return {};
    }
  }
  return record(value);
}

/** `data.subscription` is an object in invoice events (`subscription_code`); read a bare code too. */
const subscriptionCodeOf = (value: unknown) => text(value) ?? text(record(value).subscription_code);
const customerCodeOf = (data: Json) => text(record(data.customer).customer_code);

/**
 * Maps a verified Paystack event.
 *
 * Paystack's events carry no event id and no delivery timestamp, so both are derived:
 * - `id` is the event name plus the key of the object it is about (a transaction's reference, an invoice's code
 *   and paid state, a subscription's code). A retried delivery of the same event has the same key and is recorded
 *   once. Events that can happen more than once to one subscription (enable, not_renew, disable after a
 *   re-enable) also carry a digest of the body, so a later, different event of the same name is not taken for a
 *   replay, while a retry (the same body) still is.
 * - `occurredAt` is the object's own time for what happened: a charge's `paid_at`, an invoice's `paid_at` or
 *   creation, a subscription's creation for subscription.create. Subscription state changes carry only the
 *   subscription's creation time (the same for all of them), so they use an update time when the payload has
 *   one and otherwise the time of receipt; Paystack sends them as they happen.
 */
export function paystackEvent(type: string, data: Json, digest: string): PaymentEvent {
  const receivedAt = Math.floor(Date.now() / 1000);
  const event = (key: string | null, occurredAt: number | null, change: PaymentChange): PaymentEvent => ({
    id: `${type}:${key ?? digest}`,
    type,
    occurredAt: occurredAt ?? receivedAt,
    change,
  });
  const updatedAt = firstSeconds(data.updatedAt, data.updated_at);

  switch (type) {
    case 'charge.success': {
      // Sample: doc/payments/webhooks/events/transaction-successful.json; a plan's renewal charge:
      // doc/payments/subscriptions/event (metadata { invoice_action }, a `plan`, no subscription code).
      const key = text(data.reference) ?? keyOf(data.id);
      const occurredAt = firstSeconds(data.paid_at, data.paidAt, data.created_at, data.createdAt);
      const reference = referenceFromMetadata(metadataOf(data.metadata));
      const providerReference = text(data.reference);
      if (reference && providerReference) {
        return event(key, occurredAt, {
          kind: 'checkout-completed',
          reference,
          // charge.success is sent only for a successful charge.
          paid: true,
          providerReference,
          providerCustomerId: customerCodeOf(data),
          // The charge does not name the subscription Paystack creates from it: subscription.create follows, for
          // the same customer code.
          providerSubscriptionId: null,
          // Replaced by what Paystack's verify endpoint says (paystack.ts) before anything is applied.
          ...paidOf(data.amount, data.currency, providerReference),
        });
      }
      // A renewal carries no metadata of ours. Paystack's sample names no subscription on it either; when one is
      // present it is read, otherwise the invoice.update that accompanies a renewal records the payment.
      const subscriptionCode = subscriptionCodeOf(data.subscription);
      if (!subscriptionCode) return event(key, occurredAt, { kind: 'ignored' });
      return event(key, occurredAt, {
        kind: 'invoice-paid',
        providerSubscriptionId: subscriptionCode,
        currentPeriodEnd: isoOf(record(data.subscription).next_payment_date),
        ...paidOf(data.amount, data.currency, data.reference),
      });
    }

    case 'invoice.create':
    case 'invoice.update':
    case 'invoice.payment_failed': {
      // Samples: doc/payments/webhooks/events/invoice-{created,updated,failed}.json.
      const subscription = record(data.subscription);
      const subscriptionCode = subscriptionCodeOf(data.subscription);
      const paid = data.paid === true || data.status === 'success';
      // An invoice is updated more than once (a failed attempt, then the payment): its state is part of the key.
      const key = `${text(data.invoice_code) ?? keyOf(data.id) ?? digest}:${paid ? 'paid' : (text(data.status) ?? 'open')}`;
      const createdAt = firstSeconds(data.created_at, data.createdAt);
      const occurredAt = paid
        ? (firstSeconds(data.paid_at, data.paidAt) ?? updatedAt ?? createdAt)
        : (updatedAt ?? createdAt);
      if (!subscriptionCode) return event(key, occurredAt, { kind: 'ignored' });
      if (type === 'invoice.payment_failed') {
        return event(key, occurredAt, { kind: 'payment-failed', providerSubscriptionId: subscriptionCode });
      }
      if (!paid) return event(key, occurredAt, { kind: 'ignored' });
      return event(key, occurredAt, {
        kind: 'invoice-paid',
        providerSubscriptionId: subscriptionCode,
        // The subscription's next charge is where the paid period ends (the sample's period_end says the same).
        currentPeriodEnd: isoOf(subscription.next_payment_date) ?? isoOf(data.period_end),
        // An invoice names its currency on the transaction that paid it.
        // The transaction that paid it is the payment (a renewal's charge.success, when it names the subscription,
        // carries the same reference).
        ...paidOf(data.amount, record(data.transaction).currency ?? data.currency, record(data.transaction).reference),
      });
    }

    case 'subscription.create':
    case 'subscription.enable':
    case 'subscription.not_renew':
    case 'subscription.disable': {
      // Samples: doc/payments/webhooks/events/subscription-{created,not-renew,disabled}.json (enable has the
      // subscription's shape too).
      const code = text(data.subscription_code);
      if (!code) return event(null, updatedAt, { kind: 'ignored' });
      const change = {
        kind: 'subscription' as const,
        providerSubscriptionId: code,
        providerCustomerId: customerCodeOf(data),
        // Paystack's subscriptions carry no metadata of ours: the app matches them by customer code.
        subscriptionId: null,
        currentPeriodEnd: isoOf(data.next_payment_date),
      };
      if (type === 'subscription.create') {
        return event(code, firstSeconds(data.createdAt, data.created_at), {
          ...change,
          status: 'active',
          cancelAtPeriodEnd: false,
        });
      }
      const key = `${code}:${digest}`;
      if (type === 'subscription.enable') {
        return event(key, updatedAt, { ...change, status: 'active', cancelAtPeriodEnd: false });
      }
      if (type === 'subscription.not_renew') {
        // Paid up to its next payment date, then it ends (subscription.disable): still active until then.
        return event(key, updatedAt, { ...change, status: 'active', cancelAtPeriodEnd: true });
      }
      return event(key, updatedAt, { ...change, status: 'canceled', cancelAtPeriodEnd: null });
    }

    case 'refund.pending':
    case 'refund.processing':
    case 'refund.processed':
    case 'refund.failed': {
      // Paystack's refund events (its webhook samples) name the transaction refunded and the amount (a string
      // in the sample), but not Paystack's refund id nor any metadata of ours; `refund_reference` is the card
      // processor's. Each state of one refund is its own event: the key is the state, transaction and amount.
      const transaction = text(data.transaction_reference) ?? text(record(data.transaction).reference);
      const amount = typeof data.amount === 'string' && /^\d+$/.test(data.amount) ? Number(data.amount) : data.amount;
      const { amountCents, currency } = paidOf(amount, data.currency, null);
      const status = type === 'refund.processed' ? 'succeeded' : type === 'refund.failed' ? 'failed' : 'pending';
      return event(`${transaction ?? digest}:${amountCents ?? 'unknown'}:${digest}`, updatedAt, {
        kind: 'refund',
        providerRefundId: null,
        refundId: null,
        providerPaymentId: transaction,
        status,
        amountCents,
        currency,
        failureReason: status === 'failed' ? 'Paystack could not complete the refund.' : null,
      });
    }

    case 'transfer.success':
    case 'transfer.failed':
    case 'transfer.reversed': {
      // Sample: doc/payments/webhooks/events/transfer-{successful,failed,reversed}.json. A transfer ends once, so
      // its reference keys each outcome; a reversal after success is a different event.
      const reference = text(data.reference);
      if (!reference) return event(null, updatedAt, { kind: 'ignored' });
      const { amountCents, currency } = paidOf(data.amount, data.currency, reference);
      return event(reference, firstSeconds(data.updatedAt, data.updated_at, data.transferred_at), {
        kind: 'transfer',
        reference,
        transferCode: text(data.transfer_code),
        status: type === 'transfer.success' ? 'paid' : type === 'transfer.failed' ? 'failed' : 'reversed',
        amountCents,
        currency,
      });
    }

    default:
      return event(null, null, { kind: 'ignored' });
  }
}
