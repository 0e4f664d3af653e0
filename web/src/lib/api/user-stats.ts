import { useQuery } from '@tanstack/react-query';
import type { UserStats } from '../../../../schema/contract/taxonomy.ts';
import { apiJson } from '../api-client.ts';

/**
 * `GET /api/stats/users`: how many people have joined. The landing page and the community page both show it,
 * so both read it through this one hook: one query key, one cached shape (two hooks that cached different
 * shapes under the same key once made the landing page say "NaN people have joined").
 */
export const userStatsQueryKey = ['/api/stats/users'] as const;

export function useUserStats() {
  return useQuery({
    queryKey: userStatsQueryKey,
    queryFn: ({ signal }) => apiJson<UserStats>('GET', userStatsQueryKey[0], undefined, { signal }),
  });
}
