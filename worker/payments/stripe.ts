import Stripe from 'stripe';
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
import { parseStripeWebhook } from './stripe-events.ts';

/**
 * Stripe's limits on a Checkout Session's `expires_at`: at least 30 minutes and at most 24 hours after it is
 * created. A minute of margin on each side absorbs the time between our clock reading and Stripe's.
 */
const MIN_EXPIRY_SECONDS = 30 * 60 + 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60 - 60;

/** One call may take this long; the library retries once (network errors, 409, 5xx) with an idempotency key. */
const TIMEOUT_MS = 10_000;

/**
 * The Stripe provider through the `stripe` package: Checkout Sessions in rand (mode `subscription` for coaching
 * plans, `payment` for a paid event's seat) and webhooks verified with the library's own check
 * (`stripe-events.ts`). The library pins its API version, so the objects it sends and the events mapped in
 * stripe-events.ts have the 2025+ shapes (period ends on subscription items, invoice.parent).
 */
export class StripePayments implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly testMode = false;
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;

  constructor(options: { secretKey: string; webhookSecret: string }) {
    this.#stripe = new Stripe(options.secretKey, {
      // Workers have no Node http: the fetch client. The global fetch is looked up on every call rather than
      // captured here, so a client kept for the isolate's life uses whatever fetch is current (tests intercept it).
      httpClient: Stripe.createFetchHttpClient((input, init) => fetch(input, init)),
      maxNetworkRetries: 1,
      timeout: TIMEOUT_MS,
    });
    this.#webhookSecret = options.webhookSecret;
  }

  async createCustomer(input: { userId: string; email: string; name: string }): Promise<{ customerId: string }> {
    const customer = await call('create the customer', () =>
      this.#stripe.customers.create({
        email: input.email,
        name: input.name,
        metadata: { sebenza_user_id: input.userId },
      }),
    );
    return { customerId: customer.id };
  }

  async startSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<Checkout> {
    const { plan } = input;
    const metadata = referenceToMetadata(input.reference);
    const session = await call('start the subscription checkout', () =>
      this.#stripe.checkout.sessions.create({
        ...sessionBase(input),
        mode: 'subscription',
        line_items: [
          plan.providerPriceId
            ? { price: plan.providerPriceId, quantity: 1 }
            : {
                // No Stripe Price for this plan yet: an inline monthly price in rand from our own table.
                price_data: {
                  currency: 'zar',
                  unit_amount: plan.priceCents,
                  recurring: { interval: 'month' },
                  product_data: { name: plan.name },
                },
                quantity: 1,
              },
        ],
        // The subscription Stripe creates carries our id too, so its customer.subscription.* events name our row.
        subscription_data: { metadata },
      }),
    );
    return checkoutOf(session);
  }

  async startPaymentCheckout(input: PaymentCheckoutInput): Promise<Checkout> {
    const metadata = referenceToMetadata(input.reference);
    const session = await call('start the checkout', () =>
      this.#stripe.checkout.sessions.create({
        ...sessionBase(input),
        mode: 'payment',
        line_items: [
          {
            price_data: { currency: 'zar', unit_amount: input.amountCents, product_data: { name: input.description } },
            quantity: 1,
          },
        ],
        // The PaymentIntent carries our id as well, for whoever looks the payment up in Stripe's dashboard.
        payment_intent_data: { metadata },
      }),
    );
    return checkoutOf(session);
  }

  async changePlan(input: Parameters<PaymentProvider['changePlan']>[0]) {
    const { plan, providerSubscriptionId } = input;
    const subscription = await call('read the subscription', () =>
      this.#stripe.subscriptions.retrieve(providerSubscriptionId),
    );
    const item = subscription.items.data[0];
    if (!item) throw new PaymentProviderError('Stripe has no plan on this subscription to change.');
    // A plan sold only through inline prices so far gets a Price of its own, which the caller remembers.
    const price =
      plan.providerPriceId ??
      (
        await call('create the plan’s price', () =>
          this.#stripe.prices.create({
            currency: 'zar',
            unit_amount: plan.priceCents,
            recurring: { interval: 'month' },
            product_data: { name: plan.name },
          }),
        )
      ).id;
    await call('change the plan', () =>
      this.#stripe.subscriptions.update(providerSubscriptionId, {
        items: [{ id: item.id, price }],
        // The member has paid this period on the old plan: the new price starts with the next invoice.
        proration_behavior: 'none',
        cancel_at_period_end: false,
      }),
    );
    return plan.providerPriceId ? { providerSubscriptionId } : { providerSubscriptionId, planPriceId: price };
  }

  async cancelAtPeriodEnd(input: { providerSubscriptionId: string; providerCustomerId: string | null }) {
    await call('cancel the subscription', () =>
      this.#stripe.subscriptions.update(input.providerSubscriptionId, { cancel_at_period_end: true }),
    );
  }

  parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent> {
    return parseStripeWebhook(rawBody, headers, this.#webhookSecret);
  }
}

/** What both kinds of Checkout Session share: rand, our reference, the return URLs and the expiry. */
function sessionBase(input: SubscriptionCheckoutInput | PaymentCheckoutInput) {
  return {
    currency: 'zar',
    customer: input.customerId,
    client_reference_id: clientReferenceOf(input.reference),
    metadata: referenceToMetadata(input.reference),
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    expires_at: stripeExpiry(input.expiresAt),
  } satisfies Stripe.Checkout.SessionCreateParams;
}

/**
 * `expires_at` within Stripe's window. A seat hold shorter than 30 minutes therefore gets a checkout that stays
 * payable a little past the hold; the webhook, not this call, decides what a late payment buys.
 */
export function stripeExpiry(expiresAt: Date, now = Date.now()): number {
  const nowSeconds = Math.floor(now / 1000);
  const wanted = Math.floor(expiresAt.getTime() / 1000);
  return Math.min(Math.max(wanted, nowSeconds + MIN_EXPIRY_SECONDS), nowSeconds + MAX_EXPIRY_SECONDS);
}

const clientReferenceOf = (reference: CheckoutReference) =>
  reference.kind === 'subscription'
    ? `sebenza-subscription-${reference.subscriptionId}`
    : `sebenza-hold-${reference.holdId}`;

function checkoutOf(session: Stripe.Checkout.Session): Checkout {
  if (!session.url) throw new PaymentProviderError('Stripe started a checkout without a payment page.');
  return {
    checkoutUrl: session.url,
    // Hosted checkouts have no client secret (only embedded ones do): the session id stands in for it.
    clientSecret: session.client_secret ?? session.id,
    providerReference: session.id,
  };
}

/**
 * Runs one Stripe call and turns its failures into a PaymentProviderError. Stripe's own message is not passed on:
 * it can quote the request, and for a wrong key it quotes part of the key. Its error type, code and request id
 * are enough to look the failure up in Stripe's dashboard.
 */
async function call<T>(action: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof Stripe.errors.StripeError)) throw err;
    const detail = [err.rawType ?? err.type, err.code, err.statusCode && `HTTP ${err.statusCode}`, err.requestId]
      .filter((part) => typeof part === 'string' || typeof part === 'number')
      .filter((part) => /^[\w .-]+$/.test(String(part)))
      .join(', ');
    throw new PaymentProviderError(`Stripe could not ${action}${detail ? ` (${detail})` : ''}.`);
  }
}
