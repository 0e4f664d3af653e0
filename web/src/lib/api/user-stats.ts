import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { readQuery } from './read-query.ts';

/**
 * `GET /api/stats/users`: how many people have joined. The landing page and the community page both show it,
 * so both read it through this one hook: one query key, one cached shape (two hooks that cached different
 * shapes under the same key once made the landing page say "NaN people have joined").
 */
export function useUserStats() {
  return useQuery(readQuery(api.stats.users));
}
