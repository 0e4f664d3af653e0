import {
  PaymentProviderError,
  referenceToMetadata,
  type Checkout,
  type CheckoutReference,
  type PaymentCheckoutInput,
  type PaymentEvent,
  type PaymentProvider,
  type SubscriptionCheckoutInput,
} from './provider.ts';
import { parseStripeWebhook, signStripePayload } from './stripe-events.ts';

/**
 * The app's own test checkout (docs/decisions/011-payments-behind-one-interface.md), used when no provider
 * key is set outside production. A checkout is a record in KV and a page at /api/test-checkout/{token}
 * (test-checkout-routes.ts) with Pay and Decline. Pay and Decline emit STRIPE-SHAPED events signed with Stripe's
 * scheme and send them through the app's own `POST /api/webhooks/sandbox`, so the same verification and the same
 * state machine (worker/billing/apply-event.ts) run locally and in CI as in production. No money moves.
 */

export const TEST_CHECKOUT_PATH = '/api/test-checkout';
const CHECKOUT_KEY = 'test-checkout:';
const SUBSCRIPTION_KEY = 'test-subscription:';
/** Checkout records outlive their expiry a little, so a late visit says "expired" rather than "unknown". */
const CHECKOUT_GRACE_SECONDS = 3600;
/** KV refuses TTLs under a minute. */
const MIN_KV_TTL_SECONDS = 60;
/** Sandbox subscriptions are remembered this long (only cancel-at-period-end reads them back). */
const SUBSCRIPTION_TTL_SECONDS = 400 * 24 * 3600;
/** Stripe API version the emitted events claim (the one whose subscription items carry the period). */
const EVENT_API_VERSION = '2025-03-31.basil';

export type SandboxCheckout = {
  token: string;
  kind: 'subscription' | 'payment';
  reference: CheckoutReference;
  amountCents: number;
  /** What is being bought, as the page shows it. */
  description: string;
  /** Subscriptions renew monthly; a seat is paid once. */
  interval: 'month' | null;
  customerId: string;
  email: string;
  /** Only this user may pay or decline (the signed-in user who started the checkout). */
  userId: string | null;
  successUrl: string;
  cancelUrl: string;
  expiresAt: string;
  state: 'open' | 'paid' | 'declined';
};

type SandboxSubscription = { customerId: string; metadata: Record<string, string>; currentPeriodEnd: number };

export type SandboxOptions = {
  kv: KVNamespace;
  /** The app's origin: checkout URLs and the webhook route live there. */
  origin: string;
  webhookSecret: string;
  /** Runs a request through the app in-process (AppEnv's `dispatch`). */
  dispatch: (request: Request) => Promise<Response>;
  /** The signed-in user starting checkouts with this instance (the only one allowed to pay them). */
  buyerId: string | null;
};

const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

/** A checkout token: 32 hex characters (also the "session id" the events carry). */
export const isCheckoutToken = (value: string) => /^[0-9a-f]{32}$/.test(value);

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** One calendar month after `date` (what a monthly plan's first period covers). */
function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export class SandboxPayments implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly testMode = true;
  // Plain fields (not constructor parameter properties): Node's type stripping only accepts erasable syntax.
  readonly #options: SandboxOptions;

  constructor(options: SandboxOptions) {
    this.#options = options;
  }

  async createCustomer(): Promise<{ customerId: string }> {
    return { customerId: `sandbox_cus_${randomHex(8)}` };
  }

  startSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<Checkout> {
    return this.#startCheckout(input, {
      kind: 'subscription',
      amountCents: input.plan.priceCents,
      description: `${input.plan.name} coaching plan`,
      interval: 'month',
    });
  }

  startPaymentCheckout(input: PaymentCheckoutInput): Promise<Checkout> {
    return this.#startCheckout(input, {
      kind: 'payment',
      amountCents: input.amountCents,
      description: input.description,
      interval: null,
    });
  }

  /**
   * Test subscriptions never renew (no month passes in a test), so a plan change has nothing to charge: the app's own
   * record of the next plan is all there is, and the same subscription carries on.
   */
  async changePlan(input: { providerSubscriptionId: string }) {
    return { providerSubscriptionId: input.providerSubscriptionId };
  }

  /** As Stripe does: the subscription stays active, flagged to end with its period, and an update event follows. */
  async cancelAtPeriodEnd(input: { providerSubscriptionId: string; providerCustomerId: string | null }) {
    const stored = await this.#options.kv.get<SandboxSubscription>(
      SUBSCRIPTION_KEY + input.providerSubscriptionId,
      'json',
    );
    const subscription = {
      id: input.providerSubscriptionId,
      object: 'subscription',
      customer: stored?.customerId ?? input.providerCustomerId,
      // Sandbox subscriptions never fail a renewal, so the only state one can be cancelled from is active.
      status: 'active',
      cancel_at_period_end: true,
      metadata: stored?.metadata ?? {},
      items: {
        object: 'list',
        data: stored ? [{ id: `si_${input.providerSubscriptionId}`, current_period_end: stored.currentPeriodEnd }] : [],
      },
    };
    await this.#deliver(
      `evt_sbx_${input.providerSubscriptionId}_cancel`,
      'customer.subscription.updated',
      subscription,
    );
  }

  parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent> {
    return parseStripeWebhook(rawBody, headers, this.#options.webhookSecret);
  }

  /** The checkout behind a token, or null when unknown (never created, or long gone). */
  async readCheckout(token: string): Promise<SandboxCheckout | null> {
    if (!isCheckoutToken(token)) return null;
    return this.#options.kv.get<SandboxCheckout>(CHECKOUT_KEY + token, 'json');
  }

  /**
   * Pay: the events a provider sends for a completed checkout, in the order Stripe sends them. Their ids are fixed
   * per checkout and step, so a double-clicked Pay delivers the same events twice and the second changes nothing.
   */
  async pay(checkout: SandboxCheckout, now = new Date()): Promise<void> {
    const metadata = referenceToMetadata(checkout.reference);
    const subscriptionId = checkout.kind === 'subscription' ? `sandbox_sub_${checkout.token}` : null;
    const session = {
      id: checkout.token,
      object: 'checkout.session',
      mode: checkout.kind,
      status: 'complete',
      payment_status: 'paid',
      amount_total: checkout.amountCents,
      currency: 'zar',
      customer: checkout.customerId,
      customer_email: checkout.email,
      subscription: subscriptionId,
      // As Stripe's: a subscription's first payment is its first invoice (sent just below).
      invoice: subscriptionId ? `in_sbx_${checkout.token}` : null,
      metadata,
    };
    await this.#deliver(`evt_sbx_${checkout.token}_completed`, 'checkout.session.completed', session, now);
    if (subscriptionId) {
      const periodStart = unix(now);
      const periodEnd = unix(addMonth(now));
      await this.#options.kv.put(
        SUBSCRIPTION_KEY + subscriptionId,
        JSON.stringify({
          customerId: checkout.customerId,
          metadata,
          currentPeriodEnd: periodEnd,
        } satisfies SandboxSubscription),
        { expirationTtl: SUBSCRIPTION_TTL_SECONDS },
      );
      const subscription = {
        id: subscriptionId,
        object: 'subscription',
        customer: checkout.customerId,
        status: 'active',
        cancel_at_period_end: false,
        metadata,
        items: {
          object: 'list',
          data: [{ id: `si_${checkout.token}`, current_period_start: periodStart, current_period_end: periodEnd }],
        },
      };
      await this.#deliver(`evt_sbx_${checkout.token}_subscription`, 'customer.subscription.created', subscription, now);
      const invoice = {
        id: `in_sbx_${checkout.token}`,
        object: 'invoice',
        customer: checkout.customerId,
        status: 'paid',
        amount_paid: checkout.amountCents,
        currency: 'zar',
        parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata } },
        lines: { object: 'list', data: [{ period: { start: periodStart, end: periodEnd } }] },
      };
      await this.#deliver(`evt_sbx_${checkout.token}_invoice`, 'invoice.paid', invoice, now);
    }
    await this.#saveState(checkout, 'paid');
  }

  /** Decline (or a visit after expiry): the checkout ends unpaid, as Stripe's `checkout.session.expired`. */
  async decline(checkout: SandboxCheckout, now = new Date()): Promise<void> {
    const session = {
      id: checkout.token,
      object: 'checkout.session',
      mode: checkout.kind,
      status: 'expired',
      payment_status: 'unpaid',
      customer: checkout.customerId,
      subscription: null,
      metadata: referenceToMetadata(checkout.reference),
    };
    await this.#deliver(`evt_sbx_${checkout.token}_expired`, 'checkout.session.expired', session, now);
    await this.#saveState(checkout, 'declined');
  }

  async #startCheckout(
    input: SubscriptionCheckoutInput | PaymentCheckoutInput,
    what: Pick<SandboxCheckout, 'kind' | 'amountCents' | 'description' | 'interval'>,
  ): Promise<Checkout> {
    const token = randomHex(16);
    const checkout: SandboxCheckout = {
      token,
      ...what,
      reference: input.reference,
      customerId: input.customerId,
      email: input.email,
      userId: this.#options.buyerId,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      expiresAt: input.expiresAt.toISOString(),
      state: 'open',
    };
    await this.#saveCheckout(checkout);
    return {
      checkoutUrl: `${this.#options.origin}${TEST_CHECKOUT_PATH}/${token}`,
      clientSecret: token,
      providerReference: token,
    };
  }

  #saveState(checkout: SandboxCheckout, state: SandboxCheckout['state']) {
    return this.#saveCheckout({ ...checkout, state });
  }

  #saveCheckout(checkout: SandboxCheckout) {
    const secondsLeft = Math.ceil((Date.parse(checkout.expiresAt) - Date.now()) / 1000);
    return this.#options.kv.put(CHECKOUT_KEY + checkout.token, JSON.stringify(checkout), {
      expirationTtl: Math.max(MIN_KV_TTL_SECONDS, secondsLeft + CHECKOUT_GRACE_SECONDS),
    });
  }

  /** Signs one Stripe-shaped event and sends it through the app's own webhook route. */
  async #deliver(id: string, type: string, object: object, now = new Date()) {
    const payload = JSON.stringify({
      id,
      object: 'event',
      api_version: EVENT_API_VERSION,
      created: unix(now),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const signature = await signStripePayload(payload, this.#options.webhookSecret);
    const response = await this.#options.dispatch(
      new Request(`${this.#options.origin}/api/webhooks/sandbox`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body: payload,
      }),
    );
    if (!response.ok) {
      throw new PaymentProviderError(`The test checkout could not deliver its ${type} event (${response.status}).`);
    }
  }
}
