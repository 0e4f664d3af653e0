import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../../../schema/contract/auth.ts';
import type { Room, RoomMessage } from '../../../../../schema/contract/community.ts';
import { MAX_MESSAGE_LENGTH } from '../../../../../schema/contract/community-rules.ts';
import { Conversation } from '../../../components/chat/conversation.tsx';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
import { textLinkStyle } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { useRoomMessages } from '../api/room-messages.ts';
import { communityCatalog } from '../locales/catalog.ts';

// Loaded when someone reports a message: it carries the form kit and the contract's validation, which every
// visit to a room would otherwise download.
const ReportMessageDialog = lazy(() =>
  import('./report-message-dialog.tsx').then((m) => ({ default: m.ReportMessageDialog })),
);

/** The live chat of one room the user has joined: every member reads and writes; others' messages can be reported. */
export function RoomChat({ room, user }: { room: Room; user: CurrentUser }) {
  useCatalog(communityCatalog);
  const { t } = useLingui();
  const formats = useFormats();
  const roomName = room.name;
  const memberCount = room.memberCount;
  const { history, older, status, send, removeLocally } = useRoomMessages(room.id);
  const [reporting, setReporting] = useState<RoomMessage | null>(null);

  return (
    <Conversation
      className="mt-6"
      headingId="room-title"
      title={room.name}
      subtitle={t(msg`${plural(memberCount, { one: '# member', other: '# members' })}`)}
      actions={
        <Link to={paths.community} className={textLinkStyle}>
          <Trans>All rooms</Trans>
        </Link>
      }
      status={status}
      history={history}
      older={older}
      logLabel={t`Messages in ${roomName}`}
      emptyText={t`No messages yet. Say hello and start the conversation!`}
      view={{
        isOwn: (message) => message.userId === user.id,
        authorName: (message) => message.authorName,
        formatTime: formats.messageTime,
        footer: (message, own) => {
          if (own) return null;
          const authorName = message.authorName;
          return (
            <button type="button" className="text-xs text-neutral-600 underline" onClick={() => setReporting(message)}>
              <Trans>
                Report<span className="sr-only"> message from {authorName}</span>
              </Trans>
            </button>
          );
        },
      }}
      send={{
        label: t`Message ${roomName}`,
        maxLength: MAX_MESSAGE_LENGTH,
        onSend: send,
        failure: (error) => ({
          title: t`Failed to send message`,
          description: errorMessage(error, t`Please try again.`),
        }),
      }}
    >
      {reporting ? (
        <Suspense fallback={null}>
          <ReportMessageDialog message={reporting} onClose={() => setReporting(null)} onReported={removeLocally} />
        </Suspense>
      ) : null}
    </Conversation>
  );
}
