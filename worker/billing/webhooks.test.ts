import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  coachingSubscriptions,
  eventRegistrations,
  eventSeatHolds,
  processedWebhookEvents,
} from '../../schema/db/index.ts';
import { addRegistrations, createEvent, createPlan, createUser, db } from '../test/factories.ts';
import { signStripePayload } from '../payments/stripe-events.ts';
import {
  invoiceObject,
  sandboxSecret,
  sendWebhook,
  sessionObject,
  stripeEvent,
  subscriptionObject,
  unixNow,
} from '../test/payments.ts';

/** A user's incomplete subscription row, as create-subscription leaves it before payment. */
async function incompleteSubscription(overrides: Partial<typeof coachingSubscriptions.$inferInsert> = {}) {
  const user = await createUser();
  const plan = await createPlan();
  const customer = `sandbox_cus_${crypto.randomUUID().slice(0, 8)}`;
  // What create-subscription records before the member pays: the plan's price and the checkout it opened.
  const checkoutId = `cs_test_${crypto.randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(coachingSubscriptions)
    .values({
      userId: user.id,
      planId: plan.id,
      provider: 'sandbox',
      providerCustomerId: customer,
      amountCents: plan.priceCents,
      providerReference: checkoutId,
      ...overrides,
    })
    .returning();
  return { row: row!, customer, checkoutId, providerSubscriptionId: `sub_${crypto.randomUUID().slice(0, 12)}` };
}

/** A subscription its member has paid for (a matched checkout made it active) that the provider has not yet linked. */
const paidSubscription = () => incompleteSubscription({ status: 'active' });

const rowOf = async (id: number) =>
  (await db.select().from(coachingSubscriptions).where(eq(coachingSubscriptions.id, id)))[0]!;

const recorded = async (eventId: string) =>
  db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.eventId, eventId));

const subscriptionEvent = (
  type: string,
  sub: Awaited<ReturnType<typeof incompleteSubscription>>,
  status: string,
  created: number,
  extra: { periodEnd?: number; cancelAtPeriodEnd?: boolean; id?: string } = {},
) =>
  stripeEvent({
    type,
    created,
    id: extra.id,
    object: subscriptionObject({
      id: sub.providerSubscriptionId,
      customer: sub.customer,
      status,
      subscriptionId: sub.row.id,
      periodEnd: extra.periodEnd,
      cancelAtPeriodEnd: extra.cancelAtPeriodEnd,
    }),
  });

/** A paid seat hold taken by a fresh user (directly: the register route is tested in worker/events). */
async function seatHold(eventOverrides: Parameters<typeof createEvent>[0] = {}, minutesLeft = 30) {
  const event = await createEvent({ priceCents: 15_000, ...eventOverrides });
  const user = await createUser();
  const [hold] = await db
    .insert(eventSeatHolds)
    .values({
      eventId: event.id,
      userId: user.id,
      amountCents: 15_000,
      provider: 'sandbox',
      providerReference: 'cs_hold',
      expiresAt: new Date(Date.now() + minutesLeft * 60_000).toISOString(),
    })
    .returning();
  return { event, user, hold: hold! };
}

const seatCompleted = (holdId: number, id?: string) =>
  stripeEvent({
    type: 'checkout.session.completed',
    id,
    object: sessionObject({ id: 'cs_hold', metadata: { sebenza_hold_id: String(holdId) }, amountCents: 15_000 }),
  });

const registrationsOf = (eventId: number) =>
  db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId));
const holdOf = async (id: number) => (await db.select().from(eventSeatHolds).where(eq(eventSeatHolds.id, id)))[0]!;

describe('POST /api/webhooks/{provider}: verification', () => {
  it('refuses a bad signature, a missing one and a stale timestamp with 400, changing nothing', async () => {
    const sub = await paidSubscription();
    const payload = subscriptionEvent('customer.subscription.updated', sub, 'past_due', unixNow());
    const eventId = JSON.parse(payload).id as string;

    const wrongSecret = await sendWebhook(payload, { secret: 'whsec_someone_else_entirely' });
    expect(wrongSecret.status).toBe(400);
    expect((await sendWebhook(payload, { signature: null })).status).toBe(400);
    expect((await sendWebhook(payload, { signature: 't=1,v1=deadbeef' })).status).toBe(400);
    // Signed correctly, but ten minutes ago: outside Stripe's five-minute tolerance (a replayed capture).
    expect((await sendWebhook(payload, { timestamp: unixNow() - 600 })).status).toBe(400);
    // A body changed after signing.
    const signedOther = subscriptionEvent('customer.subscription.updated', sub, 'canceled', unixNow());
    const tampered = await sendWebhook(signedOther, {
      signature: await signStripePayload(payload, sandboxSecret()),
    });
    expect(tampered.status).toBe(400);

    expect(await rowOf(sub.row.id)).toMatchObject({ status: 'active', providerSubscriptionId: null });
    expect(await recorded(eventId)).toEqual([]);

    const good = await sendWebhook(payload);
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ received: true, duplicate: false });
    expect((await rowOf(sub.row.id)).status).toBe('past_due');
  });

  it('takes the spec path name too: with the test checkout configured, /api/webhooks/stripe verifies the same way', async () => {
    const sub = await paidSubscription();
    const res = await sendWebhook(subscriptionEvent('customer.subscription.updated', sub, 'past_due', unixNow()), {
      provider: 'stripe',
    });
    expect(res.status).toBe(200);
    expect((await rowOf(sub.row.id)).status).toBe('past_due');
    expect((await sendWebhook('{}', { provider: 'payfast' })).status).toBe(400);
  });

  it('records and ignores verified events it does not act on', async () => {
    const payload = stripeEvent({ type: 'customer.created', object: { id: 'cus_x', object: 'customer' } });
    expect((await sendWebhook(payload)).status).toBe(200);
    expect(await recorded(JSON.parse(payload).id)).toHaveLength(1);
  });
});

describe('the subscription state machine', () => {
  it('a subscription object alone never makes an unpaid row active: only a payment that matched what was asked does', async () => {
    const sub = await incompleteSubscription();
    await sendWebhook(subscriptionEvent('customer.subscription.created', sub, 'active', unixNow()));
    // Linked (so the provider's later events find it), but still unpaid.
    expect(await rowOf(sub.row.id)).toMatchObject({
      status: 'incomplete',
      providerSubscriptionId: sub.providerSubscriptionId,
    });
    await sendWebhook(
      stripeEvent({
        type: 'checkout.session.completed',
        object: sessionObject({
          id: sub.checkoutId,
          metadata: { sebenza_subscription_id: String(sub.row.id) },
          amountCents: 29_900,
          subscription: sub.providerSubscriptionId,
        }),
      }),
    );
    expect((await rowOf(sub.row.id)).status).toBe('active');
  });

  it('links by metadata and sets status, period end and the cancel flag', async () => {
    const sub = await paidSubscription();
    const periodEnd = unixNow() + 30 * 86_400;
    await sendWebhook(subscriptionEvent('customer.subscription.created', sub, 'active', unixNow(), { periodEnd }));
    expect(await rowOf(sub.row.id)).toMatchObject({
      status: 'active',
      providerSubscriptionId: sub.providerSubscriptionId,
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
      cancelAtPeriodEnd: false,
    });
    await sendWebhook(
      subscriptionEvent('customer.subscription.updated', sub, 'active', unixNow() + 1, { cancelAtPeriodEnd: true }),
    );
    expect(await rowOf(sub.row.id)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      // An event without a period keeps the stored one.
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
    });
  });

  it('payment failed → past_due; a later paid invoice → active again; deleted → canceled', async () => {
    const sub = await paidSubscription();
    const t = unixNow();
    await sendWebhook(subscriptionEvent('customer.subscription.created', sub, 'active', t));
    const failed = stripeEvent({
      type: 'invoice.payment_failed',
      created: t + 10,
      object: invoiceObject({ subscription: sub.providerSubscriptionId }),
    });
    expect((await sendWebhook(failed)).status).toBe(200);
    expect((await rowOf(sub.row.id)).status).toBe('past_due');

    const periodEnd = t + 40 * 86_400;
    const paid = stripeEvent({
      type: 'invoice.paid',
      created: t + 20,
      object: invoiceObject({ subscription: sub.providerSubscriptionId, periodEnd }),
    });
    await sendWebhook(paid);
    expect(await rowOf(sub.row.id)).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
    });

    await sendWebhook(subscriptionEvent('customer.subscription.deleted', sub, 'canceled', t + 30));
    expect(await rowOf(sub.row.id)).toMatchObject({ status: 'canceled', providerEventAt: t + 30 });
  });

  it('out of order: deleted arriving before an older update stays canceled', async () => {
    const sub = await incompleteSubscription();
    const t = unixNow();
    await sendWebhook(subscriptionEvent('customer.subscription.deleted', sub, 'canceled', t + 10));
    expect((await rowOf(sub.row.id)).status).toBe('canceled');
    await sendWebhook(subscriptionEvent('customer.subscription.updated', sub, 'active', t + 5));
    await sendWebhook(subscriptionEvent('customer.subscription.created', sub, 'active', t));
    expect(await rowOf(sub.row.id)).toMatchObject({ status: 'canceled', providerEventAt: t + 10 });
    // Canceled is final, even for a later event.
    await sendWebhook(subscriptionEvent('customer.subscription.updated', sub, 'active', t + 60));
    expect((await rowOf(sub.row.id)).status).toBe('canceled');
  });

  it('out of order: payment_failed, then an older active update arriving late, stays past_due', async () => {
    const sub = await incompleteSubscription();
    const t = unixNow();
    await sendWebhook(subscriptionEvent('customer.subscription.created', sub, 'active', t));
    await sendWebhook(
      stripeEvent({
        type: 'invoice.payment_failed',
        created: t + 10,
        object: invoiceObject({ subscription: sub.providerSubscriptionId }),
      }),
    );
    await sendWebhook(subscriptionEvent('customer.subscription.updated', sub, 'active', t + 5));
    expect((await rowOf(sub.row.id)).status).toBe('past_due');
    // Same second: only a status ranking at or above the stored one applies.
    await sendWebhook(subscriptionEvent('customer.subscription.updated', sub, 'active', t + 10));
    expect((await rowOf(sub.row.id)).status).toBe('past_due');
    await sendWebhook(subscriptionEvent('customer.subscription.updated', sub, 'canceled', t + 10));
    expect((await rowOf(sub.row.id)).status).toBe('canceled');
  });

  it('a checkout completing links the ids and activates; an unpaid (pending) one changes nothing', async () => {
    const sub = await incompleteSubscription();
    const metadata = { sebenza_subscription_id: String(sub.row.id) };
    await sendWebhook(
      stripeEvent({
        type: 'checkout.session.completed',
        object: sessionObject({
          id: sub.checkoutId,
          metadata,
          amountCents: 29_900,
          paid: false,
          subscription: sub.providerSubscriptionId,
        }),
      }),
    );
    expect((await rowOf(sub.row.id)).status).toBe('incomplete');
    await sendWebhook(
      stripeEvent({
        type: 'checkout.session.async_payment_succeeded',
        object: sessionObject({
          id: sub.checkoutId,
          metadata,
          amountCents: 29_900,
          subscription: sub.providerSubscriptionId,
          customer: sub.customer,
        }),
      }),
    );
    expect(await rowOf(sub.row.id)).toMatchObject({
      status: 'active',
      providerSubscriptionId: sub.providerSubscriptionId,
    });
  });

  it('an expired checkout cancels an incomplete row, but never an active one', async () => {
    const pending = await incompleteSubscription();
    const expired = (sub: typeof pending, checkoutId = sub.checkoutId) =>
      stripeEvent({
        type: 'checkout.session.expired',
        object: sessionObject({
          id: checkoutId,
          metadata: { sebenza_subscription_id: String(sub.row.id) },
          amountCents: 29_900,
          paid: false,
        }),
      });
    // Another checkout naming the row (one it no longer offers) closes nothing.
    await sendWebhook(expired(pending, 'cs_test_another_checkout'));
    expect((await rowOf(pending.row.id)).status).toBe('incomplete');
    await sendWebhook(expired(pending));
    expect((await rowOf(pending.row.id)).status).toBe('canceled');

    const active = await incompleteSubscription({ status: 'active' });
    await sendWebhook(expired(active));
    expect((await rowOf(active.row.id)).status).toBe('active');
  });

  it("without metadata (Paystack's shape) a subscription event finds the customer's newest unlinked row", async () => {
    const sub = await paidSubscription();
    const payload = stripeEvent({
      type: 'customer.subscription.created',
      object: subscriptionObject({ id: sub.providerSubscriptionId, customer: sub.customer, status: 'active' }),
    });
    await sendWebhook(payload);
    expect(await rowOf(sub.row.id)).toMatchObject({
      status: 'active',
      providerSubscriptionId: sub.providerSubscriptionId,
    });
  });
});

describe('once only', () => {
  it('a replayed event is acknowledged (200, duplicate) and changes nothing', async () => {
    const { event, user, hold } = await seatHold();
    const payload = seatCompleted(hold.id);
    const first = await sendWebhook(payload);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    expect(await registrationsOf(event.id)).toHaveLength(1);

    // The buyer cancels; a replay of the payment event must not register them again.
    await db
      .delete(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.userId, user.id)));
    const replay = await sendWebhook(payload);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await registrationsOf(event.id)).toEqual([]);
    expect(await recorded(JSON.parse(payload).id)).toHaveLength(1);
  });

  it('10 concurrent deliveries of one event apply once', async () => {
    const { event, hold } = await seatHold();
    const payload = seatCompleted(hold.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendWebhook(payload)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const bodies = await Promise.all(answers.map((r) => r.json<{ duplicate: boolean }>()));
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1);
    expect(await registrationsOf(event.id)).toHaveLength(1);
    expect(await recorded(JSON.parse(payload).id)).toHaveLength(1);
    expect((await holdOf(hold.id)).status).toBe('confirmed');
  });

  it('10 concurrent deliveries of an event whose effect is not idempotent (a refund flag) apply once', async () => {
    const { event, hold } = await seatHold({ maxAttendees: 1 });
    await db.update(eventSeatHolds).set({ status: 'released' }).where(eq(eventSeatHolds.id, hold.id));
    await addRegistrations(event.id, [(await createUser()).id]);
    const payload = seatCompleted(hold.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendWebhook(payload)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const flags = await db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'event_seat_hold'), eq(adminAuditLog.targetId, String(hold.id))));
    expect(flags).toHaveLength(1);
  });

  it('10 concurrent deliveries of one subscription event record it once', async () => {
    const sub = await paidSubscription();
    const payload = subscriptionEvent('customer.subscription.updated', sub, 'past_due', unixNow());
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendWebhook(payload)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await recorded(JSON.parse(payload).id)).toHaveLength(1);
    expect(await rowOf(sub.row.id)).toMatchObject({
      status: 'past_due',
      providerSubscriptionId: sub.providerSubscriptionId,
    });
  });
});

describe('paid seats', () => {
  it('a declined or expired checkout releases the hold; only the checkout the hold points at can', async () => {
    const { hold } = await seatHold();
    const expired = (sessionId: string) =>
      stripeEvent({
        type: 'checkout.session.expired',
        object: sessionObject({
          id: sessionId,
          metadata: { sebenza_hold_id: String(hold.id) },
          amountCents: 15_000,
          paid: false,
        }),
      });
    await sendWebhook(expired('cs_some_other_checkout'));
    expect((await holdOf(hold.id)).status).toBe('held');
    await sendWebhook(expired('cs_hold'));
    expect((await holdOf(hold.id)).status).toBe('released');
  });

  it('a payment after the hold lapsed registers when a seat is free', async () => {
    const { event, hold } = await seatHold({ maxAttendees: 2 });
    await db.update(eventSeatHolds).set({ status: 'released' }).where(eq(eventSeatHolds.id, hold.id));
    await sendWebhook(seatCompleted(hold.id));
    expect(await registrationsOf(event.id)).toHaveLength(1);
    expect((await holdOf(hold.id)).status).toBe('confirmed');
  });

  it('a payment after the hold lapsed and the event filled up stays released and is flagged for a refund', async () => {
    const { event, hold } = await seatHold({ maxAttendees: 1 });
    await db.update(eventSeatHolds).set({ status: 'released' }).where(eq(eventSeatHolds.id, hold.id));
    await addRegistrations(event.id, [(await createUser()).id]);
    await sendWebhook(seatCompleted(hold.id));
    expect(await registrationsOf(event.id)).toHaveLength(1);
    expect((await holdOf(hold.id)).status).toBe('released');
    const flags = await db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'event_seat_hold'), eq(adminAuditLog.targetId, String(hold.id))));
    expect(flags).toEqual([expect.objectContaining({ action: 'event_seat.paid_unseated', adminId: null })]);
  });
});
