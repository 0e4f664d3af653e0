import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, oneOf, updatedAt } from './columns.ts';
import { STORY_SERVICE_TYPES, STORY_STATUSES } from '../contract/enums.ts';
import { journeyPaths } from './taxonomy.ts';
import { users } from './users.ts';

/**
 * Success stories. Submissions arrive 'pending' and only 'published' ones are public; the review step the spec
 * leaves out is an admin action (publish, or reject with a reason).
 */
export const successStories = sqliteTable(
  'success_stories',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The submitter; null for curated/seeded stories, and kept (set null) if the account goes. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** An image URL or an R2 key in `images` (uploads are stored in R2, never as base64 in this row). */
    profileImage: text('profile_image'),
    beforeTitle: text('before_title').notNull(),
    afterTitle: text('after_title').notNull(),
    /** The story text. */
    quote: text('quote').notNull(),
    transformationTime: text('transformation_time'),
    serviceType: text('service_type', { enum: STORY_SERVICE_TYPES }).notNull().default('mentorship'),
    incomeStreamsBefore: integer('income_streams_before').notNull(),
    incomeStreamsAfter: integer('income_streams_after').notNull(),
    /** Optional link to a journey path, so a path can show its successStoryCount. */
    journeyPathSlug: text('journey_path_slug').references(() => journeyPaths.slug, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    isFeatured: integer('is_featured', { mode: 'boolean' }).notNull().default(false),
    status: text('status', { enum: STORY_STATUSES }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    publishedAt: text('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('success_stories_service_type_check', oneOf(t.serviceType, STORY_SERVICE_TYPES)),
    check('success_stories_status_check', oneOf(t.status, STORY_STATUSES)),
    check('success_stories_income_streams_check', sql`${t.incomeStreamsBefore} >= 0 and ${t.incomeStreamsAfter} >= 0`),
    // The gallery (published, newest/oldest by id) and the admin queue (pending).
    index('success_stories_status_id_idx').on(t.status, t.id),
    index('success_stories_user_idx').on(t.userId),
    index('success_stories_journey_idx').on(t.journeyPathSlug),
    // At most one featured story: the gallery's hero has exactly one person.
    uniqueIndex('success_stories_one_featured')
      .on(t.isFeatured)
      .where(sql`${t.isFeatured} = 1`),
  ],
);
