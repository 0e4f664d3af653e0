import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  STRIPE_TEST_SECRET_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  stripeSignedHeaders,
  stripeStandIn,
} from '../test/stripe-stand-in.ts';
import { stripeEvent } from '../test/payments.ts';
import { PaymentProviderError, WebhookSignatureError, type SubscriptionCheckoutInput } from './provider.ts';
import { StripePayments } from './stripe.ts';

/**
 * The Stripe provider with the real `stripe` client: its HTTP requests to api.stripe.com are answered by the
 * stand-in (worker/test/stripe-stand-in.ts), which records the form-encoded bodies Stripe would receive.
 * Webhooks are signed with the library's own test helper.
 */

afterEach(() => {
  vi.restoreAllMocks();
});

const stripe = () =>
  new StripePayments({ secretKey: STRIPE_TEST_SECRET_KEY, webhookSecret: STRIPE_TEST_WEBHOOK_SECRET });

function standIn(options?: Parameters<typeof stripeStandIn>[0]) {
  const server = stripeStandIn(options);
  server.intercept();
  return server;
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const nowSeconds = () => Math.floor(Date.now() / 1000);

function subscriptionCheckout(overrides: Partial<SubscriptionCheckoutInput> = {}): SubscriptionCheckoutInput {
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

describe('StripePayments calls Stripe as Stripe expects', () => {
  it('creates a customer with our user id in metadata, authenticated with the secret key', async () => {
    const server = standIn();
    const result = await stripe().createCustomer({ userId: 'u-1', email: 'thandi@example.co.za', name: 'Thandi M' });
    expect(result).toEqual({ customerId: 'cus_standin1' });
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/customers' });
    expect(request!.headers.get('Authorization')).toBe(`Bearer ${STRIPE_TEST_SECRET_KEY}`);
    expect(Object.fromEntries(request!.form)).toEqual({
      email: 'thandi@example.co.za',
      name: 'Thandi M',
      'metadata[sebenza_user_id]': 'u-1',
    });
  });

  it('starts a monthly subscription checkout in rand with an inline price when the plan has no Stripe price', async () => {
    const server = standIn();
    const input = subscriptionCheckout();
    const checkout = await stripe().startSubscriptionCheckout(input);

    expect(checkout).toEqual({
      checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_standin1',
      clientSecret: 'cs_test_standin1',
      providerReference: 'cs_test_standin1',
    });
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(Object.fromEntries(request!.form)).toEqual({
      mode: 'subscription',
      currency: 'zar',
      customer: 'cus_standin1',
      client_reference_id: 'sebenza-subscription-7',
      'metadata[sebenza_subscription_id]': '7',
      'subscription_data[metadata][sebenza_subscription_id]': '7',
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      expires_at: String(Math.floor(input.expiresAt.getTime() / 1000)),
      'line_items[0][price_data][currency]': 'zar',
      'line_items[0][price_data][unit_amount]': '29900',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Sebenza Coaching',
      'line_items[0][quantity]': '1',
    });
  });

  it('uses the plan’s Stripe price when it has one', async () => {
    const server = standIn({ prices: ['price_coaching'] });
    await stripe().startSubscriptionCheckout(
      subscriptionCheckout({
        plan: { id: 2, name: 'Sebenza Coaching', priceCents: 29_900, providerPriceId: 'price_coaching' },
      }),
    );
    const fields = [...server.requests[0]!.form.keys()];
    expect(server.requests[0]!.form.get('line_items[0][price]')).toBe('price_coaching');
    expect(fields.filter((field) => field.startsWith('line_items[0][price_data]'))).toEqual([]);
    expect(server.requests[0]!.form.get('subscription_data[metadata][sebenza_subscription_id]')).toBe('7');
  });

  it.each([
    ['a 10-minute hold', 10, 'at least 30 minutes'],
    ['three days', 3 * 24 * 60, 'at most 24 hours'],
  ])('keeps expires_at within Stripe’s window for %s', async (_, minutes, __) => {
    const server = standIn();
    const before = nowSeconds();
    await stripe().startSubscriptionCheckout(subscriptionCheckout({ expiresAt: minutesFromNow(minutes) }));
    const sent = Number(server.requests[0]!.form.get('expires_at'));
    expect(sent).toBeGreaterThanOrEqual(before + 30 * 60);
    expect(sent).toBeLessThanOrEqual(nowSeconds() + 24 * 3600);
  });

  it('starts a one-time payment checkout in rand for a seat hold', async () => {
    const server = standIn();
    const expiresAt = minutesFromNow(45);
    const checkout = await stripe().startPaymentCheckout({
      reference: { kind: 'event-seat', holdId: 3 },
      customerId: 'cus_standin9',
      email: 'sipho@example.co.za',
      successUrl: 'https://sebenza.test/events/5?checkout=success',
      cancelUrl: 'https://sebenza.test/events/5?checkout=cancelled',
      expiresAt,
      amountCents: 15_000,
      description: 'Township Business Summit',
    });
    expect(checkout.providerReference).toBe('cs_test_standin1');
    expect(Object.fromEntries(server.requests[0]!.form)).toEqual({
      mode: 'payment',
      currency: 'zar',
      customer: 'cus_standin9',
      client_reference_id: 'sebenza-hold-3',
      'metadata[sebenza_hold_id]': '3',
      'payment_intent_data[metadata][sebenza_hold_id]': '3',
      success_url: 'https://sebenza.test/events/5?checkout=success',
      cancel_url: 'https://sebenza.test/events/5?checkout=cancelled',
      expires_at: String(Math.floor(expiresAt.getTime() / 1000)),
      'line_items[0][price_data][currency]': 'zar',
      'line_items[0][price_data][unit_amount]': '15000',
      'line_items[0][price_data][product_data][name]': 'Township Business Summit',
      'line_items[0][quantity]': '1',
    });
  });

  it('cancels at period end by updating the subscription', async () => {
    const server = standIn();
    await stripe().cancelAtPeriodEnd({ providerSubscriptionId: 'sub_123', providerCustomerId: 'cus_1' });
    expect(server.requests.map((r) => [r.method, r.path, Object.fromEntries(r.form)])).toEqual([
      ['POST', '/v1/subscriptions/sub_123', { cancel_at_period_end: 'true' }],
    ]);
  });
});

describe('StripePayments turns Stripe’s failures into PaymentProviderError without secrets', () => {
  async function failure(run: () => Promise<unknown>) {
    const error = await run().then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(PaymentProviderError);
    const message = (error as Error).message;
    expect(message).not.toContain('sk_');
    expect(message).not.toContain(STRIPE_TEST_SECRET_KEY.slice(-4));
    return message;
  }

  it('a wrong key (Stripe quotes part of it)', async () => {
    standIn({ secretKey: 'sk_test_a_different_key' });
    const message = await failure(() => stripe().createCustomer({ userId: 'u', email: 'a@b.co', name: 'A' }));
    expect(message).toBe('Stripe could not create the customer (invalid_request_error, HTTP 401, req_standin).');
  });

  it('an unknown price', async () => {
    standIn();
    const plan = { id: 2, name: 'Coaching', priceCents: 29_900, providerPriceId: 'price_gone' };
    const message = await failure(() => stripe().startSubscriptionCheckout(subscriptionCheckout({ plan })));
    expect(message).toContain('resource_missing');
  });

  it('an unknown subscription', async () => {
    standIn();
    const message = await failure(() =>
      stripe().cancelAtPeriodEnd({ providerSubscriptionId: 'nope', providerCustomerId: null }),
    );
    expect(message).toContain('Stripe could not cancel the subscription');
  });

  it('a server error', async () => {
    const server = standIn();
    server.failNext({ status: 500 });
    const message = await failure(() =>
      stripe().startPaymentCheckout({ ...subscriptionCheckout(), amountCents: 100, description: 'x' }),
    );
    expect(message).toContain('api_error');
  });

  it('Stripe unreachable, after the client’s one retry', async () => {
    const server = standIn();
    server.failNext('network');
    server.failNext('network');
    await failure(() => stripe().createCustomer({ userId: 'u', email: 'a@b.co', name: 'A' }));
    expect(server.requests).toHaveLength(2);
  });
});

describe('StripePayments.parseWebhook verifies the signature before anything', () => {
  const payload = stripeEvent({ type: 'customer.created', object: { id: 'cus_1', object: 'customer' } });

  it('parses a correctly signed event', async () => {
    const event = await stripe().parseWebhook(payload, await stripeSignedHeaders(payload));
    expect(event).toMatchObject({ type: 'customer.created', change: { kind: 'ignored' } });
    expect(event.id).toBe(JSON.parse(payload).id);
  });

  it.each([
    ['no Stripe-Signature header', async () => new Headers()],
    ['a signature made with another secret', () => stripeSignedHeaders(payload, 'whsec_someone_else')],
    ['a garbled header', async () => new Headers({ 'stripe-signature': 't=123,v1=abc' })],
    ['a signature older than 300 seconds', () => stripeSignedHeaders(payload, undefined, nowSeconds() - 301)],
  ])('refuses %s', async (_, headers) => {
    await expect(stripe().parseWebhook(payload, await headers())).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('accepts a signature inside the tolerance', async () => {
    const headers = await stripeSignedHeaders(payload, undefined, nowSeconds() - 240);
    await expect(stripe().parseWebhook(payload, headers)).resolves.toMatchObject({ type: 'customer.created' });
  });

  it('refuses a body changed after signing', async () => {
    const headers = await stripeSignedHeaders(payload);
    const tampered = payload.replace('cus_1', 'cus_2');
    await expect(stripe().parseWebhook(tampered, headers)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('refuses a signed body that is not JSON', async () => {
    const body = 'not json';
    await expect(stripe().parseWebhook(body, await stripeSignedHeaders(body))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });
});

describe('StripePayments.parseWebhook maps Stripe’s events', () => {
  async function parse(type: string, object: Record<string, unknown>, created = 1_760_000_000) {
    const payload = stripeEvent({ type, object, created });
    return stripe().parseWebhook(payload, await stripeSignedHeaders(payload));
  }

  const session = (overrides: Record<string, unknown>) => ({
    id: 'cs_test_1',
    object: 'checkout.session',
    mode: 'subscription',
    customer: 'cus_1',
    subscription: 'sub_1',
    payment_status: 'paid',
    status: 'complete',
    metadata: { sebenza_subscription_id: '7' },
    ...overrides,
  });

  it('checkout.session.completed, paid: our reference, the customer and the subscription', async () => {
    const event = await parse('checkout.session.completed', session({}));
    expect(event).toMatchObject({ type: 'checkout.session.completed', occurredAt: 1_760_000_000 });
    expect(event.change).toEqual({
      kind: 'checkout-completed',
      reference: { kind: 'subscription', subscriptionId: 7 },
      paid: true,
      providerReference: 'cs_test_1',
      providerCustomerId: 'cus_1',
      providerSubscriptionId: 'sub_1',
    });
  });

  it('checkout.session.completed for a seat, payment still pending (a delayed EFT): not paid', async () => {
    const event = await parse(
      'checkout.session.completed',
      session({ mode: 'payment', subscription: null, payment_status: 'unpaid', metadata: { sebenza_hold_id: '3' } }),
    );
    expect(event.change).toMatchObject({
      kind: 'checkout-completed',
      reference: { kind: 'event-seat', holdId: 3 },
      paid: false,
      providerSubscriptionId: null,
    });
  });

  it('checkout.session.async_payment_succeeded: paid', async () => {
    const event = await parse(
      'checkout.session.async_payment_succeeded',
      session({ metadata: { sebenza_hold_id: '3' } }),
    );
    expect(event.change).toMatchObject({ kind: 'checkout-completed', paid: true });
  });

  it.each(['checkout.session.expired', 'checkout.session.async_payment_failed'])(
    '%s: the checkout ended without payment',
    async (type) => {
      const event = await parse(type, session({ payment_status: 'unpaid', metadata: { sebenza_hold_id: '3' } }));
      expect(event.change).toEqual({
        kind: 'checkout-expired',
        reference: { kind: 'event-seat', holdId: 3 },
        providerReference: 'cs_test_1',
      });
    },
  );

  it('a checkout that is not ours is ignored', async () => {
    const event = await parse('checkout.session.completed', session({ metadata: {} }));
    expect(event.change).toEqual({ kind: 'ignored' });
  });

  const subscription = (status: string, overrides: Record<string, unknown> = {}) => ({
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status,
    cancel_at_period_end: false,
    metadata: { sebenza_subscription_id: '7' },
    // Since API version 2025-03-31 the billing period lives on the items, not the subscription.
    items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', current_period_end: 1_762_592_000 }] },
    ...overrides,
  });

  it.each([
    ['active', 'active'],
    ['trialing', 'active'],
    ['past_due', 'past_due'],
    ['unpaid', 'past_due'],
    ['paused', 'past_due'],
    ['incomplete', 'incomplete'],
    ['incomplete_expired', 'canceled'],
    ['canceled', 'canceled'],
  ])('customer.subscription.updated with Stripe status %s → %s', async (stripeStatus, status) => {
    const event = await parse('customer.subscription.updated', subscription(stripeStatus));
    expect(event.change).toEqual({
      kind: 'subscription',
      providerSubscriptionId: 'sub_1',
      providerCustomerId: 'cus_1',
      subscriptionId: 7,
      status,
      currentPeriodEnd: new Date(1_762_592_000 * 1000).toISOString(),
      cancelAtPeriodEnd: false,
    });
  });

  it('customer.subscription.created carries the cancel flag; one without our metadata has no row id', async () => {
    const event = await parse(
      'customer.subscription.created',
      subscription('active', { cancel_at_period_end: true, metadata: {} }),
    );
    expect(event.change).toMatchObject({ kind: 'subscription', subscriptionId: null, cancelAtPeriodEnd: true });
  });

  it('customer.subscription.deleted is canceled whatever the status says', async () => {
    const event = await parse('customer.subscription.deleted', subscription('active'));
    expect(event.change).toMatchObject({ kind: 'subscription', status: 'canceled' });
  });

  const invoice = (overrides: Record<string, unknown> = {}) => ({
    id: 'in_1',
    object: 'invoice',
    customer: 'cus_1',
    status: 'paid',
    // Since API version 2025-03-31 an invoice names its subscription under parent.subscription_details.
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: 'sub_1', metadata: {} },
    },
    lines: {
      object: 'list',
      data: [{ id: 'il_1', object: 'line_item', period: { start: 1_760_000_000, end: 1_762_592_000 } }],
    },
    ...overrides,
  });

  it.each(['invoice.paid', 'invoice.payment_succeeded'])(
    '%s: the subscription is paid to the line’s period end',
    async (type) => {
      const event = await parse(type, invoice());
      expect(event.change).toEqual({
        kind: 'invoice-paid',
        providerSubscriptionId: 'sub_1',
        currentPeriodEnd: new Date(1_762_592_000 * 1000).toISOString(),
      });
    },
  );

  it('invoice.payment_failed: the subscription’s payment failed', async () => {
    const event = await parse('invoice.payment_failed', invoice({ status: 'open' }));
    expect(event.change).toEqual({ kind: 'payment-failed', providerSubscriptionId: 'sub_1' });
  });

  it('an invoice of no subscription is ignored', async () => {
    const event = await parse('invoice.paid', invoice({ parent: null }));
    expect(event.change).toEqual({ kind: 'ignored' });
  });
});
