import { Suspense, type ReactNode } from 'react';
import { NotFoundPage } from './not-found-page.tsx';
import { PageSpinner } from './spinner.tsx';
import { useCurrentUser } from '../lib/auth/current-user.ts';

/**
 * Routes for signed-in users only. By default a visitor gets the route as if it were not registered at all (the
 * 404 page, spec section 2); a route whose visitors should be told to sign in instead passes `visitor` (e.g.
 * <SignInRequired>). Either way the children's code is never downloaded by visitors, because they are lazy
 * components rendered only when signed in. While sign-in is being checked, a spinner, not the 404.
 */
export function SignedInOnly({ children, visitor }: { children: ReactNode; visitor?: ReactNode }) {
  const { isLoading, isSignedIn } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (!isSignedIn) return visitor ?? <NotFoundPage />;
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}
