import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../components/spinner.tsx';
import { useCurrentUser } from '../auth/api/current-user.ts';
import { VisitorLanding } from './visitor-landing.tsx';

const DashboardPage = lazy(() =>
  import('../dashboard/dashboard-page.tsx').then((module) => ({ default: module.DashboardPage })),
);

/** `/`: the visitor landing when signed out, the dashboard when signed in, a spinner until known. */
export function HomeRoute() {
  const { isLoading, isSignedIn } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (!isSignedIn) return <VisitorLanding />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <DashboardPage />
    </Suspense>
  );
}
