import { RECORD_NOTICE_KINDS } from '../outbox/outbox.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CheckoutStart, CreatedCustomer } from '../../schema/contract/coaching.ts';
import type { PaidRegistration } from '../../schema/contract/events.ts';
import type { AdminPayment } from '../../schema/contract/refunds.ts';
import {
  coachingSubscriptions,
  ledgerLines,
  moneyDocuments,
  notificationOutbox,
  payments,
  refunds,
} from '../../schema/db/index.ts';
import { register } from './events.ts';
import { createEvent, createPlan, db, signedInMember } from './factories.ts';
import { api } from './http.ts';
import { submitCheckout } from './payments.ts';

/*
 * Fixtures for the refund tests: money paid through the test checkout (the test env's provider), the admin's
 * refund request, and the rows a refund writes.
 */

/** A member who paid R150 (or `priceCents`) for a seat at a new event through the test checkout. */
export async function paidSeat(priceCents = 15_000, maxAttendees = 30) {
  const event = await createEvent({ priceCents, maxAttendees, title: 'Side Hustle Summit' });
  const member = await signedInMember({ firstName: 'Thandi', lastName: 'Mokoena' });
  const { checkout } = await (await register(event.id, member.cookie)).json<PaidRegistration>();
  expect((await submitCheckout(checkout.checkoutUrl, 'pay', member.cookie)).status).toBe(303);
  const [payment] = await db.select().from(payments).where(eq(payments.eventId, event.id));
  return { event, member, payment: payment! };
}

/** A member's coaching checkout through the test checkout, not yet paid. */
export async function subscriptionCheckout() {
  const plan = await createPlan();
  const member = await signedInMember({ firstName: 'Lerato', lastName: 'Dlamini' });
  const customer = await api('/api/coaching/sandbox/create-customer', { method: 'POST', cookie: member.cookie });
  const { customerId } = await customer.json<CreatedCustomer>();
  const res = await api('/api/coaching/sandbox/create-subscription', {
    method: 'POST',
    cookie: member.cookie,
    body: { planId: plan.id, customerId, coachId: null },
  });
  expect(res.status).toBe(201);
  const { checkoutUrl } = await res.json<CheckoutStart>();
  const [row] = await db.select().from(coachingSubscriptions).where(eq(coachingSubscriptions.userId, member.user.id));
  return { plan, member, checkoutUrl, row: row! };
}

/** A member who paid their first coaching month through the test checkout. */
export async function paidSubscription() {
  const started = await subscriptionCheckout();
  expect((await submitCheckout(started.checkoutUrl, 'pay', started.member.cookie)).status).toBe(303);
  const [payment] = await db.select().from(payments).where(eq(payments.subscriptionId, started.row.id));
  return { ...started, payment: payment! };
}

export const askRefund = (
  paymentId: number,
  body: { amountCents: number; reason?: string; releases?: boolean },
  cookie: string,
) =>
  api(`/api/admin/payments/${paymentId}/refunds`, {
    method: 'POST',
    cookie,
    body: { reason: 'The member asked for their money back', releases: false, ...body },
  });

export async function refunded(res: Response) {
  expect(res.status).toBe(201);
  return res.json<AdminPayment>();
}

export const refundsOf = (paymentId: number) =>
  db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(asc(refunds.id));

export const ledgerOfRefund = (refundId: number) =>
  db
    .select({ account: ledgerLines.account, amountCents: ledgerLines.amountCents, source: ledgerLines.source })
    .from(ledgerLines)
    .where(eq(ledgerLines.refundId, refundId))
    .orderBy(asc(ledgerLines.account));

export const creditNotesOf = (paymentId: number) =>
  db
    .select()
    .from(moneyDocuments)
    .where(and(eq(moneyDocuments.paymentId, paymentId), eq(moneyDocuments.kind, 'credit_note')))
    .orderBy(asc(moneyDocuments.number));

/** What a member was told of their refunds: the notices of their credit notes. */
export const refundNoticesOf = (userId: string) =>
  db
    .select({ text: notificationOutbox.text, channel: notificationOutbox.channel })
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.userId, userId), eq(notificationOutbox.kind, RECORD_NOTICE_KINDS.creditNote)));

/** A refund recorded as asked but not yet answered by any webhook (as between the provider's answer and its event). */
export async function pendingRefund(paymentId: number, amountCents: number, releases = false) {
  const [row] = await db
    .insert(refunds)
    .values({ paymentId, amountCents, reason: 'Asked by the member', releases })
    .returning();
  return row!;
}

/** The sum of every ledger line: always equal to the sum of payments, whatever was refunded. */
export const ledgerTotal = async () =>
  (await db.select({ total: sql<number>`coalesce(sum(${ledgerLines.amountCents}), 0)` }).from(ledgerLines))[0]!.total;
export const paymentsTotal = async () =>
  (await db.select({ total: sql<number>`coalesce(sum(${payments.amountCents}), 0)` }).from(payments))[0]!.total;
