import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, unique } from 'drizzle-orm/sqlite-core';
import { SERVICE_TYPES } from '../contract/auth.ts';
import { createdAt, oneOf, updatedAt } from './columns.ts';
import { CONNECTION_STATUSES, LANGUAGE_CODES } from '../contract/enums.ts';
import { categories, journeyPaths } from './taxonomy.ts';
import { users } from './users.ts';

/**
 * A mentor (host, Income Creator) profile: at most one per user (UNIQUE user_id). serviceType 'coach' or 'both'
 * makes the mentor bookable for paid one-on-one coaching (the spec's isCoach is derived, not stored).
 */
export const mentors = sqliteTable(
  'mentors',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title').notNull(),
    /** An image URL or an R2 key from `images`; null shows initials. */
    profileImage: text('profile_image'),
    description: text('description').notNull().default(''),
    /** The free "experience / skills" text from the form. */
    experience: text('experience').notNull().default(''),
    yearsOfFreedom: integer('years_of_freedom').notNull().default(1),
    /**
     * The mentor's active rows in mentor_connections, kept by database triggers in the same statement as every
     * change to those rows (decision 014); never written by the app.
     */
    menteeCount: integer('mentee_count').notNull().default(0),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    location: text('location').notNull().default('South Africa'),
    /**
     * Denormalised display copies, comma-and-space joined slugs as the spec's payloads carry them
     * ('creative-hustler, maker-artisan'). Filters never parse these: they use the join tables below, which the
     * service writes in the same batch (through the search index's filter words, which triggers keep from them).
     */
    journeyPath: text('journey_path').notNull().default(''),
    category: text('category').notNull().default(''),
    skills: text('skills', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** Display copy of mentor_languages (codes in the Constitution's order), for the cards; filters use the table. */
    languages: text('languages', { mode: 'json' }).$type<(typeof LANGUAGE_CODES)[number][]>().notNull().default([]),
    serviceType: text('service_type', { enum: SERVICE_TYPES }).notNull().default('mentorship'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('mentors_service_type_check', oneOf(t.serviceType, SERVICE_TYPES)),
    check('mentors_counts_check', sql`${t.yearsOfFreedom} >= 0 and ${t.menteeCount} >= 0`),
    // The directory: active mentors in id order (keyset pagination on id).
    index('mentors_active_id_idx').on(t.isActive, t.id),
    // Coaches for the premium page.
    index('mentors_service_type_idx').on(t.serviceType, t.isActive),
    // The best-known listed mentors, most mentees first: the recommendations' fallback candidates
    // (worker/mentors/recommend-mentors.ts), read in this order and cut off, never sorted.
    index('mentors_active_known_idx').on(t.isActive, sql`${t.menteeCount} desc`, t.id),
  ],
);

/**
 * How many mentors the directory lists (the active ones): one row (id 1), kept by database triggers inside every
 * statement that adds, removes, hides or shows a mentor, whoever makes it (migrations/0024_listed_mentor_count.sql);
 * never written by the app. The whole directory's total (the /mentors count line, the landing's "Browse N
 * mentors") in one row read, where counting read a row per mentor.
 */
export const listedMentorCount = sqliteTable(
  'listed_mentor_count',
  {
    id: integer('id').primaryKey(),
    count: integer('count').notNull(),
  },
  (t) => [check('listed_mentor_count_one_row', sql`${t.id} = 1 and ${t.count} >= 0`)],
);

/**
 * Which journey paths a mentor follows. The /mentors?journey= filter reads them as the search index's filter words
 * (migrations/0023_mentor_search_filters.sql); slug first for the journey paths' mentor counts.
 */
export const mentorJourneyPaths = sqliteTable(
  'mentor_journey_paths',
  {
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    journeyPathSlug: text('journey_path_slug')
      .notNull()
      .references(() => journeyPaths.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.mentorId, t.journeyPathSlug] }),
    index('mentor_journey_paths_slug_idx').on(t.journeyPathSlug, t.mentorId),
  ],
);

/** Which categories a mentor teaches; the card chips read this, the category filter its search index words. */
export const mentorCategories = sqliteTable(
  'mentor_categories',
  {
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    categorySlug: text('category_slug')
      .notNull()
      .references(() => categories.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** 0 is the primary category (the first chosen); the card shows the first two. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.mentorId, t.categorySlug] }),
    index('mentor_categories_slug_idx').on(t.categorySlug, t.mentorId),
  ],
);

/**
 * The official languages a mentor mentors in, written with the profile in one batch. A join table, not a JSON
 * column: triggers make each row a filter word of the search index, which answers `/mentors?language=`
 * (migrations/0023_mentor_search_filters.sql), and "does this mentor speak it" (recommendations) is one primary-key
 * lookup.
 */
export const mentorLanguages = sqliteTable(
  'mentor_languages',
  {
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    language: text('language', { enum: LANGUAGE_CODES }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mentorId, t.language] }),
    check('mentor_languages_language_check', oneOf(t.language, LANGUAGE_CODES)),
  ],
);

/**
 * Free mentorship links between a mentee (any user) and a mentor: the "Mentorship Space" on /mentors,
 * GET /api/mentor-connections, the dashboards' "Mentors Connected" and "Mentees Reached", and mentors.mentee_count
 * all read these rows (decision 014). Made by Connect or by joining the mentor's session; ending one deletes it.
 * Separate from coaching_connections, which only exist with a paid subscription.
 */
export const mentorConnections = sqliteTable(
  'mentor_connections',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    menteeId: text('mentee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CONNECTION_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('mentor_connections_pair_unique').on(t.menteeId, t.mentorId),
    check('mentor_connections_status_check', oneOf(t.status, CONNECTION_STATUSES)),
    index('mentor_connections_mentor_idx').on(t.mentorId),
  ],
);
