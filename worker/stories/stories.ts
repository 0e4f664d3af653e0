import { and, asc, count, desc, eq, gt, lt, ne, or, sql, sum } from 'drizzle-orm';
import * as z from 'zod';
import {
  MAX_PENDING_STORIES,
  STORY_MESSAGES,
  type MyStory,
  type MyStoryPage,
  type StoryData,
  type StoryImpact,
  type StoryStatus,
  type SuccessStory,
  type SuccessStoryPage,
} from '../../schema/contract/stories.ts';
import type { AdminStory, AdminStoryPage } from '../../schema/contract/admin.ts';
import { NOTIFICATION_KINDS } from '../../schema/contract/notifications.ts';
import { mentors, nowIso, successStories, users } from '../../schema/db/index.ts';
import { auditStatement } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { IdCursorSchema, pageOf } from '../db/keyset.ts';
import { readCursor } from '../http/cursor.ts';
import { HttpError, notFound, tooManyRequests } from '../http/errors.ts';
import { type ImageStore, releaseImage, resolveProfileImage } from '../images/images.ts';
import { fanOutNoticeStatements, noticeStatements } from '../outbox/outbox.ts';
import { storyPublishedText, storyRejectedText } from '../outbox/notice-texts.ts';

const publicFields = {
  id: successStories.id,
  name: successStories.name,
  profileImage: successStories.profileImage,
  beforeTitle: successStories.beforeTitle,
  afterTitle: successStories.afterTitle,
  quote: successStories.quote,
  transformationTime: successStories.transformationTime,
  serviceType: successStories.serviceType,
  incomeStreamsBefore: successStories.incomeStreamsBefore,
  incomeStreamsAfter: successStories.incomeStreamsAfter,
  journeyPathSlug: successStories.journeyPathSlug,
  isFeatured: successStories.isFeatured,
  publishedAt: successStories.publishedAt,
};

const ownerFields = {
  ...publicFields,
  status: successStories.status,
  rejectionReason: successStories.rejectionReason,
  createdAt: successStories.createdAt,
};

/** Newest first by when a story went public (curated rows without a date fall back to when they were added). */
const shownAt = sql<string>`coalesce(${successStories.publishedAt}, ${successStories.createdAt})`;

/** Gallery cursor: the last row's (featured 0/1, shownAt, id). */
const GalleryCursorSchema = z.tuple([
  z.union([z.literal(0), z.literal(1)]),
  z.string().max(40),
  z.number().int().positive(),
]);

/**
 * `GET /api/success-stories`: published stories only; the featured one first, then newest first. Keyset paging on
 * (is_featured, shownAt, id), so a page costs the same anywhere in the list.
 */
export async function listPublishedStories(
  db: Db,
  query: { limit: number; cursor?: string },
): Promise<SuccessStoryPage> {
  const published = eq(successStories.status, 'published');
  let where = published;
  if (query.cursor) {
    const [featured, at, id] = readCursor(query.cursor, GalleryCursorSchema);
    where = and(
      published,
      or(
        sql`${successStories.isFeatured} < ${featured}`,
        and(
          sql`${successStories.isFeatured} = ${featured}`,
          or(sql`${shownAt} < ${at}`, and(sql`${shownAt} = ${at}`, lt(successStories.id, id))),
        ),
      ),
    )!;
  }
  const rows = await db
    .select({ ...publicFields, shownAt })
    .from(successStories)
    .where(where)
    .orderBy(desc(successStories.isFeatured), desc(shownAt), desc(successStories.id))
    .limit(query.limit + 1);
  return pageOf(
    rows,
    query.limit,
    ({ shownAt: _shownAt, ...story }): SuccessStory => story,
    (row) => [row.isFeatured ? 1 : 0, row.shownAt, row.id],
  );
}

/** `GET /api/success-stories/impact` (spec section 9), counted live in one round trip. */
export async function storyImpact(db: Db): Promise<StoryImpact> {
  const [[stories], [active]] = await db.batch([
    db
      .select({ n: count(), streams: sum(successStories.incomeStreamsAfter) })
      .from(successStories)
      .where(eq(successStories.status, 'published')),
    db.select({ n: count() }).from(mentors).where(eq(mentors.isActive, true)),
  ]);
  const storyCount = stories?.n ?? 0;
  return {
    stories: storyCount,
    businessesCreated: storyCount,
    incomeStreams: Number(stories?.streams ?? 0),
    mentors: active?.n ?? 0,
  };
}

const BARE_BASE64 = /^[A-Za-z0-9+/\s]+={0,2}$/;

/**
 * The spec's form keeps "only the base64 part" of the picture; a full data URL and an `/images/` URL are taken
 * as they are. The declared type of the data URL made here does not matter: the image service decides by bytes.
 */
export function asImageValue(value: string): string {
  if (!value || value.startsWith('data:') || value.startsWith('/')) return value;
  return BARE_BASE64.test(value) ? `data:application/octet-stream;base64,${value}` : value;
}

/**
 * `POST /api/success-stories`: a new story is 'pending' until an admin publishes it. The picture goes to R2
 * through the image service (never base64 in D1); if the story then cannot be saved, the picture is released.
 *
 * A member may have at most MAX_PENDING_STORIES waiting: the count and the insert are one conditional statement
 * (decision 007), so stories sent at once cannot all slip under the cap. The notice goes in the same batch, and only
 * when that statement stored the story: it names the member's newest story, so a refused story (whose newest is one
 * already announced) writes nothing new.
 */
export async function submitStory(store: ImageStore, userId: string, input: StoryData): Promise<MyStory> {
  const { db } = store;
  const image = await resolveProfileImage(store, userId, asImageValue(input.profileImage), null);
  let story: MyStory | undefined;
  const newestStory = sql`(select max(${successStories.id}) from ${successStories} where ${successStories.userId} = ${userId})`;
  // drizzle's insert…select names every column of the table, so the select lists them all, in table order.
  const belowCap = sql`
    SELECT null, ${userId}, ${input.name}, ${image.url}, ${input.beforeTitle}, ${input.afterTitle}, ${input.quote},
           ${input.transformationTime}, ${input.serviceType}, ${input.incomeStreamsBefore}, ${input.incomeStreamsAfter},
           null, 0, 'pending', null, null, ${nowIso}, ${nowIso}
    WHERE (SELECT count(*) FROM ${successStories}
           WHERE ${successStories.userId} = ${userId} AND ${successStories.status} = 'pending') < ${MAX_PENDING_STORIES}`;
  try {
    // The INSERT answers the stored story, so nothing is read after the write.
    [[story]] = await db.batch([
      db.insert(successStories).select(belowCap).returning(ownerFields),
      ...fanOutNoticeStatements(db, {
        kind: NOTIFICATION_KINDS.storyReceived,
        key: sql`${NOTIFICATION_KINDS.storyReceived} || ':' || ${newestStory}`,
        text: STORY_MESSAGES.received,
        link: '/success-stories',
        // Just made: an older story (long announced, its outbox row since pruned) is never announced again.
        recipients: sql`select ${successStories.userId} from ${successStories} where ${successStories.id} = ${newestStory}
          and ${successStories.createdAt} >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-10 minutes')`,
      }),
    ]);
  } finally {
    if (!story && image.stored) await releaseImage(store, userId, image.stored);
  }
  // A pending story waits for an admin's review; an hour is a hint, not a promise.
  if (!story) throw tooManyRequests(STORY_MESSAGES.tooManyPending, 3600);
  return story;
}

/** `GET /api/success-stories/mine`: the submitter's stories, newest first, with status and rejection reason. */
export async function listMyStories(
  db: Db,
  userId: string,
  query: { limit: number; cursor?: string },
): Promise<MyStoryPage> {
  const beforeId = query.cursor ? readCursor(query.cursor, IdCursorSchema)[0] : undefined;
  const mine = eq(successStories.userId, userId);
  const rows = await db
    .select(ownerFields)
    .from(successStories)
    .where(beforeId === undefined ? mine : and(mine, lt(successStories.id, beforeId)))
    .orderBy(desc(successStories.id))
    .limit(query.limit + 1);
  return pageOf(
    rows,
    query.limit,
    (row): MyStory => row,
    (row) => [row.id],
  );
}

// --- admin: the moderation queue ------------------------------------------------------------------------

/** The queue: pending stories oldest first (first come, first reviewed); other statuses newest first. */
export async function listStoriesForReview(
  db: Db,
  query: { status: StoryStatus; limit: number; cursor?: string },
): Promise<AdminStoryPage> {
  const afterId = query.cursor ? readCursor(query.cursor, IdCursorSchema)[0] : undefined;
  const oldestFirst = query.status === 'pending';
  const byStatus = eq(successStories.status, query.status);
  const where =
    afterId === undefined
      ? byStatus
      : and(byStatus, oldestFirst ? gt(successStories.id, afterId) : lt(successStories.id, afterId));
  const rows = await db
    .select({
      ...ownerFields,
      submitterId: users.id,
      submitterFirstName: users.firstName,
      submitterLastName: users.lastName,
      submitterEmail: users.email,
    })
    .from(successStories)
    .leftJoin(users, eq(users.id, successStories.userId))
    .where(where)
    .orderBy(oldestFirst ? asc(successStories.id) : desc(successStories.id))
    .limit(query.limit + 1);
  return pageOf(
    rows,
    query.limit,
    ({ submitterId, submitterFirstName, submitterLastName, submitterEmail, ...story }): AdminStory => ({
      ...story,
      submitter: submitterId
        ? { id: submitterId, firstName: submitterFirstName!, lastName: submitterLastName!, email: submitterEmail! }
        : null,
    }),
    (row) => [row.id],
  );
}

async function findStory(db: Db, storyId: number) {
  const [story] = await db
    .select({ id: successStories.id, userId: successStories.userId, status: successStories.status })
    .from(successStories)
    .where(eq(successStories.id, storyId))
    .limit(1);
  if (!story) throw notFound('Story');
  return story;
}

const storyById = (db: Db, storyId: number) =>
  db.select(ownerFields).from(successStories).where(eq(successStories.id, storyId));

/** Publishes a pending (or previously rejected) story; the submitter is told. */
export async function publishStory(
  db: Db,
  input: { storyId: number; adminId: string },
  now = new Date(),
): Promise<MyStory> {
  const story = await findStory(db, input.storyId);
  if (story.status === 'published') throw new HttpError(409, STORY_MESSAGES.alreadyPublished);
  const [, , ...rest] = await db.batch([
    db
      .update(successStories)
      .set({ status: 'published', publishedAt: now.toISOString(), rejectionReason: null })
      .where(and(eq(successStories.id, input.storyId), ne(successStories.status, 'published'))),
    auditStatement(db, {
      adminId: input.adminId,
      action: 'story.publish',
      targetType: 'success_story',
      targetId: input.storyId,
    }),
    storyById(db, input.storyId),
    ...(story.userId
      ? noticeStatements(db, {
          userId: story.userId,
          kind: NOTIFICATION_KINDS.storyPublished,
          // A story may be published again after being taken down: each time is its own notice.
          key: `story-published:${input.storyId}:${now.toISOString()}`,
          text: storyPublishedText,
          link: '/success-stories',
        })
      : []),
  ]);
  return (rest[0] as MyStory[])[0]!;
}

/**
 * Rejects a pending story, or takes a published one down, with a reason the submitter sees in
 * `GET /api/success-stories/mine` and in a notification.
 */
export async function rejectStory(
  db: Db,
  input: { storyId: number; adminId: string; reason: string },
): Promise<MyStory> {
  const story = await findStory(db, input.storyId);
  if (story.status === 'rejected') throw new HttpError(409, STORY_MESSAGES.alreadyRejected);
  const [, , ...rest] = await db.batch([
    db
      .update(successStories)
      .set({ status: 'rejected', rejectionReason: input.reason, isFeatured: false, publishedAt: null })
      .where(and(eq(successStories.id, input.storyId), ne(successStories.status, 'rejected'))),
    auditStatement(db, {
      adminId: input.adminId,
      action: 'story.reject',
      targetType: 'success_story',
      targetId: input.storyId,
      detail: input.reason,
    }),
    storyById(db, input.storyId),
    ...(story.userId
      ? noticeStatements(db, {
          userId: story.userId,
          kind: NOTIFICATION_KINDS.storyRejected,
          key: `story-rejected:${input.storyId}:${new Date().toISOString()}`,
          text: storyRejectedText(input.reason),
          link: '/submit-story',
        })
      : []),
  ]);
  return (rest[0] as MyStory[])[0]!;
}

/** Makes a published story the gallery's featured one (at most one is featured: the previous one steps down). */
export async function featureStory(db: Db, input: { storyId: number; adminId: string }): Promise<MyStory> {
  const story = await findStory(db, input.storyId);
  if (story.status !== 'published') throw new HttpError(409, STORY_MESSAGES.featureNeedsPublished);
  const [, , , [updated]] = await db.batch([
    db
      .update(successStories)
      .set({ isFeatured: false })
      .where(and(eq(successStories.isFeatured, true), ne(successStories.id, input.storyId))),
    db.update(successStories).set({ isFeatured: true }).where(eq(successStories.id, input.storyId)),
    auditStatement(db, {
      adminId: input.adminId,
      action: 'story.feature',
      targetType: 'success_story',
      targetId: input.storyId,
    }),
    storyById(db, input.storyId),
  ]);
  return updated!;
}
