import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, oneOf, updatedAt } from './columns.ts';
import { EXPERIENCE_LEVELS, type LANGUAGE_CODES } from '../contract/enums.ts';
import { users } from './users.ts';

/** The lower-cased words a profile is matched on (`matchTermsOf` in worker/mentors/recommend-mentors.ts). */
export type MenteeMatchTerms = { interests: string[]; goals: string[]; town: string };

/**
 * A mentee profile: at most one per user (UNIQUE user_id). Having one makes the user a mentee; a user may also
 * hold a mentor profile.
 */
export const menteeProfiles = sqliteTable(
  'mentee_profiles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    bio: text('bio'),
    currentSituation: text('current_situation'),
    goals: text('goals'),
    /** Comma-separated, as the profile form sends it. */
    interests: text('interests'),
    /**
     * A journey slug from the profile form's option list. The API checks that it names a journey path (aliases
     * such as 'freelancer' are normalised first); no foreign key, so retiring a journey never deletes profiles.
     */
    preferredJourneyPath: text('preferred_journey_path'),
    location: text('location'),
    experienceLevel: text('experience_level', { enum: EXPERIENCE_LEVELS }).notNull().default('beginner'),
    /** Free text from the form (default 'flexible'); the spec does not close the set. */
    availableTime: text('available_time').notNull().default('flexible'),
    /** Free text from the form (default 'visual'); the spec does not close the set. */
    learningStyle: text('learning_style').notNull().default('visual'),
    /**
     * Official languages the mentee would like to be mentored in (optional): recommendations prefer mentors who share
     * one. Only ever read with the profile, never filtered on, so a JSON list (checked by the contract) is enough.
     */
    languages: text('languages', { mode: 'json' }).$type<(typeof LANGUAGE_CODES)[number][]>().notNull().default([]),
    /**
     * The terms of interests, goals and location, derived in JS whenever those are written (SQLite cannot pick out
     * telling words), so that recommendations are matched in one query that knows only the user id (decision 022).
     * NULL on rows written before the column existed, until the every-minute cron fills them in: such a row matches on
     * no interest, goal or town meanwhile.
     */
    matchTerms: text('match_terms', { mode: 'json' }).$type<MenteeMatchTerms>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('mentee_profiles_experience_level_check', oneOf(t.experienceLevel, EXPERIENCE_LEVELS)),
    // The rows the cron still has to fill in: empty once they are, so the every-minute look reads nothing.
    index('mentee_profiles_match_terms_missing_idx')
      .on(t.id)
      .where(sql`${t.matchTerms} is null`),
  ],
);
