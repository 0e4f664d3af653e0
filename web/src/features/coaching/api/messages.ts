import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  CoachingConnection,
  CoachingMessage,
  ConversationSocketMessage,
} from '../../../../../schema/contract/coaching-rules.ts';
import { ApiError, answerOf, api } from '../../../lib/api-client.ts';
import { useLiveMessages, type PageParams } from '../../../lib/live-chat/use-live-messages.ts';
import { applyConversationEvent, receiverIdFor } from '../chat-rules.ts';
import { CONNECTIONS_URL, connectionsQueryKey, invalidateConnections } from './connections.ts';
import { invalidateConnectionFiles } from './files.ts';
import { subscriptionQueryKey } from './subscription.ts';

const optional = (value: number | undefined) => (value === undefined ? undefined : String(value));

/** `GET /api/messages?connectionId=`: a page newest first (`before`), or the catch-up oldest first (`after`). */
export function fetchCoachingMessages(connectionId: number, params: PageParams = {}, signal?: AbortSignal) {
  const query = {
    connectionId: String(connectionId),
    limit: optional(params.limit),
    before: optional(params.before),
    after: optional(params.after),
  };
  return answerOf(api.messages.$get({ query }, { init: { signal } }));
}

/** The conversation's receive-only socket, on the page's own host (ws: locally, wss: in production). */
export function conversationSocketUrl(connectionId: number, location: Location = window.location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}${CONNECTIONS_URL}/${connectionId}/ws`;
}

/**
 * One coaching conversation, kept live (history, the socket, catch-up after a reconnect: useLiveMessages), and
 * `send`: `POST /api/messages` with the receiver rule applied; the stored message merges into the list. A 409
 * (the connection is no longer active) reloads the connections, a 403 (the subscription lapsed) the subscription,
 * so the send box closes with the reason.
 */
export function useConversation(connection: CoachingConnection) {
  const queryClient = useQueryClient();
  const live = useLiveMessages<CoachingMessage, ConversationSocketMessage>({
    key: connection.id,
    fetchPage: (params) => fetchCoachingMessages(connection.id, params),
    socketUrl: () => conversationSocketUrl(connection.id),
    applyEvent: applyConversationEvent,
    // Accepted or ended on the other side: the list and this conversation's send box follow at once. A shared file
    // joins the Files list too.
    onEvent: (event) => {
      if (event.type === 'status') void invalidateConnections(queryClient);
      if (event.type === 'message' && event.message.messageType === 'file') {
        void invalidateConnectionFiles(queryClient, connection.id);
      }
    },
    // An ended conversation only has history to read.
    live: connection.status !== 'ended',
  });
  const { merge, messages } = live;

  const sendMutation = useMutation({
    mutationFn: (content: string) =>
      answerOf(
        api.messages.$post({
          json: { connectionId: connection.id, receiverId: receiverIdFor(connection), content, messageType: 'text' },
        }),
      ),
    onSuccess: (message) => merge([message]),
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      if (error.status === 409) void invalidateConnections(queryClient);
      if (error.status === 403) void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  });

  // The list's order and preview follow the conversation: the newest message moves it up. A message in a
  // conversation shown as pending means the coach accepted meanwhile, so the list is read again.
  const newest = messages.length > 0 ? messages[messages.length - 1]! : null;
  const newestAt = newest?.createdAt ?? null;
  const { id: connectionId, status } = connection;
  useEffect(() => {
    if (!newestAt) return;
    if (status === 'pending') {
      void invalidateConnections(queryClient);
      return;
    }
    queryClient.setQueryData<CoachingConnection[]>(connectionsQueryKey, (connections) =>
      connections?.some((c) => c.id === connectionId && c.lastMessageAt !== newestAt)
        ? connections.map((c) => (c.id === connectionId ? { ...c, lastMessageAt: newestAt } : c))
        : connections,
    );
  }, [queryClient, connectionId, status, newestAt]);

  return { ...live, send: sendMutation.mutateAsync, sending: sendMutation.isPending };
}
