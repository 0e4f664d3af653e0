import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ConnectedMentee } from '../../../../../schema/contract/mentors.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { ListState } from '../../../components/list/list-state.tsx';
import { LoadMore } from '../../../components/list/load-more.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useConnectedMentees, useEndConnection } from '../../../lib/api/mentor-connections.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { dashboardCatalog } from '../locales/catalog.ts';
import { sectionTitle } from './dashboard-sections.tsx';
import { TitledSection } from '../../../components/page-sections.tsx';

const smallButton =
  'inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-neutral-700 underline underline-offset-4 hover:bg-lilac-50 hover:text-neutral-900';

const nameOf = (c: ConnectedMentee) => `${c.mentee.firstName} ${c.mentee.lastName}`.trim();

/**
 * A mentor's connected mentees (decision 014): the people behind "Mentees Reached", newest first, with what they
 * told us they want, so the mentor can plan sessions for them. Either side can end a connection.
 */
export function ConnectedMentees() {
  useCatalog(dashboardCatalog);
  const { t } = useLingui();
  const mentees = useConnectedMentees({ enabled: true });
  const { ending, setEnding, confirmDialog } = useEndConnection(nameOf);
  const total = mentees.data?.pages[0]?.total;
  const endingName = ending ? nameOf(ending) : t`This person`;

  return (
    <TitledSection id="connected-mentees-title" title={t`Your mentees`} titleClassName={sectionTitle}>
      <p className="mt-1 text-neutral-700">
        {total === undefined ? (
          <Trans>People who connected with you or joined your sessions.</Trans>
        ) : (
          <Plural value={total} one="# person is connected with you." other="# people are connected with you." />
        )}
      </p>
      <div className="mt-4">
        <ListState
          query={mentees}
          what={t`your mentees`}
          loading={<Spinner label={t`Loading your mentees…`} />}
          isEmpty={(data) => (data.pages[0]?.items.length ?? 0) === 0}
          empty={
            <p role="status" className="rounded-2xl border border-lilac-100 bg-white p-4 text-neutral-700">
              <Trans>
                Nobody is connected with you yet. People connect from your card on the mentor list, or by joining one of
                your sessions.
              </Trans>
            </p>
          }
        >
          {(data) => (
            <ul aria-label={t`Your mentees`} className="grid gap-3 sm:grid-cols-2">
              {data.pages
                .flatMap((page) => page.items)
                .map((connection) => (
                  <MenteeItem key={connection.id} connection={connection} onEnd={() => setEnding(connection)} />
                ))}
            </ul>
          )}
        </ListState>
        <LoadMore what={t`mentees`} query={mentees} />
      </div>
      <ConfirmActionDialog
        {...confirmDialog}
        description={t`${endingName} will no longer be connected with you or hear about your new sessions. They can connect again.`}
      />
    </TitledSection>
  );
}

function MenteeItem({ connection, onEnd }: { connection: ConnectedMentee; onEnd: () => void }) {
  useCatalog(dashboardCatalog);
  const name = nameOf(connection);
  const { location, goals } = connection.mentee;
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-lilac-100 bg-white p-4">
      <div className="flex items-center gap-3">
        <Avatar name={name} src={connection.mentee.profileImage} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-lilac-950">{name}</p>
          <p className="text-sm text-neutral-700">
            <Trans>
              Connected <DateText value={connection.createdAt} />
            </Trans>
            {location ? ` · ${location}` : ''}
          </p>
        </div>
      </div>
      {goals ? (
        <p className="line-clamp-2 text-sm text-neutral-800">
          <span className="font-semibold">
            <Trans>Goals:</Trans>
          </span>{' '}
          {goals}
        </p>
      ) : null}
      <button type="button" onClick={onEnd} className={`${smallButton} self-start`}>
        <Trans>
          End connection<span className="sr-only"> with {name}</span>
        </Trans>
      </button>
    </li>
  );
}
