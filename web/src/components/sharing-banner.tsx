import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../lib/auth/current-user.ts';
import { guardianStepPath, paths } from '../lib/paths.ts';

/**
 * Tells a member, on every page, why chat and their profile are held back and what to do (decision 021): someone
 * under 18 until a parent or guardian agrees, or someone who has not yet said whether they are 18 or older. Nothing
 * for anyone else, and nothing for visitors (whose pages the server renders).
 */
export function SharingBanner() {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const restriction = user?.sharingRestriction ?? null;
  // The welcome page asks the age question itself, first thing.
  if (!restriction || (restriction === 'age_unconfirmed' && pathname === paths.completeProfile)) return null;
  const underAge = restriction === 'guardian_consent';
  return (
    <section aria-labelledby="sharing-banner-title" className="border-b border-sunshine-200 bg-sunshine-50 px-4 py-3">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <div className="text-sm text-neutral-900">
          <h2 id="sharing-banner-title" className="font-bold">
            {underAge ? <Trans>A parent or guardian needs to agree</Trans> : <Trans>Please tell us your age</Trans>}
          </h2>
          <p>
            {underAge ? (
              <Trans>
                You are under 18, so until a parent or guardian agrees, other members cannot see your profile and you
                cannot send messages. You can still read, learn and join group sessions.
              </Trans>
            ) : (
              <Trans>
                Until you tell us whether you are 18 or older, other members cannot see your profile and you cannot send
                messages.
              </Trans>
            )}
          </p>
        </div>
        <Link
          to={underAge ? guardianStepPath : paths.completeProfile}
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-lilac-700 px-4 font-semibold text-white hover:bg-lilac-800"
        >
          {underAge ? <Trans>Ask a parent or guardian</Trans> : <Trans>Tell us your age</Trans>}
        </Link>
      </div>
    </section>
  );
}
