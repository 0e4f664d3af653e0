import { Plural, Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { GroupSession } from '../../../../../schema/contract/sessions.ts';
import { useRateSession } from '../api/sessions.ts';
import { StarIcon } from '../../../components/icons.tsx';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { groupSessionsCatalog } from '../locales/catalog.ts';

// The rating form (with the form kit and the contract's schema) downloads only for a session someone can rate.
const RateSessionForm = lazy(() => import('./rate-session-form.tsx').then((m) => ({ default: m.RateSessionForm })));

/** '4.5 out of 5 from 2 ratings', or nothing before the first rating. */
export function SessionRatingSummary({ session }: { session: Pick<GroupSession, 'ratingAverage' | 'ratingCount'> }) {
  useCatalog(groupSessionsCatalog);
  if (session.ratingAverage === null || session.ratingCount === 0) return null;
  const average = session.ratingAverage.toFixed(1);
  const count = session.ratingCount;
  return (
    <p className="inline-flex items-center gap-1 text-sm text-neutral-800">
      <StarIcon className="size-4 text-sunshine-500" />
      <span aria-hidden="true">
        {average} (<Plural value={count} one="# rating" other="# ratings" />)
      </span>
      <span className="sr-only">
        <Trans>
          Rated {average} out of 5 from <Plural value={count} one="# rating" other="# ratings" />
        </Trans>
      </span>
    </p>
  );
}

/**
 * After a session has ended, a participant rates it once: 1 to 5 stars and an optional comment, so the
 * rating shown is real rather than a fixed 4.9. The stars are radio buttons, so arrow keys and screen readers work.
 */
export function RateSession({ session }: { session: GroupSession }) {
  // Held here rather than in the form: the form goes as soon as the rating is saved, and the thanks still show.
  useCatalog(groupSessionsCatalog);
  const rate = useRateSession(session.id);
  const myRating = session.myRating;
  if (!session.isRegistered || session.status !== 'completed') return null;
  if (session.myRating !== null) {
    return (
      <p className="text-sm font-semibold text-neutral-800">
        <Trans>You rated this session {myRating} out of 5. Thank you!</Trans>
      </p>
    );
  }
  return (
    <Suspense fallback={null}>
      <RateSessionForm rate={rate} />
    </Suspense>
  );
}
