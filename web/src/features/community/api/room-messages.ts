import { useCallback } from 'react';
import type { RoomMessage, ServerSocketMessage } from '../../../../../schema/contract/community.ts';
import { mergeMessages, withoutMessage } from '../../../lib/live-chat/message-log.ts';
import { useLiveMessages, type LiveStatus } from '../../../lib/live-chat/use-live-messages.ts';
import { fetchMessages, roomSocketUrl, sendMessage } from './rooms.ts';

export type ConnectionStatus = LiveStatus;

/** What the room's socket says, applied to the list: new messages merge in, hidden ones go. */
function applyRoomEvent(current: RoomMessage[], event: ServerSocketMessage): RoomMessage[] {
  if (event.type === 'message') return mergeMessages(current, [event.message]);
  if (event.type === 'hidden') return withoutMessage(current, event.messageId);
  return current;
}

/**
 * A room's messages, kept live (history over HTTP, new messages over the room's WebSocket, catch-up after a
 * reconnect; see useLiveMessages). Sending goes over HTTP: the answer comes only once the message is stored, and
 * the socket's copy of it merges into the same entry.
 */
export function useRoomMessages(roomId: number) {
  const { history, older, status, merge, update } = useLiveMessages<RoomMessage, ServerSocketMessage>({
    key: roomId,
    fetchPage: (params) => fetchMessages(roomId, params),
    socketUrl: () => roomSocketUrl(roomId),
    applyEvent: applyRoomEvent,
  });

  const send = useCallback(
    async (content: string) => {
      const message = await sendMessage(roomId, content);
      merge([message]);
    },
    [roomId, merge],
  );

  const removeLocally = useCallback(
    (messageId: number) => update((current) => withoutMessage(current, messageId)),
    [update],
  );

  return { history, older, status, send, removeLocally };
}
