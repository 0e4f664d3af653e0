import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, oneOf } from './columns.ts';
import { OPPORTUNITY_DIFFICULTIES, OPPORTUNITY_FEED_KINDS, OPPORTUNITY_KINDS } from '../contract/enums.ts';
import { nowIso } from './users.ts';

/**
 * The feeds the opportunity sync reads (decision 012), managed from the admin console. Each run records its outcome
 * here, so a failing feed is visible to admins while the others' data stays.
 */
export const opportunityFeeds = sqliteTable(
  'opportunity_feeds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    kind: text('kind', { enum: OPPORTUNITY_FEED_KINDS }).notNull(),
    url: text('url').notNull().unique(),
    enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
    lastRunAt: text('last_run_at'),
    lastSuccessAt: text('last_success_at'),
    /** The last run's error (null after a good run). */
    lastError: text('last_error'),
    lastItemCount: integer('last_item_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('opportunity_feeds_kind_check', oneOf(t.kind, OPPORTUNITY_FEED_KINDS))],
);

/**
 * Business opportunities (/freedom-resources), upserted by the sync from feed items. `sourceKey` is the natural
 * key (a tender's OCID, else the item's URL), so two syncs keep one row per source item.
 */
export const businessOpportunities = sqliteTable(
  'business_opportunities',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sourceKey: text('source_key').notNull().unique(),
    kind: text('kind', { enum: OPPORTUNITY_KINDS }).notNull(),
    /** The feed it came from (null once that feed is deleted; the row then expires as stale). */
    feedId: integer('feed_id').references(() => opportunityFeeds.id, { onDelete: 'set null' }),
    /** A mentor category slug (technology, agriculture, ...), so the filter matches the rest of the app. */
    category: text('category').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** 0-100 by the formula of docs/decisions/012; the badge is green at 80+, yellow at 60-79, red below 60. */
    trendScore: integer('trend_score').notNull(),
    searchVolume: integer('search_volume').notNull().default(0),
    /** Estimates by the classifier (labelled as such on screen), e.g. '2-4 weeks', 'R2,000 – R8,000'. */
    timeToMarket: text('time_to_market').notNull(),
    difficulty: text('difficulty', { enum: OPPORTUNITY_DIFFICULTIES }).notNull(),
    estimatedStartupCost: text('estimated_startup_cost').notNull(),
    marketSize: text('market_size').notNull(),
    keywords: text('keywords', { mode: 'json' }).$type<string[]>().notNull().default([]),
    sourceUrl: text('source_url'),
    /** Tenders: the buyer, its province, the closing date and the published value in cents. */
    buyer: text('buyer'),
    province: text('province'),
    closingAt: text('closing_at'),
    valueCents: integer('value_cents'),
    /** Demand signals behind the score: approximate search traffic (trends) and when the source published it. */
    approxTraffic: integer('approx_traffic'),
    publishedAt: text('published_at'),
    firstSeenAt: text('first_seen_at').notNull().default(nowIso),
    lastSeenAt: text('last_seen_at').notNull().default(nowIso),
    lastUpdated: text('last_updated').notNull().default(nowIso),
    /** Set when the tender closed or the item went stale: expired rows leave the list (history stays). */
    expiredAt: text('expired_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('business_opportunities_kind_check', oneOf(t.kind, OPPORTUNITY_KINDS)),
    check('business_opportunities_difficulty_check', oneOf(t.difficulty, OPPORTUNITY_DIFFICULTIES)),
    check('business_opportunities_trend_check', sql`${t.trendScore} between 0 and 100 and ${t.searchVolume} >= 0`),
    // The list: live rows by score or by recency, optionally by category.
    index('business_opportunities_live_score_idx').on(t.expiredAt, t.trendScore, t.id),
    index('business_opportunities_live_category_idx').on(t.expiredAt, t.category, t.trendScore, t.id),
    index('business_opportunities_live_seen_idx').on(t.expiredAt, t.lastSeenAt, t.id),
  ],
);

/** An opportunity's score over time: one row per opportunity per UTC day (the sync upserts today's). */
export const opportunityScoreHistory = sqliteTable(
  'opportunity_score_history',
  {
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => businessOpportunities.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    trendScore: integer('trend_score').notNull(),
    searchVolume: integer('search_volume').notNull(),
  },
  (t) => [primaryKey({ columns: [t.opportunityId, t.day] })],
);

/**
 * The sync's lock and rate limit, one row (id 1, inserted by the migration). Taking the lock is one conditional
 * UPDATE: nobody else running (or a run older than the stale window), and for manual runs none started in the last
 * 10 minutes. The cron and the button share it, so two syncs never run at once.
 */
export const opportunitySyncState = sqliteTable('opportunity_sync_state', {
  id: integer('id').primaryKey(),
  runningSince: text('running_since'),
  lastStartedAt: text('last_started_at'),
  lastFinishedAt: text('last_finished_at'),
  lastOutcome: text('last_outcome'),
});
