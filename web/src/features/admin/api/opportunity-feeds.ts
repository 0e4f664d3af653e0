import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type {
  CreateFeedSchema,
  OpportunityFeed,
  UpdateFeedSchema,
} from '../../../../../schema/contract/opportunities.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { ADMIN_URL, useAdminAction } from './admin.ts';

export const FEEDS_URL = `${ADMIN_URL}/opportunity-feeds`;
export const feedsQueryKey = [FEEDS_URL] as const;

export type CreateFeedInput = z.input<typeof CreateFeedSchema>;
export type UpdateFeedInput = z.input<typeof UpdateFeedSchema>;

/** `GET /api/admin/opportunity-feeds`: every feed the sync reads, with how its last run went. */
export function useOpportunityFeeds() {
  return useQuery({
    queryKey: feedsQueryKey,
    queryFn: ({ signal }) => apiJson<OpportunityFeed[]>('GET', FEEDS_URL, undefined, { signal }),
  });
}

export const feedApi = {
  create: (input: CreateFeedInput) => apiJson<OpportunityFeed>('POST', FEEDS_URL, input),
  update: (id: number, input: UpdateFeedInput) => apiJson<OpportunityFeed>('PATCH', `${FEEDS_URL}/${id}`, input),
  /** 204: nothing comes back. */
  remove: (id: number) => apiJson<undefined>('DELETE', `${FEEDS_URL}/${id}`),
};

/**
 * What a feed change refreshes (the audit log comes with every admin action): the feed list, and the members' list
 * of opportunities, which a removed feed's items leave at once.
 */
export const refreshAfterFeeds: readonly QueryKey[] = [feedsQueryKey, ['/api/business-opportunities']];

/**
 * `PATCH /api/admin/opportunity-feeds/:id` with `{ enabled }`: the switch. The answer is written into the list at
 * once, so the switch does not flick back while the list is read again.
 */
export function useSetFeedEnabled(success: (saved: OpportunityFeed) => { title: string; description?: string }) {
  const queryClient = useQueryClient();
  return useAdminAction({
    action: ({ feed, enabled }: { feed: OpportunityFeed; enabled: boolean }) => feedApi.update(feed.id, { enabled }),
    refresh: refreshAfterFeeds,
    success: (saved) => {
      queryClient.setQueryData<OpportunityFeed[]>(feedsQueryKey, (list) =>
        list?.map((feed) => (feed.id === saved.id ? saved : feed)),
      );
      return success(saved);
    },
    failureTitle: 'Feed not changed',
  });
}
