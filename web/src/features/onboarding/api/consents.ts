import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConsentRecord,
  GuardianConsentRequestInput,
  GuardianConsentStatus,
  SignUpAnswers,
} from '../../../../../schema/contract/consents.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/auth/current-user.ts';

const CONSENTS_URL = '/api/me/consents';
const GUARDIAN_CONSENT_URL = '/api/me/guardian-consent';
const guardianConsentQueryKey = [GUARDIAN_CONSENT_URL] as const;

/**
 * `POST /api/me/consents`: the welcome page's terms-and-age answers (an account that never saw the sign-up form). The
 * current user is read again: its age and what it may do change.
 */
export function useRecordWelcomeAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: SignUpAnswers) => apiJson<ConsentRecord[]>('POST', CONSENTS_URL, answers),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}

/** `GET /api/me/guardian-consent`: the email waiting for a parent or guardian, and the consent given. */
export function useGuardianConsentStatus() {
  return useQuery({
    queryKey: guardianConsentQueryKey,
    queryFn: ({ signal }) => apiJson<GuardianConsentStatus>('GET', GUARDIAN_CONSENT_URL, undefined, { signal }),
  });
}

/** `POST /api/me/guardian-consent`: emails the parent or guardian; the answer is the new status. */
export function useRequestGuardianConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GuardianConsentRequestInput) =>
      apiJson<GuardianConsentStatus>('POST', GUARDIAN_CONSENT_URL, input),
    onSuccess: (status) => queryClient.setQueryData(guardianConsentQueryKey, status),
  });
}
