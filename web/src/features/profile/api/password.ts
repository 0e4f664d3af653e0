import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '../../../../../schema/contract/passwords.ts';
import { answerOf, api } from '../../../lib/api-client.ts';
import { deletionCheckQuery } from './account-data.ts';

/**
 * `POST /api/auth/change-password`: sets a new password (this sign-in stays, every other one ends). Afterwards the
 * account has a password, so how it confirms deletion (and whether this form asks for the current one) is read again.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => answerOf(api.auth['change-password'].$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deletionCheckQuery.queryKey }),
  });
}
