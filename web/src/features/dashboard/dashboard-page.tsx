import { Link } from 'react-router';
import { PageSpinner } from '../../components/spinner.tsx';
import { buttonStyles } from '../../components/ui/styles.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { useCurrentUser } from '../auth/api/current-user.ts';
import { useMentorStatus } from '../auth/api/mentor-status.ts';
import { roleBadge, type RoleBadge } from '../auth/roles.ts';
import { CalendarFeedCard } from '../calendar/components/calendar-feed-card.tsx';
import { NotificationsPanel } from '../notifications/notifications-panel.tsx';
import { useDashboard } from './api/dashboard.ts';
import { DashboardSessions, PlanComparison, RecommendedMentors, StatCards } from './components/dashboard-sections.tsx';

const badgeStyles: Record<RoleBadge, string> = {
  MENTOR: 'bg-lilac-700 text-white',
  COACH: 'bg-sunshine-300 text-lilac-950',
  MENTEE: 'bg-grass-700 text-white',
};

/** The landing page for signed-in users (spec section 2, "Dashboard"), from `GET /api/dashboard`. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useCurrentUser();
  const mentorStatus = useMentorStatus();
  const dashboard = useDashboard();
  if (!user || mentorStatus.isPending) return <PageSpinner />;

  const data = dashboard.data;
  // The server's badge once it has answered; until then the same rule on what the app already knows.
  const badge = data?.badge ?? roleBadge(user, mentorStatus.data);
  const isMentor = data ? data.isMentor : badge !== 'MENTEE';

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-lilac-950 sm:text-4xl">Welcome back, {user.firstName}</h1>
        <span className={`rounded-full px-3 py-1 text-xs font-bold tracking-wider ${badgeStyles[badge]}`}>{badge}</span>
      </div>
      <p className="mt-3 max-w-2xl text-lg text-neutral-700">
        {isMentor
          ? 'Your home for the group sessions you host and the people you mentor.'
          : 'Your home for the group sessions you join and the mentors who can guide you.'}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {isMentor ? (
          <Link to={paths.calendarManagement} className={buttonStyles.primary}>
            Manage Sessions
          </Link>
        ) : (
          <Link to={paths.groupSessions} className={buttonStyles.primary}>
            Find a group session
          </Link>
        )}
        <Link to={paths.events} className={buttonStyles.outline}>
          See events
        </Link>
      </div>

      {dashboard.isError ? (
        <div role="alert" className="mt-8 rounded-2xl border border-red-200 bg-red-50 p-5">
          <p className="font-semibold text-red-900">Your dashboard could not be loaded.</p>
          <p className="mt-1 text-neutral-800">
            {errorMessage(dashboard.error, 'Check your connection, then try again.')}
          </p>
          <button type="button" onClick={() => void dashboard.refetch()} className={`${buttonStyles.primary} mt-4`}>
            Try again
          </button>
        </div>
      ) : (
        <div className="mt-8 grid gap-10">
          <StatCards stats={data?.stats} isMentor={isMentor} />
          <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
            <DashboardSessions sessions={data?.sessions} isMentor={isMentor} loading={dashboard.isPending} />
            <RecommendedMentors mentors={data?.recommendedMentors} isMentor={isMentor} loading={dashboard.isPending} />
          </div>
        </div>
      )}

      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <NotificationsPanel />
        <CalendarFeedCard />
      </div>

      <div className="mt-10">
        <PlanComparison />
      </div>
    </div>
  );
}
