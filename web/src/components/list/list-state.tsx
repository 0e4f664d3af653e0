import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import { Spinner } from '../spinner.tsx';
import { buttonStyles } from '../ui/styles.ts';

/**
 * A read that failed: what could not be loaded, why (the server's message when there is one, else the usual
 * cause on prepaid data, a dropped connection) and a way to try again. Nothing else on the page is touched.
 */
export function LoadError({ what, error, onRetry }: { what: string; error?: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div role="alert" className="rounded-2xl border-2 border-red-700 bg-red-50 p-4 sm:p-6">
      <p className="font-semibold text-red-900">
        <Trans>We could not load {what}.</Trans>
      </p>
      <p className="mt-1 text-neutral-800">{errorMessage(error, t`Check your connection, then try again.`)}</p>
      <button type="button" onClick={onRetry} className={`${buttonStyles.outline} mt-3`}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}

/**
 * The one way a list shows its state: a spinner while the first page loads, `LoadError` with a retry when it
 * failed, `empty` when there is nothing, else `children(data)`. A list that already has data keeps showing it
 * while it refetches.
 */
export function ListState<Data>({
  query,
  what,
  isEmpty,
  empty,
  loading,
  children,
}: {
  query: ListQuery<Data>;
  /** What the list holds, as a phrase: "We could not load {what}." ("the mentors", "your sessions"). */
  what: string;
  isEmpty: (data: Data) => boolean;
  /** What to say when there is nothing (an empty state should say what to do next). */
  empty: ReactNode;
  /** Shown while the first page loads; a spinner announced as "Loading {what}…" by default. */
  loading?: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useLingui();
  if (query.data !== undefined) return isEmpty(query.data) ? <>{empty}</> : <>{children(query.data)}</>;
  if (query.isError) return <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />;
  return <>{loading ?? <Spinner label={t`Loading ${what}…`} />}</>;
}
