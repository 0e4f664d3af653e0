import type { InvalidateOptions, QueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../api-client.ts';

/**
 * `GET /api/dashboard`: its key and read. The dashboard shows it (features/dashboard/api/dashboard.ts); group
 * sessions and events update it after a join, a leave or a registration, and the mentee profile and mentor connections mark it stale, so it lives here.
 */
export const dashboardQueryKey = [api.dashboard.$path()] as const;

export const fetchDashboard = ({ signal }: { signal?: AbortSignal }) =>
  answerOf(api.dashboard.$get(undefined, { init: { signal } }));

/** The dashboard is read again when next shown; the promise settles once a dashboard on screen has been read. */
export function invalidateDashboard(client: QueryClient, options?: InvalidateOptions): Promise<void> {
  return client.invalidateQueries({ queryKey: dashboardQueryKey }, options);
}
