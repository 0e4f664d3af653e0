import * as z from 'zod/mini';
import {
  digestOf,
  PAYSTACK_CLOCK_SKEW_SECONDS,
  PaystackEventSchema,
  paystackEvent,
  record,
  text,
} from './paystack-events.ts';
import {
  assertPlausibleEventTime,
  paidOf,
  parseEventBody,
  PaymentProviderError,
  referenceToMetadata,
  WebhookSignatureError,
  type Checkout,
  type CheckoutReference,
  type PaymentCheckoutInput,
  type PaymentEvent,
  type PaymentProvider,
  type RefundInput,
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
const NewSubscriptionSchema = z.object({ subscription_code: z.string() });
const AnySchema = z.unknown();
/** `POST /refund`: Paystack's refund record (its id; the refund is then pending until refund.processed). */
const RefundSchema = z.object({ id: z.union([z.number(), z.string()]) });
/** `GET /transaction/verify/{reference}`: the transaction as Paystack has it (amount in the currency's subunit). */
const VerifiedSchema = z.object({
  status: z.string(),
  reference: z.string(),
  amount: z.number(),
  currency: z.string(),
});

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
    const { planCode, created } = await this.#planCodeOf(plan);
    // With `plan`, Paystack charges the plan's amount and then subscribes the payer to it.
    const checkout = await this.#initialize(input, { amount: plan.priceCents, plan: planCode });
    return created ? { ...checkout, planPriceId: planCode } : checkout;
  }

  /**
   * Paystack cannot change a subscription's plan: a new subscription to the new plan starts when the paid period ends
   * (charging the card the member already used), and then the old one is disabled. If the old one cannot be disabled,
   * the new one is, so the member is never charged twice.
   */
  async changePlan(input: Parameters<PaymentProvider['changePlan']>[0]) {
    if (!input.providerCustomerId) throw new PaymentProviderError('Paystack has no customer for this subscription.');
    const { planCode, created } = await this.#planCodeOf(input.plan);
    const next = await this.#call('start the new plan', 'POST', '/subscription', NewSubscriptionSchema, {
      customer: input.providerCustomerId,
      plan: planCode,
      start_date: input.startsAt.toISOString(),
    });
    try {
      await this.#disable(input.providerSubscriptionId, 'change the plan');
    } catch (err) {
      await this.#disable(next.subscription_code, 'change the plan').catch(() => undefined);
      throw err;
    }
    return created
      ? { providerSubscriptionId: next.subscription_code, planPriceId: planCode }
      : { providerSubscriptionId: next.subscription_code };
  }

  /** The plan's Paystack code; the first checkout of a plan creates it there (the caller stores it as planPriceId). */
  async #planCodeOf(plan: SubscriptionCheckoutInput['plan']): Promise<{ planCode: string; created: boolean }> {
    if (plan.providerPriceId) return { planCode: plan.providerPriceId, created: false };
    const created = await this.#call('create the plan', 'POST', '/plan', PlanSchema, {
      name: plan.name,
      interval: 'monthly',
      amount: plan.priceCents,
      currency: 'ZAR',
    });
    return { planCode: created.plan_code, created: true };
  }

  /**
   * A one-time charge. Paystack's transactions have no expiry parameter, so `expiresAt` cannot be passed on: a
   * payment that arrives after the seat hold ended is for the webhook handling to decide.
   */
  startPaymentCheckout(input: PaymentCheckoutInput): Promise<Checkout> {
    return this.#initialize(input, { amount: input.amountCents });
  }

  async cancelAtPeriodEnd(input: { providerSubscriptionId: string; providerCustomerId: string | null }) {
    // Paystack sends subscription.not_renew, then subscription.disable when the paid period ends.
    await this.#disable(input.providerSubscriptionId, 'cancel the subscription');
  }

  /** Stops a subscription renewing. Disabling needs its email token, which only Paystack has. */
  async #disable(code: string, action: string) {
    const subscription = await this.#call(
      action,
      'GET',
      `/subscription/${encodeURIComponent(code)}`,
      SubscriptionSchema,
    );
    await this.#call(action, 'POST', '/subscription/disable', AnySchema, { code, token: subscription.email_token });
  }

  /**
   * `POST /refund` against the transaction reference, in cents (https://paystack.com/docs/api/refund/). Paystack's
   * refunds carry no metadata and take no idempotency key: its refund.* events name the transaction and amount,
   * which is how they find our row (worker/billing/refund-effects.ts).
   */
  async refund(input: RefundInput): Promise<{ providerRefundId: string }> {
    const refund = await this.#call('refund the payment', 'POST', '/refund', RefundSchema, {
      transaction: input.providerPaymentId,
      amount: input.amountCents,
      currency: input.currency,
      merchant_note: `Sebenza refund ${input.refundId}: ${input.reason}`.slice(0, 500),
    });
    return { providerRefundId: String(refund.id) };
  }

  async parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent> {
    const signature = headers.get('x-paystack-signature');
    if (!signature) throw new WebhookSignatureError('Missing x-paystack-signature header.');
    if (!(await verifyPaystackSignature(rawBody, signature, this.#secretKey))) {
      throw new WebhookSignatureError('The x-paystack-signature does not match the body.');
    }
    const body = parseEventBody(PaystackEventSchema, rawBody, 'Paystack');
    const event = paystackEvent(body.event, body.data, await digestOf(rawBody));
    // Paystack's signature carries no timestamp, so no delivery is refused for its age (a replay is caught by the
    // event id, recorded once); the times in its body are its objects' own, and none can be later than now.
    assertPlausibleEventTime(event.occurredAt, Math.floor(Date.now() / 1000) + PAYSTACK_CLOCK_SKEW_SECONDS);
    const { change } = event;
    if (change.kind !== 'checkout-completed' && change.kind !== 'invoice-paid') return event;
    // The payer's browser can start a Paystack transaction with any amount and metadata, so what was paid (a first
    // payment or a renewal) is read from Paystack itself, as its documentation asks, never from the webhook body.
    const reference = change.kind === 'checkout-completed' ? change.providerReference : change.providerPaymentId;
    // A renewal whose invoice names no transaction cannot be verified: it pays for nothing.
    const unverified = paidOf(null, null, null);
    if (!reference) return { ...event, change: { ...change, ...unverified } };
    const verified = await this.#call(
      'verify the payment',
      'GET',
      `/transaction/verify/${encodeURIComponent(reference)}`,
      VerifiedSchema,
    );
    const paid = verified.status === 'success' && verified.reference === reference;
    const amounts = paid ? paidOf(verified.amount, verified.currency, reference) : unverified;
    return change.kind === 'checkout-completed'
      ? { ...event, change: { ...change, paid, ...paidOf(verified.amount, verified.currency, reference) } }
      : { ...event, change: { ...change, ...amounts } };
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

  #call<T>(
    action: string,
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodMiniType<T>,
    body?: Record<string, unknown>,
  ): Promise<T> {
    return callPaystack({ secretKey: this.#secretKey, timeoutMs: this.#timeoutMs }, action, method, path, schema, body);
  }
}

/**
 * One Paystack call: `{ status: true, data }` on success. Anything else becomes a PaymentProviderError naming the
 * action and Paystack's status and error code, never its message (which may quote what we sent) nor the key.
 * Payouts (worker/payouts/paystack-payouts.ts) call Paystack through this too.
 */
export async function callPaystack<T>(
  { secretKey, timeoutMs = DEFAULT_TIMEOUT_MS }: { secretKey: string; timeoutMs?: number },
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
        Authorization: `Bearer ${secretKey}`,
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
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

/** The HMAC-SHA512 key Paystack signs webhooks with: the secret key. */
const paystackHmacKey = (secretKey: string, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', new TextEncoder().encode(secretKey), { name: 'HMAC', hash: 'SHA-512' }, false, [
    usage,
  ]);

/**
 * Checks `x-paystack-signature` (hex HMAC-SHA512 of the raw body, keyed with the secret key). WebCrypto's HMAC
 * verify compares in constant time, so the check leaks nothing about how much of a forged signature was right.
 */
export async function verifyPaystackSignature(rawBody: string, signature: string, secretKey: string) {
  const bytes = hexBytes(signature.trim());
  if (!bytes || bytes.length !== 64) return false;
  const key = await paystackHmacKey(secretKey, 'verify');
  return crypto.subtle.verify('HMAC', key, bytes, new TextEncoder().encode(rawBody));
}

/** Signs a body as Paystack signs its webhooks (the local payouts sign their transfer events so). */
export async function signPaystackPayload(payload: string, secretKey: string) {
  const key = await paystackHmacKey(secretKey, 'sign');
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(payload)));
  return Array.from(signature, (b) => b.toString(16).padStart(2, '0')).join('');
}

function hexBytes(hex: string): Uint8Array | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
