import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  COACHING_MESSAGES,
  randFromCents,
  type CheckoutStart,
  type CoachingSubscription,
  type CreateSubscriptionSchema,
  type PaymentProviderName,
} from '../../schema/contract/coaching.ts';
import { COACHING_PATH } from '../../schema/contract/product.ts';
import { coachingPlans, coachingSubscriptions, mentors } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import type { PaymentsConfig, SignedInUser } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { paymentSetupOf } from '../payments/payments-for.ts';
import { PaymentProviderError, type PaymentProvider } from '../payments/provider.ts';
import { assertOwnCustomer } from './customers.ts';
import type * as z from 'zod/mini';

/** How long a subscription checkout stays payable (Stripe's longest Checkout Session). */
const SUBSCRIPTION_CHECKOUT_MS = 24 * 3_600_000;
/** A second "Subscribe" resumes the first checkout only while it has an hour or more left to be paid. */
const RESUMABLE_MS = SUBSCRIPTION_CHECKOUT_MS - 3_600_000;

/**
 * The caller's current subscription: the newest one that is not canceled, else the newest (so a lapsed subscriber
 * sees 'canceled'), else `status: null`.
 */
export async function currentSubscription({
  db,
  userId,
  payments,
}: {
  db: Db;
  userId: string;
  payments: PaymentsConfig | null;
}): Promise<CoachingSubscription> {
  return toSubscription(await currentSubscriptionQuery(db, userId), payments);
}

/**
 * The subscription's counted calls in its current billing period: each call records the period it was booked in by
 * its end (decision 033), so a renewal that moves `current_period_end` starts the next period at zero.
 */
const callsUsedInPeriod = sql<number>`(select count(*) from coaching_calls cc
  where cc.subscription_id = ${coachingSubscriptions.id}
    and cc.period_end = coalesce(${coachingSubscriptions.currentPeriodEnd}, '') and cc.counts = 1)`;

/** The plan a subscriber moves to at renewal, read by subqueries (a second join of the plans would clash by name). */
const nextPlanColumn = <T>(column: 'name' | 'price_cents') =>
  sql<T | null>`(select ${sql.raw(column)} from coaching_plans where id = ${coachingSubscriptions.nextPlanId})`;

/** The query behind `currentSubscription`, unsent: a write sends it as the last statement of its batch. */
export function currentSubscriptionQuery(db: Db, userId: string) {
  return db
    .select({
      status: coachingSubscriptions.status,
      coachId: coachingSubscriptions.coachId,
      currentPeriodEnd: coachingSubscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: coachingSubscriptions.cancelAtPeriodEnd,
      plan: {
        id: coachingPlans.id,
        name: coachingPlans.name,
        priceCents: coachingPlans.priceCents,
        maxCalls: coachingPlans.maxSessionsPerMonth,
      },
      callsUsed: callsUsedInPeriod,
      nextPlanId: coachingSubscriptions.nextPlanId,
      nextPlanName: nextPlanColumn<string>('name'),
      nextPlanPriceCents: nextPlanColumn<number>('price_cents'),
    })
    .from(coachingSubscriptions)
    .innerJoin(coachingPlans, eq(coachingPlans.id, coachingSubscriptions.planId))
    .where(eq(coachingSubscriptions.userId, userId))
    .orderBy(sql`${coachingSubscriptions.status} = 'canceled'`, desc(coachingSubscriptions.id))
    .limit(1);
}

export function toSubscription(
  [row]: Awaited<ReturnType<typeof currentSubscriptionQuery>>,
  payments: PaymentsConfig | null,
): CoachingSubscription {
  const setup = paymentSetupOf(payments);
  if (!row) {
    return {
      status: null,
      plan: null,
      coachId: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      nextPlan: null,
      callsAllowed: null,
      callsUsed: null,
      payments: setup,
    };
  }
  const active = row.status === 'active';
  return {
    status: row.status,
    plan: { id: row.plan.id, name: row.plan.name, price: randFromCents(row.plan.priceCents) },
    coachId: row.coachId,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    nextPlan:
      row.nextPlanId !== null && row.nextPlanName !== null && row.nextPlanPriceCents !== null
        ? { id: row.nextPlanId, name: row.nextPlanName, price: randFromCents(row.nextPlanPriceCents) }
        : null,
    callsAllowed: active ? row.plan.maxCalls : null,
    callsUsed: active ? row.callsUsed : null,
    payments: setup,
  };
}

export async function activePlan(db: Db, planId: number) {
  const [plan] = await db
    .select()
    .from(coachingPlans)
    .where(and(eq(coachingPlans.id, planId), eq(coachingPlans.isActive, true)))
    .limit(1);
  if (!plan) throw new HttpError(404, COACHING_MESSAGES.planNotFound);
  return plan;
}

/** A chosen coach must be an active mentor offering coaching, and not the subscriber themself. */
async function assertCoach(db: Db, coachId: number, userId: string) {
  const [coach] = await db
    .select({ userId: mentors.userId, serviceType: mentors.serviceType, isActive: mentors.isActive })
    .from(mentors)
    .where(eq(mentors.id, coachId))
    .limit(1);
  if (!coach || !coach.isActive) throw new HttpError(404, COACHING_MESSAGES.coachNotFound);
  if (coach.serviceType === 'mentorship') throw new HttpError(400, COACHING_MESSAGES.notACoach);
  if (coach.userId === userId) throw new HttpError(400, COACHING_MESSAGES.ownCoach);
}

/**
 * Awaits checks started together (their reads share one round trip) and throws the refusal of the first one that
 * refused, in the order given, as if they had run one after the other.
 */
async function firstRefusalInOrder<T extends readonly unknown[]>(
  checks: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(checks);
  for (const check of settled) if (check.status === 'rejected') throw check.reason;
  return settled.map((check) => (check as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}

/**
 * `POST /api/coaching/{provider}/create-subscription`: an 'incomplete' row and the provider's checkout for it. The
 * row becomes active only through the provider's verified webhook (apply-event.ts), never from this answer. A member
 * has at most one open subscription: a second call resumes the first unpaid checkout (same plan) or replaces it
 * (another plan), and is refused (409) once one is paid for.
 */
export async function startSubscription({
  db,
  provider,
  user,
  input,
  origin,
  now = new Date(),
}: {
  db: Db;
  provider: PaymentProvider;
  user: Pick<SignedInUser, 'id' | 'email'>;
  input: z.output<typeof CreateSubscriptionSchema>;
  origin: string;
  now?: Date;
}): Promise<CheckoutStart> {
  const [, plan] = await firstRefusalInOrder([
    assertOwnCustomer({ db, provider: provider.name, userId: user.id, customerId: input.customerId }),
    activePlan(db, input.planId),
    input.coachId === null ? undefined : assertCoach(db, input.coachId, user.id),
  ]);

  // One batch, held by the database's one-open-subscription index rather than by a read first: an unpaid row this
  // choice cannot resume (another plan, coach or provider, or a checkout about to expire) is closed, so its checkout
  // can no longer activate anything; then a row is inserted unless an open one remains (the one to resume, or a
  // subscription already paid for); then the open row is read.
  const { id: userId } = user;
  const resumable = sql`plan_id = ${plan.id} and provider = ${provider.name}
    and coalesce(coach_id, 0) = ${input.coachId ?? 0}
    and created_at > ${new Date(now.getTime() - RESUMABLE_MS).toISOString()}`;
  const [, , [open]] = await db.batch([
    db
      .update(coachingSubscriptions)
      .set({ status: 'canceled', updatedAt: now.toISOString() })
      .where(sql`user_id = ${userId} and status = 'incomplete' and not (${resumable})`),
    db
      .insert(coachingSubscriptions)
      .values({
        userId,
        planId: plan.id,
        status: 'incomplete',
        provider: provider.name,
        providerCustomerId: input.customerId,
        coachId: input.coachId,
        amountCents: plan.priceCents,
        currency: 'ZAR',
      })
      .onConflictDoNothing(),
    openSubscriptionQuery(db, userId),
  ]);
  if (!open || open.status !== 'incomplete') throw new HttpError(409, COACHING_MESSAGES.alreadySubscribed);
  if (open.checkoutUrl) return resumedCheckout(open);

  // This request's new row, or one a concurrent request made and has not opened a checkout for yet: each opens one
  // and the first recorded wins (the others are never shown, so nobody pays them).
  let checkout;
  try {
    checkout = await provider.startSubscriptionCheckout({
      reference: { kind: 'subscription', subscriptionId: open.id },
      customerId: input.customerId,
      email: user.email,
      successUrl: `${origin}${COACHING_PATH}?checkout=success`,
      cancelUrl: `${origin}${COACHING_PATH}?checkout=cancelled`,
      expiresAt: new Date(now.getTime() + SUBSCRIPTION_CHECKOUT_MS),
      plan: { id: plan.id, name: plan.name, priceCents: plan.priceCents, providerPriceId: plan.providerPriceId },
    });
  } catch (err) {
    // Nobody can pay for this row: close it so it never lingers as the caller's current subscription.
    await db
      .update(coachingSubscriptions)
      .set({ status: 'canceled' })
      .where(
        and(
          eq(coachingSubscriptions.id, open.id),
          eq(coachingSubscriptions.status, 'incomplete'),
          isNull(coachingSubscriptions.checkoutUrl),
        ),
      );
    if (err instanceof PaymentProviderError) throw new HttpError(502, err.message);
    throw err;
  }
  // The checkout is recorded before the member is sent to it: its payment activates this row only if it names this
  // checkout (apply-event.ts).
  const [recorded, [winner]] = await db.batch([
    db
      .update(coachingSubscriptions)
      .set({ providerReference: checkout.providerReference, checkoutUrl: checkout.checkoutUrl })
      .where(
        and(
          eq(coachingSubscriptions.id, open.id),
          eq(coachingSubscriptions.status, 'incomplete'),
          isNull(coachingSubscriptions.checkoutUrl),
        ),
      ),
    openSubscriptionQuery(db, userId),
    ...(checkout.planPriceId && !plan.providerPriceId
      ? [
          db
            .update(coachingPlans)
            .set({ providerPriceId: checkout.planPriceId })
            .where(and(eq(coachingPlans.id, plan.id), isNull(coachingPlans.providerPriceId))),
        ]
      : []),
  ]);
  if (recorded.meta.changes === 1) return { clientSecret: checkout.clientSecret, checkoutUrl: checkout.checkoutUrl };
  if (winner?.status === 'incomplete' && winner.checkoutUrl) return resumedCheckout(winner);
  throw new HttpError(409, COACHING_MESSAGES.alreadySubscribed);
}

/** The member's one open subscription (the database allows no second), with its checkout. */
function openSubscriptionQuery(db: Db, userId: string) {
  return db
    .select({
      id: coachingSubscriptions.id,
      status: coachingSubscriptions.status,
      providerReference: coachingSubscriptions.providerReference,
      checkoutUrl: coachingSubscriptions.checkoutUrl,
    })
    .from(coachingSubscriptions)
    .where(
      and(
        eq(coachingSubscriptions.userId, userId),
        inArray(coachingSubscriptions.status, ['incomplete', 'active', 'past_due']),
      ),
    )
    .limit(1);
}

/** A recorded checkout, resumed (its client secret is not stored: the provider's reference stands in, as for seats). */
const resumedCheckout = (row: { providerReference: string | null; checkoutUrl: string | null }): CheckoutStart => ({
  clientSecret: row.providerReference ?? '',
  checkoutUrl: row.checkoutUrl!,
});

/**
 * `POST /api/coaching/subscription/cancel`: renewal stops at the provider and the subscription stays active until
 * its period ends (the provider's own end event then cancels it). The flag is stored now so the screen says so at
 * once; the provider's update event confirms it. Answers the caller's subscription as it then stands.
 */
export async function cancelSubscriptionAtPeriodEnd({
  db,
  userId,
  payments,
  providerFor,
}: {
  db: Db;
  userId: string;
  payments: PaymentsConfig | null;
  /** The provider a stored row was made with (the route refuses a provider this deployment does not use). */
  providerFor: (name: PaymentProviderName) => PaymentProvider;
}): Promise<CoachingSubscription> {
  const [row] = await db
    .select({
      id: coachingSubscriptions.id,
      provider: coachingSubscriptions.provider,
      providerSubscriptionId: coachingSubscriptions.providerSubscriptionId,
      providerCustomerId: coachingSubscriptions.providerCustomerId,
    })
    .from(coachingSubscriptions)
    .where(and(eq(coachingSubscriptions.userId, userId), inArray(coachingSubscriptions.status, ['active', 'past_due'])))
    .orderBy(desc(coachingSubscriptions.id))
    .limit(1);
  if (!row) throw new HttpError(404, COACHING_MESSAGES.noSubscription);
  // A row with no provider subscription (granted by hand) has nothing to stop at a provider.
  if (row.providerSubscriptionId) {
    try {
      await providerFor(row.provider).cancelAtPeriodEnd({
        providerSubscriptionId: row.providerSubscriptionId,
        providerCustomerId: row.providerCustomerId,
      });
    } catch (err) {
      if (err instanceof PaymentProviderError) throw new HttpError(502, err.message);
      throw err;
    }
  }
  const [, current] = await db.batch([
    db.update(coachingSubscriptions).set({ cancelAtPeriodEnd: true }).where(eq(coachingSubscriptions.id, row.id)),
    currentSubscriptionQuery(db, userId),
  ]);
  return toSubscription(current, payments);
}

/** Account deletion (worker/privacy): the user's subscriptions that could still renew, for `stopRenewals`. */
export function renewingSubscriptions(db: Db, userId: string) {
  return db
    .select({
      provider: coachingSubscriptions.provider,
      providerSubscriptionId: coachingSubscriptions.providerSubscriptionId,
      providerCustomerId: coachingSubscriptions.providerCustomerId,
    })
    .from(coachingSubscriptions)
    .where(
      and(
        eq(coachingSubscriptions.userId, userId),
        inArray(coachingSubscriptions.status, ['active', 'past_due']),
        eq(coachingSubscriptions.cancelAtPeriodEnd, false),
      ),
    );
}

/**
 * Account deletion: each of these subscriptions (`renewingSubscriptions`) stops renewing at its provider, before the
 * account goes. Throws 502 when a provider refuses, so nothing is deleted while a card might still be charged;
 * calling it again is harmless.
 */
export async function stopRenewals(
  renewing: Awaited<ReturnType<typeof renewingSubscriptions>>,
  providerFor: (name: PaymentProviderName) => PaymentProvider,
): Promise<void> {
  for (const row of renewing) {
    if (!row.providerSubscriptionId) continue;
    try {
      await providerFor(row.provider).cancelAtPeriodEnd({
        providerSubscriptionId: row.providerSubscriptionId,
        providerCustomerId: row.providerCustomerId,
      });
    } catch (err) {
      if (err instanceof PaymentProviderError) throw new HttpError(502, err.message);
      throw err;
    }
  }
}
