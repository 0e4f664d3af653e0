import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, unique, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, oneOf, updatedAt } from './columns.ts';
import {
  LEDGER_ACCOUNTS,
  MONEY_DOCUMENT_KINDS,
  PAYMENT_KINDS,
  PAYMENT_PROVIDERS,
  PAYOUT_STATUSES,
  REFUND_STATUSES,
} from '../contract/enums.ts';
import { coachingCalls } from './coaching-calls.ts';
import { coachingSubscriptions } from './coaching.ts';
import { eventSeatHolds, events } from './events.ts';
import { mentors } from './mentors.ts';
import { users } from './users.ts';

/*
 * Money (docs/decisions/034-money-ledger.md). Rows here are written only by statements that join the D1 batch of a
 * verified provider event (or of the admin action that asks the provider for something), and are never updated in
 * place except a refund's or payout's status. Records of money are kept when a member deletes their account (tax law
 * asks for five years): the member's id is cleared and, as the privacy notice promises, the name and email printed on
 * their receipts and credit notes are erased; the amounts, dates and references stay for the books.
 */

/** Money in: one row per payment a provider confirmed that matched what the app asked for. */
export const payments = sqliteTable(
  'payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /**
     * The provider's id of the money movement, the same in every event about it, so one payment is recorded once
     * however many events announce it: Stripe's invoice id (subscriptions) or checkout session id (seats), Paystack's
     * transaction reference, the sandbox's token or invoice id. Refunds are asked against it.
     */
    providerPaymentId: text('provider_payment_id').notNull(),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    subscriptionId: integer('subscription_id').references(() => coachingSubscriptions.id, { onDelete: 'set null' }),
    holdId: integer('hold_id').references(() => eventSeatHolds.id, { onDelete: 'set null' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    /** What was bought, as receipts print it ("Premium coaching: Growth, monthly"). */
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('ZAR'),
    paidAt: text('paid_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payments_provider_payment_unique').on(t.provider, t.providerPaymentId),
    check('payments_kind_check', oneOf(t.kind, PAYMENT_KINDS)),
    check('payments_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    // A member's Payments list.
    index('payments_user_idx').on(t.userId, t.paidAt),
    index('payments_subscription_idx').on(t.subscriptionId),
  ],
);

/** Money back to a payer: asked of the provider by an admin (or automatically), settled by its verified webhook. */
export const refunds = sqliteTable(
  'refunds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    /** Whether the seat (or the rest of the subscription) is released when the refund settles, as the admin chose. */
    releases: integer('releases', { mode: 'boolean' }).notNull().default(false),
    /** The admin who asked; null when the app refunded automatically (a cancelled event, a second subscription). */
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    /** The provider's refund id once it answered (Stripe re_…, Paystack's refund id, sandbox token). */
    providerRefundId: text('provider_refund_id').unique(),
    failureReason: text('failure_reason'),
    settledAt: text('settled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('refunds_status_check', oneOf(t.status, REFUND_STATUSES)),
    check('refunds_amount_check', sql`${t.amountCents} > 0`),
    index('refunds_payment_idx').on(t.paymentId),
  ],
);

/**
 * Receipts and credit notes. Each kind is numbered from one gap-free sequence: the number is max + 1 of its kind,
 * taken inside the batch that records the payment or settles the refund (D1 runs a batch as one transaction, one
 * writer at a time), and the UNIQUE index refuses a number twice. Everything printed is copied onto the row, so a
 * document never changes after it is issued, even when the business details or the member's name change.
 */
export const moneyDocuments = sqliteTable(
  'money_documents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: MONEY_DOCUMENT_KINDS }).notNull(),
    number: integer('number').notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** The refund a credit note is for (null on receipts). */
    refundId: integer('refund_id')
      .unique()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: text('issued_at').notNull(),
    payerName: text('payer_name').notNull(),
    payerEmail: text('payer_email').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerReference: text('provider_reference').notNull(),
    /** The operator's details when issued (BUSINESS_NAME, BUSINESS_ADDRESS, VAT_NUMBER); VAT is printed only if set. */
    businessName: text('business_name').notNull(),
    businessAddress: text('business_address'),
    vatNumber: text('vat_number'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('money_documents_kind_number_unique').on(t.kind, t.number),
    check('money_documents_kind_check', oneOf(t.kind, MONEY_DOCUMENT_KINDS)),
    // One receipt per payment (credit notes are one per refund, by refund_id).
    uniqueIndex('money_documents_one_receipt_per_payment')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'receipt'`),
    index('money_documents_user_idx').on(t.userId, t.issuedAt),
  ],
);

/**
 * Where a coach's payouts go: the provider's transfer recipient, made after the provider resolved the account. The
 * full account number is never stored, only its last four digits.
 */
export const coachPayoutAccounts = sqliteTable('coach_payout_accounts', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  mentorId: integer('mentor_id')
    .notNull()
    .unique()
    .references(() => mentors.id, { onDelete: 'cascade' }),
  /** 'paystack', or 'sandbox' for the labelled local implementation. */
  provider: text('provider').notNull(),
  recipientCode: text('recipient_code').notNull(),
  bankCode: text('bank_code').notNull(),
  bankName: text('bank_name').notNull(),
  accountName: text('account_name').notNull(),
  accountLast4: text('account_last4').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One transfer to a coach per month: `reference` is derived from the coach and the month, so a rerun sends none. */
export const coachPayouts = sqliteTable(
  'coach_payouts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'restrict' }),
    /** The month paid out, 'YYYY-MM'. */
    period: text('period').notNull(),
    reference: text('reference').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    /** The provider's transfer code once it accepted the transfer. */
    transferCode: text('transfer_code'),
    failureReason: text('failure_reason'),
    settledAt: text('settled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('coach_payouts_status_check', oneOf(t.status, PAYOUT_STATUSES)),
    check('coach_payouts_amount_check', sql`${t.amountCents} > 0`),
    index('coach_payouts_mentor_idx').on(t.mentorId, t.period),
  ],
);

/**
 * The ledger: where every cent received sits. A payment posts its amount to the operator; every later movement posts
 * two lines that sum to zero (a completed call: operator → coach; a refund: operator → refunded; a payout: coach →
 * paid_out, and back when it fails). So the sum of all lines equals the sum of payments, and every balance (a coach's,
 * the operator's) is a sum of lines, never a stored total. `source` names what posted a line ('payment:12', 'call:5',
 * 'refund:3', 'payout:9', 'payout-returned:9'); it is UNIQUE per account, so nothing posts twice.
 */
export const ledgerLines = sqliteTable(
  'ledger_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    /** The coach, on 'coach' and 'paid_out' lines. */
    mentorId: integer('mentor_id').references(() => mentors.id, { onDelete: 'restrict' }),
    /** Signed cents: positive adds to the account. */
    amountCents: integer('amount_cents').notNull(),
    source: text('source').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    callId: integer('call_id').references(() => coachingCalls.id, { onDelete: 'set null' }),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    payoutId: integer('payout_id').references(() => coachPayouts.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_lines_source_account_unique').on(t.source, t.account),
    check('ledger_lines_account_check', oneOf(t.account, LEDGER_ACCOUNTS)),
    check(
      'ledger_lines_coach_check',
      sql`(${t.account} in ('coach', 'paid_out')) = (${t.mentorId} is not null)`,
    ),
    check('ledger_lines_amount_check', sql`${t.amountCents} <> 0`),
    // A coach's balance and statement.
    index('ledger_lines_mentor_idx').on(t.mentorId, t.createdAt),
    index('ledger_lines_account_idx').on(t.account),
  ],
);
