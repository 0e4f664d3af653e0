import { env, SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { readConfig } from '../env.ts';
import { PaymentProviderError } from '../payments/provider.ts';
import { signStripePayload } from '../payments/stripe-events.ts';
import { ORIGIN, postForm, SITE_ORIGIN } from './http.ts';

/**
 * Helpers for tests of money: the test checkout's webhook secret, Stripe-shaped events signed as Stripe signs them,
 * delivered the way a provider delivers them (no Origin, no cookie), the test checkout's Pay/Decline form, and what
 * a provider's failure ends in.
 */

/** The secret the test checkout signs with (tests run with no provider key, so the test checkout is configured). */
export function sandboxSecret(): string {
  const payments = readConfig(env).payments;
  if (payments?.provider !== 'sandbox') throw new Error('tests expect the test checkout to be configured');
  return payments.webhookSecret;
}

export const unixNow = () => Math.floor(Date.now() / 1000);

let eventCounter = 0;

/** A Stripe event envelope around `object`, as its JSON body. */
export function stripeEvent(input: { type: string; object: object; id?: string; created?: number }): string {
  eventCounter += 1;
  return JSON.stringify({
    id: input.id ?? `evt_test_${eventCounter}_${crypto.randomUUID().slice(0, 8)}`,
    object: 'event',
    api_version: '2025-03-31.basil',
    created: input.created ?? unixNow(),
    type: input.type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: input.object },
  });
}

/** POSTs a webhook as a provider does: the raw body and its signature header, no browser headers. */
export async function sendWebhook(
  payload: string,
  options: { secret?: string; timestamp?: number; signature?: string | null; provider?: string } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const signature =
    options.signature === undefined
      ? await signStripePayload(payload, options.secret ?? sandboxSecret(), options.timestamp ?? unixNow())
      : options.signature;
  if (signature !== null) headers['Stripe-Signature'] = signature;
  return SELF.fetch(`${ORIGIN}/api/webhooks/${options.provider ?? 'sandbox'}`, {
    method: 'POST',
    headers,
    body: payload,
  });
}

/** A Stripe subscription object (period end on its first item, as API versions since 2025-03-31 have it). */
export function subscriptionObject(input: {
  id: string;
  customer?: string | null;
  status: string;
  subscriptionId?: number | null;
  periodEnd?: number;
  cancelAtPeriodEnd?: boolean;
}) {
  return {
    id: input.id,
    object: 'subscription',
    customer: input.customer ?? null,
    status: input.status,
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    metadata: input.subscriptionId ? { sebenza_subscription_id: String(input.subscriptionId) } : {},
    items: { object: 'list', data: input.periodEnd ? [{ id: 'si_test', current_period_end: input.periodEnd }] : [] },
  };
}

/** An invoice object for a subscription (invoice.paid / invoice.payment_failed). */
/** An invoice of a subscription, paid in rand: `amountCents` defaults to createPlan's price. */
export function invoiceObject(input: {
  subscription: string;
  periodEnd?: number;
  amountCents?: number;
  currency?: string;
}) {
  return {
    id: `in_${crypto.randomUUID().slice(0, 8)}`,
    object: 'invoice',
    amount_paid: input.amountCents ?? 29_900,
    currency: input.currency ?? 'zar',
    parent: { type: 'subscription_details', subscription_details: { subscription: input.subscription } },
    lines: { object: 'list', data: input.periodEnd ? [{ period: { start: unixNow(), end: input.periodEnd } }] : [] },
  };
}

/** A Checkout Session object carrying our reference in its metadata, its total `amountCents` (in rand by default). */
export function sessionObject(input: {
  id?: string;
  metadata: Record<string, string>;
  amountCents: number;
  currency?: string;
  paid?: boolean;
  customer?: string | null;
  subscription?: string | null;
}) {
  return {
    id: input.id ?? `cs_test_${crypto.randomUUID().slice(0, 8)}`,
    object: 'checkout.session',
    payment_status: input.paid === false ? 'unpaid' : 'paid',
    amount_total: input.amountCents,
    currency: input.currency ?? 'zar',
    customer: input.customer ?? null,
    subscription: input.subscription ?? null,
    metadata: input.metadata,
  };
}

/** The test checkout's path for a checkout URL the API answered with. */
export function checkoutPath(checkoutUrl: string): string {
  const url = new URL(checkoutUrl);
  if (url.origin !== SITE_ORIGIN || !url.pathname.startsWith('/api/test-checkout/')) {
    throw new Error(`not a test checkout URL: ${checkoutUrl}`);
  }
  return url.pathname;
}

/** Presses Pay or Decline on the test checkout page as the signed-in user. */
export function submitCheckout(checkoutUrl: string, action: 'pay' | 'decline', cookie?: string) {
  return postForm(checkoutPath(checkoutUrl), { action }, cookie);
}

/**
 * The message of the PaymentProviderError a provider call ends in; the test fails if the call succeeds, fails
 * otherwise, or the message shows a secret key or `secret` (what of the key the provider might quote).
 */
export async function providerFailure(run: () => Promise<unknown>, secret: string): Promise<string> {
  const error = await run().then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  const message = (error as Error).message;
  expect(message).not.toContain('sk_');
  expect(message).not.toContain(secret);
  return message;
}
