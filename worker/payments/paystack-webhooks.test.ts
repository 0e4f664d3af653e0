import { afterEach, describe, expect, it, vi } from 'vitest';
import { paystackEvents, paystackSignedHeaders, signPaystackPayload } from '../test/paystack-stand-in.ts';
import { MalformedWebhookError, PaymentProviderError, WebhookSignatureError } from './provider.ts';
import { paystack, standIn } from '../test/paystack.ts';

/** A stand-in whose transaction `reference` was paid: `amount` in `currency`. */
function paidAtPaystack(reference: string, amount = 29_900, currency = 'ZAR') {
  const server = standIn();
  server.transactions.set(reference, { reference, status: 'success', amount, currency });
  return server;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PaystackPayments.parseWebhook verifies x-paystack-signature before anything', () => {
  const payload = paystackEvents.chargeSuccess();

  it('agrees with the documented algorithm (computed independently with Node’s createHmac)', async () => {
    const body = '{"event":"charge.success","data":{"reference":"sbz-seat-3-abc"}}';
    const expected =
      'ae659065a1243fb76817b66b07cc887d78cdcc321e5e6f7c35d6c5577c577dce38e787455db6c651a18669bec7a7d83d65aae51bcc4de731de56eda76073cb12';
    expect(await signPaystackPayload(body)).toBe(expected);
    paidAtPaystack('sbz-seat-3-abc');
    const event = await paystack().parseWebhook(body, new Headers({ 'x-paystack-signature': expected }));
    expect(event.type).toBe('charge.success');
  });

  it('parses a correctly signed event', async () => {
    paidAtPaystack('sbz-sub-7-0123456789abcdef');
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

  const aYearAhead = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
  it.each([
    ['not JSON', 'not json'],
    ['that is a JSON null', 'null'],
    ['that is a top-level array', `[${payload}]`],
    ['without an event name', '{"data":{}}'],
    ['with data: null', '{"event":"charge.success","data":null}'],
    ['with data an array', '{"event":"charge.success","data":[]}'],
    ['without data', '{"event":"charge.success"}'],
    ['with paid_at: "yesterday"', JSON.stringify({ event: 'charge.success', data: { paid_at: 'yesterday' } })],
    ['dated a year ahead', JSON.stringify({ event: 'subscription.disable', data: { updated_at: aYearAhead } })],
  ])('refuses a signed body %s as malformed', async (_, body) => {
    await expect(paystack().parseWebhook(body, await paystackSignedHeaders(body))).rejects.toBeInstanceOf(
      MalformedWebhookError,
    );
  });
});

describe('PaystackPayments.parseWebhook maps Paystack’s events', () => {
  const parse = async (payload: string) => paystack().parseWebhook(payload, await paystackSignedHeaders(payload));
  const unix = (iso: string) => Date.parse(iso) / 1000;

  it('charge.success with our subscription metadata: the checkout completed, paid', async () => {
    const server = paidAtPaystack('sbz-sub-7-0123456789abcdef');
    const event = await parse(paystackEvents.chargeSuccess());
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /transaction/verify/sbz-sub-7-0123456789abcdef',
    ]);
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
        amountCents: 29_900,
        currency: 'ZAR',
        providerPaymentId: 'sbz-sub-7-0123456789abcdef',
      },
    });
  });

  it('charge.success reports what Paystack’s verify endpoint says was paid, not what the webhook body says', async () => {
    // A payer can start a transaction from the popup with our metadata and an amount of their own.
    paidAtPaystack('sbz-sub-7-0123456789abcdef', 100, 'NGN');
    const event = await parse(paystackEvents.chargeSuccess());
    expect(event.change).toMatchObject({ kind: 'checkout-completed', paid: true, amountCents: 100, currency: 'NGN' });
  });

  it('charge.success for a transaction Paystack has not seen succeed is not paid', async () => {
    const server = standIn();
    server.transactions.set('sbz-sub-7-0123456789abcdef', {
      reference: 'sbz-sub-7-0123456789abcdef',
      status: 'abandoned',
      amount: 29_900,
      currency: 'ZAR',
    });
    const event = await parse(paystackEvents.chargeSuccess());
    expect(event.change).toMatchObject({ kind: 'checkout-completed', paid: false });
  });

  it('charge.success that Paystack cannot verify fails (so Paystack delivers it again), never applied', async () => {
    const server = paidAtPaystack('sbz-sub-7-0123456789abcdef');
    server.failNext({ status: 500 });
    await expect(parse(paystackEvents.chargeSuccess())).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('charge.success for a seat, metadata sent back as a JSON string', async () => {
    paidAtPaystack('sbz-seat-3-ab');
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

  it('charge.success of a renewal that names its subscription: the invoice is paid, as Paystack verifies it', async () => {
    paidAtPaystack('sbz-sub-7-0123456789abcdef');
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
      amountCents: 29_900,
      currency: 'ZAR',
      providerPaymentId: 'sbz-sub-7-0123456789abcdef',
    });
  });

  it.each(['invoice.update', 'invoice.create'] as const)(
    '%s, paid: the subscription is paid to its next payment date, as Paystack verifies its transaction',
    async (type) => {
      const server = paidAtPaystack('rdtmivs7zf');
      const event = await parse(paystackEvents.invoice(type));
      expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /transaction/verify/rdtmivs7zf']);
      expect(event).toEqual({
        id: `${type}:INV_standin1:paid`,
        type,
        occurredAt: unix('2026-11-08T00:00:06.000Z'),
        change: {
          kind: 'invoice-paid',
          providerSubscriptionId: 'SUB_standin1',
          currentPeriodEnd: '2026-12-08T00:00:00.000Z',
          amountCents: 29_900,
          currency: 'ZAR',
          providerPaymentId: 'rdtmivs7zf',
        },
      });
    },
  );

  it('a paid invoice reports what Paystack’s verify endpoint says, and nothing when it names no transaction', async () => {
    paidAtPaystack('rdtmivs7zf', 100, 'NGN');
    const underpaid = await parse(paystackEvents.invoice('invoice.update'));
    const unnamed = await parse(paystackEvents.invoice('invoice.update', { transaction: {} }));
    expect(underpaid.change).toMatchObject({ kind: 'invoice-paid', amountCents: 100, currency: 'NGN' });
    expect(unnamed.change).toMatchObject({ kind: 'invoice-paid', amountCents: null, currency: null });
  });

  it('a renewal Paystack says was not successful pays for nothing', async () => {
    const server = standIn();
    server.transactions.set('rdtmivs7zf', {
      reference: 'rdtmivs7zf',
      status: 'failed',
      amount: 29_900,
      currency: 'ZAR',
    });
    const event = await parse(paystackEvents.invoice('invoice.update'));
    expect(event.change).toMatchObject({ kind: 'invoice-paid', amountCents: null, providerPaymentId: null });
  });

  it('invoice.update, not paid, is ignored under an id its later payment does not share', async () => {
    paidAtPaystack('rdtmivs7zf');
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
    const payload = JSON.stringify({ event: 'paymentrequest.success', data: { id: 1, request_code: 'PRQ_1' } });
    const event = await parse(payload);
    expect(event).toMatchObject({ type: 'paymentrequest.success', change: { kind: 'ignored' } });
    expect((await parse(payload)).id).toBe(event.id);
  });
});
