import { Suspense } from 'react';
import { PageSpinner } from '../../components/spinner.tsx';
import { VisitorLanding } from '../../features/landing/visitor-landing.tsx';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';

// A code-split component like every screen, so that a dashboard rendered on the server names its chunk and the
// browser downloads it before hydrating.
const DashboardRoute = lazyComponent('DashboardRoute', () =>
  import('./dashboard-route.tsx').then((module) => module.DashboardRoute),
);

/** `/`: the visitor landing when signed out, the dashboard when signed in, a spinner until known. */
export function HomeRoute() {
  const { isLoading, isSignedIn } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (!isSignedIn) return <VisitorLanding />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <DashboardRoute />
    </Suspense>
  );
}
