import { Suspense, type ReactNode } from 'react';
import { PageSpinner } from './spinner.tsx';
import { useCurrentUser } from '../lib/auth/current-user.ts';

/**
 * Routes for signed-in users only. A visitor gets `visitor` instead: what the page asks of them (<SignInRequired> or
 * <AccessRequired>), never the 404 page, which is only for paths that do not exist. The children's code is never
 * downloaded by visitors, because they are lazy components rendered only when signed in. While sign-in is being
 * checked, a spinner.
 */
export function SignedInOnly({ children, visitor }: { children: ReactNode; visitor: ReactNode }) {
  const { isLoading, isSignedIn } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (!isSignedIn) return visitor;
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}
