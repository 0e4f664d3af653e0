import * as z from 'zod/mini';
import type { PaymentProviderName } from './coaching.ts';
import { PAYMENT_KINDS, type REFUND_STATUSES } from './enums.ts';
import { bodyInt, lineText, multilineText, queryInt } from './fields.ts';
import { formatRand } from './money-rules.ts';
import { PAGE_SIZE_MAX } from './pagination.ts';
import './zod-mini.ts';

/*
 * Payments and refunds in the admin console (`/api/admin/payments`). A refund is asked of the provider and settled
 * only by its verified webhook, so a new refund is `pending` until the provider says it succeeded or failed.
 */

export const MAX_REFUND_REASON = 500;
export const ADMIN_PAYMENTS_PAGE_SIZE = 25;

export const REFUND_MESSAGES = {
  amount: 'Enter an amount to refund of at least R0.01.',
  reasonRequired: 'Say why this payment is refunded.',
  reasonTooLong: `The reason can be at most ${MAX_REFUND_REASON} characters.`,
  paymentNotFound: 'No such payment.',
  tooMuch: (leftCents: number) =>
    leftCents > 0
      ? `That is more than is left to refund on this payment: at most ${formatRand(leftCents, { cents: 'always' })}.`
      : 'This payment has been refunded in full already.',
  providerRefused: (message: string) => `The refund was not made: ${message}`,
  eventNotScheduled: 'Only a scheduled event can be cancelled.',
  otherProvider: (provider: string) =>
    `This payment was taken through ${provider}, which this server does not use now: refund it in ${provider}'s dashboard.`,
} as const;

export type RefundStatus = (typeof REFUND_STATUSES)[number];
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** `POST /api/admin/payments/:id/refunds`. */
export const RefundRequestSchema = z.object({
  amountCents: bodyInt({ min: 1, max: Number.MAX_SAFE_INTEGER, message: REFUND_MESSAGES.amount }),
  reason: z
    .string({ message: REFUND_MESSAGES.reasonRequired })
    .check(
      multilineText(),
      z.minLength(1, { message: REFUND_MESSAGES.reasonRequired }),
      z.maxLength(MAX_REFUND_REASON, { message: REFUND_MESSAGES.reasonTooLong }),
    ),
  /** Release the seat (the registration is removed) or end the subscription when the refund settles. */
  releases: z._default(z.boolean(), false),
});
export type RefundRequest = z.input<typeof RefundRequestSchema>;

/** `GET /api/admin/payments?q=&kind=`: newest first; `q` matches the payer's name or email, what was bought, or the provider's id. */
export const AdminPaymentQuerySchema = z.object({
  q: z.optional(z.string().check(lineText(), z.maxLength(100))),
  kind: z.optional(z.enum(PAYMENT_KINDS)),
  limit: z._default(queryInt({ min: 1, max: PAGE_SIZE_MAX }), ADMIN_PAYMENTS_PAGE_SIZE),
  cursor: z.optional(z.string().check(z.maxLength(300))),
});
export type AdminPaymentQuery = z.input<typeof AdminPaymentQuerySchema>;

export type AdminRefund = {
  id: number;
  amountCents: number;
  reason: string;
  releases: boolean;
  /** True when the app refunded on its own (a cancelled event, a payment nothing could be given for). */
  automatic: boolean;
  status: RefundStatus;
  failureReason: string | null;
  createdAt: string;
  settledAt: string | null;
};

export type AdminPayment = {
  id: number;
  kind: PaymentKind;
  description: string;
  amountCents: number;
  currency: string;
  provider: PaymentProviderName;
  /** Taken through the app's test checkout: no money moved (the console labels it). */
  testMode: boolean;
  providerPaymentId: string;
  paidAt: string;
  payer: { id: string; name: string; email: string } | null;
  /** What is left to refund: the amount less every refund not failed (pending ones included). */
  refundableCents: number;
  refunds: AdminRefund[];
};

export type AdminPaymentPage = { items: AdminPayment[]; nextCursor: string | null };

/** `POST /api/admin/events/:id/cancel`: the event is cancelled; its paid seats were asked to be refunded. */
export type CancelledEvent = {
  id: number;
  status: 'cancelled';
  /** Refunds asked of the provider, and how many of them it refused (listed under Payments for the admin). */
  refunds: { asked: number; failed: number };
};
