import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type {
  CreateFeedSchema,
  OpportunityFeed,
  UpdateFeedSchema,
} from '../../../../../schema/contract/opportunities.ts';
import { answerOf, api } from '../../../lib/api-client.ts';
import { byId, readQuery } from '../../../lib/api/read-query.ts';
import { invalidateOpportunities } from '../../../lib/api/opportunities.ts';
import { useAdminAction, type Refresh } from './admin.ts';

const feeds = api.admin['opportunity-feeds'];
const feedsQuery = readQuery(feeds);

export type CreateFeedInput = z.input<typeof CreateFeedSchema>;
export type UpdateFeedInput = z.input<typeof UpdateFeedSchema>;

/** `GET /api/admin/opportunity-feeds`: every feed the sync reads, with how its last run went. */
export function useOpportunityFeeds() {
  return useQuery(feedsQuery);
}

export const feedApi = {
  create: (input: CreateFeedInput) => answerOf(feeds.$post({ json: input })),
  update: (id: number, input: UpdateFeedInput) => answerOf(feeds[':id'].$patch({ ...byId(id), json: input })),
  /** 204: nothing comes back. */
  remove: (id: number) => answerOf(feeds[':id'].$delete(byId(id))),
};

/**
 * What a feed change refreshes (the audit log comes with every admin action): the feed list, and the members' list
 * of opportunities, which a removed feed's items leave at once.
 */
export const refreshAfterFeeds: Refresh = (client) => {
  void client.invalidateQueries({ queryKey: feedsQuery.queryKey });
  invalidateOpportunities(client);
};

/**
 * `PATCH /api/admin/opportunity-feeds/:id` with `{ enabled }`: the switch. The answer is written into the list at
 * once, so the switch does not flick back while the list is read again.
 */
export function useSetFeedEnabled(success: (saved: OpportunityFeed) => { title: string; description?: string }) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useAdminAction({
    action: ({ feed, enabled }: { feed: OpportunityFeed; enabled: boolean }) => feedApi.update(feed.id, { enabled }),
    refresh: refreshAfterFeeds,
    success: (saved) => {
      queryClient.setQueryData<OpportunityFeed[]>(feedsQuery.queryKey, (list) =>
        list?.map((feed) => (feed.id === saved.id ? saved : feed)),
      );
      return success(saved);
    },
    failureTitle: t`Feed not changed`,
  });
}
