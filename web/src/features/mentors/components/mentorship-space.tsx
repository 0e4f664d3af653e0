import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { MentorConnection } from '../../../../../schema/contract/mentors.ts';
import { groupSessionPagePath } from '../../../../../schema/contract/share.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { textLinkStyle } from '../../../components/ui/styles.ts';
import { useEndConnection, useMentorConnections } from '../../../lib/api/mentor-connections.ts';
import { mentorSessionsPath } from '../../../lib/mentors/mentor-display.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { mentorsCatalog } from '../locales/catalog.ts';

const smallButton =
  'inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-neutral-700 underline underline-offset-4 hover:bg-grass-100 hover:text-neutral-900';

/**
 * The Mentorship Space (spec section 2): shown only to signed-in users who have mentor connections, each with the
 * mentor's next session. A connection made anywhere (Connect, joining a session) shows here; it ends here. A
 * failed or empty read shows nothing; the rest of the page does not depend on it.
 */
export function MentorshipSpace() {
  useCatalog(mentorsCatalog);
  const { t } = useLingui();
  const { data: connections } = useMentorConnections();
  const { ending, setEnding, confirmDialog } = useEndConnection(
    (connection: MentorConnection) => connection.mentor.name,
  );
  if (!connections || connections.length === 0) return null;
  const endingName = ending?.mentor.name;
  const mentorCount = connections.length;

  return (
    <section
      aria-labelledby="mentorship-space-title"
      className="mt-10 rounded-2xl border border-grass-200 bg-grass-50 p-5"
    >
      <h2 id="mentorship-space-title" className="text-xl font-bold text-grass-950">
        <Trans>Your Mentorship Space</Trans>
      </h2>
      <p className="mt-1 text-neutral-800">
        <Plural
          value={mentorCount}
          one="The mentor you are connected with. Join their next group session."
          other="The # mentors you are connected with. Join their next group session."
        />
      </p>
      {/* One column of minmax(0, 1fr) on a phone, not the implicit `auto` track, which grows to a card's widest
          unbreakable content (a long title on one line) and widens the page past a 360 px screen. */}
      <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {connections.map((connection) => (
          <ConnectionCard key={connection.id} connection={connection} onEnd={() => setEnding(connection)} />
        ))}
      </ul>
      <ConfirmActionDialog
        {...confirmDialog}
        description={
          endingName
            ? t`${endingName} will leave your Mentorship Space, and you will no longer hear about their new sessions. You can connect again at any time.`
            : t`This mentor will leave your Mentorship Space, and you will no longer hear about their new sessions. You can connect again at any time.`
        }
      />
    </section>
  );
}

function ConnectionCard({ connection, onEnd }: { connection: MentorConnection; onEnd: () => void }) {
  useCatalog(mentorsCatalog);
  const { mentor, nextSession } = connection;
  const name = mentor.name;
  return (
    // min-w-0: a grid item's automatic minimum width is its content's, and the truncated name and title are one
    // unbroken line each; without it the card (and the page) would be as wide as the longest of them.
    <li className="flex min-w-0 flex-col gap-2 rounded-xl bg-white p-3 shadow-sm">
      <div className="flex items-center gap-3">
        <Avatar name={mentor.name} src={mentor.profileImage} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-lilac-950">{mentor.name}</p>
          <p className="truncate text-sm text-neutral-700">{mentor.title}</p>
        </div>
      </div>
      {/* A session title is written by its mentor: a long word (a link, a hashtag) breaks rather than overflows. */}
      <p className="text-sm break-words text-neutral-800">
        {nextSession ? (
          <NextSession id={nextSession.id} title={nextSession.title} scheduledAt={nextSession.scheduledAt} />
        ) : (
          <Trans>No session scheduled yet. You will be told when there is one.</Trans>
        )}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <Link
          to={mentorSessionsPath(mentor.id)}
          className={`text-sm ${textLinkStyle} inline-flex min-h-11 items-center`}
        >
          <Trans>
            View sessions<span className="sr-only"> by {name}</span>
          </Trans>
        </Link>
        <button type="button" onClick={onEnd} className={smallButton}>
          <Trans>
            End connection<span className="sr-only"> with {name}</span>
          </Trans>
        </button>
      </div>
    </li>
  );
}

function NextSession({ id, title, scheduledAt }: { id: number; title: string; scheduledAt: string }) {
  useCatalog(mentorsCatalog);
  return (
    <Trans>
      <span className="font-semibold">Next session:</span>{' '}
      <Link to={groupSessionPagePath(id)} className={textLinkStyle}>
        {title}
      </Link>
      , <DateText value={scheduledAt} withTime />
    </Trans>
  );
}
