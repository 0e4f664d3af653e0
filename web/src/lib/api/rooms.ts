/**
 * The query key of `GET /api/community/rooms`. The community page reads it (features/community/api/rooms.ts); the
 * admin's room changes invalidate it, so the key lives here, where both can import it.
 */
export const ROOMS_URL = '/api/community/rooms';
export const roomsQueryKey = [ROOMS_URL] as const;
