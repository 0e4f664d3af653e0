import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, unique } from 'drizzle-orm/sqlite-core';
import { createdAt, oneOf, updatedAt } from './columns.ts';
import { SESSION_STATUSES } from '../contract/enums.ts';
import { mentors } from './mentors.ts';
import { users } from './users.ts';
import { seatTable, waitlistTable } from './seats.ts';

/**
 * Free group sessions hosted by a mentor. currentParticipants is counted from session_participants (the UNIQUE
 * index there makes that count an index scan); joins use one conditional INSERT so the cap holds under races.
 */
export const groupSessions = sqliteTable(
  'group_sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** UTC ISO start time. */
    scheduledAt: text('scheduled_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    maxParticipants: integer('max_participants').notNull().default(10),
    meetingLink: text('meeting_link'),
    status: text('status', { enum: SESSION_STATUSES }).notNull().default('scheduled'),
    /** Collected by the calendar form; 'Online' for video sessions. */
    location: text('location'),
    /** One of the session categories (Business Planning, Marketing, ...), stored as its label. */
    category: text('category'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('group_sessions_status_check', oneOf(t.status, SESSION_STATUSES)),
    // Forms allow 1-50 participants (calendar) and 30-180 minutes (group sessions page); the database keeps
    // only a sanity range so a later form change does not need a table rebuild.
    check('group_sessions_max_participants_check', sql`${t.maxParticipants} between 1 and 50`),
    check('group_sessions_duration_check', sql`${t.durationMinutes} between 1 and 480`),
    // A mentor's calendar and the mentor card's upcoming count.
    index('group_sessions_mentor_time_idx').on(t.mentorId, t.scheduledAt),
    // "Available" / "upcoming" lists: status = 'scheduled' and scheduled_at > now.
    index('group_sessions_status_time_idx').on(t.status, t.scheduledAt),
  ],
);

/** What this file's seat and waiting-list tables belong to (schema/db/seats.ts). */
const session = { word: 'session', references: () => groupSessions.id } as const;

/** Who joined which session: one row per user per session ("My sessions" reads it by user). */
export const sessionParticipants = seatTable('session_participants', session, { key: 'joinedAt', column: 'joined_at' });

/** The waiting list of a full session (decision 019; its shape in seats.ts). */
export const sessionWaitlist = waitlistTable('session_waitlist', session);

/** A participant's rating of a session (1-5), at most one per user per session; feeds the mentor rating. */
export const sessionRatings = sqliteTable(
  'session_ratings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => groupSessions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('session_ratings_session_user_unique').on(t.sessionId, t.userId),
    check('session_ratings_rating_check', sql`${t.rating} between 1 and 5`),
    index('session_ratings_user_idx').on(t.userId),
  ],
);
