import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client.ts';
import { communityVideosQueryKey } from '../../../lib/api/community-videos.ts';

/** `GET /api/community/videos`: the short list of videos the admins keep, newest first (public). */
export function useCommunityVideos() {
  return useQuery({
    queryKey: communityVideosQueryKey,
    queryFn: ({ signal }) => answerOf(api.community.videos.$get(undefined, { init: { signal } })),
  });
}
