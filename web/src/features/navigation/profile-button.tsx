import { Trans } from '@lingui/react/macro';
import type { CurrentUser } from '../../../../schema/contract/auth.ts';
import { useDataSaver } from '../../lib/data-saver.tsx';

export const profileButtonStyle =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-lilac-200 bg-white py-1 pr-1 pl-1 text-sm font-semibold text-lilac-900 hover:bg-lilac-50 sm:pr-4';

function initials(user: CurrentUser): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
}

/**
 * The trigger's face: photo or initials, and the words "Personal Profile" (its accessible name). Under data saver
 * the initials: inside the button a tap opens the menu, so the photo cannot wait for one.
 */
export function ProfileButtonContent({ user }: { user: CurrentUser }) {
  const dataSaver = useDataSaver().enabled;
  return (
    <>
      {user.profileImage && !dataSaver ? (
        <img src={user.profileImage} alt="" width={36} height={36} className="size-9 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex size-9 items-center justify-center rounded-full bg-lilac-700 text-sm text-white"
        >
          {initials(user)}
        </span>
      )}
      <span className="sr-only sm:not-sr-only">
        <Trans>Personal Profile</Trans>
      </span>
    </>
  );
}
