import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  MyStory,
  MyStoryPage,
  StoryImpact,
  StoryInput,
  SuccessStoryPage,
} from '../../../../../schema/contract/stories.ts';
import { STORY_PAGE_SIZE } from '../../../../../schema/contract/stories-rules.ts';
import { photoPayload, type Photo } from '../../../components/form/photo-field.tsx';
import { apiJson } from '../../../lib/api-client.ts';
import { useListPageSize } from '../../../lib/data-saver.tsx';

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

/** A list of stories read page by page (`?limit=&cursor=`), in the order the server gives; the size is in the key. */
function usePagedStories<Page extends { nextCursor: string | null }>(url: string, queryKey: QueryKey, limit: number) {
  return useInfiniteQuery({
    queryKey: [...queryKey, limit],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(limit) });
      if (pageParam) query.set('cursor', pageParam);
      return apiJson<Page>('GET', `${url}?${query}`, undefined, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** `GET /api/success-stories`, page by page (smaller under data saver): the featured story first, then newest. */
export function useStoryGallery() {
  const limit = useListPageSize(STORY_PAGE_SIZE);
  return usePagedStories<SuccessStoryPage>(STORIES_URL, storyKeys.gallery, limit);
}

/** `GET /api/success-stories/mine`: the member's own stories with their status, newest first. */
export const useMyStories = () => usePagedStories<MyStoryPage>(MY_STORIES_URL, storyKeys.mine, MY_STORIES_PAGE_SIZE);

/** `GET /api/success-stories/impact`: the numbers of spec section 9, counted by the server. */
export function useStoryImpact() {
  return useQuery({
    queryKey: storyKeys.impact,
    queryFn: ({ signal }) => apiJson<StoryImpact>('GET', STORY_IMPACT_URL, undefined, { signal }),
  });
}

/**
 * `POST /api/success-stories` with the story's picture: a new picture is uploaded first, once (`onUploaded`
 * remembers its URL, so a retried submission reuses it). Answers the new story, pending until an admin
 * publishes it; the member's own list is refreshed.
 */
export function useSubmitStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      input,
      photo,
      onUploaded,
    }: {
      input: StoryInput;
      photo: Photo;
      onUploaded: (uploadedUrl: string) => void;
    }) => apiJson<MyStory>('POST', STORIES_URL, { ...input, profileImage: await photoPayload(photo, onUploaded) }),
    // Not awaited: the thank-you screen shows at once, the list follows.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: storyKeys.mine }),
  });
}
