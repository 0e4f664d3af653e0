import { PAYSTACK_TEST_SECRET_KEY, paystackStandIn } from './paystack-stand-in.ts';
import { PaystackPayments } from '../payments/paystack.ts';
import { type PaymentCheckoutInput, type SubscriptionCheckoutInput } from '../payments/provider.ts';

/**
 * The Paystack provider against a stand-in of Paystack's REST API (worker/test/paystack-stand-in.ts), which
 * records the JSON bodies Paystack would receive. Webhooks are signed with Paystack's documented algorithm
 * (hex HMAC-SHA512 of the raw body, keyed with the secret key) and use its documented sample payloads.
 */

export const paystack = (timeoutMs?: number) =>
  new PaystackPayments({ secretKey: PAYSTACK_TEST_SECRET_KEY, timeoutMs });

export function standIn(options?: Parameters<typeof paystackStandIn>[0]) {
  const server = paystackStandIn(options);
  server.intercept();
  return server;
}

export const base = {
  customerId: 'CUS_standin1',
  email: 'thandi@example.co.za',
  successUrl: 'https://sebenza.test/sebenza-coaching?checkout=success',
  cancelUrl: 'https://sebenza.test/sebenza-coaching?checkout=cancelled',
  expiresAt: new Date(Date.now() + 30 * 60_000),
};

export const subscriptionCheckout = (providerPriceId: string | null = null): SubscriptionCheckoutInput => ({
  ...base,
  reference: { kind: 'subscription', subscriptionId: 7 },
  plan: { id: 2, name: 'Sebenza Coaching', priceCents: 29_900, providerPriceId },
});

export const paymentCheckout: PaymentCheckoutInput = {
  ...base,
  reference: { kind: 'event-seat', holdId: 3 },
  amountCents: 15_000,
  description: 'Township Business Summit',
};
