import { useLingui } from '@lingui/react/macro';
import { Suspense, type ReactNode } from 'react';
import { AccessDenied } from '../../components/access-denied.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { useCurrentUser } from '../../lib/auth/current-user.ts';

/**
 * `/admin` opens only for admins; a member is told it is not for them (visitors are asked to sign in by the route's
 * SignedInOnly). The console's code is never downloaded by anyone else because `children` is a lazy component
 * rendered only here. The server enforces the role on every admin call (403) whatever the browser shows.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { isLoading, user } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (user?.role !== 'admin') return <NotAnAdmin />;
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}

/** What a member who is not an admin sees at `/admin`. */
function NotAnAdmin() {
  const { t } = useLingui();
  return (
    <AccessDenied
      title={t`Admin console`}
      description={t`Moderation and settings for the team that runs the platform.`}
      reason={t`You need to be an administrator to open the admin console.`}
    />
  );
}
