import type { GroupSession } from '../../../../../schema/contract/sessions.ts';
import { waitingLabel } from '../../../../../schema/contract/waitlist-rules.ts';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { SessionRatingSummary } from './rate-session.tsx';
import {
  CategoryChip,
  MeetingLink,
  SessionFacts,
  SessionStatusBadge,
} from '../../../components/sessions/session-bits.tsx';

const small = 'min-h-11 px-4 py-2';

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
  const titleId = `calendar-session-${session.id}-title`;
  const sr = <span className="sr-only">: {session.title}</span>;
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
        <p className="text-sm text-neutral-800">{waitingLabel(session.waitlistCount)} for a seat</p>
      ) : null}
      <SessionRatingSummary session={session} />
      {session.meetingLink ? <MeetingLink url={session.meetingLink} title={session.title} /> : null}
      <div className="mt-auto flex flex-wrap gap-2 border-t border-lilac-100 pt-3">
        <button
          type="button"
          onClick={() => onView(session)}
          aria-haspopup="dialog"
          className={`${buttonStyles.outline} ${small}`}
        >
          View{sr}
        </button>
        {isEditable(session) ? (
          <>
            <button
              type="button"
              onClick={() => onEdit(session)}
              aria-haspopup="dialog"
              className={`${buttonStyles.outline} ${small}`}
            >
              Edit{sr}
            </button>
            <button
              type="button"
              onClick={() => onCancel(session)}
              aria-haspopup="dialog"
              className={`${buttonStyles.outline} ${small}`}
            >
              Cancel session{sr}
            </button>
          </>
        ) : null}
        <button
          type="button"
          onClick={() => onDelete(session)}
          aria-haspopup="dialog"
          className={`${buttonStyles.outline} ${small} border-red-700 text-red-800 hover:bg-red-50`}
        >
          Delete{sr}
        </button>
      </div>
    </article>
  );
}
