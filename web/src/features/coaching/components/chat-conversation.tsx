import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../../../schema/contract/auth.ts';
import { COACHING_MESSAGE_MAX_LENGTH, type CoachingConnection } from '../../../../../schema/contract/coaching-rules.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { Conversation } from '../../../components/chat/conversation.tsx';
import { TruncatedText } from '../../../components/with-tooltip.tsx';
import { textLinkStyle } from '../../../components/ui/styles.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useMarkConnectionRead, useReloadConnections } from '../api/connections.ts';
import { fileProblem, useConnectionFiles, useShareFile } from '../api/files.ts';
import { useConversation } from '../api/messages.ts';
import { useCoachingPlans } from '../api/plans.ts';
import {
  attachBlockReason,
  closedPlaceholder,
  connectionStatusLabel,
  formatMessageTime,
  newestIncomingId,
  newestOwnId,
  otherParty,
  sendBlockReason,
} from '../chat-rules.ts';
import { coachingCatalog } from '../locales/catalog.ts';
import { COACHING_TEXTS } from '../subscribe-flow.ts';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
import { AcceptConnectionButton, EndConnectionButton } from './chat-connection-actions.tsx';
import { AttachFileButton, ChatFilesList, MessageBody } from './chat-files.tsx';

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
function sendFailure(error: unknown, i18n: I18n) {
  const reason =
    error instanceof ApiError && (error.status === 403 || error.status === 409) ? error.serverMessage : undefined;
  return { title: i18n._(COACHING_TEXTS.sendFailed), description: reason };
}

/** The contract's COACHING_FILE_MESSAGES.uploadFailed, word for word, so it can be translated. */
const UPLOAD_FAILED = msg`The file could not be shared. Please try again.`;

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
  useCatalog(coachingCatalog);
  const { t, i18n } = useLingui();
  const formats = useFormats();
  const { history, older, status, messages, send, merge } = useConversation(connection);
  const person = otherParty(connection, i18n);
  const personName = person.name;
  const blockReason = sendBlockReason(connection, { subscriptionActive }, i18n);
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
  const attach = useAttachFile(connection, merge);

  return (
    <div className="flex flex-col gap-4">
      <Conversation
        headingId={CONVERSATION_HEADING_ID}
        lead={
          <>
            <Link to={backTo} className={`${textLinkStyle} w-full md:hidden`}>
              <span aria-hidden="true">← </span>
              <Trans>All conversations</Trans>
            </Link>
            <Avatar name={person.name} src={person.profileImage} size="sm" />
          </>
        }
        title={<TruncatedText>{person.name}</TruncatedText>}
        subtitle={`${person.role} · ${connectionStatusLabel(connection, i18n)}`}
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
                <Trans>Check again</Trans>
              </button>
            ) : null}
            {connection.status !== 'ended' ? <EndConnectionButton connection={connection} /> : null}
          </div>
        }
        status={status}
        history={history}
        older={older}
        logLabel={t`Conversation with ${personName}`}
        emptyText={
          blockReason === null
            ? t`No messages yet. Say hello to ${personName}!`
            : t`No messages in this conversation yet.`
        }
        view={{
          isOwn: (message) => message.senderId === user.id,
          authorName: () => person.name,
          formatTime: (iso) => formatMessageTime(iso, formats),
          body: (message, own) => <MessageBody message={message} own={own} />,
          footer: (message, own) =>
            own && message.id === ownNewest && message.readAt !== null ? (
              <p className="text-xs text-neutral-600">
                <Trans>Read</Trans>
              </p>
            ) : null,
        }}
        send={{
          label: t`Message ${personName}`,
          maxLength: COACHING_MESSAGE_MAX_LENGTH,
          onSend: send,
          failure: (error) => sendFailure(error, i18n),
          hint: t`Enter sends. Shift+Enter starts a new line.`,
          closedPlaceholder: closedPlaceholder(connection, i18n),
          attach: (
            <AttachFileButton
              blocked={!attach.ready || attach.reason !== null}
              disabled={blockReason !== null}
              sharing={attach.sharing}
              describedBy={attach.reason !== null || attach.sharing ? attach.noteId : undefined}
              onPick={attach.pick}
            />
          ),
          attachNote: blockReason === null ? <AttachNote connection={connection} attach={attach} /> : null,
          blocked:
            blockReason === null ? null : (
              <>
                <p>{blockReason}</p>
                {connection.myRole === 'mentee' && !subscriptionActive && connection.status === 'active' ? (
                  <Link to={paths.coaching} className={`${textLinkStyle} mt-1 inline-block`}>
                    <Trans>See coaching plans</Trans>
                  </Link>
                ) : null}
              </>
            ),
        }}
      />
      <ChatFilesList connectionId={connection.id} myUserId={user.id} otherName={person.name} />
    </div>
  );
}

/**
 * Attaching a file: whether the plan allows it (the Files list's answer, with the plans that include files to say
 * which), and sharing a picked file, refused at once when the browser can already tell it would be.
 */
function useAttachFile(connection: CoachingConnection, merge: Parameters<typeof useShareFile>[1]) {
  const { t, i18n } = useLingui();
  const files = useConnectionFiles(connection.id);
  const plans = useCoachingPlans();
  const { share, sharing, progress } = useShareFile(connection.id, merge);
  const noteId = useId();
  const plansWithFiles = (plans.data ?? []).filter((plan) => plan.includes_files).map((plan) => plan.name);
  // Nothing is said, and nothing attached, until both have answered (the plans' names are part of the reason); plans
  // that cannot be read are left out of it.
  const ready = files.data !== undefined && (plans.data !== undefined || plans.isError);
  const reason =
    files.data !== undefined && ready
      ? attachBlockReason(connection, { filesAllowed: files.data.filesAllowed, plansWithFiles }, i18n)
      : null;

  async function pick(file: File) {
    const problem = fileProblem(file, i18n);
    try {
      if (problem) throw new Error(problem);
      await share(file);
    } catch (error) {
      const description = problem ?? errorMessage(error, t(UPLOAD_FAILED));
      toast({ title: t`File not shared`, description, variant: 'destructive' });
    }
  }
  return { ready, reason, sharing, progress, noteId, pick };
}

/** Under the send box: how far a file's upload is, or why files cannot be shared here. */
function AttachNote({
  connection,
  attach,
}: {
  connection: CoachingConnection;
  attach: ReturnType<typeof useAttachFile>;
}) {
  useCatalog(coachingCatalog);
  const { t } = useLingui();
  if (attach.sharing) {
    const percent = Math.round((attach.progress ?? 0) * 100);
    return (
      <div id={attach.noteId} role="status" className="mt-2 flex items-center gap-2 text-sm text-neutral-800">
        <progress max={100} value={percent} aria-label={t`Upload progress`} className="h-2 w-32 accent-lilac-700" />
        <Trans>Sharing the file… {percent}%</Trans>
      </div>
    );
  }
  if (attach.reason === null) return null;
  return (
    <p id={attach.noteId} className="mt-2 text-sm text-neutral-700">
      {attach.reason}{' '}
      {connection.myRole === 'mentee' ? (
        <Link to={paths.coaching} className={textLinkStyle}>
          <Trans>See coaching plans</Trans>
        </Link>
      ) : null}
    </p>
  );
}
