import { formatRand } from '../../../../schema/contract/money-rules.ts';
import { DOCUMENT_TITLE, type PaymentDocument } from '../../../../schema/contract/payments.ts';

/** What a line of the Payments list says about one receipt or credit note. */

/** "Receipt R-000123", "Credit note CN-000007": the link to the printable document. */
export const documentName = (doc: Pick<PaymentDocument, 'kind' | 'number'>) =>
  `${DOCUMENT_TITLE[doc.kind]} ${doc.number}`;

/** Money paid in rand; money given back (a credit note) with a minus sign. */
export const documentAmount = (doc: Pick<PaymentDocument, 'kind' | 'amountCents'>) =>
  formatRand(doc.kind === 'credit_note' ? -doc.amountCents : doc.amountCents, { cents: 'always' });

const REFUND_NOTE: Record<NonNullable<PaymentDocument['refundStatus']>, string> = {
  pending: 'Refund on its way',
  succeeded: 'Refunded: see the credit note',
  failed: 'The refund did not go through',
};

/** What else there is to know: which receipt a credit note credits, or how a refund of a receipt's payment stands. */
export function documentNote(doc: Pick<PaymentDocument, 'creditsReceipt' | 'refundStatus'>): string | null {
  if (doc.creditsReceipt) return `Credits receipt ${doc.creditsReceipt}`;
  return doc.refundStatus ? REFUND_NOTE[doc.refundStatus] : null;
}
