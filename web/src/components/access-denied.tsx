import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageFrame } from './page-frame.tsx';

/**
 * A signed-in member on a page their role does not open (spec section 2: calendar management for non-mentors): the
 * page's title, why not, and (`next`) the way to where they can get it. The page exists, so it is never the 404 page.
 */
export function AccessDenied({
  title,
  description,
  reason,
  next,
}: {
  title: string;
  description: string;
  reason: string;
  next?: ReactNode;
}) {
  return (
    <PageFrame title={title} description={description}>
      <div role="alert" className="mt-8 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">
          <Trans>Access Denied</Trans>
        </p>
        <p>{reason}</p>
      </div>
      {next ? <div className="mt-6">{next}</div> : null}
    </PageFrame>
  );
}
