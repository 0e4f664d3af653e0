import * as z from 'zod/mini';
import { MONEY_DOCUMENT_KINDS, REFUND_STATUSES } from './enums.ts';
import './zod-mini.ts';

/*
 * A member's payments as they see them (docs/decisions/034-money-ledger.md): the receipts of what they paid and the
 * credit notes of what was refunded, each with its number, listed under "Payments" on the profile page and printable
 * as a page of its own.
 */

export type MoneyDocumentKind = (typeof MONEY_DOCUMENT_KINDS)[number];

/** Each kind's number as people read and quote it: 'R-000123', 'CN-000007'. */
export const DOCUMENT_NUMBER_PREFIX: Record<MoneyDocumentKind, string> = { receipt: 'R-', credit_note: 'CN-' };
/** Digits a document number is padded to. */
export const DOCUMENT_NUMBER_DIGITS = 6;

export const DOCUMENT_TITLE: Record<MoneyDocumentKind, string> = { receipt: 'Receipt', credit_note: 'Credit note' };

export function documentNumberLabel(kind: MoneyDocumentKind, number: number): string {
  return `${DOCUMENT_NUMBER_PREFIX[kind]}${String(number).padStart(DOCUMENT_NUMBER_DIGITS, '0')}`;
}

/** The printable page of one document, by its number label. */
export const documentPagePath = (label: string) => `/api/payments/documents/${label}`;

/** Where a member finds their payments: the "Payments" section of the profile page. */
export const PAYMENTS_SECTION_ID = 'payments';
export const PAYMENTS_SECTION_PATH = `/edit-profile#${PAYMENTS_SECTION_ID}`;

/** At most this many documents are listed, newest first (years of monthly payments); the data export has them all. */
export const PAYMENTS_LIST_LIMIT = 100;

const DOCUMENT_LABEL = /^(R|CN)-(\d{1,12})$/;

/** `GET /api/payments/documents/{number}`: a number label such as 'R-000123' (any zero padding). */
export const DocumentParamSchema = z.object({
  number: z.pipe(
    z.string().check(z.regex(DOCUMENT_LABEL, { message: 'A document number looks like R-000123 or CN-000007.' })),
    z.transform((label) => {
      const [, prefix, digits] = DOCUMENT_LABEL.exec(label)!;
      const kind: MoneyDocumentKind = prefix === 'R' ? 'receipt' : 'credit_note';
      return { kind, number: Number(digits) };
    }),
  ),
});

/** One receipt or credit note in the member's list (`GET /api/payments`). */
export type PaymentDocument = {
  id: number;
  kind: MoneyDocumentKind;
  /** 'R-000123' or 'CN-000007'. */
  number: string;
  issuedAt: string;
  /** What was bought ("Coaching: Starter, one month", "Event seat: Pricing your crafts"). */
  description: string;
  amountCents: number;
  currency: string;
  providerReference: string;
  /** On a credit note: the number of the receipt it credits. */
  creditsReceipt: string | null;
  /** On a receipt: the status of the payment's latest refund, if one was asked for. */
  refundStatus: (typeof REFUND_STATUSES)[number] | null;
  /** The printable page. */
  path: string;
};

/** Newest first; `more` says older documents exist beyond PAYMENTS_LIST_LIMIT. */
export type PaymentDocumentList = { items: PaymentDocument[]; more: boolean };
