/**
 * The query key of `GET /api/dashboard`. The dashboard reads it (features/dashboard/api/dashboard.ts); group
 * sessions and events update or invalidate it after a join, a leave or a registration, so the key lives here,
 * where every feature can import it.
 */
export const DASHBOARD_URL = '/api/dashboard';
export const dashboardQueryKey = [DASHBOARD_URL] as const;
