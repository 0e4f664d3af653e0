import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, unique } from 'drizzle-orm/sqlite-core';
import { createdAt, oneOf } from './columns.ts';
import { AI_USAGE_KINDS, PAYMENT_PROVIDERS } from '../contract/enums.ts';
import { nowIso, users } from './users.ts';

/**
 * Per-user AI quota counters: one row per user, kind and UTC day, bumped with
 * `INSERT ... ON CONFLICT (user_id, kind, day) DO UPDATE SET count = count + 1` (atomic, no read first).
 * Monthly limits sum the days of the month over the same index.
 */
export const aiUsage = sqliteTable(
  'ai_usage',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: AI_USAGE_KINDS }).notNull(),
    /** YYYY-MM-DD (UTC). */
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    unique('ai_usage_user_kind_day_unique').on(t.userId, t.kind, t.day),
    check('ai_usage_kind_check', oneOf(t.kind, AI_USAGE_KINDS)),
    check('ai_usage_count_check', sql`${t.count} >= 0`),
  ],
);

/**
 * The advisor's lessons each member marked complete, so Micro-Learning never offers one again on any device.
 * Written with `INSERT ... ON CONFLICT DO NOTHING` guarded by the per-member cap, in one statement.
 */
export const completedLessons = sqliteTable(
  'completed_lessons',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id').notNull(),
    completedAt: text('completed_at').notNull().default(nowIso),
  },
  (t) => [unique('completed_lessons_user_lesson_unique').on(t.userId, t.lessonId)],
);

/** Webhook deliveries already applied; providers retry, so the event id is checked before doing anything. */
export const processedWebhookEvents = sqliteTable(
  'processed_webhook_events',
  {
    /** The provider's event id (Stripe `evt_...`). */
    eventId: text('event_id').primaryKey(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull().default('stripe'),
    type: text('type').notNull(),
    processedAt: text('processed_at').notNull().default(nowIso),
  },
  (t) => [
    check('processed_webhook_events_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    // The housekeeping cron deletes old rows.
    index('processed_webhook_events_time_idx').on(t.processedAt),
  ],
);

/** Metadata for uploaded images; the bytes live in R2 under the same key and are served from /images/{key}. */
export const images = sqliteTable(
  'images',
  {
    key: text('key').primaryKey(),
    /** Kept (set null) when the uploader is deleted: a published story may still show the picture. */
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('images_bytes_check', sql`${t.bytes} > 0`), index('images_owner_idx').on(t.ownerId)],
);

/** In-app notices (story published, complaint outcome, session cancelled, ...). */
export const notifications = sqliteTable(
  'notifications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A short machine-readable tag, e.g. 'story-published'. */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    /** Optional in-app path to open, e.g. '/success-stories'. */
    link: text('link'),
    readAt: text('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_id_idx').on(t.userId, t.id),
    index('notifications_user_unread_idx').on(t.userId, t.readAt),
  ],
);

/** Every admin action (publish a story, hide a message, resolve a complaint), append-only. */
export const adminAuditLog = sqliteTable(
  'admin_audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Kept (set null) if the admin account is removed: the record of what was done must stay. */
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. 'story.publish', 'room_message.hide', 'complaint.resolve'. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** Free text or JSON with the specifics (a rejection reason, the old status). */
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_time_idx').on(t.createdAt),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
    index('admin_audit_log_admin_idx').on(t.adminId),
  ],
);
