import { check, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { oneOf } from './columns.ts';
import { JOURNEY_COLORS, JOURNEY_ICONS } from '../contract/enums.ts';

/**
 * Guided journey paths (/journeys, the landing grid, the mentor filter). Mentors point at them by slug through
 * mentor_journey_paths. successStoryCount is counted when asked; mentorCount is kept (mentor_count, below).
 */
export const journeyPaths = sqliteTable(
  'journey_paths',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    color: text('color', { enum: JOURNEY_COLORS }).notNull().default('lilac'),
    icon: text('icon', { enum: JOURNEY_ICONS }).notNull().default('compass'),
    /** Display order; the landing page shows the first four. */
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * How many listed (active) mentors follow the path, kept by database triggers inside every statement that links or
     * unlinks a mentor, hides, shows or removes one, whoever makes it (migrations/0027_journey_path_mentor_count.sql);
     * never written by the app. GET /api/journey-paths reads it, one row per path, where counting read a row per
     * mentor on every path. No CHECK: adding one makes drizzle-kit rebuild this table, which would cascade to the
     * rows that point at it.
     */
    mentorCount: integer('mentor_count').notNull().default(0),
  },
  (t) => [
    check('journey_paths_color_check', oneOf(t.color, JOURNEY_COLORS)),
    check('journey_paths_icon_check', oneOf(t.icon, JOURNEY_ICONS)),
  ],
);

/** Mentor categories (technology, creative-arts, ...). Mentors point at them by slug through mentor_categories. */
export const categories = sqliteTable('categories', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
