import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Event, PaidRegistration } from '../../schema/contract/events.ts';
import { eventRegistrations, eventSeatHolds } from '../../schema/db/index.ts';
import { createEvent, createPlan, db, signedInMentee } from '../test/factories.ts';
import { invoiceObject, sessionObject, stripeEvent, subscriptionObject, unixNow } from '../test/payments.ts';
import {
  STRIPE_ENV,
  stripe,
  call,
  deliverStripe,
  rowOf,
  recorded,
  subscriptionOf,
  unique,
  subscribe,
} from '../test/billing-providers.ts';

afterEach(() => {
  vi.restoreAllMocks();
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
          amountCents: 29_900,
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
        amountCents: 15_000,
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
