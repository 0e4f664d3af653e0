import { useQuery } from '@tanstack/react-query';
import type { CommunityVideo } from '../../../../../schema/contract/community-videos-rules.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { COMMUNITY_VIDEOS_URL, communityVideosQueryKey } from '../../../lib/api/community-videos.ts';

/** `GET /api/community/videos`: the short list of videos the admins keep, newest first (public). */
export function useCommunityVideos() {
  return useQuery({
    queryKey: communityVideosQueryKey,
    queryFn: ({ signal }) => apiJson<CommunityVideo[]>('GET', COMMUNITY_VIDEOS_URL, undefined, { signal }),
  });
}
