import { useCallback, useEffect, useRef, useState } from 'react';
import type { RoomMessage, ServerSocketMessage } from '../../../../../schema/contract/community.ts';
import type { ListQuery } from '../../../components/list/list-state.tsx';
import type { NextPageQuery } from '../../../components/list/load-more.tsx';
import { lastMessageId, mergeMessages, reconnectDelayMs, withoutMessage } from '../message-list.ts';
import { fetchMessages, roomSocketUrl, sendMessage } from './rooms.ts';

/** The most the server gives in one page; a full page means there may be more. */
const CATCH_UP_PAGE_SIZE = 100;

export type ConnectionStatus = 'connecting' | 'live' | 'reconnecting';

type HistoryState = { state: 'loading' } | { state: 'ready' } | { state: 'error'; error: unknown };

/**
 * A room's messages, kept live. History comes over HTTP (newest page first, older pages on demand); new
 * messages arrive over the room's WebSocket. When the socket drops, it reconnects with back-off and then
 * fetches everything after the last message it holds, so nothing is missed and nothing is shown twice.
 * Sending goes over HTTP: the answer comes only once the message is stored, and the socket's copy of it
 * merges into the same entry.
 *
 * `history` and `older` have the shapes `ListState` and `LoadMore` read, so the chat shows its loading, failure
 * and "load older" the way every list does.
 */
export function useRoomMessages(roomId: number) {
  const [messages, setMessages] = useState<RoomMessage[]>([]);
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [history, setHistory] = useState<HistoryState>({ state: 'loading' });
  const [olderCursor, setOlderCursor] = useState<number | null>(null);
  const [older, setOlder] = useState({ loading: false, failed: false });
  // The latest list, for the reconnect catch-up that runs outside React's render.
  const messagesRef = useRef(messages);
  useEffect(() => {
    messagesRef.current = messages;
  }, [messages]);
  // Loads the first history page again after it failed; set by the effect that owns the connection.
  const retryHistory = useRef<() => void>(() => undefined);

  useEffect(() => {
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
          setHistory({ state: 'ready' });
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
      } catch (error) {
        if (!historyLoaded && !stopped) setHistory({ state: 'error', error });
      }
    }
    retryHistory.current = () => {
      setHistory({ state: 'loading' });
      void catchUp();
    };

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
  }, [roomId]);

  const loadOlder = useCallback(async () => {
    if (olderCursor === null) return;
    setOlder({ loading: true, failed: false });
    try {
      const page = await fetchMessages(roomId, { before: olderCursor });
      setMessages((current) => mergeMessages(current, [...page.items].reverse()));
      setOlderCursor(page.nextBefore);
      setOlder({ loading: false, failed: false });
    } catch {
      setOlder({ loading: false, failed: true });
    }
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

  const historyQuery: ListQuery<RoomMessage[]> = {
    // Live messages that arrive before the history are kept, and shown with it.
    data: history.state === 'ready' ? messages : undefined,
    isPending: history.state === 'loading',
    isError: history.state === 'error',
    error: history.state === 'error' ? history.error : null,
    refetch: () => retryHistory.current(),
  };
  const olderQuery: NextPageQuery = {
    hasNextPage: olderCursor !== null,
    isFetchingNextPage: older.loading,
    isFetchNextPageError: older.failed,
    fetchNextPage: loadOlder,
  };
  return { history: historyQuery, older: olderQuery, status, send, removeLocally };
}
