import { sql, type SQL } from 'drizzle-orm';
import type {
  AdminPayment,
  AdminPaymentPage,
  AdminRefund,
  PaymentKind,
  RefundStatus,
} from '../../schema/contract/refunds.ts';
import type { PaymentProviderName } from '../../schema/contract/coaching.ts';
import { rawBatch, type Db } from '../db/client.ts';
import { IdCursorSchema, pageOf } from '../db/keyset.ts';
import { readCursor } from '../http/cursor.ts';

/**
 * The console's payments (`GET /api/admin/payments`): newest first, each with its refunds and what is left to
 * refund, searchable by the payer's name or email, what was bought, or the provider's payment id. One round trip:
 * the page and the refunds of the payments on it, read in one batch (`paymentReads`), which a refund request also
 * joins to the batch that stores the provider's answer.
 */
export async function listPayments(
  db: Db,
  query: { q?: string; kind?: PaymentKind; limit: number; cursor?: string },
): Promise<AdminPaymentPage> {
  const beforeId = query.cursor ? readCursor(query.cursor, IdCursorSchema)[0] : null;
  const pattern = query.q ? `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  const matches = (column: SQL) => sql`${column} like ${pattern} escape '\\'`;
  const where = sql`(${query.kind ?? null} is null or p.kind = ${query.kind ?? null})
    and (${beforeId} is null or p.id < ${beforeId})
    and (${pattern} is null or ${matches(sql`u.email`)} or ${matches(sql`u.first_name || ' ' || u.last_name`)}
      or ${matches(sql`p.description`)} or ${matches(sql`p.provider_payment_id`)})`;
  const rows = paymentsFrom(await rawBatch(db, paymentReads(where, query.limit + 1)));
  return pageOf(
    rows,
    query.limit,
    (row) => row,
    (row) => [row.id],
  );
}

/** The reads of one payment as the list shows it (for `paymentsFrom`). */
export const paymentReadsOf = (id: number) => paymentReads(sql`p.id = ${id}`, 1);

/** The payments `where` names (on `p`, the payment, and `u`, its payer), newest first, then their refunds. */
function paymentReads(where: SQL, limit: number): SQL[] {
  const page = sql`select p.id from payments p left join users u on u.id = p.user_id
    where ${where} order by p.id desc limit ${limit}`;
  return [
    sql`select p.id as "id", p.kind as "kind", p.description as "description", p.amount_cents as "amountCents",
        p.currency as "currency", p.provider as "provider", p.provider_payment_id as "providerPaymentId",
        p.paid_at as "paidAt", u.id as "payerId", trim(u.first_name || ' ' || u.last_name) as "payerName",
        u.email as "payerEmail"
      from payments p left join users u on u.id = p.user_id
      where p.id in (${page}) order by p.id desc`,
    sql`select r.id as "id", r.payment_id as "paymentId", r.amount_cents as "amountCents", r.reason as "reason",
        r.releases as "releases", r.requested_by as "requestedBy", r.status as "status",
        r.failure_reason as "failureReason", r.created_at as "createdAt", r.settled_at as "settledAt"
      from refunds r where r.payment_id in (${page}) order by r.id`,
  ];
}

type PaymentRow = Omit<AdminPayment, 'testMode' | 'payer' | 'refundableCents' | 'refunds'> & {
  payerId: string | null;
  payerName: string | null;
  payerEmail: string | null;
};
type RefundRow = Omit<AdminRefund, 'releases' | 'automatic'> & {
  paymentId: number;
  releases: number;
  requestedBy: string | null;
};

/** The answers of `paymentReads` (its last two result sets) as the console's payments. */
export function paymentsFrom(results: Record<string, unknown>[][]): AdminPayment[] {
  const [paymentRows = [], refundRows = []] = results.slice(-2) as [PaymentRow[], RefundRow[]];
  const byPayment = new Map<number, AdminRefund[]>();
  for (const { paymentId, requestedBy, releases, ...refund } of refundRows) {
    const list = byPayment.get(paymentId) ?? [];
    list.push({
      ...refund,
      status: refund.status as RefundStatus,
      releases: releases === 1,
      automatic: requestedBy === null,
    });
    byPayment.set(paymentId, list);
  }
  return paymentRows.map(({ payerId, payerName, payerEmail, ...row }) => {
    const refunds = byPayment.get(row.id) ?? [];
    const committed = refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountCents, 0);
    return {
      ...row,
      provider: row.provider as PaymentProviderName,
      testMode: row.provider === 'sandbox',
      payer: payerId ? { id: payerId, name: payerName ?? '', email: payerEmail ?? '' } : null,
      refundableCents: Math.max(0, row.amountCents - committed),
      refunds,
    };
  });
}
