import { communityVideos } from '../../../schema/db/index.ts';
import { db } from '../../../worker/test/factories.ts';
import type { MatrixRoute } from './types.ts';

/** Admin-only: visitors 401, every other role 403, the admin `status`. */
const adminOnly = (status: number) => ({ default: 403, visitor: 401, admin: status });

let n = 0;
const videoUrl = () => `https://videos.example.test/watch?v=matrix-${Date.now().toString(36)}-${++n}`;

/** A listed video for the row to change or remove. */
async function video(ctx: Record<string, unknown>) {
  const [row] = await db
    .insert(communityVideos)
    .values({ title: 'Matrix video', url: videoUrl(), durationSeconds: 600, topic: 'digital-skills' })
    .returning();
  ctx.videoId = row!.id;
}

/** The admin's add must not meet a full list (the matrix adds one per role; the cap is tested beside the service). */
async function roomOnTheList() {
  await db.delete(communityVideos);
}

export const communityVideoRoutes: MatrixRoute[] = [
  { method: 'GET', path: '/api/community/videos', expect: { default: 200 } },
  { method: 'GET', path: '/api/admin/community-videos', expect: adminOnly(200) },
  {
    method: 'POST',
    path: '/api/admin/community-videos',
    prepare: roomOnTheList,
    body: () => ({ title: 'Matrix pricing video', url: videoUrl(), durationSeconds: 754, topic: 'money-and-pricing' }),
    expect: adminOnly(201),
  },
  // A body the contract refuses: still 401 / 403 for non-admins (the role check comes first), 400 for the admin.
  {
    method: 'POST',
    path: '/api/admin/community-videos',
    body: () => ({
      title: 'Matrix video',
      url: 'http://videos.example.test/plain-http',
      durationSeconds: 754,
      topic: 'other',
    }),
    expect: adminOnly(400),
  },
  {
    method: 'PATCH',
    path: (ctx) => `/api/admin/community-videos/${ctx.videoId}`,
    prepare: video,
    body: () => ({ title: 'Matrix video (renamed)' }),
    expect: adminOnly(200),
  },
  {
    method: 'PATCH',
    path: '/api/admin/community-videos/999999',
    body: () => ({ title: 'Nobody has this video' }),
    expect: adminOnly(404),
  },
  {
    method: 'DELETE',
    path: (ctx) => `/api/admin/community-videos/${ctx.videoId}`,
    prepare: video,
    expect: adminOnly(204),
  },
];
