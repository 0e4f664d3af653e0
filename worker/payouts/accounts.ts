import { sql } from 'drizzle-orm';
import {
  PAYOUT_MESSAGES as M,
  type PayoutAccount,
  type PayoutAccountInput,
  type PayoutBanks,
} from '../../schema/contract/payouts.ts';
import { myCoachProfile } from '../coaching/calls/availability.ts';
import { rawBatch, type Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { PaymentProviderError } from '../payments/provider.ts';
import { payoutSetupOf, type PayoutProvider } from './payout-provider.ts';

/** The refusal of a coach's money routes to anyone else. */
export const notACoach = () => new HttpError(403, M.notACoach);

/** The caller's coach profile id; 403 for anyone who is not a coach. */
export async function coachIdOf(db: Db, userId: string): Promise<number> {
  const [rows] = await rawBatch(db, [sql`SELECT ${myCoachProfile(userId)} AS mentorId`]);
  const mentorId = rows?.[0]?.mentorId;
  if (typeof mentorId !== 'number') throw notACoach();
  return mentorId;
}

const unavailable = () => new HttpError(503, M.unavailable);

/** A provider's failure to answer, as the 502 a route gives (its message names no secret). */
async function asking<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof PaymentProviderError) throw new HttpError(502, err.message);
    throw err;
  }
}

/** `GET /api/coaching/payout-banks`: the banks a coach can choose from. */
export async function listPayoutBanks(db: Db, userId: string, provider: PayoutProvider | null): Promise<PayoutBanks> {
  await coachIdOf(db, userId);
  return { setup: payoutSetupOf(provider), banks: provider ? await asking(() => provider.listBanks()) : [] };
}

const ACCOUNT_COLUMNS = sql`bank_name AS bankName, bank_code AS bankCode, account_name AS accountName,
  account_last4 AS accountLast4`;

/** `GET /api/coaching/payout-account`: where the coach is paid (at this deployment's payout provider), if set. */
export async function readPayoutAccount(
  db: Db,
  userId: string,
  provider: PayoutProvider | null,
): Promise<PayoutAccount> {
  const coach = myCoachProfile(userId);
  // The coach check and the read in one trip.
  const [check, rows] = await rawBatch(db, [
    sql`SELECT ${coach} AS mentorId`,
    sql`SELECT ${ACCOUNT_COLUMNS} FROM coach_payout_accounts
      WHERE mentor_id = ${coach} AND provider = ${provider?.name ?? null}`,
  ]);
  if (typeof check?.[0]?.mentorId !== 'number') throw notACoach();
  return { setup: payoutSetupOf(provider), account: (rows?.[0] as PayoutAccount['account']) ?? null };
}

/**
 * `PUT /api/coaching/payout-account`: the bank must be one of the provider's, the bank must confirm the account belongs
 * to the holder named (422 otherwise), then the provider registers it as a transfer recipient. The app keeps the
 * recipient code, the bank, the holder's name and the last 4 digits: never the full number or the ID number.
 */
export async function savePayoutAccount(
  db: Db,
  userId: string,
  provider: PayoutProvider | null,
  input: PayoutAccountInput,
): Promise<PayoutAccount> {
  const mentorId = await coachIdOf(db, userId);
  if (!provider) throw unavailable();
  const banks = await asking(() => provider.listBanks());
  const bank = banks.find((b) => b.code === input.bankCode);
  if (!bank) throw new HttpError(422, M.unknownBank);
  const resolved = await asking(() => provider.resolveAccount(input));
  if (!resolved) throw new HttpError(422, M.notVerified);
  const recipientCode = await asking(() =>
    provider.createRecipient({
      bankCode: bank.code,
      accountNumber: input.accountNumber,
      accountName: resolved.accountName,
    }),
  );
  const [saved] = await rawBatch(db, [
    sql`INSERT INTO coach_payout_accounts
        (mentor_id, provider, recipient_code, bank_code, bank_name, account_name, account_last4)
      VALUES (${mentorId}, ${provider.name}, ${recipientCode}, ${bank.code}, ${bank.name}, ${resolved.accountName},
        ${input.accountNumber.slice(-4)})
      ON CONFLICT (mentor_id) DO UPDATE SET provider = excluded.provider, recipient_code = excluded.recipient_code,
        bank_code = excluded.bank_code, bank_name = excluded.bank_name, account_name = excluded.account_name,
        account_last4 = excluded.account_last4, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      RETURNING ${ACCOUNT_COLUMNS}`,
  ]);
  return { setup: payoutSetupOf(provider), account: saved![0] as PayoutAccount['account'] };
}
