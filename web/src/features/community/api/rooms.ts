import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Room, RoomMessage, RoomMessagePage } from '../../../../../schema/contract/community.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { ROOMS_URL, roomsQueryKey } from '../../../lib/api/rooms.ts';
import type { ReportMessageInput } from '../../../../../schema/contract/community.ts';

/** `GET /api/community/rooms`: the discussion rooms with live member counts (and `isMember` when signed in). */
export function useRooms() {
  return useQuery({
    queryKey: roomsQueryKey,
    queryFn: ({ signal }) => apiJson<Room[]>('GET', ROOMS_URL, undefined, { signal }),
  });
}

/** `POST /api/community/rooms/{id}/join` (idempotent); refreshes the room list's counts. */
export function useJoinRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roomId: number) => apiJson<Room>('POST', `${ROOMS_URL}/${roomId}/join`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomsQueryKey }),
  });
}

/** `GET /api/community/rooms/{id}/messages`: a history page (read by useRoomMessages, with the live socket). */
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

/** `POST /api/community/rooms/{id}/messages`: the stored message (useRoomMessages merges it). */
export function sendMessage(roomId: number, content: string) {
  return apiJson<RoomMessage>('POST', `${ROOMS_URL}/${roomId}/messages`, { content });
}

/** `POST /api/community/messages/{id}/report`: the answer's `message` thanks the reporter. */
export function useReportMessage() {
  return useMutation({
    mutationFn: ({ messageId, input }: { messageId: number; input: ReportMessageInput }) =>
      apiJson<{ message: string }>('POST', `/api/community/messages/${messageId}/report`, input),
  });
}

/** The room's live socket address, on the page's own host (ws: locally, wss: in production). */
export function roomSocketUrl(roomId: number, location: Location = window.location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}${ROOMS_URL}/${roomId}/ws`;
}
