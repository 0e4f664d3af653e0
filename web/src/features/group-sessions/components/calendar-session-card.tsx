import { Plural, Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { GroupSession } from '../../../../../schema/contract/sessions.ts';
import { smallButtonStyles } from '../../../components/ui/styles.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { groupSessionsCatalog } from '../locales/catalog.ts';
import { SessionRatingSummary } from './rate-session.tsx';
import {
  CategoryChip,
  MeetingLink,
  SessionFacts,
  SessionStatusBadge,
} from '../../../components/sessions/session-bits.tsx';

/** A card action, opening a dialog about the session; screen readers hear which one ("Edit: Pricing 101"). */
function SessionAction({
  session,
  onClick,
  look = 'outline',
  children,
}: {
  session: GroupSession;
  onClick: (session: GroupSession) => void;
  look?: 'outline' | 'dangerOutline';
  children: ReactNode;
}) {
  return (
    <button type="button" onClick={() => onClick(session)} aria-haspopup="dialog" className={smallButtonStyles[look]}>
      {children}
      <span className="sr-only">: {session.title}</span>
    </button>
  );
}

/** Whether the host may still change a session (the server's rule: scheduled and not ended). */
export const isEditable = (session: GroupSession) =>
  session.status === 'scheduled' && Date.parse(session.endsAt) > Date.now();

/**
 * One card of the calendar grid (spec section 2): title, status badge, description, date, time with the duration
 * in minutes, 'current / max participants', 'Join Meeting' when there is a link, location and category, and the
 * View, Edit, Cancel (while it can still happen: it stays, marked cancelled) and Delete actions.
 */
export function CalendarSessionCard({
  session,
  onView,
  onEdit,
  onCancel,
  onDelete,
}: {
  session: GroupSession;
  onView: (session: GroupSession) => void;
  onEdit: (session: GroupSession) => void;
  onCancel: (session: GroupSession) => void;
  onDelete: (session: GroupSession) => void;
}) {
  useCatalog(groupSessionsCatalog);
  const titleId = `calendar-session-${session.id}-title`;
  const waiting = session.waitlistCount;
  return (
    <article
      aria-labelledby={titleId}
      tabIndex={-1}
      className="flex h-full flex-col gap-3 rounded-2xl border border-lilac-100 bg-white p-4 shadow-sm outline-none focus-visible:ring-4 focus-visible:ring-lilac-300"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="text-lg leading-snug font-bold text-lilac-950">
          {session.title}
        </h3>
        <SessionStatusBadge status={session.status} />
      </div>
      <CategoryChip category={session.category} />
      <p className="line-clamp-3 text-neutral-800">{session.description}</p>
      <SessionFacts session={session} />
      {session.waitlistCount > 0 ? (
        <p className="text-sm text-neutral-800">
          <Plural value={waiting} one="# person waiting for a seat" other="# people waiting for a seat" />
        </p>
      ) : null}
      <SessionRatingSummary session={session} />
      {session.meetingLink ? <MeetingLink url={session.meetingLink} title={session.title} /> : null}
      <div className="mt-auto flex flex-wrap gap-2 border-t border-lilac-100 pt-3">
        <SessionAction session={session} onClick={onView}>
          <Trans>View</Trans>
        </SessionAction>
        {isEditable(session) ? (
          <>
            <SessionAction session={session} onClick={onEdit}>
              <Trans>Edit</Trans>
            </SessionAction>
            <SessionAction session={session} onClick={onCancel}>
              <Trans>Cancel session</Trans>
            </SessionAction>
          </>
        ) : null}
        <SessionAction session={session} onClick={onDelete} look="dangerOutline">
          <Trans>Delete</Trans>
        </SessionAction>
      </div>
    </article>
  );
}
