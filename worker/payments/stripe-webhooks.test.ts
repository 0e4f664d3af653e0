import { afterEach, describe, expect, it, vi } from 'vitest';
import { STRIPE_TEST_WEBHOOK_SECRET, stripeSignedHeaders } from '../test/stripe-stand-in.ts';
import { stripeEvent } from '../test/payments.ts';
import Stripe from 'stripe';
import { MalformedWebhookError, WebhookSignatureError } from './provider.ts';
import { stripe, nowSeconds } from '../test/stripe.ts';

afterEach(() => {
  vi.restoreAllMocks();
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

  it('refuses a signature timestamped beyond the tolerance in the future', async () => {
    const headers = await stripeSignedHeaders(payload, undefined, nowSeconds() + 301);
    await expect(stripe().parseWebhook(payload, headers)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('(why the check above is ours: the stripe library alone takes a signature dated a year ahead)', async () => {
    const headers = await stripeSignedHeaders(payload, undefined, nowSeconds() + 365 * 24 * 3600);
    const event = Stripe.webhooks.constructEventAsync(
      payload,
      headers.get('stripe-signature')!,
      STRIPE_TEST_WEBHOOK_SECRET,
      300,
      Stripe.createSubtleCryptoProvider(),
    );
    await expect(event).resolves.toMatchObject({ type: 'customer.created' });
  });

  it.each([
    ['data: null', { id: 'evt_1', object: 'event', type: 'checkout.session.completed', created: 1, data: null }],
    ['no data', { id: 'evt_1', object: 'event', type: 'checkout.session.completed', created: 1 }],
    ['a top-level array', [{ id: 'evt_1', type: 'checkout.session.completed', created: 1, data: { object: {} } }]],
    ['created: "yesterday"', { id: 'evt_1', type: 'invoice.paid', created: 'yesterday', data: { object: {} } }],
    [
      'created as a string of digits',
      { id: 'evt_1', type: 'invoice.paid', created: '1760000000', data: { object: {} } },
    ],
    [
      'created a year after its signature',
      { id: 'evt_1', type: 'invoice.paid', created: nowSeconds() + 365 * 24 * 3600, data: { object: {} } },
    ],
    ['no id', { type: 'invoice.paid', created: 1, data: { object: {} } }],
    ['not JSON', 'not json'],
  ])('refuses a signed body with %s as malformed', async (_, body) => {
    const signed = typeof body === 'string' ? body : JSON.stringify(body);
    await expect(stripe().parseWebhook(signed, await stripeSignedHeaders(signed))).rejects.toBeInstanceOf(
      MalformedWebhookError,
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
    invoice: 'in_1',
    payment_status: 'paid',
    status: 'complete',
    amount_total: 29_900,
    currency: 'zar',
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
      amountCents: 29_900,
      currency: 'ZAR',
      // The subscription's first invoice names the payment, so its invoice.paid records nothing more.
      providerPaymentId: 'in_1',
    });
  });

  it('checkout.session.completed for a seat names the payment by its payment intent, else by the session', async () => {
    const seat = { mode: 'payment', subscription: null, invoice: null, metadata: { sebenza_hold_id: '3' } };
    const withIntent = await parse('checkout.session.completed', session({ ...seat, payment_intent: 'pi_1' }));
    const withoutIntent = await parse('checkout.session.completed', session(seat));
    expect(withIntent.change).toMatchObject({ kind: 'checkout-completed', providerPaymentId: 'pi_1' });
    expect(withoutIntent.change).toMatchObject({ kind: 'checkout-completed', providerPaymentId: 'cs_test_1' });
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
    amount_paid: 29_900,
    currency: 'zar',
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
        amountCents: 29_900,
        currency: 'ZAR',
        providerPaymentId: 'in_1',
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
