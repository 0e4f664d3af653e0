import { useQuery } from '@tanstack/react-query';
import type { PrivacyNotice } from '../../../../../schema/contract/privacy.ts';
import { apiJson } from '../../../lib/api-client.ts';

export const privacyNoticeQueryKey = ['/api/privacy-notice'] as const;

/** `GET /api/privacy-notice` (public): the notice's version and the information officer this server names. */
export function usePrivacyNotice() {
  return useQuery({
    queryKey: privacyNoticeQueryKey,
    queryFn: ({ signal }) => apiJson<PrivacyNotice>('GET', privacyNoticeQueryKey[0], undefined, { signal }),
  });
}
