import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';

/**
 * The query key of `GET /api/community/videos`. The community page reads it (features/community/api/videos.ts); the
 * admin's video changes mark it stale through `invalidateCommunityVideos`.
 */
export const communityVideosQueryKey = [api.community.videos.$path()] as const;

export function invalidateCommunityVideos(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: communityVideosQueryKey });
}
