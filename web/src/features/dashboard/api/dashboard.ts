import { useMutation, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../../../schema/contract/dashboard.ts';
import { answerOf, api } from '../../../lib/api-client.ts';
import { dashboardQueryKey, fetchDashboard } from '../../../lib/api/dashboard.ts';

/**
 * `GET /api/dashboard`: the signed-in landing page in one call (badge, four numbers, three sessions, two
 * recommended mentors). Each section reads its part through `select`, from the one cached answer. Joining or
 * leaving a session elsewhere updates it in place (group sessions' applySessionChange).
 */
export function useDashboard<Part = Dashboard>(select?: (dashboard: Dashboard) => Part) {
  return useQuery({ queryKey: dashboardQueryKey, queryFn: fetchDashboard, select });
}

/**
 * `POST /api/dashboard/welcomed`: the dashboard has greeted the member once, so next time it says "Welcome back".
 * The cached answer is left as it is: the greeting on screen does not change under the member.
 */
export function useMarkWelcomed() {
  return useMutation({ mutationFn: () => answerOf(api.dashboard.welcomed.$post()) });
}
