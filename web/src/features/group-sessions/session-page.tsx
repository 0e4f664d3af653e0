import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { useSessionPage } from './api/sessions.ts';
import { groupSessionsCatalog } from './locales/catalog.ts';
import { JoinSessionControl } from './components/join-session-control.tsx';
import { SessionRatingSummary } from './components/rate-session.tsx';

const NOT_FOUND = {
  title: msg`Session not found`,
  description: msg`There is no group session at this address. It may have been removed.`,
  back: msg`Find a mentor`,
};

/** The not-found page's texts in the page's language. */
function useNotFound(): NotFound {
  useCatalog(groupSessionsCatalog);
  const { t } = useLingui();
  return {
    title: t(NOT_FOUND.title),
    description: t(NOT_FOUND.description),
    back: { to: paths.mentors, label: t(NOT_FOUND.back) },
  };
}

/**
 * `/group-sessions/{id}`: one group session's page, where share links lead: what it is about, when, who hosts it and
 * how many seats are left, readable without an account. Join asks a visitor to sign in and brings them back here.
 */
export function SessionPage() {
  const id = useItemId();
  const notFound = useNotFound();
  return id === null ? <ItemNotFound {...notFound} /> : <SessionById id={id} />;
}

function SessionById({ id }: { id: number }) {
  const notFound = useNotFound();
  const { t } = useLingui();
  return (
    <ItemPageState query={useSessionPage(id)} what={t`the session`} notFound={notFound}>
      {(session) => <SessionView session={session} />}
    </ItemPageState>
  );
}

function SessionView({ session }: { session: GroupSession }) {
  useCatalog(groupSessionsCatalog);
  const { t } = useLingui();
  const when = formatSastDateTime(session.scheduledAt);
  const mentorName = session.mentor.name;
  const preview = previewText(session.description);
  usePageHead({
    title: session.title,
    description: t`${when}, with ${mentorName}. ${preview}`,
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
      description={t`${when} · Group session with ${mentorName}`}
    >
      <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <section aria-labelledby="session-about" className="flex flex-col gap-4">
          <h2 id="session-about" className="text-xl font-bold text-lilac-950">
            <Trans>About this session</Trans>
          </h2>
          <p className="whitespace-pre-line text-neutral-800">{session.description}</p>
          <Link
            to={mentorPublicPath(session.mentorId)}
            className="flex items-center gap-3 self-start rounded-xl p-2 no-underline hover:bg-lilac-50"
          >
            <Avatar name={session.mentor.name} src={session.mentor.profileImage} size="sm" />
            <span className="min-w-0 text-sm">
              <span className="block text-neutral-700">
                <Trans>Hosted by</Trans>
              </span>
              <span className="block font-semibold text-lilac-900 underline">{session.mentor.name}</span>
              {session.mentor.title ? <span className="block text-neutral-700">{session.mentor.title}</span> : null}
            </span>
          </Link>
        </section>
        <section
          aria-label={t`When and how to join`}
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
