import { STRIPE_TEST_SECRET_KEY, STRIPE_TEST_WEBHOOK_SECRET, stripeStandIn } from './stripe-stand-in.ts';
import { type SubscriptionCheckoutInput } from '../payments/provider.ts';
import { StripePayments } from '../payments/stripe.ts';

/**
 * The Stripe provider with the real `stripe` client: its HTTP requests to api.stripe.com are answered by the
 * stand-in (worker/test/stripe-stand-in.ts), which records the form-encoded bodies Stripe would receive.
 * Webhooks are signed with the library's own test helper.
 */

export const stripe = () =>
  new StripePayments({ secretKey: STRIPE_TEST_SECRET_KEY, webhookSecret: STRIPE_TEST_WEBHOOK_SECRET });

export function standIn(options?: Parameters<typeof stripeStandIn>[0]) {
  const server = stripeStandIn(options);
  server.intercept();
  return server;
}

export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function subscriptionCheckout(overrides: Partial<SubscriptionCheckoutInput> = {}): SubscriptionCheckoutInput {
  return {
    reference: { kind: 'subscription', subscriptionId: 7 },
    customerId: 'cus_standin1',
    email: 'thandi@example.co.za',
    successUrl: 'https://sebenza.test/sebenza-coaching?checkout=success',
    cancelUrl: 'https://sebenza.test/sebenza-coaching?checkout=cancelled',
    expiresAt: minutesFromNow(60),
    plan: { id: 2, name: 'Sebenza Coaching', priceCents: 29_900, providerPriceId: null },
    ...overrides,
  };
}
