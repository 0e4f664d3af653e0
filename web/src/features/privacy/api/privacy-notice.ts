import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { readQuery } from '../../../lib/api/read-query.ts';

/** `GET /api/privacy-notice` (public): the notice's version and the information officer this server names. */
export function usePrivacyNotice() {
  return useQuery(readQuery(api['privacy-notice']));
}
