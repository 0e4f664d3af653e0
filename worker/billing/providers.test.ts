import { afterEach, describe, expect, it, vi } from 'vitest';
import { COACHING_MESSAGES } from '../../schema/contract/coaching.ts';
import { signStripePayload } from '../payments/stripe-events.ts';
import { createPlan, signedInMentee } from '../test/factories.ts';
import { sandboxSecret, stripeEvent, subscriptionObject } from '../test/payments.ts';
import { paystackEvents, paystackSignedHeaders } from '../test/paystack-stand-in.ts';
import { stripeSignedHeaders } from '../test/stripe-stand-in.ts';
import {
  PAYSTACK_ENV,
  paystack,
  call,
  deliver,
  deliverPaystack,
  rowOf,
  planOf,
  recorded,
  subscriptionOf,
  isoAgo,
  unique,
  subscribe,
} from '../test/billing-providers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('with Paystack configured', () => {
  it('runs a subscription from checkout through payment failure, recovery and cancellation', async () => {
    paystack.intercept();
    const plan = await createPlan();
    const from = paystack.requests.length;

    const first = await subscribe(PAYSTACK_ENV, 'paystack', plan.id);
    expect(first.customerId).toMatch(/^CUS_standin\d+$/);
    expect(first.row).toMatchObject({
      status: 'incomplete',
      provider: 'paystack',
      providerCustomerId: first.customerId,
      providerSubscriptionId: null,
    });
    const [customerCall, planCall, initialize] = paystack.requests.slice(from);
    expect(customerCall).toMatchObject({
      method: 'POST',
      path: '/customer',
      body: { email: first.user.email, metadata: { sebenza_user_id: first.user.id } },
    });
    expect(planCall).toMatchObject({
      path: '/plan',
      body: { name: plan.name, amount: 29_900, currency: 'ZAR', interval: 'monthly' },
    });
    const planCode = (await planOf(plan.id)).providerPriceId!;
    expect(planCode).toMatch(/^PLN_standin\d+$/);
    expect(initialize).toMatchObject({
      path: '/transaction/initialize',
      body: {
        email: first.user.email,
        amount: 29_900,
        currency: 'ZAR',
        plan: planCode,
        metadata: { sebenza_subscription_id: String(first.row.id) },
      },
    });
    const access = first.checkout.clientSecret;
    expect(first.checkout.checkoutUrl).toBe(`https://checkout.paystack.com/${access}`);
    expect(await subscriptionOf(PAYSTACK_ENV, first.cookie)).toMatchObject({
      status: 'incomplete',
      payments: { provider: 'paystack', testMode: false },
    });

    // Another subscriber to the same plan: the stored plan code is reused, no second plan at Paystack.
    const beforeSecond = paystack.requests.length;
    const second = await subscribe(PAYSTACK_ENV, 'paystack', plan.id);
    const secondCalls = paystack.requests.slice(beforeSecond);
    expect(secondCalls.map((r) => r.path)).toEqual(['/customer', '/transaction/initialize']);
    expect(secondCalls[1]!.body).toMatchObject({ plan: planCode });
    expect((await planOf(plan.id)).providerPriceId).toBe(planCode);

    // The first charge: charge.success names our row in metadata and the customer by code.
    const reference = String(initialize!.body!.reference);
    expect(first.row.providerReference).toBe(reference);
    paystack.pay(reference);
    const customer = { email: first.user.email, customer_code: first.customerId };
    const charge = paystackEvents.chargeSuccess({
      reference,
      paid_at: isoAgo(600),
      created_at: isoAgo(610),
      metadata: { sebenza_subscription_id: String(first.row.id) },
      customer,
      plan: { plan_code: planCode },
    });
    const charged = await deliverPaystack(charge);
    expect(charged.status).toBe(200);
    expect(await charged.json()).toEqual({ received: true, duplicate: false });
    expect(await subscriptionOf(PAYSTACK_ENV, first.cookie)).toMatchObject({
      status: 'active',
      plan: { id: plan.id, name: plan.name, price: 299 },
    });
    expect(await recorded(`charge.success:${reference}`)).toMatchObject([
      { provider: 'paystack', type: 'charge.success' },
    ]);

    // Paystack then creates the subscription: it carries no metadata of ours, only the customer code. The row is
    // already active (charge.success came first) and must still be linked to it.
    const code = `SUB_${unique()}`;
    const emailToken = `tok_${unique()}`;
    paystack.subscriptions.set(code, { code, emailToken, status: 'active' });
    const periodEnd = '2026-12-22T00:00:00.000Z';
    const created = await deliverPaystack(
      paystackEvents.subscription('subscription.create', {
        subscription_code: code,
        email_token: emailToken,
        next_payment_date: periodEnd,
        createdAt: isoAgo(590),
        created_at: isoAgo(590),
        customer,
        plan: { plan_code: planCode, name: plan.name, amount: 29_900, interval: 'monthly', currency: 'ZAR' },
      }),
    );
    expect(await created.json()).toEqual({ received: true, duplicate: false });
    expect(await rowOf(first.row.id)).toMatchObject({
      status: 'active',
      providerSubscriptionId: code,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
    });
    // The other subscriber's checkout is untouched.
    expect(await rowOf(second.row.id)).toMatchObject({ status: 'incomplete', providerSubscriptionId: null });

    // A renewal fails: past_due.
    const invoiceCode = `INV_${unique()}`;
    const failed = await deliverPaystack(
      paystackEvents.invoice('invoice.payment_failed', {
        invoice_code: invoiceCode,
        status: 'failed',
        paid: false,
        paid_at: null,
        created_at: isoAgo(300),
        subscription: { subscription_code: code, email_token: emailToken, next_payment_date: periodEnd },
        customer,
      }),
    );
    expect(await failed.json()).toEqual({ received: true, duplicate: false });
    expect((await subscriptionOf(PAYSTACK_ENV, first.cookie)).status).toBe('past_due');

    // The retried charge succeeds: the invoice is updated as paid, active again until the next payment date. The app
    // reads the renewal's transaction back from Paystack before giving anything for it.
    const nextPeriodEnd = '2027-01-22T00:00:00.000Z';
    const renewal = `rnw_${unique()}`;
    paystack.transactions.set(renewal, { reference: renewal, status: 'success', amount: 29_900, currency: 'ZAR' });
    const paid = await deliverPaystack(
      paystackEvents.invoice('invoice.update', {
        invoice_code: invoiceCode,
        status: 'success',
        paid: true,
        paid_at: isoAgo(200),
        created_at: isoAgo(300),
        subscription: { subscription_code: code, email_token: emailToken, next_payment_date: nextPeriodEnd },
        customer,
        transaction: { reference: renewal, status: 'success', amount: 29_900, currency: 'ZAR' },
      }),
    );
    expect(await paid.json()).toEqual({ received: true, duplicate: false });
    expect(await subscriptionOf(PAYSTACK_ENV, first.cookie)).toMatchObject({
      status: 'active',
      currentPeriodEnd: nextPeriodEnd,
      cancelAtPeriodEnd: false,
    });

    // Cancel: the app fetches the subscription's email token from Paystack and disables it with it.
    const beforeCancel = paystack.requests.length;
    const cancel = await call(PAYSTACK_ENV, '/api/coaching/subscription/cancel', {
      method: 'POST',
      cookie: first.cookie,
    });
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const cancelCalls = paystack.requests.slice(beforeCancel);
    expect(cancelCalls.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /subscription/${code}`,
      'POST /subscription/disable',
    ]);
    expect(cancelCalls[1]!.body).toEqual({ code, token: emailToken });
    expect(paystack.subscriptions.get(code)!.status).toBe('non-renewing');

    // Paystack says it will not renew, then disables it when the paid period ends.
    const notRenew = await deliverPaystack(
      paystackEvents.subscription('subscription.not_renew', {
        subscription_code: code,
        email_token: emailToken,
        next_payment_date: nextPeriodEnd,
        updatedAt: isoAgo(100),
        customer,
      }),
    );
    expect(await notRenew.json()).toEqual({ received: true, duplicate: false });
    expect(await subscriptionOf(PAYSTACK_ENV, first.cookie)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    const disabled = await deliverPaystack(
      paystackEvents.subscription('subscription.disable', {
        subscription_code: code,
        email_token: emailToken,
        next_payment_date: null,
        customer,
      }),
    );
    expect(await disabled.json()).toEqual({ received: true, duplicate: false });
    expect(await subscriptionOf(PAYSTACK_ENV, first.cookie)).toMatchObject({
      status: 'canceled',
      plan: { id: plan.id },
      currentPeriodEnd: nextPeriodEnd,
    });
    expect(await rowOf(first.row.id)).toMatchObject({ status: 'canceled', providerSubscriptionId: code });
  });

  it('refuses a bad x-paystack-signature (400, nothing changes) and takes a redelivery as a duplicate', async () => {
    paystack.intercept();
    const plan = await createPlan();
    const { user, cookie, customerId, row } = await subscribe(PAYSTACK_ENV, 'paystack', plan.id);
    const reference = row.providerReference!;
    paystack.pay(reference);
    const charge = paystackEvents.chargeSuccess({
      reference,
      paid_at: isoAgo(60),
      metadata: { sebenza_subscription_id: String(row.id) },
      customer: { email: user.email, customer_code: customerId },
    });

    const forged = await deliver(
      PAYSTACK_ENV,
      'paystack',
      charge,
      await paystackSignedHeaders(charge, 'sk_test_someone_else_entirely'),
    );
    expect(forged.status).toBe(400);
    const garbled = await deliver(PAYSTACK_ENV, 'paystack', charge, new Headers({ 'x-paystack-signature': 'ab12' }));
    expect(garbled.status).toBe(400);
    const unsigned = await deliver(PAYSTACK_ENV, 'paystack', charge, new Headers());
    expect(unsigned.status).toBe(400);
    // Signed, then altered: the row id in the body is not the one that was signed.
    const tampered = await deliver(
      PAYSTACK_ENV,
      'paystack',
      charge.replace(`"sebenza_subscription_id":"${row.id}"`, `"sebenza_subscription_id":"${row.id + 1}"`),
      await paystackSignedHeaders(charge),
    );
    expect(tampered.status).toBe(400);
    expect(await rowOf(row.id)).toMatchObject({ status: 'incomplete' });
    expect(await recorded(`charge.success:${reference}`)).toEqual([]);
    expect((await subscriptionOf(PAYSTACK_ENV, cookie)).status).toBe('incomplete');

    const good = await deliverPaystack(charge);
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ received: true, duplicate: false });
    expect((await rowOf(row.id)).status).toBe('active');

    // The same event again (Paystack retries until it gets a 200): acknowledged, applied once.
    const again = await deliverPaystack(charge);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(await recorded(`charge.success:${reference}`)).toHaveLength(1);
  });

  it('answers 404 for the test checkout’s webhook and for another provider’s routes', async () => {
    paystack.intercept();
    const { cookie } = await signedInMentee();
    const from = paystack.requests.length;

    const stripeCustomer = await call(PAYSTACK_ENV, '/api/coaching/stripe/create-customer', {
      method: 'POST',
      cookie,
    });
    expect(stripeCustomer.status).toBe(404);
    expect((await stripeCustomer.json<{ message: string }>()).message).toBe(COACHING_MESSAGES.providerMismatch);

    const payload = stripeEvent({
      type: 'customer.subscription.updated',
      object: subscriptionObject({ id: 'sub_x', status: 'active' }),
    });
    const sandbox = await deliver(
      PAYSTACK_ENV,
      'sandbox',
      payload,
      new Headers({ 'Stripe-Signature': await signStripePayload(payload, sandboxSecret()) }),
    );
    expect(sandbox.status).toBe(404);
    const stripeHook = await deliver(PAYSTACK_ENV, 'stripe', payload, await stripeSignedHeaders(payload));
    expect(stripeHook.status).toBe(404);
    expect(await recorded(JSON.parse(payload).id as string)).toEqual([]);
    expect(paystack.requests.slice(from)).toEqual([]);
  });
});
