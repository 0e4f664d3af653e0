import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  DASHBOARD_RECOMMENDED_COUNT,
  DASHBOARD_SESSION_COUNT,
  type Dashboard,
  type DashboardStats,
  type RecommendedMentor,
} from '../../../../../schema/contract/dashboard.ts';
import { matchReasonText } from '../../../lib/mentors/mentor-display.ts';
import type { GroupSession } from '../../../../../schema/contract/sessions.ts';
import { DASHBOARD_SESSION_TEXTS, DASHBOARD_STAT_TEXTS } from '../dashboard-texts.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { PlanCard } from '../../../components/check-list.tsx';
import { ListState } from '../../../components/list/list-state.tsx';
import type { ListQuery } from '../../../lib/list-query.ts';
import { SkeletonGrid } from '../../../components/list/skeleton-grid.tsx';
import { buttonStyles, smallButtonStyles, textLinkStyle } from '../../../components/ui/styles.ts';
import { paths } from '../../../lib/paths.ts';
import { SessionFacts, SessionStatusBadge } from '../../../components/sessions/session-bits.tsx';
import { mentorSessionsPath } from '../../../lib/mentors/mentor-display.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { useDashboard } from '../api/dashboard.ts';
import { dashboardCatalog } from '../locales/catalog.ts';
import { TitledSection } from '../../../components/page-sections.tsx';

export const sectionTitle = 'text-2xl font-bold tracking-tight text-lilac-950';
const card = 'rounded-2xl border border-lilac-100 bg-white p-4';

// ---------------------------------------------------------------------------------------------------------------
// The four numbers

const STAT_KEYS = ['upcomingSessions', 'connections', 'eventsRegistered', 'learningPaths'] as const;

export function StatCards({ stats, isMentor }: { stats: DashboardStats | undefined; isMentor: boolean }) {
  useCatalog(dashboardCatalog);
  const { t } = useLingui();
  const labels = DASHBOARD_STAT_TEXTS[isMentor ? 'mentor' : 'mentee'];
  return (
    <TitledSection id="stats-title" title={t`Your numbers`} titleClassName="sr-only">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={stats ? undefined : true}>
        {STAT_KEYS.map((key) => (
          // The number first on screen, the label first when read; every number on the same line however the
          // labels wrap (justify-end is the top of a reversed column).
          <li key={key} className={`${card} flex flex-col-reverse justify-end gap-1`}>
            <span className="text-sm font-semibold text-neutral-700">{t(labels[key])}</span>
            {stats ? (
              <span className="text-3xl font-bold text-lilac-900">{stats[key]}</span>
            ) : (
              <span aria-hidden="true" className="block h-9 w-12 animate-pulse rounded bg-lilac-100" />
            )}
          </li>
        ))}
      </ul>
      {stats && !stats.learningPathsChosen ? (
        <p className="mt-2 text-sm text-neutral-700">
          <StarterPathsNote starterPaths={stats.learningPaths} />
        </p>
      ) : null}
    </TitledSection>
  );
}

/** Under the numbers while the member has chosen no learning paths: the count is of the starter paths. */
function StarterPathsNote({ starterPaths }: { starterPaths: number }) {
  useCatalog(dashboardCatalog);
  return (
    <Trans>
      Learning paths shows our {starterPaths} starter paths.{' '}
      <Link to={paths.editProfile} className={textLinkStyle}>
        Choose your own
      </Link>
    </Trans>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The first three sessions

type JoinControl = (session: GroupSession) => ReactNode;

function DashboardSession({
  session,
  isMentor,
  joinControl,
}: {
  session: GroupSession;
  isMentor: boolean;
  joinControl: JoinControl;
}) {
  useCatalog(dashboardCatalog);
  const titleId = `dashboard-session-${session.id}`;
  const { title } = session;
  const mentorName = session.mentor.name;
  return (
    <article aria-labelledby={titleId} className={`${card} flex flex-col gap-3`}>
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="text-lg leading-snug font-bold text-lilac-950">
          {session.title}
        </h3>
        {session.status !== 'scheduled' ? <SessionStatusBadge status={session.status} /> : null}
      </div>
      {isMentor ? null : (
        <p className="text-sm text-neutral-700">
          <Trans>with {mentorName}</Trans>
        </p>
      )}
      <SessionFacts session={session} />
      <div className="mt-1">
        {isMentor ? (
          <Link to={paths.calendarManagement} className={smallButtonStyles.outline}>
            <Trans>
              Manage<span className="sr-only">: {title}</span>
            </Trans>
          </Link>
        ) : (
          joinControl(session)
        )}
      </div>
    </article>
  );
}

/** A section's cards, one under the other: stand-in cards (`skeleton` sets their height) while the answer loads. */
function CardList<Item extends { id: number }>({
  query,
  what,
  count,
  skeleton,
  empty,
  children,
}: {
  query: ListQuery<Item[]>;
  what: string;
  count: number;
  skeleton: string;
  empty: ReactNode;
  children: (item: Item) => ReactNode;
}) {
  return (
    <ListState
      query={query}
      what={what}
      loading={
        <SkeletonGrid count={count} className="grid gap-3">
          <div className={`${card} ${skeleton} animate-pulse bg-lilac-50`} />
        </SkeletonGrid>
      }
      isEmpty={(list) => list.length === 0}
      empty={empty}
    >
      {(list) => (
        <ul className="grid gap-3">
          {list.map((item) => (
            <li key={item.id}>{children(item)}</li>
          ))}
        </ul>
      )}
    </ListState>
  );
}

const selectSessions = (dashboard: Dashboard) => dashboard.sessions;
const selectRecommended = (dashboard: Dashboard) => dashboard.recommendedMentors;

export function DashboardSessions({ isMentor, joinControl }: { isMentor: boolean; joinControl: JoinControl }) {
  useCatalog(dashboardCatalog);
  const { t } = useLingui();
  const sessions = useDashboard(selectSessions);
  return (
    <section aria-labelledby="dashboard-sessions-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="dashboard-sessions-title" className={sectionTitle}>
          {isMentor ? t`Your Sessions` : t`Available Sessions`}
        </h2>
        {isMentor ? (
          <Link to={paths.calendarManagement} className={textLinkStyle}>
            <Trans>Manage Sessions</Trans>
          </Link>
        ) : (
          <Link to={paths.groupSessions} className={textLinkStyle}>
            <Trans>See all sessions</Trans>
          </Link>
        )}
      </div>
      <div className="mt-4">
        <CardList
          query={sessions}
          what={t`your sessions`}
          count={DASHBOARD_SESSION_COUNT}
          skeleton="h-36"
          empty={
            <div className={`${card} p-6 text-center`}>
              <p role="status" className="text-lg font-bold text-lilac-950">
                {t(isMentor ? DASHBOARD_SESSION_TEXTS.noneCreated : DASHBOARD_SESSION_TEXTS.noneAvailable)}
              </p>
              <Link to={isMentor ? paths.calendarManagement : paths.mentors} className={`${buttonStyles.primary} mt-4`}>
                {isMentor ? t(DASHBOARD_SESSION_TEXTS.createFirst) : t`Browse mentors`}
              </Link>
            </div>
          }
        >
          {(session) => <DashboardSession session={session} isMentor={isMentor} joinControl={joinControl} />}
        </CardList>
      </div>
    </section>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Recommended for You

/** Mentors matched to a mentee (the server recommends none to a mentor: they are not looking for one). */
export function RecommendedMentors() {
  useCatalog(dashboardCatalog);
  const { t } = useLingui();
  const mentors = useDashboard(selectRecommended);
  return (
    <TitledSection id="recommended-title" title={t`Recommended for You`} titleClassName={sectionTitle}>
      <div className="mt-4">
        <CardList
          query={mentors}
          what={t`your recommended mentors`}
          count={DASHBOARD_RECOMMENDED_COUNT}
          skeleton="h-40"
          empty={
            <p className={`${card} text-neutral-700`}>
              <Trans>No mentors to recommend yet. New mentors join every week.</Trans>
            </p>
          }
        >
          {(mentor) => <RecommendedMentorCard mentor={mentor} />}
        </CardList>
      </div>
    </TitledSection>
  );
}

function RecommendedMentorCard({ mentor }: { mentor: RecommendedMentor }) {
  useCatalog(dashboardCatalog);
  const { i18n } = useLingui();
  const nameId = `recommended-${mentor.id}`;
  const mentorName = mentor.name;
  const why = matchReasonText(mentor.matchedOn, i18n);
  return (
    <article aria-labelledby={nameId} className={`${card} flex flex-col gap-3`}>
      <div className="flex gap-3">
        <Avatar name={mentor.name} src={mentor.profileImage} size="sm" />
        <div className="min-w-0">
          <h3 id={nameId} className="font-bold text-lilac-950">
            {mentor.name}
          </h3>
          <p className="text-sm text-neutral-700">{mentor.title}</p>
          <p className="text-sm text-neutral-600">{mentor.location}</p>
        </div>
      </div>
      <p className="text-neutral-800">{mentor.description}</p>
      {why ? (
        <p className="self-start rounded-full bg-grass-100 px-2.5 py-0.5 text-xs font-semibold text-grass-900">{why}</p>
      ) : null}
      <Link to={mentorSessionsPath(mentor.id)} className={`${smallButtonStyles.outline} self-start`}>
        <Trans>
          See sessions<span className="sr-only"> by {mentorName}</span>
        </Trans>
      </Link>
    </article>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The plan comparison

const FREE_PLAN = [msg`Group sessions with mentors`, msg`Events, journeys and community rooms`, msg`AI Income Advisor`];
const PREMIUM_PLAN = [
  msg`Everything in free`,
  msg`One-on-one sessions with a coach`,
  msg`Private chat with your coach`,
];

export function PlanComparison() {
  useCatalog(dashboardCatalog);
  const { t } = useLingui();
  return (
    <TitledSection id="plans-title" title={t`Your plan`} titleClassName={sectionTitle}>
      <div className="mt-4 grid gap-3 md:grid-cols-2">
        <PlanCard name={t`Free group mentorship`} price={t`R0, always`} items={FREE_PLAN.map((item) => t(item))} />
        {/* Spec section 8 quotes coaching at R299 per month. */}
        <PlanCard name={t`Premium coaching`} price={t`R299/month`} items={PREMIUM_PLAN.map((item) => t(item))} premium>
          <Link to={paths.coaching} className={`${buttonStyles.premium} mt-4`}>
            <Trans>See coaching plans</Trans>
          </Link>
        </PlanCard>
      </div>
    </TitledSection>
  );
}
