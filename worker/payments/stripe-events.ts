import Stripe from 'stripe';
import * as z from 'zod';
import type { SubscriptionStatus } from '../../schema/contract/coaching.ts';
import {
  assertPlausibleEventTime,
  isoFromUnix,
  paidOf,
  parseEventBody,
  referenceFromMetadata,
  refundFromMetadata,
  WebhookSignatureError,
  type PaymentChange,
  type PaymentEvent,
} from './provider.ts';

/**
 * Stripe's webhook format, shared by the Stripe provider and the app's test checkout (which emits Stripe-shaped
 * events signed with Stripe's scheme, so the same verification and mapping run locally and in CI).
 */

/** Stripe's default: a signature older than five minutes is refused (replayed deliveries). */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

const cryptoProvider = Stripe.createSubtleCryptoProvider();

/**
 * The envelope every Stripe event has (https://docs.stripe.com/api/events/object); `data.object` is read per type
 * below. `created` is Unix seconds: the order events are applied in (later wins), so nothing else is taken for it.
 */
const StripeEventSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.int(),
  data: z.looseObject({ object: z.record(z.string(), z.unknown()) }),
});

/**
 * Verifies `Stripe-Signature` over the raw body with the library's own check, then reads the body as a Stripe event
 * and maps it. The library refuses a signature older than the tolerance but not one from the future, so that
 * direction is checked here; and no event can be created after the signature that delivers it.
 */
export async function parseStripeWebhook(rawBody: string, headers: Headers, secret: string): Promise<PaymentEvent> {
  const signature = headers.get('stripe-signature');
  if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header.');
  try {
    await Stripe.webhooks.constructEventAsync(
      rawBody,
      signature,
      secret,
      STRIPE_SIGNATURE_TOLERANCE_SECONDS,
      cryptoProvider,
    );
  } catch (err) {
    // The library parses the body only once the signature matched: a body that is not JSON is malformed, not forged
    // (parseEventBody says so below).
    if (!(err instanceof SyntaxError)) {
      throw new WebhookSignatureError(err instanceof Error ? err.message : 'Invalid signature.');
    }
  }
  const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
  if (signedAt > Math.floor(Date.now() / 1000) + STRIPE_SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('The signature is timestamped in the future.');
  }
  const parsed = parseEventBody(StripeEventSchema, rawBody, 'Stripe');
  assertPlausibleEventTime(parsed.created, signedAt + STRIPE_SIGNATURE_TOLERANCE_SECONDS);
  // The schema checked what the mapping relies on; each type's object is read defensively (stripeChange).
  const event = parsed as unknown as Stripe.Event;
  return { id: event.id, type: event.type, occurredAt: event.created, change: stripeChange(event) };
}

/** Signs a payload as Stripe does (`t=…,v1=…`), with the library's test helper. */
export function signStripePayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  return Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, timestamp, cryptoProvider });
}

/** Stripe's subscription states onto ours (only 'active' opens coaching chat). */
export function subscriptionStatusFromStripe(status: string): SubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'incomplete':
      return 'incomplete';
    default:
      // canceled, incomplete_expired, and any state a later API version adds: not paying.
      return 'canceled';
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function stripeChange(event: Stripe.Event): PaymentChange {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const reference = referenceFromMetadata(session.metadata);
      if (!reference) return { kind: 'ignored' };
      return {
        kind: 'checkout-completed',
        reference,
        paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
        providerReference: session.id,
        providerCustomerId: idOf(session.customer),
        providerSubscriptionId: idOf(session.subscription),
        ...paidOf(
          session.amount_total,
          session.currency,
          session.mode === 'subscription' ? idOf(session.invoice) : (idOf(session.payment_intent) ?? session.id),
        ),
      };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      const reference = referenceFromMetadata(session.metadata);
      return reference ? { kind: 'checkout-expired', reference, providerReference: session.id } : { kind: 'ignored' };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const reference = referenceFromMetadata(subscription.metadata);
      return {
        kind: 'subscription',
        providerSubscriptionId: subscription.id,
        providerCustomerId: idOf(subscription.customer),
        subscriptionId: reference?.kind === 'subscription' ? reference.subscriptionId : null,
        status:
          event.type === 'customer.subscription.deleted'
            ? 'canceled'
            : subscriptionStatusFromStripe(subscription.status),
        // Since API version 2025-03-31 the period lives on the subscription's items.
        currentPeriodEnd: isoFromUnix(subscription.items?.data?.[0]?.current_period_end),
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      if (!subscriptionId) return { kind: 'ignored' };
      if (event.type === 'invoice.payment_failed')
        return { kind: 'payment-failed', providerSubscriptionId: subscriptionId };
      return {
        kind: 'invoice-paid',
        providerSubscriptionId: subscriptionId,
        currentPeriodEnd: isoFromUnix(invoice.lines?.data?.[0]?.period?.end),
        ...paidOf(invoice.amount_paid, invoice.currency, invoice.id),
      };
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      const refund = event.data.object;
      const ours = refundFromMetadata(refund.metadata);
      const { amountCents, currency } = paidOf(refund.amount, refund.currency, null);
      return {
        kind: 'refund',
        providerRefundId: refund.id,
        refundId: ours.refundId,
        // Our payment id as we asked (an invoice id for a subscription month); else the PaymentIntent refunded.
        providerPaymentId: ours.providerPaymentId ?? idOf(refund.payment_intent),
        status: event.type === 'refund.failed' ? 'failed' : refundStatusFromStripe(refund.status),
        amountCents,
        currency,
        failureReason: refund.failure_reason ?? null,
      };
    }
    default:
      return { kind: 'ignored' };
  }
}

/** Stripe's refund states onto ours: only succeeded settles it; failed and canceled end it; the rest wait. */
function refundStatusFromStripe(status: string | null): 'succeeded' | 'failed' | 'pending' {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}
