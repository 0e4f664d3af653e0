import type { PayoutBank } from '../../schema/contract/payouts.ts';
import { signPaystackPayload } from '../payments/paystack.ts';
import type { PayoutProvider, TransferInput } from './payout-provider.ts';

/**
 * The labelled local payouts ("Test payouts: no money moves"), used outside production when no Paystack key is set.
 * A short fixed list of South African banks, any 6–11 digit account is accepted for the holder named, and a transfer
 * is settled at once by a PAYSTACK-SHAPED `transfer.success` event, signed as Paystack signs (hex HMAC-SHA512 of the
 * body) with the local webhook secret and handed to `deliver`: the app's own `POST /api/webhooks/sandbox-payouts`
 * (sandbox-webhook.ts), which verifies it and runs the same mapping and state machine as Paystack's events.
 */

export const SANDBOX_BANKS: PayoutBank[] = [
  { code: '632005', name: 'Absa Bank' },
  { code: '470010', name: 'Capitec Bank' },
  { code: '679000', name: 'Discovery Bank' },
  { code: '250655', name: 'First National Bank' },
  { code: '198765', name: 'Nedbank' },
  { code: '051001', name: 'Standard Bank' },
  { code: '678910', name: 'TymeBank' },
];

/** Sends a signed event body to the webhook handling (through the app's route, or straight to it from a cron). */
export type DeliverTransferEvent = (rawBody: string, signature: string) => Promise<void>;

const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

export class SandboxPayouts implements PayoutProvider {
  readonly name = 'sandbox' as const;
  readonly testMode = true;
  readonly #options: { webhookSecret: string; deliver: DeliverTransferEvent };

  constructor(options: { webhookSecret: string; deliver: DeliverTransferEvent }) {
    this.#options = options;
  }

  async listBanks(): Promise<PayoutBank[]> {
    return SANDBOX_BANKS;
  }

  async resolveAccount(input: { bankCode: string; accountName: string }) {
    return SANDBOX_BANKS.some((bank) => bank.code === input.bankCode) ? { accountName: input.accountName } : null;
  }

  async createRecipient(): Promise<string> {
    return `RCP_sandbox_${randomHex(8)}`;
  }

  async transfer(input: TransferInput): Promise<{ transferCode: string }> {
    // Derived from the reference, as a retry of the same transfer must name the same one.
    const transferCode = `TRF_sandbox_${input.reference}`;
    const body = JSON.stringify({
      event: 'transfer.success',
      data: {
        amount: input.amountCents,
        currency: 'ZAR',
        reason: input.reason,
        reference: input.reference,
        status: 'success',
        transfer_code: transferCode,
        transferred_at: new Date().toISOString(),
        recipient: { recipient_code: input.recipientCode, type: 'basa', currency: 'ZAR' },
      },
    });
    await this.#options.deliver(body, await signPaystackPayload(body, this.#options.webhookSecret));
    return { transferCode };
  }
}
