import { useQuery } from '@tanstack/react-query';
import type { GroupSession } from '../../../../../schema/contract/sessions.ts';
import { SESSION_LABELS } from '../../../../../schema/contract/sessions-rules.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { formatDate, formatTime } from '../../../components/date-time.ts';
import { AddToCalendarLink, WhatsAppShareLink } from '../../../components/share-links.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { buttonStyles, textLinkStyle } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { participantsQueryOptions } from '../../group-sessions/api/sessions.ts';
import { SessionRatingSummary } from '../../group-sessions/components/rate-session.tsx';
import { CategoryChip, SessionFacts, SessionStatusBadge } from '../../group-sessions/components/session-bits.tsx';

/** View (spec section 2, built for real): the session's details and who joined it. */
export function ViewSessionDialog({ session, onClose }: { session: GroupSession | null; onClose: () => void }) {
  return (
    <Dialog open={session !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {session ? (
        <DialogContent size="lg">
          <div className="flex flex-wrap items-center gap-2">
            <SessionStatusBadge status={session.status} />
            <CategoryChip category={session.category} />
          </div>
          <DialogTitle className="mt-2">{session.title}</DialogTitle>
          <DialogDescription className="mt-2 whitespace-pre-line">{session.description}</DialogDescription>
          <div className="mt-4 grid gap-3">
            <SessionFacts session={session} />
            <SessionRatingSummary session={session} />
            {session.meetingLink ? (
              <p className="text-sm break-all">
                <span className="font-semibold">Meeting link: </span>
                <a href={session.meetingLink} target="_blank" rel="noopener noreferrer" className={textLinkStyle}>
                  {session.meetingLink}
                </a>
              </p>
            ) : (
              <p className="text-sm text-neutral-700">No meeting link yet. Add one with Edit.</p>
            )}
            <div className="-mx-2 flex flex-wrap">
              {session.calendarUrl ? <AddToCalendarLink href={session.calendarUrl} title={session.title} /> : null}
              <WhatsAppShareLink href={session.shareUrl} title={session.title} />
            </div>
            {session.meetingLink && session.status === 'scheduled' ? (
              <a
                href={session.meetingLink}
                target="_blank"
                rel="noopener noreferrer"
                className={`${buttonStyles.secondary} justify-self-start`}
              >
                {SESSION_LABELS.joinMeeting}
              </a>
            ) : null}
          </div>
          <Participants session={session} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Participants({ session }: { session: GroupSession }) {
  const participants = useQuery(participantsQueryOptions(session.id));
  return (
    <section aria-labelledby="participants-title" className="mt-6 border-t border-lilac-100 pt-4">
      <h3 id="participants-title" className="text-lg font-bold text-lilac-950">
        Participants ({session.currentParticipants} / {session.maxParticipants})
      </h3>
      {participants.isPending ? (
        <Spinner label="Loading participants…" />
      ) : participants.isError ? (
        <p role="alert" className="mt-2 text-red-800">
          {errorMessage(participants.error, 'The participants could not be loaded. Check your connection.')}
        </p>
      ) : participants.data.length === 0 ? (
        <p className="mt-2 text-neutral-700">No one has joined yet. Share the session to fill your seats.</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {participants.data.map((person) => {
            const name = `${person.firstName} ${person.lastName}`.trim();
            return (
              <li key={person.userId} className="flex items-center gap-3">
                <Avatar name={name} src={person.profileImage} size="sm" />
                <span className="min-w-0">
                  <span className="block font-semibold text-neutral-900">{name}</span>
                  <span className="block text-sm text-neutral-700">
                    Joined{' '}
                    <time dateTime={person.joinedAt}>
                      {formatDate(person.joinedAt)}, {formatTime(person.joinedAt)}
                    </time>
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
