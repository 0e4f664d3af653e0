import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../../../schema/contract/auth.ts';
import {
  COACHING_MESSAGE_MAX_LENGTH,
  COACHING_MESSAGES,
  type CoachingConnection,
} from '../../../../../schema/contract/coaching-rules.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { Conversation } from '../../../components/chat/conversation.tsx';
import { TruncatedText } from '../../../components/with-tooltip.tsx';
import { textLinkStyle } from '../../../components/ui/styles.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useMarkConnectionRead, useReloadConnections } from '../api/connections.ts';
import { useConversation } from '../api/messages.ts';
import {
  connectionStatusLabel,
  formatMessageTime,
  newestIncomingId,
  newestOwnId,
  otherParty,
  sendBlockReason,
} from '../chat-rules.ts';
import { AcceptConnectionButton, EndConnectionButton } from './chat-connection-actions.tsx';

export const CONVERSATION_HEADING_ID = 'coaching-conversation-title';

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the tab is in view: messages that arrive in a hidden tab are not marked read until it is. */
function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => true,
  );
}

/**
 * A failed send says so (spec section 5). A refusal the server explains (the connection ended, the subscription
 * lapsed) carries its reason.
 */
function sendFailure(error: unknown) {
  const reason =
    error instanceof ApiError && (error.status === 403 || error.status === 409) ? error.serverMessage : undefined;
  return { title: COACHING_MESSAGES.sendFailed, description: reason };
}

/**
 * One coaching conversation (the shared chat `Conversation`): who it is with and where it stands, the history with
 * live messages and "Read" under my newest message once it is, and the send box, closed with the reason when I may
 * not write (`sendBlockReason`). Opening it (and every new message while it is open and in view) marks it read.
 */
export function ChatConversation({
  connection,
  user,
  subscriptionActive,
  backTo,
}: {
  connection: CoachingConnection;
  user: CurrentUser;
  subscriptionActive: boolean;
  /** Where the phone layout's back control goes (the list). */
  backTo: string;
}) {
  const { history, older, status, messages, send } = useConversation(connection);
  const person = otherParty(connection);
  const blockReason = sendBlockReason(connection, { subscriptionActive });
  const reload = useReloadConnections();
  const ready = history.data !== undefined;

  // Mark read on opening and on each new incoming message, while the page is in view.
  const { mutate: mark } = useMarkConnectionRead();
  const visible = usePageVisible();
  const incomingId = newestIncomingId(messages, user.id);
  const marked = useRef(-1);
  const { id: connectionId, unreadCount } = connection;
  useEffect(() => {
    if (!ready || !visible || incomingId <= marked.current) return;
    const opening = marked.current === -1;
    marked.current = incomingId;
    // Opening a conversation the list says is read needs no call; any later incoming message does.
    if (opening && unreadCount === 0) return;
    // A failure only leaves the badge; the next open tries again.
    mark(connectionId);
  }, [ready, visible, incomingId, connectionId, unreadCount, mark]);

  const ownNewest = newestOwnId(messages, user.id);

  return (
    <Conversation
      headingId={CONVERSATION_HEADING_ID}
      lead={
        <>
          <Link to={backTo} className={`${textLinkStyle} w-full md:hidden`}>
            <span aria-hidden="true">← </span>All conversations
          </Link>
          <Avatar name={person.name} src={person.profileImage} size="sm" />
        </>
      }
      title={<TruncatedText>{person.name}</TruncatedText>}
      subtitle={`${person.role} · ${connectionStatusLabel(connection)}`}
      actions={
        <div className="flex flex-wrap gap-2">
          {connection.status === 'pending' && connection.myRole === 'coach' ? (
            <AcceptConnectionButton connection={connection} />
          ) : null}
          {connection.status === 'pending' && connection.myRole === 'mentee' ? (
            <button
              type="button"
              onClick={() => void reload()}
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-lilac-800 underline underline-offset-4"
            >
              Check again
            </button>
          ) : null}
          {connection.status !== 'ended' ? <EndConnectionButton connection={connection} /> : null}
        </div>
      }
      status={status}
      history={history}
      older={older}
      logLabel={`Conversation with ${person.name}`}
      emptyText={
        blockReason === null ? `No messages yet. Say hello to ${person.name}!` : 'No messages in this conversation yet.'
      }
      view={{
        isOwn: (message) => message.senderId === user.id,
        authorName: () => person.name,
        formatTime: formatMessageTime,
        footer: (message, own) =>
          own && message.id === ownNewest && message.readAt !== null ? (
            <p className="text-xs text-neutral-600">Read</p>
          ) : null,
      }}
      send={{
        label: `Message ${person.name}`,
        maxLength: COACHING_MESSAGE_MAX_LENGTH,
        onSend: send,
        failure: sendFailure,
        hint: 'Enter sends. Shift+Enter starts a new line.',
        blocked:
          blockReason === null ? null : (
            <>
              <p>{blockReason}</p>
              {connection.myRole === 'mentee' && !subscriptionActive && connection.status === 'active' ? (
                <Link to={paths.coaching} className={`${textLinkStyle} mt-1 inline-block`}>
                  See coaching plans
                </Link>
              ) : null}
            </>
          ),
      }}
    />
  );
}
