import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar.tsx';
import { buttonStyles, smallButtonStyles } from '../../../components/ui/styles.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { paths } from '../../../lib/paths.ts';
import { useCoaches } from '../api/connections.ts';
import { coachingCatalog } from '../locales/catalog.ts';

/**
 * "Choose your coach": coaches are mentors who offer one-on-one coaching (the COACH badge). The picker itself is
 * in coaching chat (`?view=coaches`); arriving here with `?coach={id}` (a coach's profile) books the plan with
 * that coach, and the picker puts them first.
 */
export function ChooseCoachTeaser({ coachId, subscribed }: { coachId: number | null; subscribed: boolean }) {
  useCatalog(coachingCatalog);
  // Only read when a coach was chosen, to name them.
  const coaches = useCoaches({ enabled: coachId !== null });
  const coach = coachId === null ? undefined : coaches.data?.find((c) => c.id === coachId);
  const coachName = coach?.name;
  const pickerHref = `${paths.coachingChat}?view=coaches${coachId ? `&coach=${coachId}` : ''}`;

  return (
    <section
      aria-labelledby="choose-coach-title"
      className="mt-10 flex flex-col gap-4 rounded-2xl border-2 border-lilac-200 bg-lilac-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="min-w-0">
        <h2 id="choose-coach-title" className="text-xl font-bold text-lilac-950">
          {coach ? <Trans>Your chosen coach</Trans> : <Trans>Choose your coach</Trans>}
        </h2>
        {coach ? (
          <div className="mt-3 flex items-center gap-3">
            <Avatar name={coach.name} src={coach.profileImage} size="sm" />
            <div className="min-w-0">
              <p className="font-bold text-lilac-950">{coach.name}</p>
              <p className="text-sm text-neutral-700">
                {coach.title}
                {coach.location ? ` · ${coach.location}` : ''}
              </p>
            </div>
          </div>
        ) : null}
        <p className="mt-2 max-w-2xl text-neutral-800">
          {coachId && !subscribed ? (
            coachName ? (
              <Trans>
                The plan you choose below is booked with {coachName}. Once it is active, you continue in coaching chat.
              </Trans>
            ) : (
              <Trans>
                The plan you choose below is booked with the coach whose profile you came from. Once it is active, you
                continue in coaching chat.
              </Trans>
            )
          ) : subscribed ? (
            <Trans>
              Pick a coach in coaching chat: your request waits there until the coach accepts, then you can talk
              one-on-one.
            </Trans>
          ) : (
            <Trans>
              Coaches are mentors who have built an income of their own and offer one-on-one coaching. Once your plan is
              active, pick yours in coaching chat, or open a coach’s profile among the mentors.
            </Trans>
          )}
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-3 sm:items-end">
        {subscribed ? (
          <Link to={pickerHref} className={buttonStyles.primary}>
            <Trans>Choose in coaching chat</Trans>
          </Link>
        ) : null}
        <Link to={paths.mentors} className={smallButtonStyles.outline}>
          <Trans>Browse mentors</Trans>
        </Link>
      </div>
    </section>
  );
}
