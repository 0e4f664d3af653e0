import { sql } from 'drizzle-orm';
import * as t from '../../schema/db/index.ts';
import { creditNoteStatements } from '../billing/money-documents.ts';
import { recordPayment } from '../billing/money-in.ts';
import { rawBatch } from '../db/client.ts';
import { db } from './factories.ts';

const BUSINESS = { name: 'Sebenza', address: null, vatNumber: null };

/**
 * The money rows of memberWithEverything (account-data.ts): a month of coaching the member paid for, recorded the way
 * the webhook records it (the payment, its receipt and ledger line), a refund of part of it the member asked for as
 * an administrator, settled with its credit note; and as a coach, a payout account, a payout and its ledger lines.
 * Personal fields hold `marker`.
 */
export async function moneyOfMember(input: {
  userId: string;
  mentorId: number;
  subscriptionId: number;
  marker: string;
}) {
  const { userId, mentorId, marker } = input;
  const providerPaymentId = `in_sbx_${crypto.randomUUID()}`;
  const now = new Date().toISOString();
  await rawBatch(
    db,
    recordPayment({
      provider: 'sandbox',
      paid: { providerPaymentId, amountCents: 29_900, currency: 'ZAR' },
      paidAt: now,
      nowIso: now,
      business: BUSINESS,
      paidFor: sql`select ${userId}, 'subscription', ${input.subscriptionId}, null, null, 'Coaching: Starter, one month'`,
    }),
  );
  const [payment] = await db
    .select()
    .from(t.payments)
    .where(sql`${t.payments.providerPaymentId} = ${providerPaymentId}`);
  const [refund] = await db
    .insert(t.refunds)
    .values({
      paymentId: payment!.id,
      amountCents: 10_000,
      reason: 'Asked for by the member',
      requestedBy: userId,
      status: 'succeeded',
      providerRefundId: `re_sbx_${crypto.randomUUID()}`,
    })
    .returning();
  await rawBatch(db, creditNoteStatements({ refundId: refund!.id, nowIso: now, business: BUSINESS }));

  await db.insert(t.coachPayoutAccounts).values({
    mentorId,
    provider: 'paystack',
    recipientCode: `RCP_${marker}`,
    bankCode: '058',
    bankName: 'Test Bank',
    accountName: `${marker}-account-name`,
    accountLast4: '1234',
  });
  const [payout] = await db
    .insert(t.coachPayouts)
    .values({
      mentorId,
      period: '2026-10',
      reference: `payout-${crypto.randomUUID()}`,
      amountCents: 10_000,
      provider: 'paystack',
      status: 'paid',
    })
    .returning();
  await db.insert(t.ledgerLines).values([
    { account: 'coach', mentorId, amountCents: -10_000, source: `payout:${payout!.id}`, payoutId: payout!.id },
    { account: 'paid_out', mentorId, amountCents: 10_000, source: `payout:${payout!.id}`, payoutId: payout!.id },
  ]);
  return { payment: payment!, refund: refund! };
}
