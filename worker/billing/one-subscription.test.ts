import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type CheckoutStart, type CoachingSubscription, type CreatedCustomer } from '../../schema/contract/coaching.ts';
import { adminAuditLog, coachingSubscriptions } from '../../schema/db/index.ts';
import { createPlan, db, signedInMember } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { submitCheckout } from '../test/payments.ts';

/**
 * A member has at most one subscription that is incomplete, active or past_due, held by a partial unique index: a
 * second "Subscribe" resumes the first unpaid checkout (same plan) or replaces it (another plan), and the replaced
 * checkout can no longer activate anything. Through the real routes with the test checkout.
 */

const OPEN = new Set(['incomplete', 'active', 'past_due']);

const rowsOf = (userId: string) =>
  db
    .select()
    .from(coachingSubscriptions)
    .where(eq(coachingSubscriptions.userId, userId))
    .orderBy(coachingSubscriptions.id);

async function member() {
  const { user, cookie } = await signedInMember();
  const customer = await api('/api/coaching/sandbox/create-customer', { method: 'POST', cookie });
  const { customerId } = await customer.json<CreatedCustomer>();
  const subscribe = (planId: number) =>
    api('/api/coaching/sandbox/create-subscription', {
      method: 'POST',
      cookie,
      body: { planId, customerId, coachId: null },
    });
  return { user, cookie, subscribe };
}

describe('one subscription per member', () => {
  it('20 parallel create-subscription calls give one open subscription and one checkout', async () => {
    const { user, subscribe } = await member();
    const plan = await createPlan();
    const answers = await Promise.all(Array.from({ length: 20 }, () => subscribe(plan.id)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
    const checkouts = await Promise.all(answers.map((r) => r.json<CheckoutStart>()));
    const rows = await rowsOf(user.id);
    const open = rows.filter((row) => OPEN.has(row.status));
    expect(open).toHaveLength(1);
    expect(new Set(checkouts.map((c) => c.checkoutUrl))).toEqual(new Set([open[0]!.checkoutUrl]));
  });

  it('a second call for the same plan resumes the unpaid checkout', async () => {
    const { user, subscribe } = await member();
    const plan = await createPlan();
    const first = await (await subscribe(plan.id)).json<CheckoutStart>();
    const again = await subscribe(plan.id);
    expect(again.status).toBe(201);
    expect((await again.json<CheckoutStart>()).checkoutUrl).toBe(first.checkoutUrl);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it('another plan replaces the unpaid checkout, whose payment then activates nothing and is flagged', async () => {
    const { user, cookie, subscribe } = await member();
    const cheaper = await createPlan({ priceCents: 14_900 });
    const dearer = await createPlan({ priceCents: 29_900 });
    const old = await (await subscribe(cheaper.id)).json<CheckoutStart>();
    const replacing = await subscribe(dearer.id);
    expect(replacing.status).toBe(201);
    const current = await replacing.json<CheckoutStart>();
    expect(current.checkoutUrl).not.toBe(old.checkoutUrl);
    const [replaced, kept] = await rowsOf(user.id);
    expect(replaced).toMatchObject({ planId: cheaper.id, status: 'canceled' });
    expect(kept).toMatchObject({ planId: dearer.id, status: 'incomplete' });

    // The old checkout is paid anyway: nothing activates, and an administrator is told to refund it.
    await submitCheckout(old.checkoutUrl, 'pay', cookie);
    expect((await rowsOf(user.id)).map((row) => row.status)).toEqual(['canceled', 'incomplete']);
    const flags = await db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'subscription.paid_closed'), eq(adminAuditLog.targetId, String(replaced!.id))),
      );
    expect(flags).toHaveLength(1);

    await submitCheckout(current.checkoutUrl, 'pay', cookie);
    expect((await rowsOf(user.id)).map((row) => row.status)).toEqual(['canceled', 'active']);
    const seen = await (await api('/api/coaching/subscription', { cookie })).json<CoachingSubscription>();
    expect(seen).toMatchObject({ status: 'active', plan: { id: dearer.id } });

    // Paid for: a further call opens nothing.
    expect((await subscribe(cheaper.id)).status).toBe(409);

    // Cancel stops the one subscription the member sees.
    const cancelled = await api('/api/coaching/subscription/cancel', { method: 'POST', cookie });
    expect(await cancelled.json()).toMatchObject({
      status: 'active',
      plan: { id: dearer.id },
      cancelAtPeriodEnd: true,
    });
    expect((await rowsOf(user.id)).find((row) => row.id === kept!.id)?.cancelAtPeriodEnd).toBe(true);
  });

  it('the database refuses a second open subscription written directly', async () => {
    const { user, subscribe } = await member();
    const plan = await createPlan();
    await subscribe(plan.id);
    await expect(
      db
        .insert(coachingSubscriptions)
        .values({ userId: user.id, planId: plan.id, provider: 'sandbox', status: 'active' }),
    ).rejects.toThrow();
  });
});
