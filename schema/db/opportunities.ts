import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, oneOf } from './columns.ts';
import { OPPORTUNITY_DIFFICULTIES } from '../contract/enums.ts';
import { nowIso } from './users.ts';

/**
 * Trending business opportunities (/freedom-resources), refreshed by the daily cron and the sync button.
 * The title is the natural key: a sync upserts `ON CONFLICT (title)` so scores refresh instead of duplicating.
 */
export const businessOpportunities = sqliteTable(
  'business_opportunities',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** A mentor category slug (technology, agriculture, ...), so the filter matches the rest of the app. */
    category: text('category').notNull(),
    title: text('title').notNull().unique(),
    description: text('description').notNull(),
    /** 0-100; the badge is green at 80+, yellow at 60-79, red below 60. */
    trendScore: integer('trend_score').notNull(),
    searchVolume: integer('search_volume').notNull().default(0),
    /** Display text such as '2-4 weeks'. */
    timeToMarket: text('time_to_market').notNull(),
    difficulty: text('difficulty', { enum: OPPORTUNITY_DIFFICULTIES }).notNull(),
    /** Display text in rand, such as 'R2,000 – R8,000'. */
    estimatedStartupCost: text('estimated_startup_cost').notNull(),
    marketSize: text('market_size').notNull(),
    keywords: text('keywords', { mode: 'json' }).$type<string[]>().notNull().default([]),
    sourceUrl: text('source_url'),
    lastUpdated: text('last_updated').notNull().default(nowIso),
    createdAt: createdAt(),
  },
  (t) => [
    check('business_opportunities_difficulty_check', oneOf(t.difficulty, OPPORTUNITY_DIFFICULTIES)),
    check('business_opportunities_trend_check', sql`${t.trendScore} between 0 and 100 and ${t.searchVolume} >= 0`),
    // The category filter, hottest first; and the unfiltered list.
    index('business_opportunities_category_trend_idx').on(t.category, t.trendScore),
    index('business_opportunities_trend_idx').on(t.trendScore),
  ],
);
