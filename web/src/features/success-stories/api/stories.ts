import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  MyStory,
  MyStoryPage,
  StoryImpact,
  StoryInput,
  SuccessStoryPage,
} from '../../../../../schema/contract/stories.ts';
import { STORY_PAGE_SIZE } from '../../../../../schema/contract/stories-rules.ts';
import { apiJson } from '../../../lib/api-client.ts';

export const STORIES_URL = '/api/success-stories';
export const STORY_IMPACT_URL = `${STORIES_URL}/impact`;
export const MY_STORIES_URL = `${STORIES_URL}/mine`;
/** How many of their own stories a member sees per page. */
export const MY_STORIES_PAGE_SIZE = 10;

/**
 * Query keys. Every key of the published list starts with STORIES_URL (the landing page's too), so one
 * invalidation of `[STORIES_URL]` refreshes every view of it after an admin publishes or rejects a story.
 */
export const storyKeys = {
  published: [STORIES_URL] as const,
  gallery: [STORIES_URL, 'gallery'] as const,
  impact: [STORY_IMPACT_URL] as const,
  mine: [MY_STORIES_URL] as const,
};

function pageUrl(url: string, limit: number, cursor: string | null): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return `${url}?${query}`;
}

/** `GET /api/success-stories`, page by page: the featured story first, then newest first. */
export function useStoryGallery() {
  return useInfiniteQuery({
    queryKey: storyKeys.gallery,
    queryFn: ({ pageParam, signal }) =>
      apiJson<SuccessStoryPage>('GET', pageUrl(STORIES_URL, STORY_PAGE_SIZE, pageParam), undefined, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** `GET /api/success-stories/impact`: the numbers of spec section 9, counted by the server. */
export function useStoryImpact() {
  return useQuery({
    queryKey: storyKeys.impact,
    queryFn: ({ signal }) => apiJson<StoryImpact>('GET', STORY_IMPACT_URL, undefined, { signal }),
  });
}

/** `GET /api/success-stories/mine`: the member's own stories with their status, newest first. */
export function useMyStories({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    queryKey: storyKeys.mine,
    queryFn: ({ pageParam, signal }) =>
      apiJson<MyStoryPage>('GET', pageUrl(MY_STORIES_URL, MY_STORIES_PAGE_SIZE, pageParam), undefined, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

/** `POST /api/success-stories`: the new story, pending until an admin publishes it. */
export function submitStory(input: StoryInput): Promise<MyStory> {
  return apiJson<MyStory>('POST', STORIES_URL, input);
}
