import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ListState } from '../../../components/list/list-state.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { useMentorStatus } from '../../../lib/auth/mentor-status.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { paths } from '../../../lib/paths.ts';
import { textLinkStyle } from '../../../components/ui/styles.ts';
import { useCoachAvailability } from '../api/availability.ts';
import { isCoachUser } from '../calls-rules.ts';
import { coachingCatalog } from '../locales/catalog.ts';

// The form carries the contract's schemas (zod): it downloads only for a coach, once their hours arrive.
const CoachingHoursForm = lazy(() =>
  import('./coaching-hours-form.tsx').then((m) => ({ default: m.CoachingHoursForm })),
);
// The coach's earnings and payout account (with its form): downloaded only for a coach too.
const CoachEarningsSection = lazy(() =>
  import('./coach-earnings-section.tsx').then((m) => ({ default: m.CoachEarningsSection })),
);

/**
 * "Coaching hours" in Calendar Management, beside the group sessions: when subscribers connected to this coach may
 * book one-on-one calls, and the rules of booking (decision 033). Only a coach (a mentor whose serviceType is coach or
 * both) sees it, with their Earnings after it; everyone else gets nothing.
 */
export function CoachingHoursSection() {
  useCatalog(coachingCatalog);
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const mentorStatus = useMentorStatus();
  const coach = isCoachUser(user, mentorStatus.data);
  const availability = useCoachAvailability({ enabled: coach });
  if (!coach) return null;
  return (
    <>
      <section aria-labelledby="coaching-hours-title" className="mt-12">
        <h2 id="coaching-hours-title" className="text-2xl font-bold text-lilac-950">
          <Trans>Coaching hours</Trans>
        </h2>
        <p className="mt-2 max-w-3xl text-neutral-700">
          <Trans>
            When subscribers connected to you can book a one-on-one call. All times are South African time (SAST,
            UTC+2). Your group sessions and events are kept free automatically. Your booked calls are on the{' '}
            <Link to={`${paths.coaching}#coaching-calls`} className={textLinkStyle}>
              coaching page
            </Link>
            .
          </Trans>
        </p>
        <ListState query={availability} what={t`your coaching hours`} isEmpty={() => false} empty={null}>
          {(data) => (
            <Suspense fallback={<Spinner label={t`Loading your coaching hours…`} />}>
              <CoachingHoursForm availability={data} />
            </Suspense>
          )}
        </ListState>
      </section>
      <Suspense fallback={<Spinner label={t`Loading your earnings…`} />}>
        <CoachEarningsSection />
      </Suspense>
    </>
  );
}
