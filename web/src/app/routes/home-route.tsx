import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../components/spinner.tsx';
import { VisitorLanding } from '../../features/landing/visitor-landing.tsx';
import { useCurrentUser } from '../../lib/auth/current-user.ts';

const DashboardRoute = lazy(() =>
  import('./dashboard-route.tsx').then((module) => ({ default: module.DashboardRoute })),
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
