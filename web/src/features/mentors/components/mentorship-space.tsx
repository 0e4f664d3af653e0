import { Link } from 'react-router';
import type { MentorConnection } from '../../../../../schema/contract/mentors.ts';
import { groupSessionPagePath } from '../../../../../schema/contract/share.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { textLinkStyle } from '../../../components/ui/styles.ts';
import { useEndConnection, useMentorConnections } from '../../../lib/api/mentor-connections.ts';
import { mentorSessionsPath } from '../../../lib/mentors/mentor-display.ts';

const smallButton =
  'inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-neutral-700 underline underline-offset-4 hover:bg-grass-100 hover:text-neutral-900';

/**
 * The Mentorship Space (spec section 2): shown only to signed-in users who have mentor connections, each with the
 * mentor's next session. A connection made anywhere (Connect, joining a session) shows here; it ends here. A
 * failed or empty read shows nothing; the rest of the page does not depend on it.
 */
export function MentorshipSpace() {
  const { data: connections } = useMentorConnections();
  const { ending, setEnding, confirmDialog } = useEndConnection(
    (connection: MentorConnection) => connection.mentor.name,
  );
  if (!connections || connections.length === 0) return null;

  return (
    <section
      aria-labelledby="mentorship-space-title"
      className="mt-10 rounded-2xl border border-grass-200 bg-grass-50 p-5"
    >
      <h2 id="mentorship-space-title" className="text-xl font-bold text-grass-950">
        Your Mentorship Space
      </h2>
      <p className="mt-1 text-neutral-800">
        The {connections.length === 1 ? 'mentor' : `${connections.length} mentors`} you are connected with. Join their
        next group session.
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {connections.map((connection) => (
          <ConnectionCard key={connection.id} connection={connection} onEnd={() => setEnding(connection)} />
        ))}
      </ul>
      <ConfirmActionDialog
        {...confirmDialog}
        description={`${ending?.mentor.name ?? 'This mentor'} will leave your Mentorship Space, and you will no longer hear about their new sessions. You can connect again at any time.`}
      />
    </section>
  );
}

function ConnectionCard({ connection, onEnd }: { connection: MentorConnection; onEnd: () => void }) {
  const { mentor, nextSession } = connection;
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-3 shadow-sm">
      <div className="flex items-center gap-3">
        <Avatar name={mentor.name} src={mentor.profileImage} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-lilac-950">{mentor.name}</p>
          <p className="truncate text-sm text-neutral-700">{mentor.title}</p>
        </div>
      </div>
      <p className="text-sm text-neutral-800">
        {nextSession ? (
          <>
            <span className="font-semibold">Next session:</span>{' '}
            <Link to={groupSessionPagePath(nextSession.id)} className={textLinkStyle}>
              {nextSession.title}
            </Link>
            , <DateText value={nextSession.scheduledAt} withTime />
          </>
        ) : (
          'No session scheduled yet. You will be told when there is one.'
        )}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <Link
          to={mentorSessionsPath(mentor.id)}
          className={`text-sm ${textLinkStyle} inline-flex min-h-11 items-center`}
        >
          View sessions<span className="sr-only"> by {mentor.name}</span>
        </Link>
        <button type="button" onClick={onEnd} className={smallButton}>
          End connection<span className="sr-only"> with {mentor.name}</span>
        </button>
      </div>
    </li>
  );
}
