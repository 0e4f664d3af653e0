import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DateText } from '../../../components/date-text.tsx';
import { ListState } from '../../../components/list/list-state.tsx';
import { adminApi, refreshAfter, useAdminAction, useAdminRooms, useRoomReports } from '../api/admin.ts';
import { groupReports, personName, type ReportedMessage } from '../admin-display.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { adminCatalog } from '../locales/catalog.ts';
import { ConfirmItemAction, EmptyNote, ItemButton } from './parts.tsx';

function ReportedItem({
  group,
  roomName,
  busy,
  onHide,
  onDismiss,
}: {
  group: ReportedMessage;
  roomName: string;
  busy: boolean;
  onHide: () => void;
  onDismiss: () => void;
}) {
  useCatalog(adminCatalog);
  const { t, i18n } = useLingui();
  const headingId = `reported-${group.message.id}`;
  const author = personName(group.author, i18n);
  const count = group.reports.length;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-2xl border border-lilac-100 bg-white p-4 sm:p-5">
        <h3 id={headingId} className="font-bold text-lilac-950">
          <Trans>
            Message by {author} in {roomName}
          </Trans>
        </h3>
        <p className="text-sm text-neutral-700">
          <Trans>
            Written <DateText value={group.message.createdAt} withTime />
          </Trans>
        </p>
        <blockquote className="mt-3 whitespace-pre-line rounded-lg bg-lilac-50 p-3 text-neutral-900">
          {group.message.content}
        </blockquote>
        <h4 className="mt-3 font-semibold text-neutral-900">
          <Plural value={count} one="Reported by # member" other="Reported by # members" />
        </h4>
        <ul className="mt-1 grid gap-1 text-neutral-800">
          {group.reports.map((report) => (
            <li key={report.id}>
              <span className="font-semibold">{personName(report.reporter, i18n)}</span>: {report.reason}{' '}
              <span className="text-sm text-neutral-600">
                (<DateText value={report.createdAt} withTime />)
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap gap-2">
          <ItemButton item={t`by ${author}`} look="dangerOutline" disabled={busy} onClick={onHide}>
            <Trans>Hide message</Trans>
          </ItemButton>
          <ItemButton item={t`about the message by ${author}`} disabled={busy} onClick={onDismiss}>
            <Plural value={count} one="Dismiss report" other="Dismiss reports" />
          </ItemButton>
        </div>
      </article>
    </li>
  );
}

/** Reported room messages: see the message, its author and reporters; hide it for everyone, or dismiss. */
export function RoomReports() {
  useCatalog(adminCatalog);
  const { t } = useLingui();
  const reports = useRoomReports();
  const rooms = useAdminRooms();
  const [hiding, setHiding] = useState<ReportedMessage | null>(null);
  const roomName = (roomId: number) => rooms.data?.find((room) => room.id === roomId)?.name ?? t`room #${roomId}`;

  const hide = useAdminAction({
    action: (group: ReportedMessage) => adminApi.hideMessage(group.message.id),
    refresh: refreshAfter.reports,
    success: () => ({ title: t`Message hidden`, description: t`It has disappeared from the room for everyone.` }),
    failureTitle: t`Message not hidden`,
  });
  const dismiss = useAdminAction({
    action: async (group: ReportedMessage) => {
      for (const report of group.reports) await adminApi.dismissReport(report.id);
    },
    refresh: refreshAfter.reports,
    success: () => ({ title: t`Reports dismissed`, description: t`The message stays in the room.` }),
    failureTitle: t`Reports not dismissed`,
  });
  const busyId = dismiss.isPending ? dismiss.variables?.message.id : undefined;

  return (
    <div className="grid gap-4">
      <ListState
        query={reports}
        what={t`reported messages`}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyNote>
            <Trans>No reported messages are waiting.</Trans>
          </EmptyNote>
        }
      >
        {(rows) => (
          <ul className="grid gap-4" aria-label={t`Reported messages`}>
            {groupReports(rows).map((group) => (
              <ReportedItem
                key={group.message.id}
                group={group}
                roomName={roomName(group.message.roomId)}
                busy={busyId === group.message.id}
                onHide={() => setHiding(group)}
                onDismiss={() => dismiss.mutate(group)}
              />
            ))}
          </ul>
        )}
      </ListState>
      <ConfirmItemAction
        item={hiding}
        onClose={() => setHiding(null)}
        title={t`Hide this message?`}
        description={t`It disappears from the room for everyone, at once, and its reports are closed.`}
        confirmLabel={t`Hide message`}
        pendingLabel={t`Hiding…`}
        pending={hide.isPending}
        onConfirm={(group, done) => hide.mutate(group, { onSuccess: done })}
      >
        {hiding ? (
          <blockquote className="mt-4 rounded-lg bg-lilac-50 p-3 whitespace-pre-line text-neutral-900">
            {hiding.message.content}
          </blockquote>
        ) : null}
      </ConfirmItemAction>
    </div>
  );
}
