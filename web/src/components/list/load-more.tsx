import { Trans } from '@lingui/react/macro';
import type { NextPageQuery } from '../../lib/list-query.ts';
import { buttonStyles } from '../ui/styles.ts';

/**
 * "Load more" under a paged list: the button (busy while the next page loads) and, when that page failed, a
 * message saying so; pressing the button again retries. `onLoadMore` runs first, e.g. to remember where the
 * focus should go once the new items arrive.
 */
export function LoadMore({
  what,
  query,
  onLoadMore,
  label,
}: {
  what: string;
  query: NextPageQuery;
  onLoadMore?: () => void;
  /** The button's words where a list says what "more" is ("Show older notifications"). */
  label?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-6 flex flex-col items-center gap-3">
      {query.isFetchNextPageError ? (
        <p role="alert" className="text-red-800">
          <Trans>More {what} could not be loaded.</Trans> <Trans>Check your connection, then try again.</Trans>
        </p>
      ) : null}
      <button
        type="button"
        disabled={query.isFetchingNextPage}
        onClick={() => {
          onLoadMore?.();
          void query.fetchNextPage();
        }}
        className={buttonStyles.outline}
      >
        {query.isFetchingNextPage ? <Trans>Loading…</Trans> : (label ?? <Trans>Load more</Trans>)}
      </button>
    </div>
  );
}
