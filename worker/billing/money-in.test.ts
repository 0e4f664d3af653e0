import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type CheckoutStart, type CreatedCustomer } from '../../schema/contract/coaching.ts';
import { coachingSubscriptions, ledgerLines, moneyDocuments, payments } from '../../schema/db/index.ts';
import { createPlan, createUser, db, signedInMember } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { invoiceObject, sendWebhook, stripeEvent, submitCheckout } from '../test/payments.ts';
import { heldSeatPayment } from '../test/receipts.ts';

/**
 * Money in: a payment that matched what was asked is recorded once, with its receipt and the ledger line that puts it
 * in the operator's account, however many events announce it. Through the real routes and the test checkout, whose
 * Stripe-shaped events name a subscription's first payment twice (the checkout session and its invoice).
 */

async function paidSubscriber() {
  const { user, cookie } = await signedInMember();
  const customer = await api('/api/coaching/sandbox/create-customer', { method: 'POST', cookie });
  const { customerId } = await customer.json<CreatedCustomer>();
  const plan = await createPlan();
  const started = await api('/api/coaching/sandbox/create-subscription', {
    method: 'POST',
    cookie,
    body: { planId: plan.id, customerId, coachId: null },
  });
  const { checkoutUrl } = await started.json<CheckoutStart>();
  expect((await submitCheckout(checkoutUrl, 'pay', cookie)).status).toBe(303);
  const [subscription] = await db.select().from(coachingSubscriptions).where(eq(coachingSubscriptions.userId, user.id));
  return { user, plan, subscription: subscription! };
}

const paymentsOf = (userId: string) => db.select().from(payments).where(eq(payments.userId, userId));
const receiptsOf = (userId: string) => db.select().from(moneyDocuments).where(eq(moneyDocuments.userId, userId));
const operatorLinesOf = async (paymentId: number) =>
  db.select().from(ledgerLines).where(eq(ledgerLines.paymentId, paymentId));

describe('money in', () => {
  it('a paid subscription checkout records one payment, one receipt and one operator ledger line', async () => {
    const { user, plan, subscription } = await paidSubscriber();
    expect(subscription.status).toBe('active');
    const [payment, ...more] = await paymentsOf(user.id);
    expect(more).toEqual([]);
    expect(payment).toMatchObject({
      kind: 'subscription',
      provider: 'sandbox',
      subscriptionId: subscription.id,
      amountCents: plan.priceCents,
      currency: 'ZAR',
      description: `Coaching: ${plan.name}, one month`,
    });
    const [receipt, ...otherReceipts] = await receiptsOf(user.id);
    expect(otherReceipts).toEqual([]);
    expect(receipt).toMatchObject({
      kind: 'receipt',
      paymentId: payment!.id,
      payerName: `${user.firstName} ${user.lastName}`,
      payerEmail: user.email,
      amountCents: plan.priceCents,
      providerReference: payment!.providerPaymentId,
      businessName: 'Sebenza',
      vatNumber: null,
    });
    expect(await operatorLinesOf(payment!.id)).toMatchObject([
      { account: 'operator', amountCents: plan.priceCents, source: `payment:${payment!.id}`, mentorId: null },
    ]);
  });

  it('a renewal invoice records a second payment once, even delivered twice; an underpaid one records nothing', async () => {
    const { user, plan, subscription } = await paidSubscriber();
    const renewal = invoiceObject({ subscription: subscription.providerSubscriptionId!, amountCents: plan.priceCents });
    const payload = stripeEvent({ type: 'invoice.paid', object: renewal });
    expect((await sendWebhook(payload)).status).toBe(200);
    expect((await sendWebhook(stripeEvent({ type: 'invoice.payment_succeeded', object: renewal }))).status).toBe(200);
    const underpaid = invoiceObject({ subscription: subscription.providerSubscriptionId!, amountCents: 100 });
    expect((await sendWebhook(stripeEvent({ type: 'invoice.paid', object: underpaid }))).status).toBe(200);

    const recorded = await paymentsOf(user.id);
    expect(recorded.map((p) => p.providerPaymentId).sort()).toEqual(
      [`in_sbx_${subscription.providerReference}`, renewal.id].sort(),
    );
    const receipts = await receiptsOf(user.id);
    expect(receipts).toHaveLength(2);
    // Consecutive numbers from the one sequence (other tests may take numbers in between, never the same one).
    expect(new Set(receipts.map((r) => r.number)).size).toBe(2);
  });
});

describe('money in for a paid seat', () => {
  it('records the seat’s payment with its event and receipt; a payment of less than asked records nothing', async () => {
    const buyer = await createUser();
    const seat = await heldSeatPayment(buyer.id);
    expect((await sendWebhook(seat.payload)).status).toBe(200);
    const [payment] = await paymentsOf(buyer.id);
    expect(payment).toMatchObject({
      kind: 'event_seat',
      holdId: seat.hold.id,
      eventId: seat.event.id,
      amountCents: 15_000,
      description: `Event seat: ${seat.event.title}`,
    });
    expect(await receiptsOf(buyer.id)).toHaveLength(1);

    const shortPayer = await createUser();
    const short = await heldSeatPayment(shortPayer.id, 15_000, 100);
    expect((await sendWebhook(short.payload)).status).toBe(200);
    expect(await paymentsOf(shortPayer.id)).toEqual([]);
    expect(await receiptsOf(shortPayer.id)).toEqual([]);
  });
});
