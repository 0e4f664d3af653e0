import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client.ts';

/** `GET /api/privacy-notice` (public): the notice's version and the information officer this server names. */
export function usePrivacyNotice() {
  return useQuery({
    queryKey: [api['privacy-notice'].$path()],
    queryFn: ({ signal }) => answerOf(api['privacy-notice'].$get(undefined, { init: { signal } })),
  });
}
