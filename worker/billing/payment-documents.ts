import { and, desc, eq, sql } from 'drizzle-orm';
import {
  documentNumberLabel,
  documentPagePath,
  PAYMENTS_LIST_LIMIT,
  type MoneyDocumentKind,
  type PaymentDocument,
  type PaymentDocumentList,
} from '../../schema/contract/payments.ts';
import { moneyDocuments } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';

/*
 * Reading a member's receipts and credit notes: their list (the profile's Payments) and one printable document. Only
 * the payer sees their own documents, and an administrator any of them; to anyone else a document does not exist.
 */

const d = moneyDocuments;
// In the subqueries below the outer row is named in full: drizzle writes a one-table query's columns unqualified,
// which inside a subquery would name the subquery's own row.

/** The number of the receipt a credit note credits (null on a receipt). */
const creditedReceiptNumber = sql<number | null>`case when ${d.kind} = 'credit_note' then
  (select r.number from money_documents r where r.payment_id = money_documents.payment_id and r.kind = 'receipt') end`;

const documentColumns = {
  id: d.id,
  kind: d.kind,
  number: d.number,
  issuedAt: d.issuedAt,
  description: d.description,
  amountCents: d.amountCents,
  currency: d.currency,
  providerReference: d.providerReference,
  creditedReceiptNumber,
};

/** A row of `documentColumns` as the member reads it: numbers as people quote them ('R-000123'). */
function documentOf(row: {
  id: number;
  kind: MoneyDocumentKind;
  number: number;
  issuedAt: string;
  description: string;
  amountCents: number;
  currency: string;
  providerReference: string;
  creditedReceiptNumber: number | null;
}) {
  return {
    id: row.id,
    kind: row.kind,
    number: documentNumberLabel(row.kind, row.number),
    issuedAt: row.issuedAt,
    description: row.description,
    amountCents: row.amountCents,
    currency: row.currency,
    providerReference: row.providerReference,
    creditsReceipt:
      row.creditedReceiptNumber === null ? null : documentNumberLabel('receipt', row.creditedReceiptNumber),
  };
}

/** `GET /api/payments`: the member's receipts and credit notes, newest first, at most PAYMENTS_LIST_LIMIT. */
export async function listPaymentDocuments(db: Db, userId: string): Promise<PaymentDocumentList> {
  // The status of the payment's latest refund, on receipts only.
  const refundStatus = sql<PaymentDocument['refundStatus']>`case when ${d.kind} = 'receipt' then
    (select f.status from refunds f where f.payment_id = money_documents.payment_id order by f.id desc limit 1) end`;
  const rows = await db
    .select({ ...documentColumns, refundStatus })
    .from(d)
    .where(eq(d.userId, userId))
    .orderBy(desc(d.issuedAt), desc(d.id))
    .limit(PAYMENTS_LIST_LIMIT + 1);
  const items = rows.slice(0, PAYMENTS_LIST_LIMIT).map((row): PaymentDocument => {
    const doc = documentOf(row);
    return { ...doc, refundStatus: row.refundStatus, path: documentPagePath(doc.number) };
  });
  return { items, more: rows.length > PAYMENTS_LIST_LIMIT };
}

/** Everything a printed document shows. */
export type PrintableDocument = Omit<PaymentDocument, 'refundStatus' | 'path'> & {
  payerName: string;
  payerEmail: string;
  businessName: string;
  businessAddress: string | null;
  vatNumber: string | null;
};

/**
 * One document by its kind and number, if `viewer` may see it: its payer, or an administrator. Anyone else gets null,
 * exactly as for a number never issued.
 */
export async function findPrintableDocument(
  db: Db,
  which: { kind: MoneyDocumentKind; number: number },
  viewer: { id: string; role: 'member' | 'admin' },
): Promise<PrintableDocument | null> {
  const mayView = viewer.role === 'admin' ? undefined : eq(d.userId, viewer.id);
  const [row] = await db
    .select({
      ...documentColumns,
      payerName: d.payerName,
      payerEmail: d.payerEmail,
      businessName: d.businessName,
      businessAddress: d.businessAddress,
      vatNumber: d.vatNumber,
    })
    .from(d)
    .where(and(eq(d.kind, which.kind), eq(d.number, which.number), mayView))
    .limit(1);
  if (!row) return null;
  const { payerName, payerEmail, businessName, businessAddress, vatNumber } = row;
  return { ...documentOf(row), payerName, payerEmail, businessName, businessAddress, vatNumber };
}
