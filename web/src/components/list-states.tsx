import { errorMessage } from '../lib/api-client.ts';
import { buttonStyles } from './ui/styles.ts';

/** The parts of a TanStack infinite query that "Load more" needs. */
type NextPageQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * "Load more" under a paged list: the button (busy while the next page loads) and, when that page failed, a
 * message saying so; pressing the button again retries. `onLoadMore` runs first, e.g. to remember where the
 * focus should go once the new items arrive.
 */
export function LoadMore({ what, query, onLoadMore }: { what: string; query: NextPageQuery; onLoadMore?: () => void }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-6 flex flex-col items-center gap-3">
      {query.isFetchNextPageError ? (
        <p role="alert" className="text-red-800">
          More {what} could not be loaded. Check your connection, then try again.
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
        {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}

/** A list that could not load at all: what failed, why (the server's message when there is one), and a retry. */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6">
      <p className="text-lg font-semibold text-red-900">We could not load the {what}.</p>
      <p className="mt-1 text-neutral-800">{errorMessage(error, 'Check your connection, then try again.')}</p>
      <button type="button" onClick={onRetry} className={`${buttonStyles.primary} mt-4`}>
        Try again
      </button>
    </div>
  );
}
