import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { toast } from '../../../lib/toast.ts';
import { useSyncOpportunities } from '../api/opportunities.ts';
import { lastUpdatedLine, syncFailureToast, syncSuccessToast } from '../opportunity-display.ts';
import { RefreshIcon } from '../../../components/icons.tsx';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { resourcesCatalog } from '../locales/catalog.ts';

/** Starts a refresh: the app-wide hook, shared by the panel and the empty state's button. */
export function useRefresh() {
  useCatalog(resourcesCatalog);
  const { i18n } = useLingui();
  const sync = useSyncOpportunities();
  return {
    syncing: sync.isPending,
    refresh: () => {
      if (sync.isPending) return;
      sync.mutate(undefined, {
        onSuccess: (result) => toast(syncSuccessToast(result, i18n)),
        onError: (error) => {
          const notice = syncFailureToast(error, i18n);
          if (notice) toast(notice);
        },
      });
    },
  };
}

/** Said instead of "Updated daily…" while the list shows the demo's saved feed captures. */
const SAMPLE_NOTICE = msg`These items were saved from public South African feeds when this app was built: they are not today’s list. Refresh to fetch the live sources.`;

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
  useCatalog(resourcesCatalog);
  const { t, i18n } = useLingui();
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-lilac-100 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold text-neutral-900" aria-live="polite">
          {syncing
            ? t`Refreshing opportunities from the sources…`
            : sample
              ? // When the sample was loaded says nothing about the sources, so no "Last updated" over it.
                t`Showing the offline sample`
              : lastUpdated !== undefined
                ? lastUpdatedLine(lastUpdated, now, i18n)
                : unknown
                  ? t`Last updated: unknown`
                  : t`Checking when the list was last updated…`}
        </p>
        {sample ? (
          <p className="mt-1 rounded-lg bg-sunshine-100 px-2 py-1 text-sm font-semibold text-neutral-900">
            {t(SAMPLE_NOTICE)}
          </p>
        ) : (
          <p className="text-sm text-neutral-700">
            <Trans>Updated daily from public South African sources. Refresh to check them now.</Trans>
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
        {syncing ? <Trans>Refreshing…</Trans> : <Trans>Refresh</Trans>}
      </button>
    </div>
  );
}
