import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { MySessionEntry } from '../../../../schema/contract/sessions.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { SignInRequired } from '../../components/sign-in-required.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { buttonStyles, textLinkStyle } from '../../components/ui/styles.ts';
import { readId } from '../../lib/read-id.ts';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { useMentorStatus } from '../../lib/auth/mentor-status.ts';
import { isMentorUser } from '../../lib/auth/roles.ts';
import { SIGN_IN_PROMPTS } from '../../lib/auth/sign-in-prompt.ts';
import { useMentorName, useMySessions, useSession, useSessionList } from './api/sessions.ts';
import { SessionCard } from './components/session-card.tsx';
import { EmptyState, SessionList } from './components/session-list.tsx';
import { SharedWithYou } from '../../components/shared-with-you.tsx';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { groupSessionsCatalog } from './locales/catalog.ts';
import { SESSION_TEXTS } from './session-texts.ts';

// The create form (and the dialog code under it) downloads only when a mentor opens it.
const loadCreateDialog = () => import('./components/session-form-dialog.tsx');
const SessionFormDialog = lazy(() => loadCreateDialog().then((m) => ({ default: m.SessionFormDialog })));

const TITLE = msg`Group Sessions`;
const DESCRIPTION = msg`Free group mentorship sessions: join one, or create one if you are a mentor.`;

/**
 * `/group-sessions` (spec section 2): sign-in required. `?mentor={id}` shows one mentor's sessions,
 * `?session={id}` (where share links and calendar entries point) shows that session first, `?view=mine` the
 * sessions the user joined (with Leave, and ratings after they ended).
 */
export function GroupSessionsPage() {
  useCatalog(groupSessionsCatalog);
  const { t } = useLingui();
  const { isLoading, isSignedIn } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (!isSignedIn) {
    return (
      <SignInRequired
        title={t(TITLE)}
        description={t(DESCRIPTION)}
        prompt={SIGN_IN_PROMPTS.mentors}
        reason={t`Sign in to see and join group sessions.`}
      />
    );
  }
  return <SignedInSessions />;
}

function SignedInSessions() {
  useCatalog(groupSessionsCatalog);
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const { user } = useCurrentUser();
  const mentorStatus = useMentorStatus();
  const isMentor = isMentorUser(user, mentorStatus.data);
  const [creating, setCreating] = useState(false);
  const [createOpened, setCreateOpened] = useState(false);

  const mentorId = readId(params.get('mentor'));
  const sharedId = readId(params.get('session'));
  const view = params.get('view') === 'mine' ? 'mine' : 'upcoming';

  const viewLink = (next: 'upcoming' | 'mine') => {
    const search = new URLSearchParams(params);
    search.delete('session');
    if (next === 'mine') search.set('view', 'mine');
    else search.delete('view');
    const text = search.toString();
    return `${paths.groupSessions}${text ? `?${text}` : ''}`;
  };

  return (
    <PageFrame title={t(TITLE)} description={t(DESCRIPTION)}>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label={t`Which sessions`} className="flex gap-1 rounded-xl bg-lilac-100 p-1">
          {(['upcoming', 'mine'] as const).map((option) => (
            <Link
              key={option}
              to={viewLink(option)}
              replace
              aria-current={view === option ? 'page' : undefined}
              className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg px-4 font-semibold text-lilac-900 no-underline aria-[current=page]:bg-white aria-[current=page]:shadow-sm sm:flex-none"
            >
              {option === 'upcoming' ? t`Upcoming` : t`My sessions`}
            </Link>
          ))}
        </nav>
        {isMentor ? (
          <div className="flex flex-wrap items-center gap-3">
            <Link to={paths.calendarManagement} className={textLinkStyle}>
              <Trans>Calendar Management</Trans>
            </Link>
            <button
              type="button"
              aria-haspopup="dialog"
              onPointerEnter={() => void loadCreateDialog()}
              onFocus={() => void loadCreateDialog()}
              onClick={() => {
                setCreateOpened(true);
                setCreating(true);
              }}
              className={buttonStyles.primary}
            >
              <Trans>Create Session</Trans>
            </button>
          </div>
        ) : null}
      </div>

      {sharedId ? (
        <SharedSession id={sharedId} onDismiss={() => setParams(withoutParam(params, 'session'), { replace: true })} />
      ) : null}

      <section aria-labelledby="session-list-title" className="mt-6">
        {view === 'mine' ? (
          <>
            <h2 id="session-list-title" className="mb-4 text-2xl font-bold text-lilac-950">
              <Trans>Sessions you joined</Trans>
            </h2>
            <MySessions />
          </>
        ) : (
          <>
            {mentorId ? (
              <MentorFilterBanner
                mentorId={mentorId}
                onClear={() => setParams(withoutParam(params, 'mentor'), { replace: true })}
              />
            ) : (
              <h2 id="session-list-title" className="mb-4 text-2xl font-bold text-lilac-950">
                <Trans>Upcoming sessions</Trans>
              </h2>
            )}
            <UpcomingSessions
              mentorId={mentorId}
              onClear={() => setParams(withoutParam(params, 'mentor'), { replace: true })}
            />
          </>
        )}
      </section>

      {isMentor && createOpened ? (
        <Suspense fallback={null}>
          <SessionFormDialog screen="group" open={creating} onOpenChange={setCreating} />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}

function withoutParam(params: URLSearchParams, key: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(key);
  return next;
}

function UpcomingSessions({ mentorId, onClear }: { mentorId: number | null; onClear: () => void }) {
  useCatalog(groupSessionsCatalog);
  const { t } = useLingui();
  const query = useSessionList(mentorId);
  return (
    <SessionList
      query={query}
      toSession={(session) => session}
      renderCard={(session) => <SessionCard session={session} />}
      empty={
        <EmptyState title={t(SESSION_TEXTS.noneAvailable)}>
          <p className="mt-2 text-neutral-700">
            {mentorId
              ? t`This mentor has no upcoming sessions right now.`
              : t`New sessions are added every week. Browse mentors to find one whose sessions you would like.`}
          </p>
          {mentorId ? (
            <button type="button" onClick={onClear} className={`${buttonStyles.primary} mt-5`}>
              <Trans>Show all sessions</Trans>
            </button>
          ) : (
            <Link to={paths.mentors} className={`${buttonStyles.primary} mt-5`}>
              <Trans>Browse mentors</Trans>
            </Link>
          )}
        </EmptyState>
      }
    />
  );
}

function MySessions() {
  useCatalog(groupSessionsCatalog);
  const { t } = useLingui();
  const query = useMySessions();
  return (
    <SessionList
      query={query}
      toSession={(entry: MySessionEntry) => entry.session}
      renderCard={(session) => <SessionCard session={session} />}
      empty={
        <EmptyState title={t`You have not joined any sessions yet`}>
          <p className="mt-2 text-neutral-700">
            <Trans>Join a free group session and it will show here.</Trans>
          </p>
          <Link to={paths.groupSessions} replace className={`${buttonStyles.primary} mt-5`}>
            <Trans>See upcoming sessions</Trans>
          </Link>
        </EmptyState>
      }
    />
  );
}

/** "Upcoming sessions by {mentor}" with a way back to every session. */
function MentorFilterBanner({ mentorId, onClear }: { mentorId: number; onClear: () => void }) {
  useCatalog(groupSessionsCatalog);
  const { t } = useLingui();
  // The filtered list (the same cache entry the grid reads) usually names the mentor already.
  const list = useSessionList(mentorId);
  const listed = list.isPlaceholderData ? undefined : list.data?.pages[0]?.items[0]?.mentor.name;
  // No upcoming session to read it from: one small read of their latest session (404 for an unknown mentor).
  const named = useMentorName(mentorId, { enabled: list.isSuccess && !list.isPlaceholderData && !listed });
  const name = listed ?? named.data;
  const notFound = named.error instanceof ApiError && named.error.status === 404;
  return (
    <div className="mb-4 flex flex-col gap-3 rounded-2xl bg-lilac-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <h2 id="session-list-title" className="text-xl font-bold text-lilac-950">
        {notFound ? t`Mentor not found` : name ? t`Upcoming sessions by ${name}` : t`Upcoming sessions by this mentor`}
      </h2>
      <button type="button" onClick={onClear} className={`${buttonStyles.outline} shrink-0`}>
        <Trans>Show all sessions</Trans>
      </button>
    </div>
  );
}

/** The session a share link or calendar entry points at, shown first. */
function SharedSession({ id, onDismiss }: { id: number; onDismiss: () => void }) {
  useCatalog(groupSessionsCatalog);
  const { t } = useLingui();
  return (
    <SharedWithYou
      what={t`session`}
      query={useSession(id)}
      goneMessage={t`This session no longer exists. It may have been cancelled.`}
      onDismiss={onDismiss}
    >
      {(session) => <SessionCard session={session} highlighted />}
    </SharedWithYou>
  );
}
