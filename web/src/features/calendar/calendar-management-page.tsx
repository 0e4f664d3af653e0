import { PageFrame } from '../../components/page-frame.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { useCurrentUser } from '../auth/api/current-user.ts';
import { useMentorStatus } from '../auth/api/mentor-status.ts';
import { isMentorUser } from '../auth/roles.ts';

const title = 'Calendar Management';

/** Signed-in only (the router's SignedInOnly guard); mentors only inside (spec section 2). */
export function CalendarManagementPage() {
  const { user } = useCurrentUser();
  const mentorStatus = useMentorStatus();
  if (mentorStatus.isPending) return <PageSpinner />;
  if (!isMentorUser(user, mentorStatus.data)) {
    return (
      <PageFrame title={title} description="Plan and manage the group sessions you host.">
        <div role="alert" className="mt-8 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">Access Denied</p>
          <p>You need to be a mentor to access calendar management.</p>
        </div>
      </PageFrame>
    );
  }
  return <PageFrame title={title} description="Plan and manage the group sessions you host." />;
}
