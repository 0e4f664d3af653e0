import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import type { Room } from '../../../../schema/contract/community.ts';
import { ListState } from '../../components/list/list-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { buttonStyles, textLinkStyle } from '../../components/ui/styles.ts';
import { useMentorTotal } from '../../lib/api/mentors.ts';
import { useUserStats } from '../../lib/api/user-stats.ts';
import { LOGIN_PATH, paths } from '../../lib/paths.ts';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { saveRedirectAfterLogin } from '../../lib/auth/login.ts';
import { useRooms } from './api/rooms.ts';
import { CommunityInfo } from './components/community-info.tsx';
import { RoomView } from './components/room-view.tsx';
import { TitledSection } from '../../components/page-sections.tsx';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { communityCatalog } from './locales/catalog.ts';

const CATEGORY_LABELS: Record<Room['category'], MessageDescriptor> = {
  'creative-hustler': msg`Creative Hustler`,
  'rural-innovation': msg`Rural Innovation`,
  'digital-freedom': msg`Digital Freedom`,
};

/** `/community`: stat tiles, discussion rooms, meetups, videos, resources, guidelines; `?room={id}` opens a room. */
export function CommunityPage() {
  useCatalog(communityCatalog);
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const roomParam = Number(searchParams.get('room'));
  const { user, isLoading: userLoading } = useCurrentUser();
  const rooms = useRooms();
  const openRoom = rooms.data?.find((room) => room.id === roomParam);

  return (
    <PageFrame
      title={t`Community`}
      description={t`Discussion rooms, meetups and resources shared by Income Seekers and Income Creators.`}
    >
      {openRoom && user ? (
        <RoomView room={openRoom} user={user} />
      ) : (
        <>
          <CommunityStats rooms={rooms.data} />
          <TitledSection id="rooms" title={t`Discussion rooms`} className="mt-12">
            <div className="mt-4">
              {userLoading ? (
                // The cards' buttons depend on who is signed in.
                <PageSpinner />
              ) : (
                <ListState
                  query={rooms}
                  what={t`the rooms`}
                  loading={<PageSpinner />}
                  isEmpty={(list) => list.length === 0}
                  empty={
                    <p className="text-neutral-700">
                      <Trans>No discussion rooms yet.</Trans>
                    </p>
                  }
                >
                  {(list) => (
                    <ul className="grid gap-4 md:grid-cols-3">
                      {list.map((room) => (
                        <RoomCard key={room.id} room={room} signedIn={Boolean(user)} />
                      ))}
                    </ul>
                  )}
                </ListState>
              )}
            </div>
          </TitledSection>
          <CommunityInfo />
        </>
      )}
    </PageFrame>
  );
}

function RoomCard({ room, signedIn }: { room: Room; signedIn: boolean }) {
  useCatalog(communityCatalog);
  const { t } = useLingui();
  const roomName = room.name;
  const memberCount = room.memberCount;
  return (
    <li className="flex flex-col rounded-2xl border border-lilac-200 bg-white p-5">
      <p className="text-xs font-bold tracking-wider text-grass-800 uppercase">{t(CATEGORY_LABELS[room.category])}</p>
      <h3 className="mt-1 text-lg font-bold text-lilac-950">{room.name}</h3>
      <p className="mt-2 flex-1 text-neutral-700">{room.description}</p>
      <p className="mt-3 text-sm text-neutral-600">
        <Plural value={memberCount} one="# member" other="# members" />
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {signedIn ? (
          <Link
            to={`${paths.community}?room=${room.id}`}
            className={buttonStyles.primary}
            aria-label={room.isMember ? t`Open ${roomName}` : t`Join ${roomName}`}
          >
            {room.isMember ? <Trans>Open room</Trans> : <Trans>Join</Trans>}
          </Link>
        ) : (
          <>
            {/* Spec section 2: visitors see 'Login to Join', disabled; the way in is the Sign in link beside it. */}
            <button type="button" disabled className={buttonStyles.primary}>
              <Trans>Login to Join</Trans>
            </button>
            <a
              href={LOGIN_PATH}
              className={`inline-flex min-h-11 items-center ${textLinkStyle}`}
              onClick={() => saveRedirectAfterLogin(`${paths.community}?room=${room.id}`)}
            >
              <Trans>
                Sign in<span className="sr-only"> to join {roomName}</span>
              </Trans>
            </a>
          </>
        )}
        {room.externalLink ? (
          <a
            href={room.externalLink}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-lilac-700 underline"
          >
            <Trans>
              Outside chat<span className="sr-only"> for {roomName} (opens in a new tab)</span>
            </Trans>
          </a>
        ) : null}
      </div>
    </li>
  );
}

/** Real counts: rooms, people in them, everyone on the platform, and active mentors. */
function CommunityStats({ rooms }: { rooms: Room[] | undefined }) {
  useCatalog(communityCatalog);
  const { t } = useLingui();
  const users = useUserStats();
  const mentors = useMentorTotal();
  const tiles = [
    { label: t`Community members`, value: users.data?.users },
    { label: t`Active mentors`, value: mentors.data },
    { label: t`Discussion rooms`, value: rooms?.length },
    { label: t`People in rooms`, value: rooms?.reduce((sum, room) => sum + room.memberCount, 0) },
  ];
  return (
    <dl className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-4">
      {tiles.map((tile) => (
        // Labels at the top, numbers at the bottom: a label that wraps moves no number out of line.
        <div key={tile.label} className="flex flex-col justify-between gap-1 rounded-2xl bg-lilac-50 p-4">
          <dt className="text-sm text-neutral-700">{tile.label}</dt>
          <dd className="text-3xl font-bold text-lilac-900">{tile.value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
