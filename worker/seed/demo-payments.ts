import { sql } from 'drizzle-orm';
import { PRODUCT_NAME } from '../../schema/contract/product.ts';
import * as t from '../../schema/db/index.ts';
import { demoAccount } from '../auth/demo-accounts.ts';
import type { SeedContext } from './demo-steps.ts';
import { hoursFrom } from './time.ts';

/*
 * The demo subscriber's money (docs/decisions/034-money-ledger.md): the two months of Starter they paid on the test
 * checkout (when they subscribed ten days ago, and the renewal two days ago), each with its receipt and the ledger
 * line that puts it in the operator's account, as a verified payment records them. So "Payments" on their profile,
 * the admin's Payments tab and the reconciliation all have something true to show after `npm start`.
 */

export function seedDemoPayments({ now, add, uid }: SeedContext): void {
  const subscriber = demoAccount('subscriber');
  const userId = uid(subscriber.email);
  const price = sql<number>`(select ${t.coachingPlans.priceCents} from ${t.coachingPlans}
    where ${t.coachingPlans.name} = 'Starter')`;
  const months = [hoursFrom(now, -24 * 10), hoursFrom(now, -48)].map((paidAt, index) => ({
    paidAt,
    providerPaymentId: `in_sbx_demo_${userId.slice(0, 8)}_${index + 1}`,
  }));
  const paymentId = (providerPaymentId: string) =>
    sql<number>`(select ${t.payments.id} from ${t.payments}
      where ${t.payments.provider} = 'sandbox' and ${t.payments.providerPaymentId} = ${providerPaymentId})`;
  const description = 'Coaching: Starter, one month';

  add(
    t.payments,
    months.map(({ paidAt, providerPaymentId }) => ({
      userId,
      provider: 'sandbox' as const,
      providerPaymentId,
      kind: 'subscription' as const,
      subscriptionId: sql<number>`(select ${t.coachingSubscriptions.id} from ${t.coachingSubscriptions}
        where ${t.coachingSubscriptions.userId} = ${userId})`,
      description,
      amountCents: price,
      paidAt,
      createdAt: paidAt,
    })),
  );
  add(
    t.moneyDocuments,
    months.map(({ paidAt, providerPaymentId }, index) => ({
      kind: 'receipt' as const,
      number: index + 1,
      paymentId: paymentId(providerPaymentId),
      userId,
      issuedAt: paidAt,
      payerName: `${subscriber.firstName} ${subscriber.lastName}`,
      payerEmail: subscriber.email,
      description,
      amountCents: price,
      currency: 'ZAR',
      provider: 'sandbox' as const,
      providerReference: providerPaymentId,
      businessName: PRODUCT_NAME,
      createdAt: paidAt,
    })),
  );
  add(
    t.ledgerLines,
    months.map(({ paidAt, providerPaymentId }) => ({
      account: 'operator' as const,
      amountCents: price,
      source: sql<string>`'payment:' || ${paymentId(providerPaymentId)}`,
      paymentId: paymentId(providerPaymentId),
      createdAt: paidAt,
    })),
  );
}
