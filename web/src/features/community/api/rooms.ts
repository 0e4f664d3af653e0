import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportMessageInput } from '../../../../../schema/contract/community.ts';
import { answerOf, api } from '../../../lib/api-client.ts';
import { byId } from '../../../lib/api/read-query.ts';
import { invalidateRooms, roomsQuery } from '../../../lib/api/rooms.ts';

const rooms = api.community.rooms;
const optional = (value: number | undefined) => (value === undefined ? undefined : String(value));

/** `GET /api/community/rooms`: the discussion rooms with live member counts (and `isMember` when signed in). */
export function useRooms() {
  return useQuery(roomsQuery);
}

/** `POST /api/community/rooms/{id}/join` (idempotent); refreshes the room list's counts. */
export function useJoinRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roomId: number) => answerOf(rooms[':id'].join.$post(byId(roomId))),
    onSuccess: () => invalidateRooms(queryClient),
  });
}

/** `GET /api/community/rooms/{id}/messages`: a history page (read by useRoomMessages, with the live socket). */
export function fetchMessages(
  roomId: number,
  params: { before?: number; after?: number; limit?: number } = {},
  signal?: AbortSignal,
) {
  const query = { limit: optional(params.limit), before: optional(params.before), after: optional(params.after) };
  return answerOf(rooms[':id'].messages.$get({ ...byId(roomId), query }, { init: { signal } }));
}

/** `POST /api/community/rooms/{id}/messages`: the stored message (useRoomMessages merges it). */
export function sendMessage(roomId: number, content: string) {
  return answerOf(rooms[':id'].messages.$post({ ...byId(roomId), json: { content } }));
}

/** `POST /api/community/messages/{id}/report`: the answer's `message` thanks the reporter. */
export function useReportMessage() {
  return useMutation({
    mutationFn: ({ messageId, input }: { messageId: number; input: ReportMessageInput }) =>
      answerOf(api.community.messages[':id'].report.$post({ ...byId(messageId), json: input })),
  });
}

/** The room's live socket address, on the page's own host (ws: locally, wss: in production). */
export function roomSocketUrl(roomId: number, location: Location = window.location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}${rooms[':id'].ws.$path(byId(roomId))}`;
}
