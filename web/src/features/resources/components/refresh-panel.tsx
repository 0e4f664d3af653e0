import { buttonStyles } from '../../../components/ui/styles.ts';
import { toast } from '../../../lib/toast.ts';
import { useSyncOpportunities } from '../api/opportunities.ts';
import { lastUpdatedLine, syncFailureToast, syncSuccessToast } from '../opportunity-display.ts';
import { RefreshIcon } from '../../../components/icons.tsx';

/** Starts a refresh: the app-wide hook, shared by the panel and the empty state's button. */
export function useRefresh() {
  const sync = useSyncOpportunities();
  return {
    syncing: sync.isPending,
    refresh: () => {
      if (sync.isPending) return;
      sync.mutate(undefined, {
        onSuccess: (result) => toast(syncSuccessToast(result)),
        onError: (error) => {
          const notice = syncFailureToast(error);
          if (notice) toast(notice);
        },
      });
    },
  };
}

/** Said instead of "Updated daily…" while the list shows the demo's saved feed captures. */
const SAMPLE_NOTICE =
  'These items were saved from public South African feeds when this app was built: they are not today’s list. Refresh to fetch the live sources.';

/**
 * Spec section 4, resources refresh: idle, syncing (the button says so and is busy), then refreshed (the list is
 * read again) or failed (a toast). The last-updated line follows the list's `lastUpdated`.
 */
export function RefreshPanel({
  lastUpdated,
  sample,
  unknown,
  now,
  syncing,
  onRefresh,
}: {
  /** Undefined while the first page loads, or when it could not be loaded. */
  lastUpdated: string | null | undefined;
  /** The list holds the offline sample: the page must not claim daily updates from live sources over it. */
  sample: boolean;
  /** The list could not be loaded, so nobody knows when it was last updated. */
  unknown: boolean;
  now: Date;
  syncing: boolean;
  onRefresh: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-lilac-100 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold text-neutral-900" aria-live="polite">
          {syncing
            ? 'Refreshing opportunities from the sources…'
            : sample
              ? // When the sample was loaded says nothing about the sources, so no "Last updated" over it.
                'Showing the offline sample'
              : lastUpdated !== undefined
                ? lastUpdatedLine(lastUpdated, now)
                : unknown
                  ? 'Last updated: unknown'
                  : 'Checking when the list was last updated…'}
        </p>
        {sample ? (
          <p className="mt-1 rounded-lg bg-sunshine-100 px-2 py-1 text-sm font-semibold text-neutral-900">
            {SAMPLE_NOTICE}
          </p>
        ) : (
          <p className="text-sm text-neutral-700">
            Updated daily from public South African sources. Refresh to check them now.
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={onRefresh}
        disabled={syncing}
        aria-busy={syncing}
        className={`${buttonStyles.primary} shrink-0`}
      >
        <RefreshIcon spinning={syncing} />
        {syncing ? 'Refreshing…' : 'Refresh'}
      </button>
    </div>
  );
}
