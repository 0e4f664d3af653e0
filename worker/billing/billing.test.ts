import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  COACHING_MESSAGES,
  type CheckoutStart,
  type CoachingPlan,
  type CoachingSubscription,
  type CreatedCustomer,
} from '../../schema/contract/coaching.ts';
import { coachingSubscriptions, paymentCustomers, processedWebhookEvents } from '../../schema/db/index.ts';
import {
  createMentor,
  createPlan,
  createSubscriber,
  db,
  signedInMember,
  signedInSubscriber,
  signIn,
  withSignInClaim,
} from '../test/factories.ts';
import { api, SITE_ORIGIN } from '../test/http.ts';
import { checkoutPath, submitCheckout } from '../test/payments.ts';
import { countRoundTrips } from '../test/round-trips.ts';
import { expectRefusal } from '../test/request.ts';

const createCustomer = (cookie?: string, provider = 'sandbox') =>
  api(`/api/coaching/${provider}/create-customer`, { method: 'POST', cookie });

const createSubscription = (cookie: string | undefined, body: unknown, provider = 'sandbox') =>
  api(`/api/coaching/${provider}/create-subscription`, { method: 'POST', cookie, body });

const subscriptionOf = async (cookie: string) =>
  (await api('/api/coaching/subscription', { cookie })).json<CoachingSubscription>();

const rowsOf = (userId: string) =>
  db.select().from(coachingSubscriptions).where(eq(coachingSubscriptions.userId, userId));

/** A signed-in user with a customer and a started subscription checkout for a fresh plan. */
async function startCheckout(options: { provider?: string; coachId?: number | null } = {}) {
  const { user, cookie } = await signedInMember();
  const plan = await createPlan();
  const { customerId } = await (await createCustomer(cookie, options.provider)).json<CreatedCustomer>();
  const res = await createSubscription(
    cookie,
    { planId: plan.id, customerId, coachId: options.coachId ?? null },
    options.provider,
  );
  expect(res.status).toBe(201);
  return { user, cookie, plan, customerId, checkout: await res.json<CheckoutStart>() };
}

describe('GET /api/coaching/plans', () => {
  it('lists active plans publicly in sort order, with the price in rand from the stored cents', async () => {
    const second = await createPlan({ sortOrder: 101, priceCents: 49_950, includesFiles: true });
    const first = await createPlan({ sortOrder: 100, features: ['One session a month'] });
    const retired = await createPlan({ sortOrder: 99, isActive: false });

    const res = await api('/api/coaching/plans');
    expect(res.status).toBe(200);
    const plans = await res.json<CoachingPlan[]>();
    const ids = plans.map((p) => p.id);
    expect(ids).not.toContain(retired.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(plans.find((p) => p.id === first.id)).toEqual({
      id: first.id,
      name: first.name,
      price: 299,
      priceCents: 29_900,
      description: 'Monthly one-on-one coaching',
      max_sessions_per_month: 2,
      session_duration_minutes: 60,
      includes_chat: true,
      includes_files: false,
      features: ['One session a month'],
    });
    expect(plans.find((p) => p.id === second.id)).toMatchObject({ price: 499.5, includes_files: true });
  });
});

describe('GET /api/coaching/subscription and /api/subscription', () => {
  it('needs a signed-in user', async () => {
    expect((await api('/api/coaching/subscription')).status).toBe(401);
    expect((await api('/api/subscription')).status).toBe(401);
  });

  it('says status null for someone who never subscribed, and names the test checkout', async () => {
    const { cookie } = await signedInMember();
    for (const path of ['/api/coaching/subscription', '/api/subscription']) {
      const res = await api(path, { cookie });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        status: null,
        plan: null,
        coachId: null,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        nextPlan: null,
        callsAllowed: null,
        callsUsed: null,
        payments: { provider: 'sandbox', testMode: true },
      });
    }
  });

  it("answers an active subscriber's plan and status", async () => {
    const { cookie } = await signedInSubscriber();
    const sub = await (await api('/api/subscription', { cookie })).json<CoachingSubscription>();
    expect(sub).toMatchObject({ status: 'active', plan: { price: 299 }, cancelAtPeriodEnd: false });
    expect(sub.plan!.name).toMatch(/^Plan /);
  });
});

describe('POST /api/coaching/{provider}/create-customer', () => {
  it('creates one customer per user and provider, reused on every call, also under concurrency', async () => {
    const { user, cookie } = await signedInMember();
    const answers = await Promise.all(Array.from({ length: 5 }, () => createCustomer(cookie)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = await Promise.all(answers.map((r) => r.json<CreatedCustomer>().then((b) => b.customerId)));
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^sandbox_cus_[0-9a-f]{16}$/);
    const again = await (await createCustomer(cookie)).json<CreatedCustomer>();
    expect(again.customerId).toBe(ids[0]);
    const rows = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, user.id));
    expect(rows).toEqual([expect.objectContaining({ provider: 'sandbox', providerCustomerId: ids[0] })]);
  });

  it("works on the spec's path with 'stripe' (the test checkout stands in; what is stored says sandbox)", async () => {
    const { user, cookie } = await signedInMember();
    const res = await createCustomer(cookie, 'stripe');
    expect(res.status).toBe(200);
    const [row] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, user.id));
    expect(row!.provider).toBe('sandbox');
  });

  it('refuses visitors with the spec message, and unknown providers', async () => {
    const visitor = await createCustomer(undefined);
    await expectRefusal(visitor, 401, COACHING_MESSAGES.loginToSubscribe);
    const { cookie } = await signedInMember();
    expect((await createCustomer(cookie, 'payfast')).status).toBe(400);
  });
});

describe('POST /api/coaching/{provider}/create-subscription', () => {
  it('opens the test checkout; paying there makes the subscription active through the verified webhook', async () => {
    const { user, cookie, plan, customerId, checkout } = await startCheckout();
    expect(checkout.checkoutUrl).toBe(`${SITE_ORIGIN}/api/test-checkout/${checkout.clientSecret}`);
    const [pending] = await rowsOf(user.id);
    expect(pending).toMatchObject({ status: 'incomplete', provider: 'sandbox', providerCustomerId: customerId });
    expect((await subscriptionOf(cookie)).status).toBe('incomplete');

    const page = await api(checkoutPath(checkout.checkoutUrl), { cookie });
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('TEST CHECKOUT');
    expect(text).toContain('no money moves');
    expect(text).toContain(`${plan.name} coaching plan`);
    expect(text).toContain('R299 per month');
    expect(text).toMatch(/<button type="submit" name="action" value="pay">/);
    expect(text).toMatch(/<button type="submit" name="action" value="decline"/);

    const paid = await submitCheckout(checkout.checkoutUrl, 'pay', cookie);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${SITE_ORIGIN}/sebenza-coaching?checkout=success`);
    const sub = await subscriptionOf(cookie);
    expect(sub).toMatchObject({ status: 'active', plan: { id: plan.id, price: 299 }, cancelAtPeriodEnd: false });
    const monthAhead = Date.parse(sub.currentPeriodEnd!) - Date.now();
    expect(monthAhead).toBeGreaterThan(27 * 86_400_000);
    expect(monthAhead).toBeLessThan(32 * 86_400_000);
    const [row] = await rowsOf(user.id);
    expect(row!.providerSubscriptionId).toBe(`sandbox_sub_${checkout.clientSecret}`);

    // A double-clicked Pay sends the same event ids again: nothing more is applied.
    const events = () =>
      db
        .select()
        .from(processedWebhookEvents)
        .then((rows) => rows.filter((r) => r.eventId.includes(checkout.clientSecret)));
    expect((await events()).map((e) => e.type).sort()).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    expect((await submitCheckout(checkout.checkoutUrl, 'pay', cookie)).status).toBe(303);
    expect(await events()).toHaveLength(3);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("works through the spec's /api/coaching/stripe/... path locally", async () => {
    const { user, cookie, checkout } = await startCheckout({ provider: 'stripe' });
    expect((await submitCheckout(checkout.checkoutUrl, 'pay', cookie)).status).toBe(303);
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ status: 'active', provider: 'sandbox' });
  });

  it('Decline turns the incomplete subscription into canceled and returns to the coaching page', async () => {
    const { user, cookie, checkout } = await startCheckout();
    const declined = await submitCheckout(checkout.checkoutUrl, 'decline', cookie);
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(`${SITE_ORIGIN}/sebenza-coaching?checkout=cancelled`);
    const [row] = await rowsOf(user.id);
    expect(row!.status).toBe('canceled');
    expect((await subscriptionOf(cookie)).status).toBe('canceled');
    // Pay after Decline is refused.
    expect((await submitCheckout(checkout.checkoutUrl, 'pay', cookie)).status).toBe(409);
    expect((await rowsOf(user.id))[0]!.status).toBe('canceled');
  });

  it('answers 409 with the spec message when the caller already has an active subscription', async () => {
    const { user, cookie } = await signedInSubscriber();
    const plan = await createPlan();
    const { customerId } = await (await createCustomer(cookie)).json<CreatedCustomer>();
    const res = await createSubscription(cookie, { planId: plan.id, customerId, coachId: null });
    await expectRefusal(res, 409, COACHING_MESSAGES.alreadySubscribed);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it('refuses an unknown or retired plan (404) and a customer that is not the caller’s', async () => {
    const { user, cookie } = await signedInMember();
    const { customerId } = await (await createCustomer(cookie)).json<CreatedCustomer>();
    const retired = await createPlan({ isActive: false });
    for (const planId of [999_999, retired.id]) {
      const res = await createSubscription(cookie, { planId, customerId, coachId: null });
      await expectRefusal(res, 404, COACHING_MESSAGES.planNotFound);
    }

    const plan = await createPlan();
    const other = await signedInMember();
    const othersCustomer = (await (await createCustomer(other.cookie)).json<CreatedCustomer>()).customerId;
    expect((await createSubscription(cookie, { planId: plan.id, customerId: othersCustomer })).status).toBe(403);
    const unknown = await createSubscription(cookie, { planId: plan.id, customerId: 'sandbox_cus_nobody' });
    await expectRefusal(unknown, 400, COACHING_MESSAGES.customerNotFound);
    expect(await rowsOf(user.id)).toEqual([]);
    expect((await createSubscription(undefined, { planId: plan.id, customerId })).status).toBe(401);
  });

  it('accepts a coach (serviceType coach or both) and refuses mentors who do not coach, unknown ids and oneself', async () => {
    const { cookie } = await signedInMember();
    const { customerId } = await (await createCustomer(cookie)).json<CreatedCustomer>();
    const plan = await createPlan();
    const mentorOnly = await createMentor({ serviceType: 'mentorship' });
    const notCoach = await createSubscription(cookie, { planId: plan.id, customerId, coachId: mentorOnly.mentor.id });
    await expectRefusal(notCoach, 400, COACHING_MESSAGES.notACoach);
    const missing = await createSubscription(cookie, { planId: plan.id, customerId, coachId: 999_999 });
    await expectRefusal(missing, 404, COACHING_MESSAGES.coachNotFound);

    const coach = await createMentor({ serviceType: 'both' });
    const { user, checkout } = await startCheckout({ coachId: coach.mentor.id });
    expect(checkout.checkoutUrl).toContain('/api/test-checkout/');
    expect((await rowsOf(user.id))[0]!.coachId).toBe(coach.mentor.id);

    const self = await createMentor({ serviceType: 'coach' });
    const selfCookie = await signIn(self.user.id);
    const selfCustomer = (await (await createCustomer(selfCookie)).json<CreatedCustomer>()).customerId;
    const own = await createSubscription(selfCookie, {
      planId: plan.id,
      customerId: selfCustomer,
      coachId: self.mentor.id,
    });
    await expectRefusal(own, 400, COACHING_MESSAGES.ownCoach);
  });
});

describe('POST /api/coaching/subscription/cancel', () => {
  it('cancels at period end through the provider: still active, flagged, and the update event applied', async () => {
    const { user, cookie, checkout } = await startCheckout();
    await submitCheckout(checkout.checkoutUrl, 'pay', cookie);
    const res = await api('/api/coaching/subscription/cancel', { method: 'POST', cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const [recorded] = await db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.eventId, `evt_sbx_sandbox_sub_${checkout.clientSecret}_cancel`));
    expect(recorded!.type).toBe('customer.subscription.updated');
    expect((await rowsOf(user.id))[0]).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
  });

  it('a customer and a cancellation cost at most two round trips with the sign-in claim, a checkout three', async () => {
    const { cookie } = await signedInMember();
    const claimed = await withSignInClaim(cookie);
    const customer = await countRoundTrips('/api/coaching/sandbox/create-customer', {
      method: 'POST',
      cookie: claimed,
    });
    expect(customer.roundTrips).toBeLessThanOrEqual(2);
    const { customerId } = await customer.res.json<CreatedCustomer>();
    const plan = await createPlan();
    const started = await countRoundTrips('/api/coaching/sandbox/create-subscription', {
      method: 'POST',
      cookie: claimed,
      body: { planId: plan.id, customerId, coachId: null },
    });
    expect(started.res.status).toBe(201);
    // The row is written before the provider is asked (the checkout carries its id), and the checkout is recorded
    // after it, before the member is sent to pay (decision 031's third trip).
    expect(started.roundTrips).toBeLessThanOrEqual(3);

    // A subscription granted by hand: the test checkout's own cancellation delivers its webhook in this request, which
    // a real provider sends as a request of its own.
    const subscriber = await createSubscriber();
    const cancelled = await countRoundTrips('/api/coaching/subscription/cancel', {
      method: 'POST',
      cookie: await withSignInClaim(await signIn(subscriber.user.id)),
    });
    expect(await cancelled.res.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(cancelled.roundTrips).toBeLessThanOrEqual(2);
  });

  it('answers 404 without an active subscription, 401 for visitors', async () => {
    const { cookie } = await signedInMember();
    const res = await api('/api/coaching/subscription/cancel', { method: 'POST', cookie });
    await expectRefusal(res, 404, COACHING_MESSAGES.noSubscription);
    expect((await api('/api/coaching/subscription/cancel', { method: 'POST' })).status).toBe(401);
  });
});

describe('the test checkout page', () => {
  it('is only for the account that started it; unknown tokens 404; expired ones 410 and end the checkout', async () => {
    const { user, cookie, checkout } = await startCheckout();
    const path = checkoutPath(checkout.checkoutUrl);
    expect((await api(path)).status).toBe(401);
    const stranger = await signedInMember();
    expect((await api(path, { cookie: stranger.cookie })).status).toBe(403);
    expect((await submitCheckout(checkout.checkoutUrl, 'pay', stranger.cookie)).status).toBe(403);
    expect((await rowsOf(user.id))[0]!.status).toBe('incomplete');
    expect((await api('/api/test-checkout/0123456789abcdef0123456789abcdef', { cookie })).status).toBe(404);
    expect((await api('/api/test-checkout/not-a-token', { cookie })).status).toBe(404);
    expect((await api(path, { cookie, method: 'POST', body: 'action=refund', headers: form })).status).toBe(400);

    // Time passes: the checkout's expiry is in the past.
    const key = `test-checkout:${checkout.clientSecret}`;
    const stored = await env.CACHE.get<Record<string, unknown>>(key, 'json');
    await env.CACHE.put(key, JSON.stringify({ ...stored, expiresAt: new Date(Date.now() - 1000).toISOString() }));
    expect((await api(path, { cookie })).status).toBe(410);
    expect((await submitCheckout(checkout.checkoutUrl, 'pay', cookie)).status).toBe(410);
    expect((await rowsOf(user.id))[0]!.status).toBe('canceled');
  });
});

const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
