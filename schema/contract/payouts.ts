import * as z from 'zod/mini';
import { lineText } from './fields.ts';
import { SAST_OFFSET_MS } from './share.ts';
import type { PAYOUT_STATUSES } from './enums.ts';
import './zod-mini.ts';

/*
 * Coaches' earnings and payouts (docs/decisions/034-money-ledger.md). Amounts are integer rand cents; every balance is
 * a sum of ledger lines, never a stored total.
 */

/**
 * The coach's share of what a subscriber pays. Each completed call (and each call the subscriber missed) credits the
 * coach `round(subscription's monthly amount × COACH_SHARE / plan's calls per month)`; the rest stays the operator's.
 */
export const COACH_SHARE = 0.7;

/** A coach is paid in the monthly run once their balance reaches this (R100). */
export const PAYOUT_MINIMUM_CENTS = 10_000;

export const PAYOUT_MESSAGES = {
  notACoach: 'Only coaches have earnings and payout accounts.',
  unknownBank: 'Choose your bank from the list.',
  accountNumber: 'Enter your account number: 6 to 11 digits.',
  accountName: "Enter the account holder's name as the bank has it.",
  idNumber: 'Enter the account holder’s 13-digit South African ID number.',
  notVerified: 'Your bank could not confirm this account. Check the bank, account number, name and ID number.',
  unavailable:
    'Payouts are not available on this site yet: coaches are paid through Paystack, which is not set up here.',
  month: 'Choose a month as YYYY-MM.',
} as const;

/** A whole-value pattern whose failure answers `message` word for word (a custom issue). */
const matches = (pattern: RegExp, message: string) => z.refine<string>((value) => pattern.test(value), { message });

/** The account a coach asks to be paid into. The ID number is used for the bank's check only and never stored. */
export const PayoutAccountInputSchema = z.object({
  bankCode: z
    .string({ message: PAYOUT_MESSAGES.unknownBank })
    .check(lineText(), matches(/^[\w-]{1,20}$/, PAYOUT_MESSAGES.unknownBank)),
  accountNumber: z.string({ message: PAYOUT_MESSAGES.accountNumber }).check(
    z.overwrite((value) => value.replace(/[\s-]/g, '')),
    matches(/^\d{6,11}$/, PAYOUT_MESSAGES.accountNumber),
  ),
  accountName: z
    .string({ message: PAYOUT_MESSAGES.accountName })
    .check(lineText(), matches(/^.{2,100}$/u, PAYOUT_MESSAGES.accountName)),
  idNumber: z.string({ message: PAYOUT_MESSAGES.idNumber }).check(
    z.overwrite((value) => value.replace(/\s/g, '')),
    matches(/^\d{13}$/, PAYOUT_MESSAGES.idNumber),
  ),
});
export type PayoutAccountInput = z.output<typeof PayoutAccountInputSchema>;

/** The South African month `now` falls in (or `offset` months from it), as 'YYYY-MM': statements and payouts use it. */
export function monthOf(now: Date, offset = 0): string {
  const sast = new Date(now.getTime() + SAST_OFFSET_MS);
  return new Date(Date.UTC(sast.getUTCFullYear(), sast.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
}

/** Where a 'YYYY-MM' month starts and ends (exclusive), as UTC instants: midnight in Johannesburg. */
export function monthBounds(month: string): { startIso: string; endIso: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const at = (m: number) => new Date(Date.UTC(year, m, 1) - SAST_OFFSET_MS).toISOString();
  return { startIso: at(monthNumber - 1), endIso: at(monthNumber) };
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const EarningsQuerySchema = z.object({
  month: z.optional(z.string({ message: PAYOUT_MESSAGES.month }).check(matches(MONTH, PAYOUT_MESSAGES.month))),
});

export type PayoutBank = { code: string; name: string };

/** What the payout provider is: a real one, or the labelled local one ("Test payouts: no money moves"). */
export type PayoutSetup = { provider: 'paystack' | 'sandbox'; testMode: boolean } | null;

export type PayoutBanks = { setup: PayoutSetup; banks: PayoutBank[] };

/** The stored account as its coach sees it: never the full number. */
export type PayoutAccount = {
  setup: PayoutSetup;
  account: { bankName: string; bankCode: string; accountName: string; accountLast4: string } | null;
};

export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** How screens name a payout's status (the coach's and the admin's). */
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  pending: 'Being sent',
  paid: 'Paid',
  failed: 'Failed: returned to the balance',
  reversed: 'Reversed: returned to the balance',
};

/** The label of test payouts wherever payouts are shown. */
export const TEST_PAYOUTS_LABEL = 'Test payouts: no money moves';

export type PayoutView = {
  id: number;
  period: string;
  amountCents: number;
  status: PayoutStatus;
  createdAt: string;
  settledAt: string | null;
};

/** One line of a coach's statement: what it came from, as a reader understands it. */
export type StatementLine = {
  at: string;
  amountCents: number;
  kind: 'call' | 'payout' | 'payout-returned';
  /** "Call on 12 Nov with Thandi", "Payout for 2026-11". */
  description: string;
};

export type EarningsStatement = {
  month: string;
  balanceCents: number;
  openingCents: number;
  closingCents: number;
  lines: StatementLine[];
  payouts: PayoutView[];
};

export type AdminPayouts = {
  setup: PayoutSetup;
  coaches: { mentorId: number; name: string; balanceCents: number; hasAccount: boolean }[];
  payouts: (PayoutView & { mentorId: number; name: string })[];
};

export type PayoutRunResult = { created: number; sent: number; failed: number };

/**
 * The money identity, computed twice: `moneyInCents` from the payments table, the rest from ledger lines, so it is a
 * real check (`holds`) that every rand received is in exactly one place.
 */
export type Reconciliation = {
  moneyInCents: number;
  refundedCents: number;
  paidOutCents: number;
  pendingPayoutCents: number;
  coachBalancesCents: number;
  operatorCents: number;
  holds: boolean;
};
