import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../api-client.ts';

/**
 * `GET /api/stats/users`: how many people have joined. The landing page and the community page both show it,
 * so both read it through this one hook: one query key, one cached shape (two hooks that cached different
 * shapes under the same key once made the landing page say "NaN people have joined").
 */
export const userStatsQueryKey = [api.stats.users.$path()] as const;

export function useUserStats() {
  return useQuery({
    queryKey: userStatsQueryKey,
    queryFn: ({ signal }) => answerOf(api.stats.users.$get(undefined, { init: { signal } })),
  });
}
