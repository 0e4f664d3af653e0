import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { answerOf, api, type AnswerOf } from '../api-client.ts';
import { pagedQuery, readQuery } from './read-query.ts';

type StoryPage = AnswerOf<ReturnType<(typeof api)['success-stories']['$get']> extends Promise<infer R> ? R : never>;

/**
 * `GET /api/success-stories`: the published stories, the featured one first, then newest, page by page. The landing
 * page shows the first page of a few, the gallery pages through them; both through this one hook, whose key holds the
 * page size.
 */
const publishedStoriesQueryKey = [api['success-stories'].$path()] as const;
/** `GET /api/success-stories/impact`: the gallery's numbers, counted by the server. */
export const storyImpactQuery = readQuery(api['success-stories'].impact);

export function usePublishedStories<Selected = InfiniteData<StoryPage, string | null>>(
  limit: number,
  select?: (data: InfiniteData<StoryPage, string | null>) => Selected,
) {
  return useInfiniteQuery({
    ...pagedQuery([...publishedStoriesQueryKey, limit], (cursor, signal) =>
      answerOf(api['success-stories'].$get({ query: { limit: String(limit), cursor } }, { init: { signal } })),
    ),
    select,
  });
}

/** After an admin publishes, rejects or features a story: every view of the published stories and their numbers. */
export function invalidatePublishedStories(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: publishedStoriesQueryKey });
  void client.invalidateQueries({ queryKey: storyImpactQuery.queryKey });
}
