import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../../../schema/contract/auth.ts';
import type { Room } from '../../../../../schema/contract/community.ts';
import { LoadError } from '../../../components/list/list-state.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { textLinkStyle } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { useJoinRoom } from '../api/rooms.ts';
import { communityCatalog } from '../locales/catalog.ts';
import { RoomChat } from './room-chat.tsx';

/** One room: joins it automatically (spec section 4: 'joining' until the join succeeds), then the live chat. */
export function RoomView({ room, user }: { room: Room; user: CurrentUser }) {
  useCatalog(communityCatalog);
  const { t } = useLingui();
  const roomName = room.name;
  const join = useJoinRoom();
  const requested = useRef(false);
  const { mutate } = join;

  useEffect(() => {
    if (room.isMember || requested.current) return;
    requested.current = true;
    mutate(room.id, {
      onSuccess: () => toast({ title: t`Joined room`, description: t`Welcome to ${roomName}!`, variant: 'success' }),
      onError: (error) =>
        toast({
          title: t`Failed to join the room`,
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        }),
    });
  }, [room.id, room.isMember, roomName, mutate, t]);

  if (room.isMember || join.isSuccess) return <RoomChat room={join.data ?? room} user={user} />;
  if (join.isError) {
    // Until the join succeeds there is nothing of the room to show: say so the way every failed read does.
    return (
      <div className="mt-6">
        <LoadError what={t`the room`} error={join.error} onRetry={() => mutate(room.id)} />
        <Link to={paths.community} className={`${textLinkStyle} mt-4 inline-block`}>
          <Trans>All rooms</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-6 flex items-center gap-3 rounded-2xl border border-lilac-200 bg-white p-6">
      <Spinner label={t`Joining room…`} />
      <p aria-hidden="true">
        <Trans>Joining {roomName}…</Trans>
      </p>
    </div>
  );
}
