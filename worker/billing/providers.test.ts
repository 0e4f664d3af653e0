import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COACHING_MESSAGES,
  type CheckoutStart,
  type CoachingSubscription,
  type CreatedCustomer,
} from '../../schema/contract/coaching.ts';
import type { Event, PaidRegistration } from '../../schema/contract/events.ts';
import {
  coachingPlans,
  coachingSubscriptions,
  eventRegistrations,
  eventSeatHolds,
  processedWebhookEvents,
} from '../../schema/db/index.ts';
import { createApp } from '../app.ts';
import type { AppBindings } from '../env.ts';
import { signStripePayload } from '../payments/stripe-events.ts';
import { createEvent, createPlan, db, signedInMentee } from '../test/factories.ts';
import { ORIGIN } from '../test/http.ts';
import {
  invoiceObject,
  sandboxSecret,
  sessionObject,
  stripeEvent,
  subscriptionObject,
  unixNow,
} from '../test/payments.ts';
import {
  PAYSTACK_TEST_SECRET_KEY,
  paystackEvents,
  paystackSignedHeaders,
  paystackStandIn,
} from '../test/paystack-stand-in.ts';
import {
  STRIPE_TEST_SECRET_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  stripeSignedHeaders,
  stripeStandIn,
} from '../test/stripe-stand-in.ts';

/**
 * The whole app with a real provider configured (the default test env has none, so the test checkout answers
 * there): the routes call the real Paystack/Stripe clients, whose outbound requests the stand-ins answer, and
 * provider-signed webhooks drive the state machine. Requests go through createApp().fetch with bindings that
 * carry the provider's keys (SELF would use the default bindings); each bindings object is built once because
 * readConfig caches per object.
 */

const PAYSTACK_ENV: AppBindings = { ...env, PAYSTACK_SECRET_KEY: PAYSTACK_TEST_SECRET_KEY };
const STRIPE_ENV: AppBindings = {
  ...env,
  STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
};

// One stand-in of each per file: their ids count up per instance, and payment_customers.provider_customer_id is
// unique across the file's shared storage, so a fresh stand-in per test would hand out the same customer again.
const paystack = paystackStandIn();
const stripe = stripeStandIn();

afterEach(() => {
  vi.restoreAllMocks();
});

const app = createApp();

/** A same-origin browser request (Origin on writes, the session cookie) to the app configured by `bindings`. */
async function call(
  bindings: AppBindings,
  path: string,
  options: { method?: string; body?: unknown; cookie?: string } = {},
) {
  const method = options.method ?? 'GET';
  const headers = new Headers();
  if (method !== 'GET') headers.set('Origin', ORIGIN);
  if (options.cookie) headers.set('Cookie', options.cookie);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
    bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

/** A webhook as a provider delivers it: the raw body and its signature header, no Origin, no cookie. */
async function deliver(bindings: AppBindings, provider: string, payload: string, signed: Headers) {
  const headers = new Headers(signed);
  headers.set('Content-Type', 'application/json');
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`${ORIGIN}/api/webhooks/${provider}`, { method: 'POST', headers, body: payload }),
    bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

const deliverPaystack = async (payload: string) =>
  deliver(PAYSTACK_ENV, 'paystack', payload, await paystackSignedHeaders(payload));

const deliverStripe = async (payload: string, timestamp?: number) =>
  deliver(STRIPE_ENV, 'stripe', payload, await stripeSignedHeaders(payload, STRIPE_TEST_WEBHOOK_SECRET, timestamp));

const rowOf = async (id: number) =>
  (await db.select().from(coachingSubscriptions).where(eq(coachingSubscriptions.id, id)))[0]!;
const rowsOf = (userId: string) =>
  db.select().from(coachingSubscriptions).where(eq(coachingSubscriptions.userId, userId));
const planOf = async (id: number) => (await db.select().from(coachingPlans).where(eq(coachingPlans.id, id)))[0]!;
const recorded = (eventId: string) =>
  db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.eventId, eventId));

const subscriptionOf = async (bindings: AppBindings, cookie: string) => {
  const res = await call(bindings, '/api/coaching/subscription', { cookie });
  expect(res.status).toBe(200);
  return res.json<CoachingSubscription>();
};

const isoAgo = (seconds: number) => new Date((unixNow() - seconds) * 1000).toISOString();
const unique = () => crypto.randomUUID().replaceAll('-', '').slice(0, 12);

/** create-customer then create-subscription through the configured provider, as the coaching page does. */
async function subscribe(bindings: AppBindings, provider: 'paystack' | 'stripe', planId: number) {
  const { user, cookie } = await signedInMentee();
  const customerRes = await call(bindings, `/api/coaching/${provider}/create-customer`, { method: 'POST', cookie });
  expect(customerRes.status).toBe(200);
  const { customerId } = await customerRes.json<CreatedCustomer>();
  const res = await call(bindings, `/api/coaching/${provider}/create-subscription`, {
    method: 'POST',
    cookie,
    body: { planId, customerId, coachId: null },
  });
  expect(res.status).toBe(201);
  const [row] = await rowsOf(user.id);
  return { user, cookie, customerId, checkout: await res.json<CheckoutStart>(), row: row! };
}

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

    // The retried charge succeeds: the invoice is updated as paid, active again until the next payment date.
    const nextPeriodEnd = '2027-01-22T00:00:00.000Z';
    const paid = await deliverPaystack(
      paystackEvents.invoice('invoice.update', {
        invoice_code: invoiceCode,
        status: 'success',
        paid: true,
        paid_at: isoAgo(200),
        created_at: isoAgo(300),
        subscription: { subscription_code: code, email_token: emailToken, next_payment_date: nextPeriodEnd },
        customer,
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
    const reference = `sbz-sub-${row.id}-${unique()}`;
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

describe('with Stripe configured', () => {
  it('runs a subscription from checkout through cancellation', async () => {
    stripe.intercept();
    const plan = await createPlan();
    const from = stripe.requests.length;

    const { user, cookie, customerId, checkout, row } = await subscribe(STRIPE_ENV, 'stripe', plan.id);
    expect(customerId).toMatch(/^cus_standin\d+$/);
    const [customerCall, sessionCall] = stripe.requests.slice(from);
    expect(customerCall).toMatchObject({ method: 'POST', path: '/v1/customers' });
    expect(customerCall!.form.get('metadata[sebenza_user_id]')).toBe(user.id);
    expect(sessionCall).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    const form = Object.fromEntries(sessionCall!.form);
    expect(form).toMatchObject({
      mode: 'subscription',
      currency: 'zar',
      customer: customerId,
      'metadata[sebenza_subscription_id]': String(row.id),
      'subscription_data[metadata][sebenza_subscription_id]': String(row.id),
      'line_items[0][price_data][unit_amount]': '29900',
      'line_items[0][price_data][recurring][interval]': 'month',
    });
    const sessionId = checkout.clientSecret;
    expect(sessionId).toMatch(/^cs_test_standin\d+$/);
    expect(checkout.checkoutUrl).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    expect(row).toMatchObject({ status: 'incomplete', provider: 'stripe', providerCustomerId: customerId });
    expect(await subscriptionOf(STRIPE_ENV, cookie)).toMatchObject({
      status: 'incomplete',
      payments: { provider: 'stripe', testMode: false },
    });

    const subId = `sub_${unique()}`;
    const periodEnd = unixNow() + 30 * 24 * 3600;
    const now = unixNow();
    const completed = await deliverStripe(
      stripeEvent({
        type: 'checkout.session.completed',
        object: sessionObject({
          id: sessionId,
          metadata: { sebenza_subscription_id: String(row.id) },
          customer: customerId,
          subscription: subId,
        }),
        created: now - 30,
      }),
    );
    expect(await completed.json()).toEqual({ received: true, duplicate: false });
    expect(await rowOf(row.id)).toMatchObject({ status: 'active', providerSubscriptionId: subId });

    const subscription = (status: string, extra: { cancelAtPeriodEnd?: boolean } = {}) =>
      subscriptionObject({ id: subId, customer: customerId, status, subscriptionId: row.id, periodEnd, ...extra });
    await deliverStripe(
      stripeEvent({ type: 'customer.subscription.created', object: subscription('active'), created: now - 20 }),
    );
    const invoicePaid = await deliverStripe(
      stripeEvent({
        type: 'invoice.paid',
        object: invoiceObject({ subscription: subId, periodEnd }),
        created: now - 10,
      }),
    );
    expect(await invoicePaid.json()).toEqual({ received: true, duplicate: false });
    expect(await subscriptionOf(STRIPE_ENV, cookie)).toMatchObject({
      status: 'active',
      plan: { id: plan.id, price: 299 },
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
      cancelAtPeriodEnd: false,
    });

    const beforeCancel = stripe.requests.length;
    const cancel = await call(STRIPE_ENV, '/api/coaching/subscription/cancel', { method: 'POST', cookie });
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const cancelCalls = stripe.requests.slice(beforeCancel);
    expect(cancelCalls.map((r) => `${r.method} ${r.path}`)).toEqual([`POST /v1/subscriptions/${subId}`]);
    expect(Object.fromEntries(cancelCalls[0]!.form)).toEqual({ cancel_at_period_end: 'true' });

    // Stripe confirms the flag, then ends the subscription at the period end.
    const updated = await deliverStripe(
      stripeEvent({
        type: 'customer.subscription.updated',
        object: subscription('active', { cancelAtPeriodEnd: true }),
        created: now - 5,
      }),
    );
    expect(await updated.json()).toEqual({ received: true, duplicate: false });
    expect(await rowOf(row.id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });

    const deleted = stripeEvent({
      type: 'customer.subscription.deleted',
      object: subscription('canceled', { cancelAtPeriodEnd: true }),
      created: now,
    });
    // Signed correctly but ten minutes ago: outside Stripe's tolerance, refused and nothing changes.
    const stale = await deliverStripe(deleted, unixNow() - 600);
    expect(stale.status).toBe(400);
    expect((await subscriptionOf(STRIPE_ENV, cookie)).status).toBe('active');
    expect(await recorded(JSON.parse(deleted).id as string)).toEqual([]);

    const ended = await deliverStripe(deleted);
    expect(await ended.json()).toEqual({ received: true, duplicate: false });
    expect(await subscriptionOf(STRIPE_ENV, cookie)).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
  });

  it('sells a paid event’s seat through a payment checkout, registering once on checkout.session.completed', async () => {
    stripe.intercept();
    const event = await createEvent({ priceCents: 15_000, title: 'Township Business Summit' });
    const { user, cookie } = await signedInMentee();
    const from = stripe.requests.length;

    const res = await call(STRIPE_ENV, `/api/events/${event.id}/register`, { method: 'POST', cookie });
    expect(res.status).toBe(202);
    const body = await res.json<PaidRegistration>();
    const [hold] = await db.select().from(eventSeatHolds).where(eq(eventSeatHolds.eventId, event.id));
    expect(hold).toMatchObject({ userId: user.id, status: 'held', provider: 'stripe', amountCents: 15_000 });
    const [, sessionCall] = stripe.requests.slice(from);
    expect(sessionCall).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    const form = Object.fromEntries(sessionCall!.form);
    expect(form).toMatchObject({
      mode: 'payment',
      currency: 'zar',
      'line_items[0][price_data][currency]': 'zar',
      'line_items[0][price_data][unit_amount]': '15000',
      'line_items[0][price_data][product_data][name]': 'Township Business Summit',
      'metadata[sebenza_hold_id]': String(hold!.id),
      'payment_intent_data[metadata][sebenza_hold_id]': String(hold!.id),
    });
    const sessionId = hold!.providerReference!;
    expect(body.checkout.checkoutUrl).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    expect(body).toMatchObject({ id: event.id, isRegistered: false });

    const completed = stripeEvent({
      type: 'checkout.session.completed',
      object: sessionObject({
        id: sessionId,
        metadata: { sebenza_hold_id: String(hold!.id) },
        customer: form.customer,
      }),
    });
    const first = await deliverStripe(completed);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const read = await call(STRIPE_ENV, `/api/events/${event.id}`, { cookie });
    expect(await read.json<Event>()).toMatchObject({ id: event.id, isRegistered: true, currentAttendees: 1 });

    const again = await deliverStripe(completed);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(await db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id))).toHaveLength(1);
    expect((await db.select().from(eventSeatHolds).where(eq(eventSeatHolds.id, hold!.id)))[0]!.status).toBe(
      'confirmed',
    );
  });
});
