import { useQuery, type QueryKey } from '@tanstack/react-query';
import type {
  CommunityVideo,
  CreateVideoInput,
  UpdateVideoInput,
} from '../../../../../schema/contract/community-videos.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { communityVideosQueryKey } from '../../../lib/api/community-videos.ts';
import { ADMIN_URL } from './admin.ts';

export const ADMIN_VIDEOS_URL = `${ADMIN_URL}/community-videos`;
export const adminVideosQueryKey = [ADMIN_VIDEOS_URL] as const;

/** `GET /api/admin/community-videos`: the list the community page shows, newest first. */
export function useAdminVideos() {
  return useQuery({
    queryKey: adminVideosQueryKey,
    queryFn: ({ signal }) => apiJson<CommunityVideo[]>('GET', ADMIN_VIDEOS_URL, undefined, { signal }),
  });
}

export const videoApi = {
  create: (input: CreateVideoInput) => apiJson<CommunityVideo>('POST', ADMIN_VIDEOS_URL, input),
  update: (id: number, input: UpdateVideoInput) => apiJson<CommunityVideo>('PATCH', `${ADMIN_VIDEOS_URL}/${id}`, input),
  /** 204: nothing comes back. */
  remove: (id: number) => apiJson<undefined>('DELETE', `${ADMIN_VIDEOS_URL}/${id}`),
};

/** What a video change refreshes (the audit log comes with every admin action): this list and the community page's. */
export const refreshAfterVideos: readonly QueryKey[] = [adminVideosQueryKey, communityVideosQueryKey];
