import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { lastMessageId } from '../../lib/live-chat/message-log.ts';
import type { LiveStatus } from '../../lib/live-chat/use-live-messages.ts';
import type { ListQuery, NextPageQuery } from '../../lib/list-query.ts';
import { ListState } from '../list/list-state.tsx';
import { LoadMore } from '../list/load-more.tsx';
import { Spinner } from '../spinner.tsx';
import { chatCatalog } from './locales/catalog.ts';
import { SendBox, type SendBoxProps } from './send-box.tsx';

/** What every chat's message has, whatever else its chat adds. */
export type ChatMessage = { id: number; content: string; createdAt: string };

/**
 * How a chat shows one message: whose it is, when it was said, what it says (its text unless `body` shows it otherwise,
 * e.g. a shared file as its download link) and what goes under it (a report button, "Read").
 */
export type MessageView<M extends ChatMessage> = {
  isOwn: (message: M) => boolean;
  authorName: (message: M) => string;
  formatTime: (iso: string) => string;
  body?: (message: M, own: boolean) => ReactNode;
  footer?: (message: M, own: boolean) => ReactNode;
};

function LiveIndicator({ status }: { status: LiveStatus }) {
  useCatalog(chatCatalog);
  if (status === 'closed') return null;
  return (
    <p role="status" className="text-sm font-semibold">
      {status === 'live' ? (
        <span className="text-grass-800">
          ● <Trans>Live</Trans>
        </span>
      ) : status === 'reconnecting' ? (
        <span className="text-red-800">
          <Trans>Reconnecting…</Trans>
        </span>
      ) : (
        <span className="text-neutral-600">
          <Trans>Connecting…</Trans>
        </span>
      )}
    </p>
  );
}

function MessageItem<M extends ChatMessage>({ message, view }: { message: M; view: MessageView<M> }) {
  useCatalog(chatCatalog);
  const { t } = useLingui();
  const own = view.isOwn(message);
  return (
    <li className={`flex max-w-[85%] flex-col gap-1 ${own ? 'items-end self-end' : 'items-start'}`}>
      <p className="text-xs text-neutral-600">
        <span className="font-semibold text-neutral-800">{own ? t`You` : view.authorName(message)}</span>{' '}
        <time dateTime={message.createdAt}>{view.formatTime(message.createdAt)}</time>
      </p>
      <p
        className={`rounded-2xl px-4 py-2 break-words whitespace-pre-wrap ${
          own ? 'rounded-br-sm bg-lilac-700 text-white' : 'rounded-bl-sm bg-lilac-50 text-neutral-900'
        }`}
      >
        {view.body ? view.body(message, own) : message.content}
      </p>
      {view.footer?.(message, own)}
    </li>
  );
}

/**
 * One live chat, of any kind (a community room, a coaching conversation): who or what it is and whether it is live,
 * the history (older pages on demand) with live messages as a labelled log that keeps the newest in view, and the
 * send box. The messages and their liveness come from the chat's hook (`useLiveMessages`); the chats differ only
 * in their words, what shows under a message, and who may write (`send.blocked`).
 */
export function Conversation<M extends ChatMessage>({
  headingId,
  title,
  subtitle,
  lead,
  actions,
  className = '',
  status,
  history,
  older,
  logLabel,
  emptyText,
  view,
  send,
  children,
}: {
  headingId: string;
  /** The heading's content. */
  title: ReactNode;
  /** The line under the heading. */
  subtitle: ReactNode;
  /** What comes before the heading (a back link, a picture). */
  lead?: ReactNode;
  /** What comes after the live status (links, buttons). */
  actions?: ReactNode;
  className?: string;
  status: LiveStatus;
  history: ListQuery<M[]>;
  older: NextPageQuery;
  /** The log's accessible name. */
  logLabel: string;
  emptyText: string;
  view: MessageView<M>;
  send: SendBoxProps;
  /** Anything the chat shows over it (a dialog). */
  children?: ReactNode;
}) {
  useCatalog(chatCatalog);
  const { t } = useLingui();
  const logRef = useRef<HTMLDivElement>(null);
  const ready = history.data !== undefined;

  // Keep the newest message in view as messages arrive (loading older ones leaves the view where it is).
  const newestId = lastMessageId(history.data ?? []);
  useEffect(() => {
    const log = logRef.current;
    if (ready && log) log.scrollTop = log.scrollHeight;
  }, [newestId, ready]);

  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col rounded-2xl border border-lilac-200 bg-white ${className}`}
    >
      <header className="flex flex-wrap items-center gap-3 border-b border-lilac-100 p-4">
        {lead}
        <div className="mr-auto min-w-0">
          <h2
            id={headingId}
            tabIndex={-1}
            className="text-xl font-bold text-lilac-950 outline-none focus-visible:ring-2 focus-visible:ring-lilac-700"
          >
            {title}
          </h2>
          <p className="text-sm text-neutral-700">{subtitle}</p>
        </div>
        <LiveIndicator status={status} />
        {actions}
      </header>

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={logLabel}
        tabIndex={0}
        className="flex h-[55dvh] min-h-72 flex-col gap-3 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:outline-lilac-700 md:h-[28rem]"
      >
        <ListState
          query={history}
          what={t`the messages`}
          loading={
            <div className="m-auto">
              <Spinner label={t`Loading messages…`} />
            </div>
          }
          isEmpty={(list) => list.length === 0}
          empty={<p className="m-auto max-w-sm text-center text-neutral-600">{emptyText}</p>}
        >
          {(list) => (
            <>
              <LoadMore what={t`messages`} query={older} label={t`Load older messages`} />
              <ol className="flex flex-col gap-3">
                {list.map((message) => (
                  <MessageItem key={message.id} message={message} view={view} />
                ))}
              </ol>
            </>
          )}
        </ListState>
      </div>

      <SendBox {...send} />
      {children}
    </section>
  );
}
