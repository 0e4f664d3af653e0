import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';

/**
 * The query key of `GET /api/community/rooms`. The community page reads it (features/community/api/rooms.ts); the
 * admin's room changes mark it stale through `invalidateRooms`.
 */
export const roomsQueryKey = [api.community.rooms.$path()] as const;

export function invalidateRooms(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: roomsQueryKey });
}
