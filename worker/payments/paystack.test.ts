import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYSTACK_TEST_SECRET_KEY } from '../test/paystack-stand-in.ts';
import { providerFailure } from '../test/payments.ts';
import { paystack, standIn, base, subscriptionCheckout, paymentCheckout } from '../test/paystack.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PaystackPayments calls Paystack as Paystack expects', () => {
  it('creates a customer with our user id in metadata, authenticated with the secret key', async () => {
    const server = standIn();
    const result = await paystack().createCustomer({
      userId: 'u-1',
      email: 'thandi@example.co.za',
      name: 'Thandi  Nomsa Mokoena',
    });
    expect(result).toEqual({ customerId: 'CUS_standin1' });
    const [request] = server.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/customer',
      body: {
        email: 'thandi@example.co.za',
        first_name: 'Thandi',
        last_name: 'Nomsa Mokoena',
        metadata: { sebenza_user_id: 'u-1' },
      },
    });
    expect(request!.headers.get('Authorization')).toBe(`Bearer ${PAYSTACK_TEST_SECRET_KEY}`);
    expect(request!.headers.get('Content-Type')).toBe('application/json');
  });

  it('creates the plan in rand when it has no plan code yet, then initializes the transaction with it', async () => {
    const server = standIn();
    const checkout = await paystack().startSubscriptionCheckout(subscriptionCheckout());

    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /plan', 'POST /transaction/initialize']);
    expect(server.requests[0]!.body).toEqual({
      name: 'Sebenza Coaching',
      interval: 'monthly',
      amount: 29_900,
      currency: 'ZAR',
    });
    const sent = server.requests[1]!.body!;
    expect(sent).toEqual({
      email: 'thandi@example.co.za',
      amount: 29_900,
      currency: 'ZAR',
      plan: 'PLN_standin1',
      reference: expect.stringMatching(/^sbz-sub-7-[0-9a-f]{16}$/),
      callback_url: base.successUrl,
      metadata: { sebenza_subscription_id: '7', cancel_action: base.cancelUrl },
    });
    expect(checkout).toEqual({
      checkoutUrl: 'https://checkout.paystack.com/access_standin2',
      clientSecret: 'access_standin2',
      providerReference: sent.reference,
      planPriceId: 'PLN_standin1',
    });
  });

  it('uses the stored plan code and creates no plan when the plan has one', async () => {
    const server = standIn({ plans: ['PLN_existing'] });
    const checkout = await paystack().startSubscriptionCheckout(subscriptionCheckout('PLN_existing'));
    expect(server.requests.map((r) => r.path)).toEqual(['/transaction/initialize']);
    expect(server.requests[0]!.body).toMatchObject({ plan: 'PLN_existing', currency: 'ZAR' });
    expect(checkout.planPriceId).toBeUndefined();
  });

  it('gives every checkout its own reference', async () => {
    const server = standIn({ plans: ['PLN_existing'] });
    const first = await paystack().startSubscriptionCheckout(subscriptionCheckout('PLN_existing'));
    const second = await paystack().startSubscriptionCheckout(subscriptionCheckout('PLN_existing'));
    expect(first.providerReference).not.toBe(second.providerReference);
    expect(server.requests).toHaveLength(2);
  });

  it('starts a one-time checkout in rand for a seat hold, without a plan', async () => {
    const server = standIn();
    const checkout = await paystack().startPaymentCheckout(paymentCheckout);
    expect(server.requests.map((r) => r.path)).toEqual(['/transaction/initialize']);
    const sent = server.requests[0]!.body!;
    expect(sent).toEqual({
      email: 'thandi@example.co.za',
      amount: 15_000,
      currency: 'ZAR',
      reference: expect.stringMatching(/^sbz-seat-3-[0-9a-f]{16}$/),
      callback_url: base.successUrl,
      metadata: { sebenza_hold_id: '3', cancel_action: base.cancelUrl },
    });
    expect(checkout).toEqual({
      checkoutUrl: 'https://checkout.paystack.com/access_standin1',
      clientSecret: 'access_standin1',
      providerReference: sent.reference,
    });
  });

  it('cancels at period end with the subscription’s email token', async () => {
    const server = standIn({ subscriptions: ['SUB_standin1'] });
    await paystack().cancelAtPeriodEnd({ providerSubscriptionId: 'SUB_standin1', providerCustomerId: 'CUS_standin1' });
    expect(server.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['GET', '/subscription/SUB_standin1', null],
      ['POST', '/subscription/disable', { code: 'SUB_standin1', token: 'token_SUB_standin1' }],
    ]);
    expect(server.subscriptions.get('SUB_standin1')!.status).toBe('non-renewing');
  });
});

describe('PaystackPayments turns Paystack’s failures into PaymentProviderError without secrets', () => {
  const failure = (run: () => Promise<unknown>) => providerFailure(run, PAYSTACK_TEST_SECRET_KEY);

  it('a wrong key', async () => {
    standIn({ secretKey: 'sk_test_another_key' });
    const message = await failure(() => paystack().createCustomer({ userId: 'u', email: 'a@b.co', name: 'A' }));
    expect(message).toBe('Paystack could not create the customer (HTTP 401).');
  });

  it('an unknown plan code', async () => {
    standIn();
    const message = await failure(() => paystack().startSubscriptionCheckout(subscriptionCheckout('PLN_gone')));
    expect(message).toBe('Paystack could not start the checkout (HTTP 400).');
  });

  it('an unknown subscription, and no disable is attempted', async () => {
    const server = standIn();
    await failure(() => paystack().cancelAtPeriodEnd({ providerSubscriptionId: 'SUB_gone', providerCustomerId: null }));
    expect(server.requests.map((r) => r.path)).toEqual(['/subscription/SUB_gone']);
  });

  it('status false on a 200, with Paystack’s error type and code', async () => {
    const server = standIn();
    vi.mocked(globalThis.fetch).mockResolvedValueOnce(
      Response.json({
        status: false,
        message: 'Invalid Amount Sent',
        type: 'validation_error',
        code: 'invalid_params',
      }),
    );
    const message = await failure(() => paystack().startPaymentCheckout(paymentCheckout));
    expect(message).toBe('Paystack could not start the checkout (HTTP 200, validation_error, invalid_params).');
    expect(server.requests).toHaveLength(0);
  });

  it('an answer without what the app needs', async () => {
    standIn();
    vi.mocked(globalThis.fetch).mockResolvedValueOnce(
      Response.json({ status: true, message: 'ok', data: { reference: 'x' } }),
    );
    const message = await failure(() => paystack().startPaymentCheckout(paymentCheckout));
    expect(message).toBe("Paystack's answer to start the checkout was not understood.");
  });

  it('a server error', async () => {
    const server = standIn();
    server.failNext({ status: 503 });
    expect(await failure(() => paystack().startPaymentCheckout(paymentCheckout))).toContain('HTTP 503');
  });

  it('Paystack unreachable', async () => {
    const server = standIn();
    server.failNext('network');
    expect(await failure(() => paystack().startPaymentCheckout(paymentCheckout))).toBe(
      'Paystack could not be reached to start the checkout.',
    );
  });

  it('Paystack not answering within the timeout', async () => {
    const server = standIn();
    server.failNext('hang');
    expect(await failure(() => paystack(50).startPaymentCheckout(paymentCheckout))).toBe(
      'Paystack did not answer in time to start the checkout.',
    );
  });
});
