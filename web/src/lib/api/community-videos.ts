import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { readQuery } from './read-query.ts';

/**
 * `GET /api/community/videos`. The community page reads it (features/community/api/videos.ts); the admin's video
 * changes mark it stale through `invalidateCommunityVideos`.
 */
export const communityVideosQuery = readQuery(api.community.videos);

export function invalidateCommunityVideos(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: communityVideosQuery.queryKey });
}
