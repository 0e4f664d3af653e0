import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Room, RoomMessage, RoomMessagePage } from '../../../../../schema/contract/community.ts';
import { apiJson } from '../../../lib/api-client.ts';

export const ROOMS_URL = '/api/community/rooms';

/** `GET /api/community/rooms`: the discussion rooms with live member counts (and `isMember` when signed in). */
export function useRooms() {
  return useQuery({
    queryKey: [ROOMS_URL],
    queryFn: ({ signal }) => apiJson<Room[]>('GET', ROOMS_URL, undefined, { signal }),
  });
}

/** `POST /api/community/rooms/{id}/join` (idempotent); refreshes the room list's counts. */
export function useJoinRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roomId: number) => apiJson<Room>('POST', `${ROOMS_URL}/${roomId}/join`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOMS_URL] }),
  });
}

export function fetchMessages(
  roomId: number,
  params: { before?: number; after?: number; limit?: number } = {},
  signal?: AbortSignal,
) {
  const query = new URLSearchParams();
  if (params.limit !== undefined) query.set('limit', String(params.limit));
  if (params.before !== undefined) query.set('before', String(params.before));
  if (params.after !== undefined) query.set('after', String(params.after));
  const suffix = query.size > 0 ? `?${query}` : '';
  return apiJson<RoomMessagePage>('GET', `${ROOMS_URL}/${roomId}/messages${suffix}`, undefined, { signal });
}

export function sendMessage(roomId: number, content: string) {
  return apiJson<RoomMessage>('POST', `${ROOMS_URL}/${roomId}/messages`, { content });
}

export function reportMessage(messageId: number, reason: string) {
  return apiJson<{ message: string }>('POST', `/api/community/messages/${messageId}/report`, { reason });
}

/** The room's live socket address, on the page's own host (ws: locally, wss: in production). */
export function roomSocketUrl(roomId: number, location: Location = window.location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}${ROOMS_URL}/${roomId}/ws`;
}
