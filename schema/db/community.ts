import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, unique } from 'drizzle-orm/sqlite-core';
import { createdAt, oneOf } from './columns.ts';
import { MAX_VIDEO_SECONDS, MIN_VIDEO_SECONDS } from '../contract/community-videos-rules.ts';
import { REPORT_STATUSES, ROOM_CATEGORIES, VIDEO_TOPICS } from '../contract/enums.ts';
import { nowIso, users } from './users.ts';

/** Discussion rooms on /community. memberCount is counted from room_members. */
export const communityRooms = sqliteTable(
  'community_rooms',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull().unique(),
    description: text('description').notNull(),
    category: text('category', { enum: ROOM_CATEGORIES }).notNull(),
    /** Optional outside chat (e.g. a WhatsApp community); null means the in-app room chat. */
    externalLink: text('external_link'),
    isArchived: integer('is_archived', { mode: 'boolean' }).notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('community_rooms_category_check', oneOf(t.category, ROOM_CATEGORIES))],
);

export const roomMembers = sqliteTable(
  'room_members',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    roomId: integer('room_id')
      .notNull()
      .references(() => communityRooms.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: text('joined_at').notNull().default(nowIso),
  },
  (t) => [unique('room_members_room_user_unique').on(t.roomId, t.userId), index('room_members_user_idx').on(t.userId)],
);

/**
 * Room chat history. The Durable Object fans messages out live; D1 is the durable record the history endpoint
 * pages through (room_id, id). Moderation hides a message (hidden_at) rather than deleting the evidence.
 */
export const roomMessages = sqliteTable(
  'room_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    roomId: integer('room_id')
      .notNull()
      .references(() => communityRooms.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Trimmed and non-empty (the spec never sends blank messages). */
    content: text('content').notNull(),
    createdAt: createdAt(),
    hiddenAt: text('hidden_at'),
    hiddenBy: text('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('room_messages_content_check', sql`length(trim(${t.content})) > 0`),
    index('room_messages_room_id_idx').on(t.roomId, t.id),
    index('room_messages_user_idx').on(t.userId),
  ],
);

/** A member flags a message for moderators; one report per reporter per message. */
export const roomMessageReports = sqliteTable(
  'room_message_reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    messageId: integer('message_id')
      .notNull()
      .references(() => roomMessages.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: text('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('room_message_reports_message_reporter_unique').on(t.messageId, t.reporterId),
    check('room_message_reports_status_check', oneOf(t.status, REPORT_STATUSES)),
    // The moderation queue.
    index('room_message_reports_status_time_idx').on(t.status, t.createdAt),
  ],
);

/**
 * The short list of useful videos on /community, kept by admins. Only the link is stored: the page shows
 * it as a link with its estimated data cost and never embeds or fetches anything from the video's site.
 */
export const communityVideos = sqliteTable(
  'community_videos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    /** An https:// address (checked by the contract); one row per video. */
    url: text('url').notNull().unique(),
    durationSeconds: integer('duration_seconds').notNull(),
    topic: text('topic', { enum: VIDEO_TOPICS }).notNull(),
    /** The admin who added it; the video stays if that account goes (the audit log keeps who it was). */
    addedBy: text('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('community_videos_topic_check', oneOf(t.topic, VIDEO_TOPICS)),
    check(
      'community_videos_duration_check',
      sql`${t.durationSeconds} between ${sql.raw(String(MIN_VIDEO_SECONDS))} and ${sql.raw(String(MAX_VIDEO_SECONDS))}`,
    ),
  ],
);
