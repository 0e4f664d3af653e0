import { Link } from 'react-router';
import { PageSpinner } from '../../components/spinner.tsx';
import { buttonStyles } from '../../components/ui/styles.ts';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { paths } from '../../lib/paths.ts';
import { useCurrentUser } from '../auth/api/current-user.ts';
import { useMentorStatus } from '../auth/api/mentor-status.ts';
import { roleBadge, type RoleBadge } from '../auth/roles.ts';

const badgeStyles: Record<RoleBadge, string> = {
  MENTOR: 'bg-lilac-700 text-white',
  COACH: 'bg-sunshine-300 text-lilac-950',
  MENTEE: 'bg-grass-700 text-white',
};

/** The landing page for signed-in users (spec section 2, "Dashboard"). */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useCurrentUser();
  const mentorStatus = useMentorStatus();
  if (!user || mentorStatus.isPending) return <PageSpinner />;

  const badge = roleBadge(user, mentorStatus.data);
  const isMentor = badge !== 'MENTEE';
  return (
    <TooltipProvider>
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-lilac-950 sm:text-4xl">
            Welcome back, {user.firstName}
          </h1>
          <span className={`rounded-full px-3 py-1 text-xs font-bold tracking-wider ${badgeStyles[badge]}`}>
            {badge}
          </span>
        </div>
        <p className="mt-3 max-w-2xl text-lg text-neutral-700">
          {isMentor
            ? 'Your home for the group sessions you host and the people you mentor.'
            : 'Your home for the group sessions you join and the mentors who can guide you.'}
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {isMentor ? (
            <Link to={paths.calendarManagement} className={buttonStyles.primary}>
              Manage Sessions
            </Link>
          ) : (
            <Link to={paths.mentors} className={buttonStyles.primary}>
              Find a group session
            </Link>
          )}
          <Link to={paths.journeys} className={buttonStyles.outline}>
            Explore journeys
          </Link>
        </div>
      </div>
    </TooltipProvider>
  );
}
