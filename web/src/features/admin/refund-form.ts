/**
 * The refund dialog's values and request body. The admin types rand ("150" or "150.50"); the contract takes cents
 * (RefundRequestSchema), whose rules and messages the form checks before sending.
 */
import type { AdminPayment, RefundRequest } from '../../../../schema/contract/refunds.ts';

export interface RefundFormValues {
  /** Rand as typed, prefilled with what is left to refund. */
  amount: string;
  reason: string;
  releases: boolean;
}

/** Screen order: the first field with a problem is focused. */
export const REFUND_FIELD_ORDER: readonly (keyof RefundFormValues)[] = ['amount', 'reason', 'releases'];

export const randText = (cents: number) => (cents / 100).toFixed(2);

export function refundValues(payment: AdminPayment): RefundFormValues {
  return { amount: randText(payment.refundableCents), reason: '', releases: false };
}

/** Rand as typed → cents: NaN (refused by the contract) for anything but a number with at most two decimals. */
export function centsOf(amount: string): number {
  const typed = amount.trim().replace(/^R\s*/i, '').replaceAll(/[\s,]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(typed)) return Number.NaN;
  const [whole = '0', part = ''] = typed.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

export function toRefundInput(values: RefundFormValues): RefundRequest {
  return { amountCents: centsOf(values.amount), reason: values.reason.trim(), releases: values.releases };
}

/** The request body's key that each form field shows the problems of. */
export const refundFieldOf = (name: string) => (name === 'amountCents' ? 'amount' : (name as keyof RefundFormValues));
