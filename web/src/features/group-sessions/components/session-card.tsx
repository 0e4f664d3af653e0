import { Trans } from '@lingui/react/macro';
import type { GroupSession } from '../../../../../schema/contract/sessions.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { CardFooter } from '../../../components/share-links.tsx';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { groupSessionsCatalog } from '../locales/catalog.ts';
import { JoinSessionControl } from './join-session-control.tsx';
import { RateSession, SessionRatingSummary } from './rate-session.tsx';
import {
  CategoryChip,
  MeetingLink,
  SeatCard,
  SessionFacts,
  SessionStatusBadge,
} from '../../../components/sessions/session-bits.tsx';

/**
 * A group session on the group sessions page (spec section 2): mentor, date and time in Johannesburg time,
 * duration, 'current / max participants', the join action, the meeting link for people who joined, "Add to
 * calendar", "Share on WhatsApp", and the rating once it has ended.
 */
export function SessionCard({ session, highlighted = false }: { session: GroupSession; highlighted?: boolean }) {
  useCatalog(groupSessionsCatalog);
  const categoryAndStatus = (
    <div className="flex flex-wrap items-center gap-2">
      <CategoryChip category={session.category} />
      {session.status !== 'scheduled' ? <SessionStatusBadge status={session.status} /> : null}
    </div>
  );
  return (
    <SeatCard title={session.title} highlighted={highlighted} top={categoryAndStatus}>
      <div className="flex items-center gap-3">
        <Avatar name={session.mentor.name} src={session.mentor.profileImage} size="sm" />
        <p className="min-w-0 text-sm">
          <span className="sr-only">
            <Trans>Mentor:</Trans>{' '}
          </span>
          <span className="font-semibold text-neutral-900">{session.mentor.name}</span>
          {session.mentor.title ? <span className="block text-neutral-700">{session.mentor.title}</span> : null}
        </p>
      </div>
      <SessionFacts session={session} />
      <p className="line-clamp-4 text-neutral-800">{session.description}</p>

      {/* The server sends the link only while the session is still to run. */}
      {session.meetingLink ? (
        <MeetingLink url={session.meetingLink} title={session.title} />
      ) : session.hasMeetingLink && session.status === 'scheduled' ? (
        <p className="text-sm text-neutral-700">
          <Trans>The video link shows here once you join.</Trans>
        </p>
      ) : null}

      <SessionRatingSummary session={session} />
      <RateSession session={session} />

      <CardFooter item={session}>
        <JoinSessionControl session={session} />
      </CardFooter>
    </SeatCard>
  );
}
