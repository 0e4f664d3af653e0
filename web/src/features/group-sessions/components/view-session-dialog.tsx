import { Trans, useLingui } from '@lingui/react/macro';
import type { GroupSession } from '../../../../../schema/contract/sessions.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
import { AddToCalendarLink, WhatsAppShareLink } from '../../../components/share-links.tsx';
import { ListState } from '../../../components/list/list-state.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { buttonStyles, textLinkStyle } from '../../../components/ui/styles.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { groupSessionsCatalog } from '../locales/catalog.ts';
import { useSessionParticipants } from '../api/sessions.ts';
import { SESSION_TEXTS } from '../session-texts.ts';
import { SessionRatingSummary } from './rate-session.tsx';
import { CategoryChip, SessionFacts, SessionStatusBadge } from '../../../components/sessions/session-bits.tsx';

/** View (spec section 2, built for real): the session's details and who joined it. */
export function ViewSessionDialog({ session, onClose }: { session: GroupSession | null; onClose: () => void }) {
  useCatalog(groupSessionsCatalog);
  const { t } = useLingui();
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
                <span className="font-semibold">
                  <Trans>Meeting link:</Trans>{' '}
                </span>
                <a href={session.meetingLink} target="_blank" rel="noopener noreferrer" className={textLinkStyle}>
                  {session.meetingLink}
                </a>
              </p>
            ) : session.status === 'scheduled' ? (
              <p className="text-sm text-neutral-700">
                <Trans>No meeting link yet. Add one with Edit.</Trans>
              </p>
            ) : null}
            <div className="-mx-2 flex flex-wrap">
              {session.calendarUrl ? <AddToCalendarLink href={session.calendarUrl} title={session.title} /> : null}
              <WhatsAppShareLink href={session.shareUrl} title={session.title} />
            </div>
            {session.meetingLink ? (
              <a
                href={session.meetingLink}
                target="_blank"
                rel="noopener noreferrer"
                className={`${buttonStyles.secondary} justify-self-start`}
              >
                {t(SESSION_TEXTS.joinMeeting)}
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
  useCatalog(groupSessionsCatalog);
  const { t } = useLingui();
  const participants = useSessionParticipants(session.id);
  const { currentParticipants, maxParticipants } = session;
  return (
    <section aria-labelledby="participants-title" className="mt-6 border-t border-lilac-100 pt-4">
      <h3 id="participants-title" className="text-lg font-bold text-lilac-950">
        <Trans>
          Participants ({currentParticipants} / {maxParticipants})
        </Trans>
      </h3>
      <ListState
        query={participants}
        what={t`the participants`}
        loading={<Spinner label={t`Loading participants…`} />}
        isEmpty={(people) => people.length === 0}
        empty={
          <p className="mt-2 text-neutral-700">
            <Trans>No one has joined yet. Share the session to fill your seats.</Trans>
          </p>
        }
      >
        {(people) => (
          <ul className="mt-3 grid gap-2">
            {people.map((person) => {
              const name = `${person.firstName} ${person.lastName}`.trim();
              return (
                <li key={person.userId} className="flex items-center gap-3">
                  <Avatar name={name} src={person.profileImage} size="sm" />
                  <span className="min-w-0">
                    <span className="block font-semibold text-neutral-900">{name}</span>
                    <span className="block text-sm text-neutral-700">
                      <JoinedAt joinedAt={person.joinedAt} />
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </ListState>
    </section>
  );
}

function JoinedAt({ joinedAt }: { joinedAt: string }) {
  useCatalog(groupSessionsCatalog);
  const formats = useFormats();
  const date = formats.date(joinedAt);
  const time = formats.time(joinedAt);
  return (
    <Trans>
      Joined{' '}
      <time dateTime={joinedAt}>
        {date}, {time}
      </time>
    </Trans>
  );
}
