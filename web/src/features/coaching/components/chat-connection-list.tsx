import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { Link } from 'react-router';
import type { CoachingConnection } from '../../../../../schema/contract/coaching-rules.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { TruncatedText } from '../../../components/with-tooltip.tsx';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { connectionStatusLabel, otherParty, unreadLabel } from '../chat-rules.ts';
import { coachingCatalog } from '../locales/catalog.ts';
import { AcceptConnectionButton } from './chat-connection-actions.tsx';

const statusStyles: Record<CoachingConnection['status'], string> = {
  pending: 'text-lilac-800',
  active: 'text-grass-800',
  ended: 'text-neutral-600',
};

/**
 * The connections column: the other person's photo and name, the status, the unread badge. Each is a link
 * (`?connection={id}`), so the keyboard, the back button and a shared address all work; a coach's pending request
 * carries its Accept button beside the link.
 */
export function ChatConnectionList({
  connections,
  selectedId,
  linkFor,
  listRef,
}: {
  connections: readonly CoachingConnection[];
  selectedId: number | null;
  linkFor: (connectionId: number) => string;
  listRef?: Ref<HTMLUListElement>;
}) {
  useCatalog(coachingCatalog);
  const { i18n } = useLingui();
  return (
    <ul ref={listRef} className="flex flex-col gap-2">
      {connections.map((connection) => {
        const person = otherParty(connection, i18n);
        const unread = unreadLabel(connection.unreadCount, i18n);
        const selected = connection.id === selectedId;
        return (
          <li
            key={connection.id}
            className={`rounded-xl border ${selected ? 'border-lilac-700 bg-lilac-50' : 'border-lilac-100 bg-white'}`}
          >
            <Link
              to={linkFor(connection.id)}
              aria-current={selected ? 'page' : undefined}
              data-connection-id={connection.id}
              className="flex min-h-11 items-center gap-3 rounded-xl p-3 text-neutral-900 no-underline hover:bg-lilac-50"
            >
              <Avatar name={person.name} src={person.profileImage} size="sm" insideControl />
              <span className="min-w-0 flex-1">
                <TruncatedText className="font-semibold text-lilac-950">{person.name}</TruncatedText>
                <TruncatedText className="text-sm text-neutral-700">{person.role}</TruncatedText>
                <span className={`block text-sm font-medium ${statusStyles[connection.status]}`}>
                  {connectionStatusLabel(connection, i18n)}
                </span>
              </span>
              {unread ? (
                <span className="shrink-0 rounded-full bg-lilac-700 px-2 py-0.5 text-xs font-bold text-white">
                  <span aria-hidden="true">{connection.unreadCount}</span>
                  <span className="sr-only">{unread}</span>
                </span>
              ) : null}
            </Link>
            {connection.status === 'pending' && connection.myRole === 'coach' ? (
              <div className="px-3 pb-3">
                <AcceptConnectionButton connection={connection} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
