import { useMutation, useQuery } from '@tanstack/react-query';
import type { DeleteAccountInput } from '../../../../../schema/contract/privacy.ts';
import { answerOf, api } from '../../../lib/api-client.ts';
import { readQuery } from '../../../lib/api/read-query.ts';

/**
 * `GET /api/me/export`: the member's data as a JSON file. The page links to it rather than fetching it, so the
 * browser saves the stream straight to a file and a large export never sits in the page's memory.
 */
export const ACCOUNT_EXPORT_URL = api.me.export.$path();

/** `GET /api/me/export/readable`: the same data as a page to read and print, opened in a new tab. */
export const READABLE_EXPORT_URL = api.me.export.readable.$path();

/**
 * `GET /api/me/deletion`: whether this account confirms deletion with its password or its email, that is, whether it
 * has a password (the change-password form asks for the current one only then).
 */
export const deletionCheckQuery = readQuery(api.me.deletion);

export function useDeletionCheck({ enabled }: { enabled: boolean }) {
  return useQuery({ ...deletionCheckQuery, enabled });
}

/**
 * `DELETE /api/me`. Its answer signs the browser out; the caller then leaves the app with a full page load, so
 * nothing of the account stays in memory or in the query cache.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => answerOf(api.me.$delete({ json: input })),
  });
}
