import { useQuery } from '@tanstack/react-query';
import type { UserStats } from '../../../../../schema/contract/taxonomy.ts';
import { apiJson } from '../../../lib/api-client.ts';

export const USER_STATS_URL = '/api/stats/users';

export async function fetchUserStats(signal?: AbortSignal): Promise<number | null> {
  const value = await apiJson<Partial<UserStats> | null>('GET', USER_STATS_URL, undefined, { signal });
  return typeof value?.users === 'number' ? value.users : null;
}

/** `GET /api/stats/users`: how many people have joined (shown in the landing page's community section). */
export function useUserCount() {
  return useQuery({ queryKey: [USER_STATS_URL], queryFn: ({ signal }) => fetchUserStats(signal) });
}
