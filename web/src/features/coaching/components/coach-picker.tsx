import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { CoachingConnection, CoachSummary } from '../../../../../schema/contract/coaching-rules.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { ListState } from '../../../components/list/list-state.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useCoaches, useRequestCoach } from '../api/connections.ts';
import { orderCoaches } from '../chat-rules.ts';
import { coachingCatalog } from '../locales/catalog.ts';

export const PICKER_HEADING_ID = 'coach-picker-title';

function CoachCard({
  coach,
  preselected,
  pending,
  busy,
  onRequest,
  linkFor,
}: {
  coach: CoachSummary;
  preselected: boolean;
  /** This coach's request is on its way. */
  pending: boolean;
  /** A request (to any coach) is on its way: one at a time. */
  busy: boolean;
  onRequest: (coach: CoachSummary) => void;
  linkFor: (connectionId: number) => string;
}) {
  useCatalog(coachingCatalog);
  const connection = coach.connection && coach.connection.status !== 'ended' ? coach.connection : null;
  const coachName = coach.name;
  return (
    <li
      className={`flex flex-col rounded-2xl border bg-white p-5 ${
        preselected ? 'border-2 border-lilac-700 shadow-md' : 'border-lilac-100'
      }`}
    >
      {preselected ? (
        <p className="mb-3 text-sm font-semibold text-lilac-800">
          <Trans>The coach you chose on the coaching page</Trans>
        </p>
      ) : null}
      <div className="flex items-start gap-4">
        <Avatar name={coach.name} src={coach.profileImage} size="md" />
        <div className="min-w-0">
          <h3 className="text-lg font-bold text-lilac-950">{coach.name}</h3>
          <p className="text-neutral-800">{coach.title}</p>
          {coach.location ? <p className="text-sm text-neutral-700">{coach.location}</p> : null}
          <span className="mt-2 inline-block rounded-full bg-sunshine-300 px-3 py-0.5 text-xs font-bold tracking-wider text-lilac-950">
            <Trans>COACH</Trans>
          </span>
        </div>
      </div>
      {coach.description ? <p className="mt-3 line-clamp-3 text-neutral-700">{coach.description}</p> : null}
      <div className="mt-auto pt-4">
        {connection ? (
          <div className="flex flex-col gap-2">
            <p className="text-sm font-semibold text-lilac-800">
              {connection.status === 'pending' ? (
                <Trans>Requested: waiting for the coach to accept</Trans>
              ) : (
                <Trans>Your coach</Trans>
              )}
            </p>
            <Link to={linkFor(connection.id)} className={buttonStyles.outline}>
              <Trans>
                Open conversation<span className="sr-only"> with {coachName}</span>
              </Trans>
            </Link>
          </div>
        ) : (
          <button
            type="button"
            disabled={busy}
            onClick={() => onRequest(coach)}
            className={`${buttonStyles.primary} w-full`}
          >
            {pending ? <Trans>Requesting…</Trans> : <Trans>Request this coach</Trans>}
            <span className="sr-only"> {coach.name}</span>
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * The coach picker: the coaches a subscriber can choose, each with a COACH badge and "Request this
 * coach". A request is pending until the coach accepts; `onRequested` opens the new conversation.
 */
export function CoachPicker({
  preselectId,
  linkFor,
  onRequested,
}: {
  preselectId: number | null;
  linkFor: (connectionId: number) => string;
  onRequested: (connection: CoachingConnection | undefined) => void;
}) {
  useCatalog(coachingCatalog);
  const { t } = useLingui();
  const coaches = useCoaches();
  const request = useRequestCoach();

  function requestCoach(coach: CoachSummary) {
    const coachName = coach.name;
    request.mutate(coach.id, {
      onSuccess: (connection) => {
        toast({
          title: t`Coach requested`,
          description: t`We asked ${coachName} to be your coach. You can chat as soon as they accept.`,
          variant: 'success',
        });
        onRequested(connection);
      },
      onError: (error) =>
        toast({
          title: t`Could not request this coach`,
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        }),
    });
  }

  return (
    <section aria-labelledby={PICKER_HEADING_ID}>
      <h2
        id={PICKER_HEADING_ID}
        tabIndex={-1}
        className="text-2xl font-bold text-lilac-950 outline-none focus-visible:ring-2 focus-visible:ring-lilac-700"
      >
        <Trans>Choose your coach</Trans>
      </h2>
      <p className="mt-1 max-w-2xl text-neutral-700">
        <Trans>
          Ask one of our coaches for one-on-one coaching. Your chat opens as soon as they accept your request.
        </Trans>
      </p>
      <div className="mt-5">
        <ListState
          query={coaches}
          what={t`the coaches`}
          isEmpty={(list) => list.length === 0}
          empty={
            <div className="rounded-2xl border border-lilac-100 bg-white p-6">
              <p className="text-lg font-semibold text-lilac-950">
                <Trans>No coaches are available right now</Trans>
              </p>
              <p className="mt-1 text-neutral-700">
                <Trans>New coaches join regularly. Meanwhile, free group sessions are open to everyone.</Trans>
              </p>
              <Link to={paths.groupSessions} className={`${buttonStyles.outline} mt-4`}>
                <Trans>See group sessions</Trans>
              </Link>
            </div>
          }
        >
          {(list) => (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {orderCoaches(list, preselectId).map((coach) => (
                <CoachCard
                  key={coach.id}
                  coach={coach}
                  preselected={coach.id === preselectId}
                  pending={request.isPending && request.variables === coach.id}
                  busy={request.isPending}
                  onRequest={requestCoach}
                  linkFor={linkFor}
                />
              ))}
            </ul>
          )}
        </ListState>
      </div>
    </section>
  );
}
