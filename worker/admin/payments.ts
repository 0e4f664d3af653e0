import { and, desc, eq, inArray, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AdminPayment, AdminPaymentPage, AdminRefund, PaymentKind } from '../../schema/contract/refunds.ts';
import { payments, refunds, users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { IdCursorSchema, pageOf } from '../db/keyset.ts';
import { readCursor } from '../http/cursor.ts';

/**
 * The console's payments list (`GET /api/admin/payments`): newest first, each with its refunds and what is left to
 * refund, searchable by the payer's name or email, what was bought, or the provider's payment id. Two reads: the
 * page, then the refunds of the payments on it.
 */
export async function listPayments(
  db: Db,
  query: { q?: string; kind?: PaymentKind; limit: number; cursor?: string },
): Promise<AdminPaymentPage> {
  const beforeId = query.cursor ? readCursor(query.cursor, IdCursorSchema)[0] : undefined;
  const pattern = query.q ? `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  const matches = (column: SQLWrapper) => sql`${column} like ${pattern} escape '\\'`;
  const rows = await selectPayments(
    db,
    and(
      query.kind ? eq(payments.kind, query.kind) : undefined,
      beforeId === undefined ? undefined : lt(payments.id, beforeId),
      pattern
        ? or(
            matches(users.email),
            matches(sql`${users.firstName} || ' ' || ${users.lastName}`),
            matches(payments.description),
            matches(payments.providerPaymentId),
          )
        : undefined,
    ),
    query.limit + 1,
  );
  return pageOf(
    rows,
    query.limit,
    (row) => row,
    (row) => [row.id],
  );
}

/** One payment as the list shows it (the answer to a refund request), or null when there is none. */
export async function findPayment(db: Db, id: number): Promise<AdminPayment | null> {
  const [payment] = await selectPayments(db, eq(payments.id, id), 1);
  return payment ?? null;
}

async function selectPayments(db: Db, where: SQL | undefined, limit: number): Promise<AdminPayment[]> {
  const rows = await db
    .select({
      id: payments.id,
      kind: payments.kind,
      description: payments.description,
      amountCents: payments.amountCents,
      currency: payments.currency,
      provider: payments.provider,
      providerPaymentId: payments.providerPaymentId,
      paidAt: payments.paidAt,
      payerId: users.id,
      payerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      payerEmail: users.email,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .where(where)
    .orderBy(desc(payments.id))
    .limit(limit);
  const refundsOf = await refundsByPayment(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ payerId, payerName, payerEmail, ...row }) => {
    const ofPayment = refundsOf.get(row.id) ?? [];
    const committed = ofPayment.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountCents, 0);
    return {
      ...row,
      testMode: row.provider === 'sandbox',
      payer: payerId ? { id: payerId, name: payerName, email: payerEmail ?? '' } : null,
      refundableCents: Math.max(0, row.amountCents - committed),
      refunds: ofPayment,
    };
  });
}

async function refundsByPayment(db: Db, paymentIds: number[]): Promise<Map<number, AdminRefund[]>> {
  const byPayment = new Map<number, AdminRefund[]>();
  if (paymentIds.length === 0) return byPayment;
  const rows = await db
    .select({
      id: refunds.id,
      paymentId: refunds.paymentId,
      amountCents: refunds.amountCents,
      reason: refunds.reason,
      releases: refunds.releases,
      requestedBy: refunds.requestedBy,
      status: refunds.status,
      failureReason: refunds.failureReason,
      createdAt: refunds.createdAt,
      settledAt: refunds.settledAt,
    })
    .from(refunds)
    .where(inArray(refunds.paymentId, paymentIds))
    .orderBy(refunds.id);
  for (const { paymentId, requestedBy, ...refund } of rows) {
    const list = byPayment.get(paymentId) ?? [];
    list.push({ ...refund, automatic: requestedBy === null });
    byPayment.set(paymentId, list);
  }
  return byPayment;
}
