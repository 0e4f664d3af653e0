import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../../../schema/contract/auth.ts';
import type { CoachingConnection, CoachingMessage } from '../../../../../schema/contract/coaching-rules.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { TruncatedText } from '../../../components/with-tooltip.tsx';
import { ListState } from '../../../components/list/list-state.tsx';
import { LoadMore } from '../../../components/list/load-more.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { textLinkStyle } from '../../../components/ui/styles.ts';
import { lastMessageId } from '../../../lib/live-chat/message-log.ts';
import type { LiveStatus } from '../../../lib/live-chat/use-live-messages.ts';
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
import { ChatSendBox } from './chat-send-box.tsx';

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

function LiveIndicator({ status }: { status: LiveStatus }) {
  if (status === 'closed') return null;
  return (
    <p role="status" className="text-sm font-semibold">
      {status === 'live' ? (
        <span className="text-grass-800">● Live</span>
      ) : status === 'reconnecting' ? (
        <span className="text-red-800">Reconnecting…</span>
      ) : (
        <span className="text-neutral-600">Connecting…</span>
      )}
    </p>
  );
}

function MessageItem({
  message,
  own,
  authorName,
  showRead,
}: {
  message: CoachingMessage;
  own: boolean;
  authorName: string;
  showRead: boolean;
}) {
  return (
    <li className={`flex max-w-[85%] flex-col gap-1 ${own ? 'items-end self-end' : 'items-start'}`}>
      <p className="text-xs text-neutral-600">
        <span className="font-semibold text-neutral-800">{own ? 'You' : authorName}</span>{' '}
        <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
      </p>
      <p
        className={`rounded-2xl px-4 py-2 break-words whitespace-pre-wrap ${
          own ? 'rounded-br-sm bg-lilac-700 text-white' : 'rounded-bl-sm bg-lilac-50 text-neutral-900'
        }`}
      >
        {message.content}
      </p>
      {showRead ? <p className="text-xs text-neutral-600">Read</p> : null}
    </li>
  );
}

/**
 * One conversation: who it is with and where it stands, the history (older pages on demand) with live messages
 * as a labelled log, and the send box. Opening it (and every new message while it is open and in view) marks it
 * read.
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
  const logRef = useRef<HTMLDivElement>(null);
  const blockReason = sendBlockReason(connection, { subscriptionActive });
  const reload = useReloadConnections();

  const ready = history.data !== undefined;

  // Keep the newest message in view as messages arrive (loading older ones leaves the view where it is).
  const newestId = lastMessageId(messages);
  useEffect(() => {
    const log = logRef.current;
    if (ready && log) log.scrollTop = log.scrollHeight;
  }, [newestId, ready]);

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
    <section
      aria-labelledby={CONVERSATION_HEADING_ID}
      className="flex flex-col rounded-2xl border border-lilac-200 bg-white"
    >
      <header className="flex flex-wrap items-center gap-3 border-b border-lilac-100 p-4">
        <Link to={backTo} className={`${textLinkStyle} w-full md:hidden`}>
          <span aria-hidden="true">← </span>All conversations
        </Link>
        <Avatar name={person.name} src={person.profileImage} size="sm" />
        <div className="mr-auto min-w-0">
          <h2
            id={CONVERSATION_HEADING_ID}
            tabIndex={-1}
            className="text-xl font-bold text-lilac-950 outline-none focus-visible:ring-2 focus-visible:ring-lilac-700"
          >
            <TruncatedText>{person.name}</TruncatedText>
          </h2>
          <p className="text-sm text-neutral-700">
            {person.role} · {connectionStatusLabel(connection)}
          </p>
        </div>
        <LiveIndicator status={status} />
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
      </header>

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={`Conversation with ${person.name}`}
        tabIndex={0}
        className="flex h-[55dvh] min-h-72 flex-col gap-3 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:outline-lilac-700 md:h-[28rem]"
      >
        <ListState
          query={history}
          what="the messages"
          loading={
            <div className="m-auto">
              <Spinner label="Loading messages…" />
            </div>
          }
          isEmpty={(list) => list.length === 0}
          empty={
            <p className="m-auto max-w-sm text-center text-neutral-600">
              {blockReason === null
                ? `No messages yet. Say hello to ${person.name}!`
                : 'No messages in this conversation yet.'}
            </p>
          }
        >
          {(list) => (
            <>
              <LoadMore what="messages" query={older} label="Load older messages" />
              <ol className="flex flex-col gap-3">
                {list.map((message) => {
                  const own = message.senderId === user.id;
                  return (
                    <MessageItem
                      key={message.id}
                      message={message}
                      own={own}
                      authorName={person.name}
                      showRead={own && message.id === ownNewest && message.readAt !== null}
                    />
                  );
                })}
              </ol>
            </>
          )}
        </ListState>
      </div>

      <ChatSendBox
        recipientName={person.name}
        onSend={send}
        blocked={
          blockReason === null ? null : (
            <>
              <p>{blockReason}</p>
              {connection.myRole === 'mentee' && !subscriptionActive && connection.status === 'active' ? (
                <Link to={paths.coaching} className={`${textLinkStyle} mt-1 inline-block`}>
                  See coaching plans
                </Link>
              ) : null}
            </>
          )
        }
      />
    </section>
  );
}
