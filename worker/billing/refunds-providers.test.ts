import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaidRegistration } from '../../schema/contract/events.ts';
import { REFUND_MESSAGES, type AdminPayment } from '../../schema/contract/refunds.ts';
import { eventSeatHolds, payments } from '../../schema/db/index.ts';
import {
  call,
  deliverPaystack,
  deliverStripe,
  paystack,
  PAYSTACK_ENV,
  stripe,
  STRIPE_ENV,
  unique,
} from '../test/billing-providers.ts';
import { createEvent, createUser, db, signedInAdmin, signedInMember } from '../test/factories.ts';
import { stripeEvent } from '../test/payments.ts';
import { paystackEvents } from '../test/paystack-stand-in.ts';
import { paymentIntentOf } from '../test/stripe-stand-in.ts';
import type { AppBindings } from '../env.ts';
import { creditNotesOf, ledgerOfRefund, refundsOf } from '../test/refunds.ts';

/**
 * Refunds through the real providers' clients, answered by the stand-ins: what the app sends Stripe and Paystack,
 * how it settles from their refund webhooks, and what a refusal ends in.
 */

// Each stand-in answers only its own describe's tests (two spies on fetch would replace each other).
afterEach(() => vi.restoreAllMocks());

const askRefund = (bindings: AppBindings, paymentId: number, amountCents: number, cookie: string) =>
  call(bindings, `/api/admin/payments/${paymentId}/refunds`, {
    method: 'POST',
    cookie,
    body: { amountCents, reason: 'Double charged', releases: false },
  });

/** A payment recorded as a verified webhook records it (without a receipt: these tests are about the provider). */
async function recordedPayment(values: {
  provider: 'stripe' | 'paystack';
  providerPaymentId: string;
  amountCents: number;
}) {
  const payer = await createUser();
  const [payment] = await db
    .insert(payments)
    .values({
      ...values,
      userId: payer.id,
      kind: 'subscription',
      description: 'Coaching: Growth, one month',
      paidAt: new Date().toISOString(),
    })
    .returning();
  return payment!;
}

describe('Stripe refunds', () => {
  beforeEach(() => stripe.intercept());

  /** A seat paid through Stripe Checkout: the app's checkout, then the signed checkout.session.completed. */
  async function stripeSeat() {
    const event = await createEvent({ priceCents: 15_000 });
    const member = await signedInMember();
    const res = await call(STRIPE_ENV, `/api/events/${event.id}/register`, { method: 'POST', cookie: member.cookie });
    expect(res.status).toBe(202);
    await res.json<PaidRegistration>();
    const [hold] = await db.select().from(eventSeatHolds).where(eq(eventSeatHolds.eventId, event.id));
    const paymentIntent = `pi_${unique()}`;
    const completed = stripeEvent({
      type: 'checkout.session.completed',
      object: {
        id: hold!.providerReference,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        amount_total: 15_000,
        currency: 'zar',
        payment_intent: paymentIntent,
        metadata: { sebenza_hold_id: String(hold!.id) },
      },
    });
    expect((await deliverStripe(completed)).status).toBe(200);
    const [payment] = await db.select().from(payments).where(eq(payments.providerPaymentId, paymentIntent));
    return payment!;
  }

  it('refunds a seat by its PaymentIntent, once per refund, and settles from refund.updated', async () => {
    const payment = await stripeSeat();
    const admin = await signedInAdmin();
    const res = await askRefund(STRIPE_ENV, payment.id, 6_000, admin.cookie);
    expect(res.status).toBe(201);
    expect((await res.json<AdminPayment>()).refunds[0]).toMatchObject({ status: 'pending', amountCents: 6_000 });

    const sent = stripe.requests.filter((r) => r.path === '/v1/refunds').at(-1)!;
    const [refund] = await refundsOf(payment.id);
    expect(sent.form.get('payment_intent')).toBe(payment.providerPaymentId);
    expect(sent.form.get('amount')).toBe('6000');
    expect(sent.form.get('metadata[sebenza_refund_id]')).toBe(String(refund!.id));
    expect(sent.headers.get('Idempotency-Key')).toBe(`sebenza-refund-${refund!.id}`);
    expect(refund!.providerRefundId).toMatch(/^re_standin/);

    const updated = stripeEvent({
      type: 'refund.updated',
      object: {
        id: refund!.providerRefundId,
        object: 'refund',
        amount: 6_000,
        currency: 'zar',
        status: 'succeeded',
        payment_intent: payment.providerPaymentId,
        metadata: { sebenza_refund_id: String(refund!.id), sebenza_payment_id: payment.providerPaymentId },
      },
    });
    expect((await deliverStripe(updated)).status).toBe(200);
    expect((await refundsOf(payment.id))[0]!.status).toBe('succeeded');
    expect(await ledgerOfRefund(refund!.id)).toHaveLength(2);
    expect(await creditNotesOf(payment.id)).toHaveLength(1);
  });

  it("finds a subscription month's PaymentIntent through its invoice payments", async () => {
    const invoice = `in_${unique()}`;
    const payment = await recordedPayment({ provider: 'stripe', providerPaymentId: invoice, amountCents: 29_900 });
    const admin = await signedInAdmin();
    expect((await askRefund(STRIPE_ENV, payment.id, 29_900, admin.cookie)).status).toBe(201);
    const list = stripe.requests.find((r) => r.path === '/v1/invoice_payments' && r.method === 'GET');
    expect(list).toBeDefined();
    const sent = stripe.requests.filter((r) => r.path === '/v1/refunds').at(-1)!;
    expect(sent.form.get('payment_intent')).toBe(paymentIntentOf(invoice));
  });

  it('marks the refund failed and answers 502 when Stripe refuses it', async () => {
    const payment = await recordedPayment({
      provider: 'stripe',
      providerPaymentId: `pi_${unique()}`,
      amountCents: 9_000,
    });
    const admin = await signedInAdmin();
    stripe.failNext({ status: 400, error: { type: 'invalid_request_error', code: 'charge_disputed', message: 'No.' } });
    const res = await askRefund(STRIPE_ENV, payment.id, 9_000, admin.cookie);
    expect(res.status).toBe(502);
    const { message } = await res.json<{ message: string }>();
    expect(message).toMatch(/^The refund was not made: Stripe could not refund the payment \(.*charge_disputed/);
    const [refund] = await refundsOf(payment.id);
    expect(refund).toMatchObject({ status: 'failed' });
    expect(refund!.failureReason).toContain('charge_disputed');
    // A failed refund no longer counts against the payment: the admin can try again.
    expect((await askRefund(STRIPE_ENV, payment.id, 9_000, admin.cookie)).status).toBe(201);
  });

  it('refuses a payment taken through another provider than the one configured', async () => {
    const payment = await recordedPayment({
      provider: 'paystack',
      providerPaymentId: `ref-${unique()}`,
      amountCents: 9_000,
    });
    const admin = await signedInAdmin();
    const res = await askRefund(STRIPE_ENV, payment.id, 9_000, admin.cookie);
    expect(res.status).toBe(502);
    expect((await res.json<{ message: string }>()).message).toBe(
      REFUND_MESSAGES.providerRefused(REFUND_MESSAGES.otherProvider('paystack')),
    );
  });
});

describe('Paystack refunds', () => {
  beforeEach(() => paystack.intercept());

  async function paystackPayment(amountCents = 29_900) {
    const reference = `sbz-sub-1-${unique()}`;
    paystack.transactions.set(reference, { reference, status: 'success', amount: amountCents, currency: 'ZAR' });
    return recordedPayment({ provider: 'paystack', providerPaymentId: reference, amountCents });
  }

  it('asks POST /refund with the reference and cents, and settles from refund.processed', async () => {
    const payment = await paystackPayment();
    const admin = await signedInAdmin();
    expect((await askRefund(PAYSTACK_ENV, payment.id, 5_000, admin.cookie)).status).toBe(201);
    const sent = paystack.requests.filter((r) => r.path === '/refund').at(-1)!;
    expect(sent.body).toMatchObject({ transaction: payment.providerPaymentId, amount: 5_000, currency: 'ZAR' });

    // Paystack's events name neither its refund id nor ours: the transaction and the amount find the refund.
    const pending = paystackEvents.refund('refund.pending', { transaction_reference: payment.providerPaymentId });
    expect((await deliverPaystack(pending)).status).toBe(200);
    expect((await refundsOf(payment.id))[0]!.status).toBe('pending');
    const processed = paystackEvents.refund('refund.processed', { transaction_reference: payment.providerPaymentId });
    expect((await deliverPaystack(processed)).status).toBe(200);
    expect((await deliverPaystack(processed)).status).toBe(200);
    const [refund] = await refundsOf(payment.id);
    expect(refund!.status).toBe('succeeded');
    expect(await ledgerOfRefund(refund!.id)).toHaveLength(2);
  });

  it('a refund.failed marks it failed; an amount the app never asked for changes nothing', async () => {
    const payment = await paystackPayment();
    const admin = await signedInAdmin();
    expect((await askRefund(PAYSTACK_ENV, payment.id, 5_000, admin.cookie)).status).toBe(201);
    const other = paystackEvents.refund('refund.processed', {
      transaction_reference: payment.providerPaymentId,
      amount: '4999',
    });
    await deliverPaystack(other);
    expect((await refundsOf(payment.id))[0]!.status).toBe('pending');
    await deliverPaystack(paystackEvents.refund('refund.failed', { transaction_reference: payment.providerPaymentId }));
    expect((await refundsOf(payment.id))[0]!.status).toBe('failed');
  });

  it('marks the refund failed and answers 502 when Paystack refuses it', async () => {
    const payment = await paystackPayment();
    const admin = await signedInAdmin();
    paystack.failNext({ status: 400, message: 'Transaction has been fully reversed' });
    const res = await askRefund(PAYSTACK_ENV, payment.id, 5_000, admin.cookie);
    expect(res.status).toBe(502);
    expect((await refundsOf(payment.id))[0]!.status).toBe('failed');
  });
});
