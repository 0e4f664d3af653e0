import { aliasedTable, and, desc, eq, sql } from 'drizzle-orm';
import {
  documentNumberLabel,
  documentPagePath,
  PAYMENTS_LIST_LIMIT,
  type MoneyDocumentKind,
  type PaymentDocument,
  type PaymentDocumentList,
} from '../../schema/contract/payments.ts';
import { moneyDocuments, refunds } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';

/*
 * Reading a member's receipts and credit notes: their list (the profile's Payments) and one printable document. Only
 * the payer sees their own documents, and an administrator any of them; to anyone else a document does not exist.
 */

const d = moneyDocuments;
const receipt = aliasedTable(moneyDocuments, 'receipt');

/** The number of the receipt a credit note credits (null on a receipt). */
const creditedReceiptNumber = sql<number | null>`case when ${d.kind} = 'credit_note' then ${receipt.number} end`;

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

type DocumentRow = { kind: MoneyDocumentKind; number: number; creditedReceiptNumber: number | null };

/** The numbers as people read them: the document's own, and on a credit note the receipt's it credits. */
const labelsOf = ({ kind, number, creditedReceiptNumber }: DocumentRow) => ({
  number: documentNumberLabel(kind, number),
  creditsReceipt: creditedReceiptNumber === null ? null : documentNumberLabel('receipt', creditedReceiptNumber),
});

/** `GET /api/payments`: the member's receipts and credit notes, newest first, at most PAYMENTS_LIST_LIMIT. */
export async function listPaymentDocuments(db: Db, userId: string): Promise<PaymentDocumentList> {
  // The status of the payment's latest refund, on receipts only.
  const refundStatus = sql<PaymentDocument['refundStatus']>`case when ${d.kind} = 'receipt' then
    (select ${refunds.status} from ${refunds} where ${refunds.paymentId} = ${d.paymentId}
      order by ${refunds.id} desc limit 1) end`;
  const rows = await db
    .select({ ...documentColumns, refundStatus })
    .from(d)
    .leftJoin(receipt, and(eq(receipt.paymentId, d.paymentId), eq(receipt.kind, 'receipt')))
    .where(eq(d.userId, userId))
    .orderBy(desc(d.issuedAt), desc(d.id))
    .limit(PAYMENTS_LIST_LIMIT + 1);
  const items = rows.slice(0, PAYMENTS_LIST_LIMIT).map(({ creditedReceiptNumber, ...row }) => {
    const labels = labelsOf({ ...row, creditedReceiptNumber });
    return { ...row, ...labels, path: documentPagePath(labels.number) };
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
    .leftJoin(receipt, and(eq(receipt.paymentId, d.paymentId), eq(receipt.kind, 'receipt')))
    .where(and(eq(d.kind, which.kind), eq(d.number, which.number), mayView))
    .limit(1);
  if (!row) return null;
  const { creditedReceiptNumber, ...rest } = row;
  return { ...rest, ...labelsOf({ ...rest, creditedReceiptNumber }) };
}
