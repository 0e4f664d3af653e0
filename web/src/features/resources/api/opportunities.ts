import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { OpportunityPage } from '../../../../../schema/contract/opportunities-rules.ts';
import { ApiError, answerOf, api } from '../../../lib/api-client.ts';
import { opportunitiesQueryPrefix } from '../../../lib/api/opportunities.ts';
import { pagedQuery } from '../../../lib/api/read-query.ts';
import { opportunityListQuery, type ResourceFilters } from '../resource-filters.ts';

/** Every cached opportunity list (one per filter set); the first element is the path they read. */
const opportunitiesQueryKey = [opportunitiesQueryPrefix] as const;

const opportunityListQueryKey = (filters: ResourceFilters) =>
  [
    opportunitiesQueryPrefix,
    'list',
    { category: filters.category, kind: filters.kind, province: filters.province, sort: filters.sort },
  ] as const;

/**
 * `GET /api/business-opportunities` (signed in), page by page, with the page's filters. While another filter
 * loads, the previous cards stay (dimmed by the page) instead of a spinner.
 */
export function useOpportunities(filters: ResourceFilters) {
  return useInfiniteQuery({
    ...pagedQuery(opportunityListQueryKey(filters), (cursor, signal) =>
      answerOf(
        api['business-opportunities'].$get({ query: opportunityListQuery(filters, { cursor }) }, { init: { signal } }),
      ),
    ),
    placeholderData: keepPreviousData,
  });
}

/**
 * After a sync the old cursors point into a list that has changed: each cached list keeps only its first page,
 * then reads it again. Resolves once the lists on screen are fresh.
 */
async function reloadLists(client: QueryClient): Promise<void> {
  client.setQueriesData<InfiniteData<OpportunityPage, string | null>>({ queryKey: opportunitiesQueryKey }, (data) =>
    data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  );
  await client.invalidateQueries({ queryKey: opportunitiesQueryKey });
}

/**
 * `POST /api/business-opportunities/sync` (no body). A 200 means the list is fresh, so it is read again before the
 * mutation settles: the Refresh button stays busy until the new cards are on screen. 429: one ran or is running
 * (the lists are read again too: someone else's refresh may be newer than this screen).
 */
export function useSyncOpportunities() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => answerOf(api['business-opportunities'].sync.$post()),
    onSuccess: () => reloadLists(client),
    // Someone else's refresh ran (or is running): what this screen shows may be older than that one.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 429) void reloadLists(client);
    },
  });
}
