import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { GroupSession } from '../../../../schema/contract/sessions.ts';
import { LoadError } from '../../components/list/list-state.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { buttonStyles } from '../../components/ui/styles.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { paths } from '../../lib/paths.ts';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { useMentorStatus } from '../../lib/auth/mentor-status.ts';
import { roleBadge, type RoleBadge } from '../../lib/auth/roles.ts';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { useDashboard, useMarkWelcomed } from './api/dashboard.ts';
import { CoachDesk, SubscriberPlan } from './components/coaching-sections.tsx';
import { ConnectedMentees } from './components/connected-mentees.tsx';
import { DashboardSessions, PlanComparison, RecommendedMentors, StatCards } from './components/dashboard-sections.tsx';
import { dashboardCatalog } from './locales/catalog.ts';

const badgeStyles: Record<RoleBadge, string> = {
  MENTOR: 'bg-lilac-700 text-white',
  COACH: 'bg-sunshine-300 text-lilac-950',
  MENTEE: 'bg-grass-700 text-white',
};

/** The badge's words: capitals, as the badge has always said them. */
const badgeLabels = { MENTOR: msg`MENTOR`, COACH: msg`COACH`, MENTEE: msg`MENTEE` } as const satisfies Record<
  RoleBadge,
  unknown
>;

/**
 * Widgets owned by other features (notifications, group sessions). A feature never imports another one, so
 * the app layer (app/routes/dashboard-route.tsx) passes them in.
 */
export interface DashboardWidgets {
  notifications: ReactNode;
  calendarFeed: ReactNode;
  /** The join/leave control under each of the first sessions (mentees only). */
  joinControl: (session: GroupSession) => ReactNode;
}

const headingStyle = 'text-3xl font-bold tracking-tight text-lilac-950 sm:text-4xl';

/**
 * "Welcome back" only for someone who has been here before: on the member's first visit the dashboard
 * says "Welcome" and tells the server it has greeted them. Decided once, from the first answer, so the heading
 * never changes while the member reads the page (a join reloads the answer).
 */
function Greeting({ firstName, firstVisit }: { firstName: string; firstVisit: boolean }) {
  useCatalog(dashboardCatalog);
  const [first] = useState(firstVisit);
  const { mutate: markWelcomed } = useMarkWelcomed();
  useEffect(() => {
    if (first) markWelcomed();
  }, [first, markWelcomed]);
  return (
    <h1 className={headingStyle}>
      {first ? <Trans>Welcome, {firstName}</Trans> : <Trans>Welcome back, {firstName}</Trans>}
    </h1>
  );
}

/** The landing page for signed-in users (spec section 2, "Dashboard"), from `GET /api/dashboard`. */
export function DashboardPage({ notifications, calendarFeed, joinControl }: DashboardWidgets) {
  useCatalog(dashboardCatalog);
  const { t } = useLingui();
  useDocumentTitle(t`Dashboard`);
  const { user } = useCurrentUser();
  const mentorStatus = useMentorStatus();
  const dashboard = useDashboard();
  if (!user || mentorStatus.isPending) return <PageSpinner />;

  const data = dashboard.data;
  // The server's badge once it has answered; until then the same rule on what the app already knows.
  const badge = data?.badge ?? roleBadge(user, mentorStatus.data);
  const isMentor = data ? data.isMentor : badge !== 'MENTEE';
  const { firstName } = user;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-center gap-3">
        {data ? (
          <Greeting firstName={user.firstName} firstVisit={data.firstVisit} />
        ) : (
          <h1 className={headingStyle} aria-busy={dashboard.isPending || undefined}>
            {dashboard.isPending ? (
              <Trans>
                <span className="invisible">Welcome back, </span>
                {firstName}
              </Trans>
            ) : (
              <Trans>Welcome, {firstName}</Trans>
            )}
          </h1>
        )}
        <span className={`rounded-full px-3 py-1 text-xs font-bold tracking-wider ${badgeStyles[badge]}`}>
          {t(badgeLabels[badge])}
        </span>
      </div>
      <p className="mt-3 max-w-2xl text-lg text-neutral-700">
        {isMentor
          ? t`Your home for the group sessions you host and the people you mentor.`
          : t`Your home for the group sessions you join and the mentors who can guide you.`}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {isMentor ? (
          <Link to={paths.calendarManagement} className={buttonStyles.primary}>
            <Trans>Manage Sessions</Trans>
          </Link>
        ) : (
          <Link to={paths.groupSessions} className={buttonStyles.primary}>
            <Trans>Find a group session</Trans>
          </Link>
        )}
        <Link to={paths.events} className={buttonStyles.outline}>
          <Trans>See events</Trans>
        </Link>
      </div>

      {dashboard.isError ? (
        // One message for the whole page: every section below reads the same answer.
        <div className="mt-8">
          <LoadError what={t`your dashboard`} error={dashboard.error} onRetry={() => void dashboard.refetch()} />
        </div>
      ) : (
        <div className="mt-8 grid gap-10">
          <StatCards stats={data?.stats} isMentor={isMentor} />
          {isMentor ? (
            <DashboardSessions isMentor joinControl={joinControl} />
          ) : (
            // Recommendations are for mentees; a mentor has their mentees below instead.
            <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
              <DashboardSessions isMentor={false} joinControl={joinControl} />
              <RecommendedMentors />
            </div>
          )}
          {data?.coachDesk ? <CoachDesk desk={data.coachDesk} /> : null}
          {isMentor ? <ConnectedMentees /> : null}
        </div>
      )}

      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        {notifications}
        {calendarFeed}
      </div>

      <div className="mt-10">
        {/* A subscriber sees the plan they pay for; everyone else the free plan beside premium coaching. */}
        {data?.subscription ? (
          <SubscriberPlan subscription={data.subscription} />
        ) : data || dashboard.isError ? (
          <PlanComparison />
        ) : null}
      </div>
    </div>
  );
}
