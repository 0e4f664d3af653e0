import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatsFor } from '../../lib/i18n/formats.ts';
import type { PaymentDocument } from '../../../../schema/contract/payments.ts';

/** What a line of the Payments list says about one receipt or credit note, in the render's language (`i18n`). */

/** "Receipt R-000123", "Credit note CN-000007": the link to the printable document. */
export function documentName(doc: Pick<PaymentDocument, 'kind' | 'number'>, i18n: I18n): string {
  const { number } = doc;
  return doc.kind === 'credit_note' ? i18n._(msg`Credit note ${number}`) : i18n._(msg`Receipt ${number}`);
}

/** Money paid in rand; money given back (a credit note) with a minus sign. */
export const documentAmount = (doc: Pick<PaymentDocument, 'kind' | 'amountCents'>, i18n: I18n) =>
  formatsFor(i18n).rand(doc.kind === 'credit_note' ? -doc.amountCents : doc.amountCents, { cents: 'always' });

const REFUND_NOTE = {
  pending: msg`Refund on its way`,
  succeeded: msg`Refunded: see the credit note`,
  failed: msg`The refund did not go through`,
} as const satisfies Record<NonNullable<PaymentDocument['refundStatus']>, unknown>;

/** What else there is to know: which receipt a credit note credits, or how a refund of a receipt's payment stands. */
export function documentNote(doc: Pick<PaymentDocument, 'creditsReceipt' | 'refundStatus'>, i18n: I18n): string | null {
  const receipt = doc.creditsReceipt;
  if (receipt) return i18n._(msg`Credits receipt ${receipt}`);
  return doc.refundStatus ? i18n._(REFUND_NOTE[doc.refundStatus]) : null;
}
