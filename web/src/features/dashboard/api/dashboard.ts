import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../../../schema/contract/dashboard.ts';
import { apiJson } from '../../../lib/api-client.ts';

export const DASHBOARD_URL = '/api/dashboard';

/**
 * `GET /api/dashboard`: the signed-in landing page in one call (badge, four numbers, three sessions, two
 * recommended mentors). Joining or leaving a session elsewhere updates it in place (see applySessionChange).
 */
export function useDashboard() {
  return useQuery({
    queryKey: [DASHBOARD_URL],
    queryFn: ({ signal }) => apiJson<Dashboard>('GET', DASHBOARD_URL, undefined, { signal }),
  });
}
