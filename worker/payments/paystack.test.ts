import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PAYSTACK_TEST_SECRET_KEY,
  paystackEvents,
  paystackSignedHeaders,
  paystackStandIn,
  signPaystackPayload,
} from '../test/paystack-stand-in.ts';
import { PaystackPayments } from './paystack.ts';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentCheckoutInput,
  type SubscriptionCheckoutInput,
} from './provider.ts';

/**
 * The Paystack provider against a stand-in of Paystack's REST API (worker/test/paystack-stand-in.ts), which
 * records the JSON bodies Paystack would receive. Webhooks are signed with Paystack's documented algorithm
 * (hex HMAC-SHA512 of the raw body, keyed with the secret key) and use its documented sample payloads.
 */

afterEach(() => {
  vi.restoreAllMocks();
});

const paystack = (timeoutMs?: number) => new PaystackPayments({ secretKey: PAYSTACK_TEST_SECRET_KEY, timeoutMs });

function standIn(options?: Parameters<typeof paystackStandIn>[0]) {
  const server = paystackStandIn(options);
  server.intercept();
  return server;
}

const base = {
  customerId: 'CUS_standin1',
  email: 'thandi@example.co.za',
  successUrl: 'https://sebenza.test/sebenza-coaching?checkout=success',
  cancelUrl: 'https://sebenza.test/sebenza-coaching?checkout=cancelled',
  expiresAt: new Date(Date.now() + 30 * 60_000),
};

const subscriptionCheckout = (providerPriceId: string | null = null): SubscriptionCheckoutInput => ({
  ...base,
  reference: { kind: 'subscription', subscriptionId: 7 },
  plan: { id: 2, name: 'Sebenza Coaching', priceCents: 29_900, providerPriceId },
});

const paymentCheckout: PaymentCheckoutInput = {
  ...base,
  reference: { kind: 'event-seat', holdId: 3 },
  amountCents: 15_000,
  description: 'Township Business Summit',
};

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
  async function failure(run: () => Promise<unknown>) {
    const error = await run().then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(PaymentProviderError);
    const message = (error as Error).message;
    expect(message).not.toContain(PAYSTACK_TEST_SECRET_KEY);
    expect(message).not.toContain('sk_');
    return message;
  }

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

describe('PaystackPayments.parseWebhook verifies x-paystack-signature before anything', () => {
  const payload = paystackEvents.chargeSuccess();

  it('agrees with the documented algorithm (computed independently with Node’s createHmac)', async () => {
    const body = '{"event":"charge.success","data":{"reference":"sbz-seat-3-abc"}}';
    const expected =
      'ae659065a1243fb76817b66b07cc887d78cdcc321e5e6f7c35d6c5577c577dce38e787455db6c651a18669bec7a7d83d65aae51bcc4de731de56eda76073cb12';
    expect(await signPaystackPayload(body)).toBe(expected);
    const event = await paystack().parseWebhook(body, new Headers({ 'x-paystack-signature': expected }));
    expect(event.type).toBe('charge.success');
  });

  it('parses a correctly signed event', async () => {
    const event = await paystack().parseWebhook(payload, await paystackSignedHeaders(payload));
    expect(event.change.kind).toBe('checkout-completed');
  });

  it.each([
    ['no x-paystack-signature header', async () => new Headers()],
    ['a signature made with another key', () => paystackSignedHeaders(payload, 'sk_test_someone_else')],
    ['a signature that is not hex', async () => new Headers({ 'x-paystack-signature': 'z'.repeat(128) })],
    [
      'a truncated signature',
      async () => {
        const signature = await signPaystackPayload(payload);
        return new Headers({ 'x-paystack-signature': signature.slice(0, 64) });
      },
    ],
  ])('refuses %s', async (_, headers) => {
    await expect(paystack().parseWebhook(payload, await headers())).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('refuses a body changed after signing', async () => {
    const headers = await paystackSignedHeaders(payload);
    const tampered = payload.replace('"sebenza_subscription_id":"7"', '"sebenza_subscription_id":"8"');
    expect(tampered).not.toBe(payload);
    await expect(paystack().parseWebhook(tampered, headers)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it.each([
    ['not JSON', 'not json'],
    ['without an event name', '{"data":{}}'],
  ])('refuses a signed body %s', async (_, body) => {
    await expect(paystack().parseWebhook(body, await paystackSignedHeaders(body))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });
});

describe('PaystackPayments.parseWebhook maps Paystack’s events', () => {
  const parse = async (payload: string) => paystack().parseWebhook(payload, await paystackSignedHeaders(payload));
  const unix = (iso: string) => Date.parse(iso) / 1000;

  it('charge.success with our subscription metadata: the checkout completed, paid', async () => {
    const event = await parse(paystackEvents.chargeSuccess());
    expect(event).toEqual({
      id: 'charge.success:sbz-sub-7-0123456789abcdef',
      type: 'charge.success',
      occurredAt: unix('2026-11-08T10:15:19.000Z'),
      change: {
        kind: 'checkout-completed',
        reference: { kind: 'subscription', subscriptionId: 7 },
        paid: true,
        providerReference: 'sbz-sub-7-0123456789abcdef',
        providerCustomerId: 'CUS_standin1',
        providerSubscriptionId: null,
      },
    });
  });

  it('charge.success for a seat, metadata sent back as a JSON string', async () => {
    const event = await parse(
      paystackEvents.chargeSuccess({ reference: 'sbz-seat-3-ab', metadata: JSON.stringify({ sebenza_hold_id: '3' }) }),
    );
    expect(event.change).toMatchObject({ kind: 'checkout-completed', reference: { kind: 'event-seat', holdId: 3 } });
  });

  it('charge.success of a renewal (no metadata of ours, as Paystack’s sample) is left to invoice.update', async () => {
    const event = await parse(
      paystackEvents.chargeSuccess({ metadata: { invoice_action: 'create' }, reference: 'r-1' }),
    );
    expect(event).toMatchObject({ id: 'charge.success:r-1', change: { kind: 'ignored' } });
  });

  it('charge.success of a renewal that names its subscription: the invoice is paid', async () => {
    const event = await parse(
      paystackEvents.chargeSuccess({
        metadata: 0,
        subscription: { subscription_code: 'SUB_standin1', next_payment_date: '2026-12-08T00:00:00.000Z' },
      }),
    );
    expect(event.change).toEqual({
      kind: 'invoice-paid',
      providerSubscriptionId: 'SUB_standin1',
      currentPeriodEnd: '2026-12-08T00:00:00.000Z',
    });
  });

  it.each(['invoice.update', 'invoice.create'] as const)(
    '%s, paid: the subscription is paid to its next payment date',
    async (type) => {
      const event = await parse(paystackEvents.invoice(type));
      expect(event).toEqual({
        id: `${type}:INV_standin1:paid`,
        type,
        occurredAt: unix('2026-11-08T00:00:06.000Z'),
        change: {
          kind: 'invoice-paid',
          providerSubscriptionId: 'SUB_standin1',
          currentPeriodEnd: '2026-12-08T00:00:00.000Z',
        },
      });
    },
  );

  it('invoice.update, not paid, is ignored under an id its later payment does not share', async () => {
    const unpaid = await parse(
      paystackEvents.invoice('invoice.update', { paid: false, status: 'pending', paid_at: null }),
    );
    const paid = await parse(paystackEvents.invoice('invoice.update'));
    expect(unpaid).toMatchObject({ id: 'invoice.update:INV_standin1:pending', change: { kind: 'ignored' } });
    expect(unpaid.occurredAt).toBe(unix('2026-11-05T00:00:02.000Z'));
    expect(paid.id).not.toBe(unpaid.id);
    expect(paid.occurredAt).toBeGreaterThan(unpaid.occurredAt);
  });

  it('invoice.payment_failed: the subscription’s payment failed', async () => {
    const event = await parse(
      paystackEvents.invoice('invoice.payment_failed', {
        paid: false,
        status: 'pending',
        paid_at: null,
        transaction: {},
      }),
    );
    expect(event).toMatchObject({
      id: 'invoice.payment_failed:INV_standin1:pending',
      occurredAt: unix('2026-11-05T00:00:02.000Z'),
      change: { kind: 'payment-failed', providerSubscriptionId: 'SUB_standin1' },
    });
  });

  it('subscription.create: active to the next payment date, matched by customer code', async () => {
    const event = await parse(paystackEvents.subscription('subscription.create'));
    expect(event).toEqual({
      id: 'subscription.create:SUB_standin1',
      type: 'subscription.create',
      occurredAt: unix('2026-10-08T10:15:24.000Z'),
      change: {
        kind: 'subscription',
        providerSubscriptionId: 'SUB_standin1',
        providerCustomerId: 'CUS_standin1',
        subscriptionId: null,
        status: 'active',
        currentPeriodEnd: '2026-12-08T00:00:00.000Z',
        cancelAtPeriodEnd: false,
      },
    });
  });

  it('subscription.enable: active again', async () => {
    const event = await parse(paystackEvents.subscription('subscription.enable'));
    expect(event.change).toMatchObject({ kind: 'subscription', status: 'active', cancelAtPeriodEnd: false });
  });

  it('subscription.not_renew: still active, cancelling at period end', async () => {
    const event = await parse(paystackEvents.subscription('subscription.not_renew', { next_payment_date: null }));
    expect(event.change).toMatchObject({
      kind: 'subscription',
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: null,
    });
  });

  it('subscription.disable: canceled', async () => {
    const event = await parse(paystackEvents.subscription('subscription.disable'));
    expect(event.change).toMatchObject({
      kind: 'subscription',
      providerSubscriptionId: 'SUB_standin1',
      status: 'canceled',
    });
  });

  it('state changes are dated on receipt (their payload has only the subscription’s creation time)', async () => {
    const before = Math.floor(Date.now() / 1000);
    const event = await parse(paystackEvents.subscription('subscription.disable'));
    expect(event.occurredAt).toBeGreaterThanOrEqual(before);
    const created = await parse(paystackEvents.subscription('subscription.create'));
    expect(event.occurredAt).toBeGreaterThan(created.occurredAt);
  });

  it('a retried delivery has the same id; a later event of the same name about the same subscription does not', async () => {
    const payload = paystackEvents.subscription('subscription.disable');
    const first = await parse(payload);
    const retry = await parse(payload);
    const later = await parse(
      paystackEvents.subscription('subscription.disable', { email_token: 'token_after_reenable' }),
    );
    expect(retry.id).toBe(first.id);
    expect(first.id).toMatch(/^subscription\.disable:SUB_standin1:[0-9a-f]{16}$/);
    expect(later.id).not.toBe(first.id);
  });

  it('events the app does not act on are ignored, with a stable id', async () => {
    const payload = JSON.stringify({ event: 'transfer.success', data: { id: 1, reference: 'tr-1' } });
    const event = await parse(payload);
    expect(event).toMatchObject({ type: 'transfer.success', change: { kind: 'ignored' } });
    expect((await parse(payload)).id).toBe(event.id);
  });
});
