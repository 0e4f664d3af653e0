import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuardianConsentRequestInput, SignUpAnswers } from '../../../../../schema/contract/consents.ts';
import { answerOf, api } from '../../../lib/api-client.ts';
import { readQuery, useMutationInto } from '../../../lib/api/read-query.ts';
import { currentUserQueryKey } from '../../../lib/auth/current-user.ts';

const guardianConsent = api.me['guardian-consent'];
const guardianConsentQuery = readQuery(guardianConsent);

/**
 * `POST /api/me/consents`: the welcome page's terms-and-age answers (an account that never saw the sign-up form). The
 * current user is read again: its age and what it may do change.
 */
export function useRecordWelcomeAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: SignUpAnswers) => answerOf(api.me.consents.$post({ json: answers })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}

/** `GET /api/me/guardian-consent`: the email waiting for a parent or guardian, and the consent given. */
export function useGuardianConsentStatus() {
  return useQuery(guardianConsentQuery);
}

/** `POST /api/me/guardian-consent`: emails the parent or guardian; the answer is the new status. */
export function useRequestGuardianConsent() {
  return useMutationInto(guardianConsentQuery, (input: GuardianConsentRequestInput) =>
    answerOf(guardianConsent.$post({ json: input })),
  );
}
