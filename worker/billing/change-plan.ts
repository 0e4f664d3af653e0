import { and, eq, isNull } from 'drizzle-orm';
import {
  COACHING_MESSAGES,
  type CoachingSubscription,
  type PaymentProviderName,
} from '../../schema/contract/coaching.ts';
import { coachingPlans, coachingSubscriptions } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import type { PaymentsConfig } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { PaymentProviderError, type PaymentProvider } from '../payments/provider.ts';
import { activePlan, currentSubscriptionQuery, toSubscription } from './subscriptions.ts';

/**
 * `POST /api/coaching/subscription/change-plan`: an active subscriber moves to another plan from their next renewal,
 * at the provider (Stripe updates the subscription's price with no proration; Paystack starts a new subscription at
 * the period's end and disables the old one), never as a second subscription. The period already paid stays on the
 * old plan; the verified invoice that starts the next period moves the row to `next_plan_id` and its price
 * (apply-event.ts). Choosing the current plan again undoes a pending change. Answers the subscription as it stands.
 */
export async function changePlan({
  db,
  userId,
  planId,
  payments,
  providerFor,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  planId: number;
  payments: PaymentsConfig | null;
  providerFor: (name: PaymentProviderName) => PaymentProvider;
  now?: Date;
}): Promise<CoachingSubscription> {
  const [row] = await db
    .select({
      id: coachingSubscriptions.id,
      planId: coachingSubscriptions.planId,
      nextPlanId: coachingSubscriptions.nextPlanId,
      provider: coachingSubscriptions.provider,
      providerSubscriptionId: coachingSubscriptions.providerSubscriptionId,
      providerCustomerId: coachingSubscriptions.providerCustomerId,
      currentPeriodEnd: coachingSubscriptions.currentPeriodEnd,
    })
    .from(coachingSubscriptions)
    .where(and(eq(coachingSubscriptions.userId, userId), eq(coachingSubscriptions.status, 'active')))
    .limit(1);
  if (!row) throw new HttpError(409, COACHING_MESSAGES.noActiveSubscription);
  const plan = await activePlan(db, planId);
  if ((row.nextPlanId ?? row.planId) === plan.id) throw new HttpError(400, COACHING_MESSAGES.samePlan);

  let providerSubscriptionId = row.providerSubscriptionId;
  let planPriceId: string | undefined;
  // A row with no provider subscription (granted by hand) has nothing to change at a provider.
  if (row.providerSubscriptionId) {
    try {
      ({ providerSubscriptionId, planPriceId } = await providerFor(row.provider).changePlan({
        providerSubscriptionId: row.providerSubscriptionId,
        providerCustomerId: row.providerCustomerId,
        plan: { id: plan.id, name: plan.name, priceCents: plan.priceCents, providerPriceId: plan.providerPriceId },
        startsAt: row.currentPeriodEnd ? new Date(row.currentPeriodEnd) : now,
      }));
    } catch (err) {
      if (err instanceof PaymentProviderError) throw new HttpError(502, err.message);
      throw err;
    }
  }
  const [, current] = await db.batch([
    db
      .update(coachingSubscriptions)
      .set({
        nextPlanId: plan.id === row.planId ? null : plan.id,
        providerSubscriptionId,
        // A change of plan renews: the provider was told so too.
        cancelAtPeriodEnd: false,
        updatedAt: now.toISOString(),
      })
      .where(and(eq(coachingSubscriptions.id, row.id), eq(coachingSubscriptions.status, 'active'))),
    currentSubscriptionQuery(db, userId),
    ...(planPriceId
      ? [
          db
            .update(coachingPlans)
            .set({ providerPriceId: planPriceId })
            .where(and(eq(coachingPlans.id, plan.id), isNull(coachingPlans.providerPriceId))),
        ]
      : []),
  ]);
  return toSubscription(current, payments);
}
