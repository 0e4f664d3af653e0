import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../../../schema/contract/auth.ts';
import type { Room, RoomMessage } from '../../../../../schema/contract/community.ts';
import { MAX_MESSAGE_LENGTH } from '../../../../../schema/contract/community-rules.ts';
import { formatMessageTime } from '../../../components/date-time.ts';
import { ListState } from '../../../components/list/list-state.tsx';
import { LoadMore } from '../../../components/list/load-more.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { buttonStyles, textLinkStyle } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useRoomMessages } from '../api/room-messages.ts';
import { lastMessageId } from '../../../lib/live-chat/message-log.ts';

// Loaded when someone reports a message: it carries the form kit and the contract's validation, which every
// visit to a room would otherwise download.
const ReportMessageDialog = lazy(() =>
  import('./report-message-dialog.tsx').then((m) => ({ default: m.ReportMessageDialog })),
);

function MessageItem({
  message,
  own,
  onReport,
}: {
  message: RoomMessage;
  own: boolean;
  onReport: (message: RoomMessage) => void;
}) {
  return (
    <li className={`flex max-w-[85%] flex-col gap-1 ${own ? 'items-end self-end' : 'items-start'}`}>
      <p className="text-xs text-neutral-600">
        <span className="font-semibold text-neutral-800">{own ? 'You' : message.authorName}</span>{' '}
        <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
      </p>
      <p
        className={`rounded-2xl px-4 py-2 break-words whitespace-pre-wrap ${
          own ? 'rounded-br-sm bg-lilac-700 text-white' : 'rounded-bl-sm bg-lilac-50 text-neutral-900'
        }`}
      >
        {message.content}
      </p>
      {own ? null : (
        <button type="button" className="text-xs text-neutral-600 underline" onClick={() => onReport(message)}>
          Report<span className="sr-only"> message from {message.authorName}</span>
        </button>
      )}
    </li>
  );
}

/** The live chat of one room the user has joined: history, live messages, the send box. */
export function RoomChat({ room, user }: { room: Room; user: CurrentUser }) {
  const { history, older, status, send, removeLocally } = useRoomMessages(room.id);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [reporting, setReporting] = useState<RoomMessage | null>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const canSend = draft.trim().length > 0 && !sending;

  // Keep the newest message in view as messages arrive.
  const newestId = lastMessageId(history.data ?? []);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [newestId]);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const content = draft.trim();
    if (!content || sending) return;
    setSending(true);
    try {
      await send(content);
      setDraft('');
    } catch (error) {
      // The draft stays in the box, so nothing typed is lost.
      toast({
        title: 'Failed to send message',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <section aria-labelledby="room-title" className="mt-6 flex flex-col rounded-2xl border border-lilac-200 bg-white">
      <header className="flex flex-wrap items-center gap-3 border-b border-lilac-100 p-4">
        <div className="mr-auto">
          <h2 id="room-title" className="text-xl font-bold text-lilac-950">
            {room.name}
          </h2>
          <p className="text-sm text-neutral-600">
            {room.memberCount} {room.memberCount === 1 ? 'member' : 'members'}
          </p>
        </div>
        <p role="status" className="text-sm font-semibold">
          {status === 'live' ? (
            <span className="text-grass-800">● Live</span>
          ) : status === 'reconnecting' ? (
            <span className="text-red-800">Reconnecting…</span>
          ) : (
            <span className="text-neutral-600">Connecting…</span>
          )}
        </p>
        <Link to={paths.community} className={textLinkStyle}>
          All rooms
        </Link>
      </header>

      <div
        ref={logRef}
        role="log"
        aria-label={`Messages in ${room.name}`}
        className="flex h-[24rem] flex-col gap-3 overflow-y-auto p-4"
      >
        <ListState
          query={history}
          what="the messages"
          loading={
            <div className="m-auto">
              <Spinner label="Loading messages…" />
            </div>
          }
          isEmpty={(messages) => messages.length === 0}
          empty={
            <p className="m-auto text-center text-neutral-600">
              No messages yet. Say hello and start the conversation!
            </p>
          }
        >
          {(messages) => (
            <>
              <LoadMore what="messages" query={older} label="Load older messages" />
              <ol className="flex flex-col gap-3">
                {messages.map((message) => (
                  <MessageItem
                    key={message.id}
                    message={message}
                    own={message.userId === user.id}
                    onReport={setReporting}
                  />
                ))}
              </ol>
            </>
          )}
        </ListState>
      </div>

      <form onSubmit={submit} className="flex items-end gap-2 border-t border-lilac-100 p-3">
        <label htmlFor={inputId} className="sr-only">
          Message {room.name}
        </label>
        <textarea
          id={inputId}
          rows={1}
          maxLength={MAX_MESSAGE_LENGTH}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type a message…"
          className="min-h-11 flex-1 resize-none rounded-lg border border-lilac-300 px-3 py-2.5 text-base"
        />
        <button type="submit" disabled={!canSend} className={buttonStyles.primary}>
          {sending ? 'Sending…' : 'Send'}
        </button>
      </form>

      {reporting ? (
        <Suspense fallback={null}>
          <ReportMessageDialog message={reporting} onClose={() => setReporting(null)} onReported={removeLocally} />
        </Suspense>
      ) : null}
    </section>
  );
}
