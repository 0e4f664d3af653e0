import { useQuery } from '@tanstack/react-query';
import type { PayoutAccountInput } from '../../../../../schema/contract/payouts.ts';
import { answerOf, api } from '../../../lib/api-client.ts';
import { readQuery, useMutationInto } from '../../../lib/api/read-query.ts';

const account = api.coaching['payout-account'];
const accountQuery = readQuery(account);
const earnings = api.coaching.earnings;

/** `GET /api/coaching/payout-account`: where the signed-in coach is paid, if they said (never the full number). */
export function usePayoutAccount() {
  return useQuery(accountQuery);
}

/** `GET /api/coaching/payout-banks`: the South African banks the payout provider pays into. */
export function usePayoutBanks({ enabled }: { enabled: boolean }) {
  return useQuery({ ...readQuery(api.coaching['payout-banks']), enabled });
}

/** `PUT /api/coaching/payout-account`: the bank checks the account first; the answer is the account as stored. */
export function useSavePayoutAccount() {
  return useMutationInto(accountQuery, (json: PayoutAccountInput) => answerOf(account.$put({ json })));
}

/** `GET /api/coaching/earnings?month=YYYY-MM`: the coach's balance, the month's statement and their payouts. */
export function useEarnings(month: string) {
  return useQuery({
    queryKey: [earnings.$path(), month] as const,
    queryFn: ({ signal }) => answerOf(earnings.$get({ query: { month } }, { init: { signal } })),
  });
}
