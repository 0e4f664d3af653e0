import * as z from 'zod/mini';
import {
  isoFromUnix,
  PaymentProviderError,
  referenceFromMetadata,
  referenceToMetadata,
  WebhookSignatureError,
  type Checkout,
  type CheckoutReference,
  type PaymentChange,
  type PaymentCheckoutInput,
  type PaymentEvent,
  type PaymentProvider,
  type SubscriptionCheckoutInput,
} from './provider.ts';

/**
 * The Paystack provider over its REST API (https://paystack.com/docs/api/): plans, transactions initialized with a
 * plan (Paystack subscribes the payer once the first charge succeeds), subscriptions, and webhooks signed with
 * `x-paystack-signature`, the hex HMAC-SHA512 of the raw body keyed with the secret key
 * (https://paystack.com/docs/payments/webhooks/). Amounts are in cents for ZAR, as our prices are.
 *
 * Payload shapes relied on below are Paystack's documented samples (PaystackOSS/doc-code-snippets,
 * src/doc/payments/webhooks/events/*.json and src/api/{customers,plans,transactions,subscriptions}/*). Fields those
 * samples do not show are read defensively and treated as absent when missing.
 */

export const PAYSTACK_API = 'https://api.paystack.co';

/** One Paystack call may take this long before it fails (no retries: initialize is not idempotent for us). */
const DEFAULT_TIMEOUT_MS = 10_000;

const CustomerSchema = z.object({ customer_code: z.string() });
const PlanSchema = z.object({ plan_code: z.string() });
const InitializeSchema = z.object({ authorization_url: z.url(), access_code: z.string(), reference: z.string() });
const SubscriptionSchema = z.object({ subscription_code: z.string(), email_token: z.string() });
const AnySchema = z.unknown();

export class PaystackPayments implements PaymentProvider {
  readonly name = 'paystack' as const;
  readonly testMode = false;
  readonly #secretKey: string;
  readonly #timeoutMs: number;

  /** `timeoutMs` exists for tests (a stand-in that never answers); the Worker uses the default. */
  constructor(options: { secretKey: string; timeoutMs?: number }) {
    this.#secretKey = options.secretKey;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async createCustomer(input: { userId: string; email: string; name: string }): Promise<{ customerId: string }> {
    const [firstName = '', ...rest] = input.name.trim().split(/\s+/);
    const customer = await this.#call('create the customer', 'POST', '/customer', CustomerSchema, {
      email: input.email,
      first_name: firstName,
      last_name: rest.join(' '),
      metadata: { sebenza_user_id: input.userId },
    });
    return { customerId: customer.customer_code };
  }

  async startSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<Checkout> {
    const { plan } = input;
    let planCode = plan.providerPriceId;
    let createdPlanCode: string | undefined;
    if (!planCode) {
      // The first checkout of a plan creates it at Paystack; the caller stores the code (Checkout.planPriceId).
      const created = await this.#call('create the plan', 'POST', '/plan', PlanSchema, {
        name: plan.name,
        interval: 'monthly',
        amount: plan.priceCents,
        currency: 'ZAR',
      });
      planCode = createdPlanCode = created.plan_code;
    }
    // With `plan`, Paystack charges the plan's amount and then subscribes the payer to it.
    const checkout = await this.#initialize(input, { amount: plan.priceCents, plan: planCode });
    return createdPlanCode ? { ...checkout, planPriceId: createdPlanCode } : checkout;
  }

  /**
   * A one-time charge. Paystack's transactions have no expiry parameter, so `expiresAt` cannot be passed on: a
   * payment that arrives after the seat hold ended is for the webhook handling to decide.
   */
  startPaymentCheckout(input: PaymentCheckoutInput): Promise<Checkout> {
    return this.#initialize(input, { amount: input.amountCents });
  }

  async cancelAtPeriodEnd(input: { providerSubscriptionId: string; providerCustomerId: string | null }) {
    // Disabling needs the subscription's email token, which only Paystack has; the subscription then stops renewing
    // (Paystack sends subscription.not_renew, then subscription.disable when the paid period ends).
    const code = input.providerSubscriptionId;
    const subscription = await this.#call(
      'cancel the subscription',
      'GET',
      `/subscription/${encodeURIComponent(code)}`,
      SubscriptionSchema,
    );
    await this.#call('cancel the subscription', 'POST', '/subscription/disable', AnySchema, {
      code,
      token: subscription.email_token,
    });
  }

  async parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent> {
    const signature = headers.get('x-paystack-signature');
    if (!signature) throw new WebhookSignatureError('Missing x-paystack-signature header.');
    if (!(await verifyPaystackSignature(rawBody, signature, this.#secretKey))) {
      throw new WebhookSignatureError('The x-paystack-signature does not match the body.');
    }
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      throw new WebhookSignatureError('The webhook body is not JSON.');
    }
    const event = record(body);
    const type = text(event.event);
    if (!type) throw new WebhookSignatureError('The webhook body names no event.');
    return paystackEvent(type, record(event.data), await digestOf(rawBody));
  }

  async #initialize(
    input: SubscriptionCheckoutInput | PaymentCheckoutInput,
    charge: { amount: number; plan?: string },
  ) {
    const transaction = await this.#call('start the checkout', 'POST', '/transaction/initialize', InitializeSchema, {
      email: input.email,
      currency: 'ZAR',
      ...charge,
      reference: newReference(input.reference),
      callback_url: input.successUrl,
      // `cancel_action` is Paystack's documented metadata key for where the checkout's cancel button goes.
      metadata: { ...referenceToMetadata(input.reference), cancel_action: input.cancelUrl },
    });
    return {
      checkoutUrl: transaction.authorization_url,
      clientSecret: transaction.access_code,
      providerReference: transaction.reference,
    };
  }

  /**
   * One Paystack call: `{ status: true, data }` on success. Anything else becomes a PaymentProviderError naming the
   * action and Paystack's status and error code, never its message (which may quote what we sent) nor the key.
   */
  async #call<T>(
    action: string,
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodMiniType<T>,
    body?: Record<string, unknown>,
  ): Promise<T> {
    let response: Response;
    let answer: unknown;
    try {
      response = await fetch(`${PAYSTACK_API}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${this.#secretKey}`,
          Accept: 'application/json',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      answer = await response.json().catch(() => null);
    } catch (err) {
      const timedOut = err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new PaymentProviderError(
        timedOut ? `Paystack did not answer in time to ${action}.` : `Paystack could not be reached to ${action}.`,
      );
    }
    const envelope = record(answer);
    if (!response.ok || envelope.status !== true) {
      const code = [text(envelope.type), text(envelope.code)].filter((part) => part && /^[\w.-]+$/.test(part));
      throw new PaymentProviderError(
        `Paystack could not ${action} (${[`HTTP ${response.status}`, ...code].join(', ')}).`,
      );
    }
    const parsed = schema.safeParse(envelope.data);
    if (!parsed.success) throw new PaymentProviderError(`Paystack's answer to ${action} was not understood.`);
    return parsed.data;
  }
}

/**
 * Our transaction reference: unique per checkout, naming what it pays for. Paystack allows only letters, digits,
 * `-`, `.` and `=` in a reference, hence the dashes.
 */
function newReference(reference: CheckoutReference): string {
  const random = crypto.randomUUID().replaceAll('-', '').slice(0, 16);
  return reference.kind === 'subscription'
    ? `sbz-sub-${reference.subscriptionId}-${random}`
    : `sbz-seat-${reference.holdId}-${random}`;
}

/**
 * Checks `x-paystack-signature` (hex HMAC-SHA512 of the raw body, keyed with the secret key). WebCrypto's HMAC
 * verify compares in constant time, so the check leaks nothing about how much of a forged signature was right.
 */
export async function verifyPaystackSignature(rawBody: string, signature: string, secretKey: string) {
  const bytes = hexBytes(signature.trim());
  if (!bytes || bytes.length !== 64) return false;
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secretKey),
    { name: 'HMAC', hash: 'SHA-512' },
    false,
    ['verify'],
  );
  return crypto.subtle.verify('HMAC', key, bytes, encoder.encode(rawBody));
}

function hexBytes(hex: string): Uint8Array | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

async function digestOf(rawBody: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(rawBody)));
  return Array.from(digest.subarray(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}

type Json = Record<string, unknown>;

const record = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
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
function paystackEvent(type: string, data: Json, digest: string): PaymentEvent {
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

    default:
      return event(null, null, { kind: 'ignored' });
  }
}
