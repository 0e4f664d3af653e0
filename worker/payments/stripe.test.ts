import { afterEach, describe, expect, it, vi } from 'vitest';
import { STRIPE_TEST_SECRET_KEY } from '../test/stripe-stand-in.ts';
import { providerFailure } from '../test/payments.ts';
import { stripe, standIn, minutesFromNow, nowSeconds, subscriptionCheckout } from '../test/stripe.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

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
  // Stripe quotes the end of a wrong key, so not even that of ours may show.
  const failure = (run: () => Promise<unknown>) => providerFailure(run, STRIPE_TEST_SECRET_KEY.slice(-4));

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
