import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoryInput } from '../../../../../schema/contract/stories.ts';
import { STORY_PAGE_SIZE } from '../../../../../schema/contract/stories-rules.ts';
import { photoPayload, type Photo } from '../../../components/form/photo-field.tsx';
import { answerOf, api } from '../../../lib/api-client.ts';
import { pagedQuery } from '../../../lib/api/read-query.ts';
import { storyImpactQuery, usePublishedStories } from '../../../lib/api/success-stories.ts';
import { useListPageSize } from '../../../lib/data-saver.tsx';

/** How many of their own stories a member sees per page. */
const MY_STORIES_PAGE_SIZE = 10;
const myStoriesQueryKey = [api['success-stories'].mine.$path()] as const;

/** `GET /api/success-stories`, page by page (smaller under data saver): the featured story first, then newest. */
export function useStoryGallery() {
  return usePublishedStories(useListPageSize(STORY_PAGE_SIZE));
}

/** `GET /api/success-stories/mine`: the member's own stories with their status, newest first. */
export function useMyStories() {
  return useInfiniteQuery(
    pagedQuery([...myStoriesQueryKey, MY_STORIES_PAGE_SIZE], (cursor, signal) =>
      answerOf(
        api['success-stories'].mine.$get(
          { query: { limit: String(MY_STORIES_PAGE_SIZE), cursor } },
          { init: { signal } },
        ),
      ),
    ),
  );
}

/** `GET /api/success-stories/impact`: the numbers of spec section 9, counted by the server. */
export function useStoryImpact() {
  return useQuery(storyImpactQuery);
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
    }) =>
      answerOf(
        api['success-stories'].$post({
          json: { ...input, profileImage: await photoPayload(photo, onUploaded) },
        }),
      ),
    // Not awaited: the thank-you screen shows at once, the list follows.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myStoriesQueryKey }),
  });
}
