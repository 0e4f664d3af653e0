/**
 * The query key of `GET /api/community/videos`. The community page reads it (features/community/api/videos.ts); the
 * admin's video changes invalidate it, so the key lives here, where both can import it.
 */
export const COMMUNITY_VIDEOS_URL = '/api/community/videos';
export const communityVideosQueryKey = [COMMUNITY_VIDEOS_URL] as const;
