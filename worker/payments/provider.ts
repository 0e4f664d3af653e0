import type * as z from 'zod';
import type { PaymentProviderName, SubscriptionStatus } from '../../schema/contract/coaching.ts';
import { HttpError } from '../http/errors.ts';

/**
 * The one interface every payment provider implements (docs/decisions/011-payments-behind-one-interface.md):
 * Stripe (`stripe.ts`, the `stripe` package), Paystack (`paystack.ts`, its REST API), and the app's own test
 * checkout (`sandbox.ts`) when no provider key is configured. `payments-for.ts` picks one from configuration.
 *
 * Money state is never taken from these calls' answers: only a verified webhook (`parseWebhook`) changes a
 * subscription's status or confirms a paid seat (worker/billing/apply-event.ts).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** True for the app's test checkout: screens label it, and no money moves. */
  readonly testMode: boolean;

  createCustomer(input: { userId: string; email: string; name: string }): Promise<{ customerId: string }>;

  /** A hosted checkout that starts a monthly subscription (Stripe mode `subscription`, Paystack plan). */
  startSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<Checkout>;

  /** A hosted checkout for one payment (Stripe mode `payment`): a paid event's seat. */
  startPaymentCheckout(input: PaymentCheckoutInput): Promise<Checkout>;

  /**
   * Moves a subscription to another plan from its next renewal: the period already paid stays as it is, and the next
   * charge is the new plan's price (no proration, no second subscription). Answers the provider subscription that
   * will charge it (Paystack, which cannot change a subscription's plan, makes a new one starting at `startsAt` and
   * disables the old one) and, when the provider created a price for the plan, its id to remember.
   */
  changePlan(input: {
    providerSubscriptionId: string;
    providerCustomerId: string | null;
    plan: SubscriptionCheckoutInput['plan'];
    startsAt: Date;
  }): Promise<{ providerSubscriptionId: string; planPriceId?: string }>;

  /** Stops renewal; the subscription stays active until its period ends (the provider then sends its end event). */
  cancelAtPeriodEnd(input: { providerSubscriptionId: string; providerCustomerId: string | null }): Promise<void>;

  /**
   * Asks the provider to give money back (all or part of one payment). The answer only says the provider accepted
   * the request: the refund is settled by its verified webhook (a `refund` change), never by this call.
   */
  refund(input: RefundInput): Promise<{ providerRefundId: string }>;

  /**
   * Verifies the signature over the raw body (and the timestamp tolerance where the provider has one), then maps
   * the provider's event onto a PaymentEvent. Throws WebhookSignatureError for anything unverifiable, and
   * MalformedWebhookError for a correctly signed body that is not the provider's event (`parseEventBody`).
   * Where the provider asks for it (Paystack), a payment is re-read from the provider's API before it is reported
   * paid; a failure of that call throws PaymentProviderError, so the provider delivers the event again later.
   */
  parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent>;
}

/** What a checkout is for; providers carry it in metadata and hand it back in their events. */
export type CheckoutReference =
  { kind: 'subscription'; subscriptionId: number } | { kind: 'event-seat'; holdId: number };

type CheckoutBase = {
  reference: CheckoutReference;
  /** The provider's customer (from createCustomer). */
  customerId: string;
  email: string;
  /** Absolute URLs in this app the buyer returns to. */
  successUrl: string;
  cancelUrl: string;
  /** The checkout must not be payable after this (a paid seat's hold ends then). */
  expiresAt: Date;
};

export type SubscriptionCheckoutInput = CheckoutBase & {
  plan: { id: number; name: string; priceCents: number; providerPriceId: string | null };
};

export type PaymentCheckoutInput = CheckoutBase & { amountCents: number; description: string };

export type Checkout = {
  checkoutUrl: string;
  /** Stripe: the Checkout Session's client secret (or id); Paystack: the access code; sandbox: the token. */
  clientSecret: string;
  /** The provider's id for this checkout (Stripe session id, Paystack reference, sandbox token). */
  providerReference: string;
  /** Set when the provider created a price/plan the app should remember for this plan (Paystack plan code). */
  planPriceId?: string;
};

/** A refund the app asks for: our refunds row, the payment it is against, and how much of it. */
export type RefundInput = {
  /** Our refunds row id: carried in the provider's metadata (where it has any) and in the idempotency key. */
  refundId: number;
  /** The payment's `provider_payment_id` (Stripe invoice, payment intent or session id; Paystack reference). */
  providerPaymentId: string;
  amountCents: number;
  currency: string;
  reason: string;
};

/** A provider event, verified and mapped. `id` is recorded once (processed_webhook_events). */
export type PaymentEvent = {
  id: string;
  /** The provider's own type string (kept with the processed-event record). */
  type: string;
  /** The provider's timestamp, unix seconds: later events win, older ones arriving late change nothing. */
  occurredAt: number;
  change: PaymentChange;
};

export type PaymentChange =
  /**
   * A checkout finished. `paid` is false when payment is still pending (e.g. a delayed EFT). It changes something only
   * when it matches what the app asked for: `providerReference` is the checkout the app opened for `reference`, and
   * `paid` covers the asked amount in the asked currency.
   */
  | ({
      kind: 'checkout-completed';
      reference: CheckoutReference;
      paid: boolean;
      providerReference: string;
      providerCustomerId: string | null;
      providerSubscriptionId: string | null;
    } & Paid)
  /** A checkout ended without payment (expired, declined, abandoned). */
  | { kind: 'checkout-expired'; reference: CheckoutReference; providerReference: string }
  /** The subscription object as the provider now has it (created, updated, deleted). */
  | {
      kind: 'subscription';
      providerSubscriptionId: string;
      providerCustomerId: string | null;
      /** Our subscription row when the provider carries it in metadata (Stripe), else null (Paystack). */
      subscriptionId: number | null;
      status: SubscriptionStatus;
      currentPeriodEnd: string | null;
      /** null when the event does not say (the stored flag is kept). */
      cancelAtPeriodEnd: boolean | null;
    }
  /** A renewal (or the first) invoice was paid. */
  | ({ kind: 'invoice-paid'; providerSubscriptionId: string; currentPeriodEnd: string | null } & Paid)
  /** A subscription payment failed: past_due until a later invoice is paid. */
  | { kind: 'payment-failed'; providerSubscriptionId: string }
  /**
   * A refund moved (created, settled or failed at the provider). It changes something only when it matches a refund
   * the app asked for: our refunds row (by `refundId` from the provider's metadata, the provider's refund id, or the
   * payment's oldest pending refund of that amount when the provider carries neither), against the payment named by
   * `providerPaymentId`, for exactly `amountCents` in `currency`.
   */
  | {
      kind: 'refund';
      providerRefundId: string | null;
      refundId: number | null;
      providerPaymentId: string | null;
      status: 'succeeded' | 'failed' | 'pending';
      amountCents: number | null;
      currency: string | null;
      failureReason: string | null;
    }
  /**
   * A transfer the app sent (a coach's payout, worker/payouts) succeeded, failed or was reversed. `reference` is the
   * one the app gave the transfer; amount and currency as the provider reports them (null when it does not say).
   */
  | {
      kind: 'transfer';
      reference: string;
      transferCode: string | null;
      status: 'paid' | 'failed' | 'reversed';
      amountCents: number | null;
      currency: string | null;
    }
  /** Verified, but nothing the app acts on (recorded so a replay is recognised). */
  | { kind: 'ignored' };

/**
 * What the provider says was paid, read from its own object (never from our metadata): integer cents (Paystack's
 * subunit, Stripe's amount) and the ISO currency code in capitals. null when the provider's object does not say,
 * which matches nothing.
 *
 * `providerPaymentId` names the money movement itself, the same in every event about it, so a payment is recorded
 * once however many events announce it (worker/billing/money-in.ts): Stripe's invoice id for a subscription's
 * payment (its checkout session and its invoice.paid both carry it) or the payment intent (else the session id) for a
 * seat; Paystack's transaction reference. null when this event does not record the payment (another event does).
 */
export type Paid = { amountCents: number | null; currency: string | null; providerPaymentId: string | null };

/** A provider's amount, currency and payment id fields as `Paid`. */
export function paidOf(amount: unknown, currency: unknown, paymentId: unknown): Paid {
  return {
    amountCents: typeof amount === 'number' && Number.isSafeInteger(amount) ? amount : null,
    currency: typeof currency === 'string' && currency !== '' ? currency.toUpperCase() : null,
    providerPaymentId: typeof paymentId === 'string' && paymentId !== '' ? paymentId : null,
  };
}

/** The signature or its timestamp could not be verified: the webhook route answers 400 and changes nothing. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/**
 * Correctly signed, but not an event of the provider's shape (not JSON, a missing or wrong field, a time that cannot
 * be right): the webhook route answers 400 saying what is wrong, and changes nothing.
 */
export class MalformedWebhookError extends Error {
  override name = 'MalformedWebhookError';
}

/**
 * A verified body read against the provider's event envelope (a zod schema), or MalformedWebhookError naming the
 * first thing wrong. Runs only after the signature is checked: an unsigned body learns nothing from the answer.
 */
export function parseEventBody<Schema extends z.ZodType>(
  schema: Schema,
  rawBody: string,
  provider: string,
): z.output<Schema> {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new MalformedWebhookError('The webhook body is not JSON.');
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const where = issue?.path.length ? `\`${issue.path.join('.')}\`: ` : '';
  throw new MalformedWebhookError(
    `The webhook body is not a ${provider} event (${where}${issue?.message ?? 'invalid'}).`,
  );
}

/**
 * Refuses an event time no real delivery has: before 1970, or later than `latest` (the signature's time, or the
 * time of receipt, plus the clock difference allowed). A time in the future would outrank every later event.
 */
export function assertPlausibleEventTime(occurredAt: number, latest: number): void {
  if (occurredAt <= 0) throw new MalformedWebhookError('The webhook event is dated before 1970.');
  if (occurredAt > latest) throw new MalformedWebhookError('The webhook event is dated in the future.');
}

/** A provider's API refused or failed a call: routes answer 502 with this message (never the provider's secrets). */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** What a webhook route answers when verifying or reading a delivery failed; anything else is rethrown as it is. */
export function webhookFailureAnswer(err: unknown): unknown {
  if (err instanceof WebhookSignatureError) return new HttpError(400, 'Webhook signature could not be verified.');
  if (err instanceof MalformedWebhookError) return new HttpError(400, err.message);
  // The payment could not be re-read from the provider: nothing was applied, and the provider delivers it again.
  if (err instanceof PaymentProviderError) return new HttpError(502, err.message);
  return err;
}

/** Metadata keys every provider uses to carry our reference through its checkout and events. */
export const REFERENCE_METADATA = { subscription: 'sebenza_subscription_id', holdId: 'sebenza_hold_id' } as const;

export function referenceToMetadata(reference: CheckoutReference): Record<string, string> {
  return reference.kind === 'subscription'
    ? { [REFERENCE_METADATA.subscription]: String(reference.subscriptionId) }
    : { [REFERENCE_METADATA.holdId]: String(reference.holdId) };
}

/** Metadata keys a refund carries at providers that keep metadata on refunds (Stripe, the test checkout). */
export const REFUND_METADATA = { refundId: 'sebenza_refund_id', paymentId: 'sebenza_payment_id' } as const;

export const refundToMetadata = (input: RefundInput): Record<string, string> => ({
  [REFUND_METADATA.refundId]: String(input.refundId),
  [REFUND_METADATA.paymentId]: input.providerPaymentId,
});

/** Our refund id and payment id back out of a refund's metadata (null each when absent). */
export function refundFromMetadata(metadata: unknown): { refundId: number | null; providerPaymentId: string | null } {
  const m = metadata && typeof metadata === 'object' ? (metadata as Record<string, unknown>) : {};
  const refundId = Number(m[REFUND_METADATA.refundId]);
  const paymentId = m[REFUND_METADATA.paymentId];
  return {
    refundId: Number.isSafeInteger(refundId) && refundId > 0 ? refundId : null,
    providerPaymentId: typeof paymentId === 'string' && paymentId !== '' ? paymentId : null,
  };
}

/** Reads our reference back out of a provider's metadata object; null when it carries none. */
export function referenceFromMetadata(metadata: unknown): CheckoutReference | null {
  if (!metadata || typeof metadata !== 'object') return null;
  const m = metadata as Record<string, unknown>;
  const subscriptionId = Number(m[REFERENCE_METADATA.subscription]);
  if (Number.isInteger(subscriptionId) && subscriptionId > 0) return { kind: 'subscription', subscriptionId };
  const holdId = Number(m[REFERENCE_METADATA.holdId]);
  if (Number.isInteger(holdId) && holdId > 0) return { kind: 'event-seat', holdId };
  return null;
}

/** Unix seconds → ISO, for period ends. */
export const isoFromUnix = (seconds: number | null | undefined) =>
  typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000).toISOString() : null;
