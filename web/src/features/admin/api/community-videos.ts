import { useQuery } from '@tanstack/react-query';
import type { CreateVideoInput, UpdateVideoInput } from '../../../../../schema/contract/community-videos.ts';
import { answerOf, api } from '../../../lib/api-client.ts';
import { byId, readQuery } from '../../../lib/api/read-query.ts';
import { invalidateCommunityVideos } from '../../../lib/api/community-videos.ts';
import type { Refresh } from './admin.ts';

const videos = api.admin['community-videos'];
const adminVideosQuery = readQuery(videos);

/** `GET /api/admin/community-videos`: the list the community page shows, newest first. */
export function useAdminVideos() {
  return useQuery(adminVideosQuery);
}

export const videoApi = {
  create: (input: CreateVideoInput) => answerOf(videos.$post({ json: input })),
  update: (id: number, input: UpdateVideoInput) => answerOf(videos[':id'].$patch({ ...byId(id), json: input })),
  /** 204: nothing comes back. */
  remove: (id: number) => answerOf(videos[':id'].$delete(byId(id))),
};

/** What a video change refreshes (the audit log comes with every admin action): this list and the community page's. */
export const refreshAfterVideos: Refresh = (client) => {
  void client.invalidateQueries({ queryKey: adminVideosQuery.queryKey });
  invalidateCommunityVideos(client);
};
