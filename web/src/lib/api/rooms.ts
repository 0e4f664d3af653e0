import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { readQuery } from './read-query.ts';

/**
 * `GET /api/community/rooms`. The community page reads it (features/community/api/rooms.ts); the admin's room
 * changes mark it stale through `invalidateRooms`.
 */
export const roomsQuery = readQuery(api.community.rooms);

export function invalidateRooms(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: roomsQuery.queryKey });
}
