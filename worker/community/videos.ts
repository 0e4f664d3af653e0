import { desc, eq, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import {
  MAX_COMMUNITY_VIDEOS,
  VIDEO_MESSAGES,
  type CommunityVideo,
  type CreateVideoSchema,
  type UpdateVideoSchema,
} from '../../schema/contract/community-videos.ts';
import { adminAuditLog, communityVideos, nowIso } from '../../schema/db/index.ts';
import { auditStatement } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { HttpError } from '../http/errors.ts';

/** The community page's videos: one list, read by everyone, kept by admins; every change is audited. */

const videoFields = {
  id: communityVideos.id,
  title: communityVideos.title,
  url: communityVideos.url,
  durationSeconds: communityVideos.durationSeconds,
  topic: communityVideos.topic,
  createdAt: communityVideos.createdAt,
};

/** Newest first. The list is capped (MAX_COMMUNITY_VIDEOS), so it is read whole. */
export function listVideos(db: Db): Promise<CommunityVideo[]> {
  return db
    .select(videoFields)
    .from(communityVideos)
    .orderBy(desc(communityVideos.createdAt), desc(communityVideos.id));
}

async function getVideo(db: Db, id: number): Promise<CommunityVideo> {
  const [video] = await db.select(videoFields).from(communityVideos).where(eq(communityVideos.id, id)).limit(1);
  if (!video) throw new HttpError(404, VIDEO_MESSAGES.notFound);
  return video;
}

/** The unique link is the constraint an admin's input can break: 409, with the sentence beside the link field. */
function linkTaken(err: unknown): never {
  if (isUniqueViolation(err, 'community_videos.url')) {
    throw new HttpError(409, VIDEO_MESSAGES.linkTaken, [{ path: 'url', message: VIDEO_MESSAGES.linkTaken }]);
  }
  throw err;
}

/**
 * Adds a video. The cap holds under concurrent adds because it is one conditional INSERT (decision 007): the row
 * goes in only while fewer than MAX_COMMUNITY_VIDEOS exist. Its audit row is in the same batch and is written only
 * when that INSERT changed a row (`changes()` reads the batch's previous statement), finding the new id by the
 * unique link. The INSERT answers the new video, so nothing is read after the write.
 */
export async function createVideo(
  db: Db,
  input: { adminId: string; video: z.output<typeof CreateVideoSchema> },
): Promise<CommunityVideo> {
  const { title, url, durationSeconds, topic } = input.video;
  // drizzle's insert…select names every column of the table, so each select lists them all, in table order.
  const belowCap = sql`
    select null, ${title}, ${url}, ${durationSeconds}, ${topic}, ${input.adminId}, ${nowIso}
    where (select count(*) from ${communityVideos}) < ${MAX_COMMUNITY_VIDEOS}`;
  let video: CommunityVideo | undefined;
  try {
    [[video]] = await db.batch([
      db.insert(communityVideos).select(belowCap).returning(videoFields),
      db.insert(adminAuditLog).select(sql`
        select null, ${input.adminId}, 'community-video.create', 'community_video', cast(${communityVideos.id} as text),
               ${JSON.stringify({ title, url, durationSeconds, topic })}, ${nowIso}
        from ${communityVideos}
        where ${communityVideos.url} = ${url} and changes() = 1`),
    ]);
  } catch (err) {
    linkTaken(err);
  }
  if (!video) throw new HttpError(409, VIDEO_MESSAGES.listFull);
  return video;
}

/** Corrects a video's title, link, length or topic. */
export async function updateVideo(
  db: Db,
  input: { id: number; adminId: string; changes: z.output<typeof UpdateVideoSchema> },
): Promise<CommunityVideo> {
  await getVideo(db, input.id);
  const changes = Object.fromEntries(Object.entries(input.changes).filter(([, value]) => value !== undefined));
  // The UPDATE answers the video as changed, in the write's round trip.
  try {
    const [[video]] = await db.batch([
      db.update(communityVideos).set(changes).where(eq(communityVideos.id, input.id)).returning(videoFields),
      auditStatement(db, {
        adminId: input.adminId,
        action: 'community-video.update',
        targetType: 'community_video',
        targetId: input.id,
        detail: JSON.stringify(changes),
      }),
    ]);
    if (!video) throw new HttpError(404, VIDEO_MESSAGES.notFound);
    return video;
  } catch (err) {
    linkTaken(err);
  }
}

/** Removes a video from the page; the audit row keeps what it was. */
export async function deleteVideo(db: Db, input: { id: number; adminId: string }): Promise<void> {
  const video = await getVideo(db, input.id);
  await db.batch([
    db.delete(communityVideos).where(eq(communityVideos.id, input.id)),
    auditStatement(db, {
      adminId: input.adminId,
      action: 'community-video.delete',
      targetType: 'community_video',
      targetId: input.id,
      detail: JSON.stringify({ title: video.title, url: video.url }),
    }),
  ]);
}
