import { Suspense, type ReactNode } from 'react';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { useCurrentUser } from '../../lib/auth/current-user.ts';

/**
 * `/admin` exists only for admins: for everyone else (visitors and members) it behaves like an unknown path, the
 * 404 page, the way SignedInOnly treats signed-in-only routes; the console's code is never downloaded by them
 * because `children` is a lazy component rendered only here. The server enforces the role on every admin call
 * (403) whatever the browser shows.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { isLoading, user } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (user?.role !== 'admin') return <NotFoundPage />;
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}
