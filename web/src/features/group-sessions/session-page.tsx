import { Link } from 'react-router';
import { formatSastDateTime, mentorPublicPath, sessionPublicPath } from '../../../../schema/contract/share.ts';
import type { GroupSession } from '../../../../schema/contract/sessions.ts';
import { Avatar } from '../../components/avatar.tsx';
import { ItemNotFound, ItemPageState, previewText, useItemId, type NotFound } from '../../components/item-page.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import {
  CategoryChip,
  MeetingLink,
  SessionFacts,
  SessionStatusBadge,
} from '../../components/sessions/session-bits.tsx';
import { CardFooter } from '../../components/share-links.tsx';
import { usePageHead } from '../../lib/page-head.ts';
import { paths } from '../../lib/paths.ts';
import { useSessionPage } from './api/sessions.ts';
import { JoinSessionControl } from './components/join-session-control.tsx';
import { SessionRatingSummary } from './components/rate-session.tsx';

const NOT_FOUND: NotFound = {
  title: 'Session not found',
  description: 'There is no group session at this address. It may have been removed.',
  back: { to: paths.mentors, label: 'Find a mentor' },
};

/**
 * `/group-sessions/{id}`: one group session's page, where share links lead: what it is about, when, who hosts it and
 * how many seats are left, readable without an account. Join asks a visitor to sign in and brings them back here.
 */
export function SessionPage() {
  const id = useItemId();
  return id === null ? <ItemNotFound {...NOT_FOUND} /> : <SessionById id={id} />;
}

function SessionById({ id }: { id: number }) {
  return (
    <ItemPageState query={useSessionPage(id)} what="the session" notFound={NOT_FOUND}>
      {(session) => <SessionView session={session} />}
    </ItemPageState>
  );
}

function SessionView({ session }: { session: GroupSession }) {
  usePageHead({
    title: session.title,
    description: `${formatSastDateTime(session.scheduledAt)}, with ${session.mentor.name}. ${previewText(session.description)}`,
    image: session.mentor.profileImage,
    path: sessionPublicPath(session.id),
  });
  return (
    <PageFrame
      eyebrow={
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <CategoryChip category={session.category} />
          <SessionStatusBadge status={session.status} />
        </div>
      }
      title={session.title}
      description={`${formatSastDateTime(session.scheduledAt)} · Group session with ${session.mentor.name}`}
    >
      <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <section aria-labelledby="session-about" className="flex flex-col gap-4">
          <h2 id="session-about" className="text-xl font-bold text-lilac-950">
            About this session
          </h2>
          <p className="whitespace-pre-line text-neutral-800">{session.description}</p>
          <Link
            to={mentorPublicPath(session.mentorId)}
            className="flex items-center gap-3 self-start rounded-xl p-2 no-underline hover:bg-lilac-50"
          >
            <Avatar name={session.mentor.name} src={session.mentor.profileImage} size="sm" />
            <span className="min-w-0 text-sm">
              <span className="block text-neutral-700">Hosted by</span>
              <span className="block font-semibold text-lilac-900 underline">{session.mentor.name}</span>
              {session.mentor.title ? <span className="block text-neutral-700">{session.mentor.title}</span> : null}
            </span>
          </Link>
        </section>
        <section
          aria-label="When and how to join"
          className="flex flex-col gap-3 rounded-2xl border border-lilac-100 bg-white p-4 shadow-sm"
        >
          <SessionFacts session={session} />
          <SessionRatingSummary session={session} />
          {session.meetingLink && session.status === 'scheduled' ? (
            <MeetingLink url={session.meetingLink} title={session.title} />
          ) : null}
          <CardFooter item={session}>
            <JoinSessionControl session={session} />
          </CardFooter>
        </section>
      </div>
    </PageFrame>
  );
}
