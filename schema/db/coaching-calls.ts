import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { DateOverride, WeeklyHours } from '../contract/coaching-calls-rules.ts';
import { COACHING_CALL_SIDES, COACHING_CALL_STATUSES } from '../contract/enums.ts';
import { coachingConnections, coachingMessages, coachingSubscriptions } from './coaching.ts';
import { createdAt, oneOf, updatedAt } from './columns.ts';
import { mentors } from './mentors.ts';
import { users } from './users.ts';

/**
 * A coach's coaching hours and booking rules (one row per coach; none yet means no hours). Times of day are South
 * African wall-clock times; the slots are computed from them (worker/coaching/calls/slots.ts).
 */
export const coachAvailability = sqliteTable(
  'coach_availability',
  {
    mentorId: integer('mentor_id')
      .primaryKey()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    weeklyHours: text('weekly_hours', { mode: 'json' }).$type<WeeklyHours>().notNull(),
    overrides: text('overrides', { mode: 'json' }).$type<DateOverride[]>().notNull().default([]),
    noticeHours: integer('notice_hours').notNull().default(12),
    bufferMinutes: integer('buffer_minutes').notNull().default(15),
    horizonDays: integer('horizon_days').notNull().default(30),
    weeklyCap: integer('weekly_cap'),
    meetingLink: text('meeting_link'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'coach_availability_numbers_check',
      sql`${t.noticeHours} between 0 and 168 and ${t.bufferMinutes} between 0 and 120
        and ${t.horizonDays} between 1 and 90 and (${t.weeklyCap} is null or ${t.weeklyCap} >= 1)`,
    ),
  ],
);

/**
 * A one-on-one call a subscriber booked with their coach. Times are UTC ISO strings (`starts_at` < `ends_at`).
 *
 * - A coach is never double-booked: a booking is one conditional INSERT that finds no booked call of the coach within
 *   the buffer, and the partial UNIQUE index below refuses two booked calls of one coach at the same start even so.
 * - The allowance: each call counts against the billing period it was booked in, named by that period's end
 *   (`period_end`, the subscription's `current_period_end` then). Booked, completed, a subscriber's no-show and a late
 *   cancellation count (`counts`); an in-time cancellation, the coach's cancellation or the coach's no-show do not.
 * - State changes are conditional UPDATEs on `status = 'booked'`, so two people acting at once give one outcome.
 */
export const coachingCalls = sqliteTable(
  'coaching_calls',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => coachingConnections.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => coachingSubscriptions.id, { onDelete: 'cascade' }),
    /** The subscriber (moved to the tombstone with their coaching messages when they delete their account). */
    menteeId: text('mentee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    /** The billing period this call counts against, by its end ('' for a subscription with no period end). */
    periodEnd: text('period_end').notNull(),
    status: text('status', { enum: COACHING_CALL_STATUSES }).notNull().default('booked'),
    cancelledBy: text('cancelled_by', { enum: COACHING_CALL_SIDES }),
    cancelledLate: integer('cancelled_late', { mode: 'boolean' }).notNull().default(false),
    noShowBy: text('no_show_by', { enum: COACHING_CALL_SIDES }),
    /** Whether it counts against the subscriber's allowance (kept by every statement that changes the status). */
    counts: integer('counts', { mode: 'boolean' }).notNull().default(true),
    /** The call's own video room (`meetingLinkForCode`), used where the coach has no link of their own. */
    videoCode: text('video_code').notNull(),
    /**
     * Set by the statement that ends the call (completed, no-show, cancelled): the statements batched after it (the
     * action plan, the notice) act only where this request's token is the one stored, so only the winner's do.
     */
    outcomeToken: text('outcome_token'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('coaching_calls_status_check', oneOf(t.status, COACHING_CALL_STATUSES)),
    check(
      'coaching_calls_cancelled_by_check',
      sql`${t.cancelledBy} is null or ${oneOf(t.cancelledBy, COACHING_CALL_SIDES)}`,
    ),
    check('coaching_calls_no_show_by_check', sql`${t.noShowBy} is null or ${oneOf(t.noShowBy, COACHING_CALL_SIDES)}`),
    check('coaching_calls_times_check', sql`${t.startsAt} < ${t.endsAt}`),
    // The last guard against a double booking: two booked calls of one coach never start at the same time.
    uniqueIndex('coaching_calls_coach_booked_start_unique')
      .on(t.mentorId, t.startsAt)
      .where(sql`${t.status} = 'booked'`),
    // The coach's calendar (slots, overlaps) and their calls list.
    index('coaching_calls_mentor_start_idx').on(t.mentorId, t.startsAt),
    // The subscriber's calls list.
    index('coaching_calls_mentee_start_idx').on(t.menteeId, t.startsAt),
    // The allowance: counted calls of one subscription in one period.
    index('coaching_calls_subscription_period_idx').on(t.subscriptionId, t.periodEnd),
  ],
);

/** What the coach writes after a completed call: a summary and optional links (the next steps are rows below). */
export const coachingActionPlans = sqliteTable('coaching_action_plans', {
  callId: integer('call_id')
    .primaryKey()
    .references(() => coachingCalls.id, { onDelete: 'cascade' }),
  summary: text('summary').notNull(),
  links: text('links', { mode: 'json' }).$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
});

/** One next step of an action plan, in the coach's order; the subscriber ticks it done. */
export const coachingActionSteps = sqliteTable(
  'coaching_action_steps',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    callId: integer('call_id')
      .notNull()
      .references(() => coachingActionPlans.callId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    dueDate: text('due_date'),
    doneAt: text('done_at'),
  },
  (t) => [uniqueIndex('coaching_action_steps_call_position_unique').on(t.callId, t.position)],
);

/**
 * A file shared in a coaching conversation (plans with `includes_files`). The bytes are in R2 under `r2_key`, a
 * random key nobody can guess; the conversation shows it as a message of type 'file' (`message_id`).
 */
export const coachingFiles = sqliteTable(
  'coaching_files',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => coachingConnections.id, { onDelete: 'cascade' }),
    uploaderId: text('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: integer('message_id')
      .notNull()
      .unique()
      .references(() => coachingMessages.id, { onDelete: 'cascade' }),
    r2Key: text('r2_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('coaching_files_size_check', sql`${t.sizeBytes} > 0`),
    // The connection's Files list, newest first.
    index('coaching_files_connection_idx').on(t.connectionId, t.id),
    // The daily quota per person.
    index('coaching_files_uploader_time_idx').on(t.uploaderId, t.createdAt),
  ],
);
