import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, unique } from 'drizzle-orm/sqlite-core';
import { NOTIFICATION_CHANNELS, OUTBOX_STATUSES } from '../contract/enums.ts';
import { createdAt, oneOf, updatedAt } from './columns.ts';
import { groupSessions } from './sessions.ts';
import { users } from './users.ts';

/**
 * Every notice on its way to a member, one row per notice and channel (docs/decisions/018-notification-outbox.md).
 * Written in the same D1 batch as the change it announces (worker/outbox/outbox.ts); a sender claims due rows
 * with one conditional UPDATE ... RETURNING, delivers them and records the outcome, retrying with backoff.
 */
export const notificationOutbox = sqliteTable(
  'notification_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    /** A short machine-readable tag, e.g. 'story-published', 'session-reminder-1h'. */
    kind: text('kind').notNull(),
    /**
     * Names the notice for its recipient ('session-cancelled:12:<user id>'): UNIQUE with the channel, so writing the
     * same notice again (a second reminder run, a retried batch) adds nothing.
     */
    dedupeKey: text('dedupe_key').notNull(),
    text: text('text').notNull(),
    /** An in-app path to open, e.g. '/success-stories'; channels outside the app make it a full URL. */
    link: text('link'),
    /**
     * The session a reminder is about. Its details (time, meeting link) are read when the reminder is sent, and only
     * while the member still holds a seat; a deleted session takes its pending reminders with it.
     */
    sessionId: integer('session_id').references(() => groupSessions.id, { onDelete: 'cascade' }),
    /** When it should go out; senders deliver within minutes of it. */
    dueAt: text('due_at').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    /** Delivery attempts so far, counted when a sender claims the row. */
    attempts: integer('attempts').notNull().default(0),
    /** The earliest time of the next attempt: `due_at` at first, later pushed back by each failure's backoff. */
    nextAttemptAt: text('next_attempt_at').notNull(),
    /** The sender holding the row; only it may record the outcome, and only until `claimed_until`. */
    claimToken: text('claim_token'),
    claimedUntil: text('claimed_until'),
    sentAt: text('sent_at'),
    /** Why the last attempt failed or the row was skipped (never the provider's raw answer). */
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('notification_outbox_dedupe_unique').on(t.dedupeKey, t.channel),
    check('notification_outbox_channel_check', oneOf(t.channel, NOTIFICATION_CHANNELS)),
    check('notification_outbox_status_check', oneOf(t.status, OUTBOX_STATUSES)),
    check('notification_outbox_attempts_check', sql`${t.attempts} >= 0`),
    // What senders claim: pending rows by time. Partial, so a sender that finds nothing due reads next to nothing.
    index('notification_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('notification_outbox_user_idx').on(t.userId),
    // The daily housekeeping deletes delivered rows after a while.
    index('notification_outbox_created_idx').on(t.createdAt),
    index('notification_outbox_session_idx').on(t.sessionId),
  ],
);

/**
 * Which channels outside the app a member wants notices on. No row means the defaults: email on, WhatsApp off.
 * WhatsApp needs a South African mobile number, stored as +27 and 9 digits (the check repeats the contract's rule).
 */
export const notificationPreferences = sqliteTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailEnabled: integer('email_enabled', { mode: 'boolean' }).notNull().default(true),
    whatsappEnabled: integer('whatsapp_enabled', { mode: 'boolean' }).notNull().default(false),
    whatsappPhone: text('whatsapp_phone'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'notification_preferences_phone_check',
      sql`${t.whatsappPhone} is null or ${t.whatsappPhone} glob '+27[1-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'`,
    ),
    check('notification_preferences_whatsapp_check', sql`${t.whatsappEnabled} = 0 or ${t.whatsappPhone} is not null`),
  ],
);
