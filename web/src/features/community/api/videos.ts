import { useQuery } from '@tanstack/react-query';
import { communityVideosQuery } from '../../../lib/api/community-videos.ts';

/** `GET /api/community/videos`: the short list of videos the admins keep, newest first (public). */
export function useCommunityVideos() {
  return useQuery(communityVideosQuery);
}
