import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListQuery, NextPageQuery } from '../list-query.ts';
import { lastMessageId, mergeMessages, reconnectDelayMs, type WithId } from './message-log.ts';

/** The most the servers give in one page; a full page means there may be more. */
const CATCH_UP_PAGE_SIZE = 100;

/** `closed`: no socket was asked for (`live: false`). */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'closed';

/** A page of history as the chat endpoints answer: newest first, with the cursor to older messages. */
export type MessagePage<M> = { items: M[]; nextBefore: number | null };
export type PageParams = { before?: number; after?: number; limit?: number };

export interface LiveMessagesSource<M extends WithId, E> {
  /** Which conversation (a room id, a connection id): a new key starts over. */
  key: string | number;
  fetchPage: (params: PageParams) => Promise<MessagePage<M>>;
  socketUrl: () => string;
  /** How one socket event changes the list (pure). */
  applyEvent: (current: M[], event: E) => M[];
  /** Anything else a socket event should change besides the list (e.g. a connection's status elsewhere). */
  onEvent?: (event: E) => void;
  /** False opens no socket: history only (e.g. a conversation that has ended). */
  live?: boolean;
}

type HistoryState = { state: 'loading' } | { state: 'ready' } | { state: 'error'; error: unknown };

/**
 * A conversation's messages, kept live (room chat and coaching chat). History comes over HTTP (newest page first,
 * older pages on demand); new messages arrive over a receive-only WebSocket. When the socket drops it reconnects
 * with back-off and then fetches everything after the last message held, so nothing is missed and nothing is shown
 * twice. Sending stays with the caller (over HTTP): it passes the stored answer to `merge`, and the socket's copy
 * of it merges into the same entry.
 *
 * `history` and `older` have the shapes `ListState` and `LoadMore` read, so a chat shows its loading, failure and
 * "load older" the way every list does.
 */
export function useLiveMessages<M extends WithId, E>(source: LiveMessagesSource<M, E>) {
  const [messages, setMessages] = useState<M[]>([]);
  const [status, setStatus] = useState<Exclude<LiveStatus, 'closed'>>('connecting');
  const [history, setHistory] = useState<HistoryState>({ state: 'loading' });
  const [olderCursor, setOlderCursor] = useState<number | null>(null);
  const [older, setOlder] = useState({ loading: false, failed: false });
  const live = source.live ?? true;
  // Another conversation: start over, in the same render (React's pattern for state that follows a prop).
  const [shownKey, setShownKey] = useState(source.key);
  if (shownKey !== source.key) {
    setShownKey(source.key);
    setMessages([]);
    setStatus('connecting');
    setHistory({ state: 'loading' });
    setOlderCursor(null);
    setOlder({ loading: false, failed: false });
  }
  const { key } = source;
  // The latest list and source, for the socket callbacks that run outside React's render.
  const messagesRef = useRef(messages);
  const sourceRef = useRef(source);
  useEffect(() => {
    messagesRef.current = messages;
    sourceRef.current = source;
  });
  // Loads the first history page again after it failed; set by the effect that owns the connection.
  const retryHistory = useRef<() => void>(() => undefined);

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let socket: WebSocket | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    // The first page is asked for at once, not after the socket opens: history stays readable when the socket
    // is refused or slow. Resolves to the newest id it held (null when it failed).
    async function loadHistory(): Promise<number | null> {
      try {
        const page = await sourceRef.current.fetchPage({});
        if (stopped) return null;
        const oldestFirst = [...page.items].reverse();
        setMessages((current) => mergeMessages(current, oldestFirst));
        setOlderCursor(page.nextBefore);
        setHistory({ state: 'ready' });
        return lastMessageId(oldestFirst);
      } catch (error) {
        if (!stopped) setHistory({ state: 'error', error });
        return null;
      }
    }
    let historyLoaded = loadHistory();

    // Everything after the newest message held, page by page (oldest first).
    async function catchUp() {
      const historyNewest = await historyLoaded;
      if (historyNewest === null) return;
      try {
        // The history's own newest id counts too: its messages may not have reached messagesRef yet.
        let after = Math.max(historyNewest, lastMessageId(messagesRef.current));
        for (;;) {
          const page = await sourceRef.current.fetchPage({ after, limit: CATCH_UP_PAGE_SIZE });
          if (stopped || page.items.length === 0) return;
          setMessages((current) => mergeMessages(current, page.items));
          after = lastMessageId(page.items);
          if (page.items.length < CATCH_UP_PAGE_SIZE) return;
        }
      } catch {
        // The next reconnect catches up again; live messages keep arriving meanwhile.
      }
    }

    retryHistory.current = () => {
      setHistory({ state: 'loading' });
      historyLoaded = loadHistory();
    };

    function connect() {
      socket = new WebSocket(sourceRef.current.socketUrl());
      socket.onopen = () => {
        attempt = 0;
        setStatus('live');
        void catchUp();
      };
      socket.onmessage = (event) => {
        let data: E;
        try {
          data = JSON.parse(String(event.data)) as E;
        } catch {
          return;
        }
        setMessages((current) => sourceRef.current.applyEvent(current, data));
        sourceRef.current.onEvent?.(data);
      };
      socket.onclose = () => {
        if (stopped) return;
        setStatus('reconnecting');
        retryTimer = setTimeout(connect, reconnectDelayMs(attempt++));
      };
    }

    if (live) connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      socket?.close();
    };
  }, [key, live]);

  const loadOlder = useCallback(async () => {
    if (olderCursor === null) return;
    setOlder({ loading: true, failed: false });
    try {
      const page = await sourceRef.current.fetchPage({ before: olderCursor });
      setMessages((current) => mergeMessages(current, [...page.items].reverse()));
      setOlderCursor(page.nextBefore);
      setOlder({ loading: false, failed: false });
    } catch {
      setOlder({ loading: false, failed: true });
    }
  }, [olderCursor]);

  /** Adds messages the caller received another way (the stored answer to its own send). */
  const merge = useCallback((incoming: M[]) => setMessages((current) => mergeMessages(current, incoming)), []);
  /** Any other local change (a hidden message, a read receipt). */
  const update = useCallback((change: (current: M[]) => M[]) => setMessages(change), []);

  const historyQuery: ListQuery<M[]> = {
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
  return {
    messages,
    history: historyQuery,
    older: olderQuery,
    status: (live ? status : 'closed') as LiveStatus,
    merge,
    update,
  };
}
