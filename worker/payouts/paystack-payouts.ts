import * as z from 'zod/mini';
import type { PayoutBank } from '../../schema/contract/payouts.ts';
import { callPaystack } from '../payments/paystack.ts';
import { PaymentProviderError } from '../payments/provider.ts';
import type { PayoutProvider, ResolveAccountInput, TransferInput } from './payout-provider.ts';

/**
 * Payouts over Paystack's transfer API (https://paystack.com/docs/transfers/): South African banks
 * (`GET /bank?country=south africa&currency=ZAR`), account validation (`POST /bank/validate`: for South Africa
 * Paystack validates an account against its holder's name and ID number, where Nigeria and Ghana use
 * `/bank/resolve`), transfer recipients of type `basa` in ZAR, and transfers from the Paystack balance whose
 * reference Paystack keeps unique (a second transfer with it is refused). Settled by the transfer.* webhooks.
 */

const BanksSchema = z.array(z.object({ code: z.string(), name: z.string(), active: z.optional(z.boolean()) }));
const ValidationSchema = z.object({ verified: z.boolean() });
const RecipientSchema = z.object({ recipient_code: z.string() });
const TransferSchema = z.object({ transfer_code: z.string() });

export class PaystackPayouts implements PayoutProvider {
  readonly name = 'paystack' as const;
  readonly testMode = false;
  readonly #options: { secretKey: string; timeoutMs?: number };

  constructor(options: { secretKey: string; timeoutMs?: number }) {
    this.#options = options;
  }

  async listBanks(): Promise<PayoutBank[]> {
    const banks = await callPaystack(
      this.#options,
      'list the banks',
      'GET',
      `/bank?country=${encodeURIComponent('south africa')}&currency=ZAR`,
      BanksSchema,
    );
    return banks.filter((bank) => bank.active !== false).map(({ code, name }) => ({ code, name }));
  }

  async resolveAccount(input: ResolveAccountInput): Promise<{ accountName: string } | null> {
    try {
      const validation = await callPaystack(
        this.#options,
        'validate the account',
        'POST',
        '/bank/validate',
        ValidationSchema,
        {
          bank_code: input.bankCode,
          country_code: 'ZA',
          account_number: input.accountNumber,
          account_name: input.accountName,
          account_type: 'personal',
          document_type: 'identityNumber',
          document_number: input.idNumber,
        },
      );
      return validation.verified ? { accountName: input.accountName } : null;
    } catch (err) {
      // Paystack answers 400 for an account it cannot validate; only an unreachable Paystack is an error here.
      if (err instanceof PaymentProviderError && /\(HTTP 4\d\d/.test(err.message)) return null;
      throw err;
    }
  }

  async createRecipient(input: { bankCode: string; accountNumber: string; accountName: string }): Promise<string> {
    const recipient = await callPaystack(
      this.#options,
      'register the payout account',
      'POST',
      '/transferrecipient',
      RecipientSchema,
      {
        type: 'basa',
        name: input.accountName,
        account_number: input.accountNumber,
        bank_code: input.bankCode,
        currency: 'ZAR',
      },
    );
    return recipient.recipient_code;
  }

  async transfer(input: TransferInput): Promise<{ transferCode: string }> {
    const transfer = await callPaystack(this.#options, 'send the payout', 'POST', '/transfer', TransferSchema, {
      source: 'balance',
      amount: input.amountCents,
      currency: 'ZAR',
      recipient: input.recipientCode,
      reference: input.reference,
      reason: input.reason,
    });
    return { transferCode: transfer.transfer_code };
  }
}
