import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client.ts';
import { readQuery } from '../../../lib/api/read-query.ts';

const payoutsQuery = readQuery(api.admin.payouts);
const reconciliationQuery = readQuery(api.admin.money.reconciliation);

/** `GET /api/admin/payouts`: coaches with balances or payout accounts, and the latest payouts with their status. */
export function useAdminPayouts() {
  return useQuery(payoutsQuery);
}

/** `GET /api/admin/money/reconciliation`: money in against where the ledger says it is. */
export function useReconciliation() {
  return useQuery(reconciliationQuery);
}

/** `POST /api/admin/payouts/run`: the monthly run now; the payouts and the money check are read again after it. */
export function useRunPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answerOf(api.admin.payouts.run.$post()),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: payoutsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: reconciliationQuery.queryKey }),
      ]),
  });
}
