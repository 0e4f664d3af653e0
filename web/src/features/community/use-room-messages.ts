import { useCallback, useEffect, useRef, useState } from 'react';
import type { RoomMessage, ServerSocketMessage } from '../../../../schema/contract/community.ts';
import { fetchMessages, roomSocketUrl, sendMessage } from './api/rooms.ts';
import { lastMessageId, mergeMessages, reconnectDelayMs, withoutMessage } from './message-list.ts';

/** The most the server gives in one page; a full page means there may be more. */
const CATCH_UP_PAGE_SIZE = 100;

export type ConnectionStatus = 'connecting' | 'live' | 'reconnecting';

/**
 * A room's messages, kept live. History comes over HTTP (newest page first, older pages on demand); new
 * messages arrive over the room's WebSocket. When the socket drops, it reconnects with back-off and then
 * fetches everything after the last message it holds, so nothing is missed and nothing is shown twice.
 * Sending goes over HTTP: the answer comes only once the message is stored, and the socket's copy of it
 * merges into the same entry.
 */
export function useRoomMessages(roomId: number, enabled: boolean) {
  const [messages, setMessages] = useState<RoomMessage[]>([]);
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [historyState, setHistoryState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [olderCursor, setOlderCursor] = useState<number | null>(null);
  // The latest list, for the reconnect catch-up that runs outside React's render.
  const messagesRef = useRef(messages);
  useEffect(() => {
    messagesRef.current = messages;
  }, [messages]);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let attempt = 0;
    let socket: WebSocket | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let historyLoaded = false;

    async function catchUp() {
      try {
        if (!historyLoaded) {
          const page = await fetchMessages(roomId);
          if (stopped) return;
          historyLoaded = true;
          setMessages((current) => mergeMessages(current, [...page.items].reverse()));
          setOlderCursor(page.nextBefore);
          setHistoryState('ready');
          return;
        }
        // Everything after the newest message held, page by page (oldest first).
        let after = lastMessageId(messagesRef.current);
        for (;;) {
          const page = await fetchMessages(roomId, { after, limit: CATCH_UP_PAGE_SIZE });
          if (stopped || page.items.length === 0) return;
          setMessages((current) => mergeMessages(current, page.items));
          after = lastMessageId(page.items);
          if (page.items.length < CATCH_UP_PAGE_SIZE) return;
        }
      } catch {
        if (!historyLoaded && !stopped) setHistoryState('error');
      }
    }

    function connect() {
      socket = new WebSocket(roomSocketUrl(roomId));
      socket.onopen = () => {
        attempt = 0;
        setStatus('live');
        void catchUp();
      };
      socket.onmessage = (event) => {
        const data = JSON.parse(String(event.data)) as ServerSocketMessage;
        if (data.type === 'message') setMessages((current) => mergeMessages(current, [data.message]));
        if (data.type === 'hidden') setMessages((current) => withoutMessage(current, data.messageId));
      };
      socket.onclose = () => {
        if (stopped) return;
        setStatus('reconnecting');
        retryTimer = setTimeout(connect, reconnectDelayMs(attempt++));
      };
    }

    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      socket?.close();
    };
  }, [roomId, enabled]);

  const loadOlder = useCallback(async () => {
    if (olderCursor === null) return;
    const page = await fetchMessages(roomId, { before: olderCursor });
    setMessages((current) => mergeMessages(current, [...page.items].reverse()));
    setOlderCursor(page.nextBefore);
  }, [roomId, olderCursor]);

  const send = useCallback(
    async (content: string) => {
      const message = await sendMessage(roomId, content);
      setMessages((current) => mergeMessages(current, [message]));
    },
    [roomId],
  );

  const removeLocally = useCallback(
    (messageId: number) => setMessages((current) => withoutMessage(current, messageId)),
    [],
  );

  return { messages, status, historyState, hasOlder: olderCursor !== null, loadOlder, send, removeLocally };
}
