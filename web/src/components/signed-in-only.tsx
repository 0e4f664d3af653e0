import { Suspense, type ReactNode } from 'react';
import { NotFoundPage } from './not-found-page.tsx';
import { PageSpinner } from './spinner.tsx';
import { useCurrentUser } from '../lib/auth/current-user.ts';

/**
 * Routes "registered only for signed-in users" (spec section 2). For a visitor the route behaves
 * as if it were not registered at all (the 404 page), and its code is never downloaded because
 * the children are lazy components rendered only when signed in. While sign-in is being checked,
 * a spinner, not the 404.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { isLoading, isSignedIn } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (!isSignedIn) return <NotFoundPage />;
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}
