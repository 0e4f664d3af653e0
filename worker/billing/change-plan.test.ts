import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoachingSubscription } from '../../schema/contract/coaching.ts';
import { coachingSubscriptions, type coachingPlans } from '../../schema/db/index.ts';
import type { AppBindings } from '../env.ts';
import {
  call,
  deliverStripe,
  PAYSTACK_ENV,
  paystack,
  planOf,
  rowOf,
  STRIPE_ENV,
  stripe,
  unique,
} from '../test/billing-providers.ts';
import { createPlan, db, signedInMentee } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { invoiceObject, stripeEvent, unixNow } from '../test/payments.ts';

/**
 * An active subscriber changes plans at the provider (Stripe: the subscription's price, no proration; Paystack: a new
 * subscription from the period's end, the old one disabled), never as a second subscription; the renewal that starts
 * the next period moves the row to the new plan and its price.
 */

afterEach(() => {
  vi.restoreAllMocks();
});

const PERIOD_END = new Date(Date.UTC(2027, 0, 15, 10)).toISOString();

/** A member paying `plan` monthly through `provider`, as verified webhooks leave them. */
async function activeSubscriber(
  plan: typeof coachingPlans.$inferSelect,
  provider: 'stripe' | 'paystack' | 'sandbox',
  providerSubscriptionId: string | null = `sub_${unique()}`,
) {
  const { user, cookie } = await signedInMentee();
  const [row] = await db
    .insert(coachingSubscriptions)
    .values({
      userId: user.id,
      planId: plan.id,
      status: 'active',
      provider,
      providerCustomerId: provider === 'paystack' ? `CUS_${unique()}` : `cus_${unique()}`,
      providerSubscriptionId,
      amountCents: plan.priceCents,
      currentPeriodEnd: PERIOD_END,
    })
    .returning();
  return { user, cookie, row: row! };
}

const changePlan = (bindings: AppBindings, cookie: string, planId: unknown) =>
  call(bindings, '/api/coaching/subscription/change-plan', { method: 'POST', cookie, body: { planId } });

describe('POST /api/coaching/subscription/change-plan', () => {
  it('with Stripe: moves the subscription’s price from the next invoice, and the renewal moves the row', async () => {
    stripe.intercept();
    const [starter, growth] = [await createPlan({ priceCents: 29_900 }), await createPlan({ priceCents: 49_900 })];
    const { cookie, row } = await activeSubscriber(starter, 'stripe');
    const from = stripe.requests.length;

    const res = await changePlan(STRIPE_ENV, cookie, growth.id);
    expect(res.status).toBe(200);
    expect(await res.json<CoachingSubscription>()).toMatchObject({
      status: 'active',
      plan: { id: starter.id },
      nextPlan: { id: growth.id, name: growth.name, price: 499 },
    });
    const calls = stripe.requests.slice(from);
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/subscriptions/${row.providerSubscriptionId}`,
      'POST /v1/prices',
      `POST /v1/subscriptions/${row.providerSubscriptionId}`,
    ]);
    expect(Object.fromEntries(calls[1]!.form)).toMatchObject({ currency: 'zar', unit_amount: '49900' });
    const update = Object.fromEntries(calls[2]!.form);
    expect(update).toMatchObject({
      'items[0][id]': `si_${row.providerSubscriptionId!.slice(4)}`,
      proration_behavior: 'none',
      cancel_at_period_end: 'false',
    });
    // The new price is remembered for the plan, so the next change or checkout uses it.
    expect((await planOf(growth.id)).providerPriceId).toBe(update['items[0][price]']);
    expect(await rowOf(row.id)).toMatchObject({ planId: starter.id, nextPlanId: growth.id, amountCents: 29_900 });

    // A late invoice of the period already paid is still asked the old price and changes no plan.
    const nextEnd = unixNow() + 60 * 86_400;
    const renewal = (amountCents: number) =>
      stripeEvent({
        type: 'invoice.paid',
        object: invoiceObject({ subscription: row.providerSubscriptionId!, amountCents, periodEnd: nextEnd }),
      });
    // The renewal at the old price does not pay for the new plan: nothing changes.
    expect((await deliverStripe(renewal(29_900))).status).toBe(200);
    expect(await rowOf(row.id)).toMatchObject({
      planId: starter.id,
      nextPlanId: growth.id,
      currentPeriodEnd: PERIOD_END,
    });
    // At the new price it starts the next period on the new plan.
    expect((await deliverStripe(renewal(49_900))).status).toBe(200);
    expect(await rowOf(row.id)).toMatchObject({
      planId: growth.id,
      nextPlanId: null,
      amountCents: 49_900,
      currentPeriodEnd: new Date(nextEnd * 1000).toISOString(),
    });
  });

  it('with Paystack: a new subscription from the period’s end, then the old one disabled', async () => {
    paystack.intercept();
    const starter = await createPlan({ priceCents: 29_900 });
    const growth = await createPlan({ priceCents: 49_900 });
    const oldCode = `SUB_${unique()}`;
    paystack.subscriptions.set(oldCode, { code: oldCode, emailToken: `token_${oldCode}`, status: 'active' });
    const { cookie, row } = await activeSubscriber(starter, 'paystack', oldCode);
    const from = paystack.requests.length;

    const res = await changePlan(PAYSTACK_ENV, cookie, growth.id);
    expect(res.status).toBe(200);
    const calls = paystack.requests.slice(from);
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /plan',
      'POST /subscription',
      `GET /subscription/${oldCode}`,
      'POST /subscription/disable',
    ]);
    expect(calls[1]!.body).toMatchObject({ customer: row.providerCustomerId, start_date: PERIOD_END });
    expect(paystack.subscriptions.get(oldCode)!.status).toBe('non-renewing');
    const changed = await rowOf(row.id);
    // The row follows the new subscription: its invoices renew this row; the old one's end changes nothing here.
    expect(changed.providerSubscriptionId).toMatch(/^SUB_standin\d+$/);
    expect(paystack.subscriptions.get(changed.providerSubscriptionId!)!.status).toBe('active');
    expect(changed).toMatchObject({ planId: starter.id, nextPlanId: growth.id, status: 'active' });
  });

  it('with Paystack: when the old subscription cannot be disabled, the new one is, and nothing changes here', async () => {
    paystack.intercept();
    const starter = await createPlan();
    const growth = await createPlan({ priceCents: 49_900 });
    const { cookie, row } = await activeSubscriber(starter, 'paystack', `SUB_${unique()}`);
    // The old code is unknown to Paystack: reading its token fails.
    const res = await changePlan(PAYSTACK_ENV, cookie, growth.id);
    expect(res.status).toBe(502);
    const created = [...paystack.subscriptions.values()].at(-1)!;
    expect(created.status).toBe('non-renewing');
    expect(await rowOf(row.id)).toMatchObject({ nextPlanId: null, providerSubscriptionId: row.providerSubscriptionId });
  });

  it('choosing the current plan again undoes a pending change; the same plan twice is refused', async () => {
    const [starter, growth] = [await createPlan(), await createPlan({ priceCents: 49_900 })];
    const { cookie, row } = await activeSubscriber(starter, 'sandbox', `sandbox_sub_${unique()}`);
    const post = (planId: unknown) =>
      api('/api/coaching/subscription/change-plan', { method: 'POST', cookie, body: { planId } });
    expect((await post(growth.id)).status).toBe(200);
    const again = await post(growth.id);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: 'You are already on that plan.' });
    const back = await post(starter.id);
    expect(back.status).toBe(200);
    expect(await back.json<CoachingSubscription>()).toMatchObject({ plan: { id: starter.id }, nextPlan: null });
    expect(await rowOf(row.id)).toMatchObject({ nextPlanId: null, providerSubscriptionId: row.providerSubscriptionId });
  });

  it('refuses without an active subscription (409), an unknown plan (404), bad input (400) and visitors (401)', async () => {
    const plan = await createPlan();
    const { cookie } = await signedInMentee();
    const post = (body: unknown, withCookie: string | null = cookie) =>
      api('/api/coaching/subscription/change-plan', { method: 'POST', cookie: withCookie ?? undefined, body });
    const none = await post({ planId: plan.id });
    expect(none.status).toBe(409);
    expect(await none.json()).toEqual({ message: 'You need an active coaching subscription to change plans.' });
    const subscriber = await activeSubscriber(plan, 'sandbox', null);
    const unknown = await post({ planId: 999_999 }, subscriber.cookie);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'That coaching plan is not available.' });
    expect((await post({ planId: 'two' }, subscriber.cookie)).status).toBe(400);
    expect((await post({ planId: plan.id }, null)).status).toBe(401);
  });
});
