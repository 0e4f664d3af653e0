import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { PageFrame } from './page-frame.tsx';
import { buttonStyles } from './ui/styles.ts';

/**
 * Shown when a screen fails to load or render: on prepaid data the usual cause is a dropped
 * connection while a page's code was downloading, so the way out is to try again.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <PageFrame
      title="Something went wrong"
      description="This page could not be loaded. Check your connection, then try again."
    >
      <p className="mt-8">
        <button type="button" className={buttonStyles.primary} onClick={() => window.location.reload()}>
          Try again
        </button>
      </p>
    </PageFrame>
  );
}
