import { Link } from 'react-router';
import type { MentorConnection } from '../../../../../schema/contract/mentors.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { textLinkStyle } from '../../../components/ui/styles.ts';
import { useMentorConnections } from '../api/mentor-connections.ts';
import { mentorSessionsPath } from '../../../lib/mentors/mentor-display.ts';

const statusStyles: Record<MentorConnection['status'], string> = {
  active: 'bg-grass-100 text-grass-900',
  pending: 'bg-sunshine-100 text-lilac-950',
  ended: 'bg-neutral-200 text-neutral-800',
};
const statusLabels: Record<MentorConnection['status'], string> = {
  active: 'Active',
  pending: 'Pending',
  ended: 'Ended',
};

/**
 * The Mentorship Space (spec section 2): shown only to signed-in users who have mentor connections. A failed or
 * empty read shows nothing; the rest of the page does not depend on it.
 */
export function MentorshipSpace() {
  const { data: connections } = useMentorConnections();
  if (!connections || connections.length === 0) return null;
  return (
    <section
      aria-labelledby="mentorship-space-title"
      className="mt-8 rounded-2xl border border-grass-200 bg-grass-50 p-5"
    >
      <h2 id="mentorship-space-title" className="text-xl font-bold text-grass-950">
        Your Mentorship Space
      </h2>
      <p className="mt-1 text-neutral-800">The mentors you are connected with. Join their next group session.</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {connections.map((connection) => (
          <li key={connection.id} className="flex items-center gap-3 rounded-xl bg-white p-3 shadow-sm">
            <Avatar name={connection.mentor.name} src={connection.mentor.profileImage} size="sm" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-lilac-950">{connection.mentor.name}</p>
              <p className="truncate text-sm text-neutral-700">{connection.mentor.title}</p>
              <Link to={mentorSessionsPath(connection.mentor.id)} className={`text-sm ${textLinkStyle}`}>
                View sessions<span className="sr-only"> by {connection.mentor.name}</span>
              </Link>
            </div>
            <span
              className={`self-start rounded-full px-2.5 py-0.5 text-xs font-bold ${statusStyles[connection.status] ?? statusStyles.active}`}
            >
              {statusLabels[connection.status] ?? connection.status}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
