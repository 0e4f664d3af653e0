import { useMutation, useQuery } from '@tanstack/react-query';
import type { AccountDeleted, DeleteAccountInput, DeletionCheck } from '../../../../../schema/contract/privacy.ts';
import { apiJson } from '../../../lib/api-client.ts';

/**
 * `GET /api/me/export`: the member's data as a JSON file. The page links to it rather than fetching it, so the
 * browser saves the stream straight to a file and a large export never sits in the page's memory.
 */
export const ACCOUNT_EXPORT_URL = '/api/me/export';

const ACCOUNT_URL = '/api/me';
export const deletionCheckQueryKey = [`${ACCOUNT_URL}/deletion`] as const;

/** `GET /api/me/deletion`: whether this account confirms deletion with its password or its email. */
export function useDeletionCheck({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: deletionCheckQueryKey,
    queryFn: ({ signal }) => apiJson<DeletionCheck>('GET', deletionCheckQueryKey[0], undefined, { signal }),
    enabled,
  });
}

/**
 * `DELETE /api/me`. Its answer signs the browser out; the caller then leaves the app with a full page load, so
 * nothing of the account stays in memory or in the query cache.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => apiJson<AccountDeleted>('DELETE', ACCOUNT_URL, input),
  });
}
