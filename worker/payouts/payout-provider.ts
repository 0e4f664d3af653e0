import type { PayoutBank, PayoutSetup } from '../../schema/contract/payouts.ts';

/**
 * How coaches are paid: a provider's transfer API, behind one interface like payments (worker/payments/provider.ts).
 * Paystack (`paystack-payouts.ts`) when PAYSTACK_SECRET_KEY is set, else outside production the labelled local
 * implementation (`sandbox-payouts.ts`); `payouts-for.ts` picks one. Stripe has no South African connected
 * accounts, so a Stripe-only deployment has no payouts in production.
 *
 * A transfer's outcome is never taken from `transfer()`'s answer: only the verified transfer webhook settles a payout
 * (worker/payouts/settle.ts).
 */
export interface PayoutProvider {
  readonly name: 'paystack' | 'sandbox';
  /** True for the local implementation: screens say "Test payouts: no money moves". */
  readonly testMode: boolean;

  /** South African banks a coach can be paid into. */
  listBanks(): Promise<PayoutBank[]>;

  /**
   * Asks the bank whether the account belongs to the named holder (Paystack's account validation, the check it
   * documents for South Africa). Answers the holder's name as confirmed, or null when the bank did not confirm it.
   */
  resolveAccount(input: ResolveAccountInput): Promise<{ accountName: string } | null>;

  /** Registers the account as a transfer recipient; the code is all the app keeps of it (with the last 4 digits). */
  createRecipient(input: { bankCode: string; accountNumber: string; accountName: string }): Promise<string>;

  /**
   * Sends a transfer. `reference` is our idempotency key: the provider refuses a second transfer with it, so a retry
   * after a lost answer sends nothing twice. Answers the provider's transfer code.
   */
  transfer(input: TransferInput): Promise<{ transferCode: string }>;
}

export type ResolveAccountInput = { bankCode: string; accountNumber: string; accountName: string; idNumber: string };

export type TransferInput = { reference: string; amountCents: number; recipientCode: string; reason: string };

export const payoutSetupOf = (provider: PayoutProvider | null): PayoutSetup =>
  provider ? { provider: provider.name, testMode: provider.testMode } : null;
