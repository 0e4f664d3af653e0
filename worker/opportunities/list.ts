import { and, desc, eq, isNull, like, lt, max, or, type SQL } from 'drizzle-orm';
import * as z from 'zod';
import type {
  BusinessOpportunity,
  OpportunityKind,
  OpportunityPage,
  OPPORTUNITY_SORTS,
  PROVINCES,
} from '../../schema/contract/opportunities.ts';
import { kindCarriesEstimates } from '../../schema/contract/opportunities.ts';
import { businessOpportunities, opportunityFeeds, opportunitySyncState } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { pageOf } from '../db/keyset.ts';
import { readCursor } from '../http/cursor.ts';
import { SAMPLE_FEED_PREFIX } from './types.ts';

export type OpportunityListQuery = {
  category?: string;
  province?: (typeof PROVINCES)[number];
  kind?: OpportunityKind;
  sort: (typeof OPPORTUNITY_SORTS)[number];
  limit: number;
  cursor?: string;
};

const o = businessOpportunities;
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** The last row's sort key: [trendScore, id] by score, [lastSeenAt, id] by recency. */
const ScoreCursorSchema = z.tuple([z.number().int().min(0).max(100), id]);
const NewestCursorSchema = z.tuple([z.string().max(40), id]);

const fields = {
  id: o.id,
  kind: o.kind,
  category: o.category,
  title: o.title,
  description: o.description,
  trendScore: o.trendScore,
  searchVolume: o.searchVolume,
  timeToMarket: o.timeToMarket,
  difficulty: o.difficulty,
  estimatedStartupCost: o.estimatedStartupCost,
  marketSize: o.marketSize,
  keywords: o.keywords,
  sourceUrl: o.sourceUrl,
  sourceName: opportunityFeeds.name,
  buyer: o.buyer,
  province: o.province,
  closingAt: o.closingAt,
  valueCents: o.valueCents,
  firstSeenAt: o.firstSeenAt,
  lastUpdated: o.lastUpdated,
  createdAt: o.createdAt,
  lastSeenAt: o.lastSeenAt,
};

/**
 * One page of live opportunities (expired rows leave the list; their history stays), highest score or most
 * recently seen first, with an opaque keyset cursor. Each order has its index (schema/db/opportunities.ts).
 */
export async function listOpportunities(db: Db, query: OpportunityListQuery): Promise<OpportunityPage> {
  const byScore = query.sort === 'score';
  let after: SQL | undefined;
  if (query.cursor && byScore) {
    const [score, lastId] = readCursor(query.cursor, ScoreCursorSchema);
    after = or(lt(o.trendScore, score), and(eq(o.trendScore, score), lt(o.id, lastId)));
  } else if (query.cursor) {
    const [seenAt, lastId] = readCursor(query.cursor, NewestCursorSchema);
    after = or(lt(o.lastSeenAt, seenAt), and(eq(o.lastSeenAt, seenAt), lt(o.id, lastId)));
  }
  const where = and(
    isNull(o.expiredAt),
    query.category ? eq(o.category, query.category) : undefined,
    query.province ? eq(o.province, query.province) : undefined,
    query.kind ? eq(o.kind, query.kind) : undefined,
    after,
  );
  const [rows, lastUpdated, sample] = await Promise.all([
    db
      .select(fields)
      .from(o)
      .leftJoin(opportunityFeeds, eq(opportunityFeeds.id, o.feedId))
      .where(where)
      .orderBy(...(byScore ? [desc(o.trendScore), desc(o.id)] : [desc(o.lastSeenAt), desc(o.id)]))
      .limit(query.limit + 1),
    listLastUpdated(db),
    showsSample(db),
  ]);
  const page = pageOf(
    rows,
    query.limit,
    ({ lastSeenAt: _lastSeenAt, ...item }): BusinessOpportunity =>
      kindCarriesEstimates(item.kind)
        ? item
        : // Rows stored before news lost its estimates: the list never shows one.
          { ...item, difficulty: null, timeToMarket: '', estimatedStartupCost: '', marketSize: '' },
    (row) => (byScore ? [row.trendScore, row.id] : [row.lastSeenAt, row.id]),
  );
  return { ...page, lastUpdated, sample };
}

/** Whether any live item comes from a sample feed (SAMPLE_FEED_PREFIX): the page then says it shows the sample. */
async function showsSample(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: o.id })
    .from(o)
    .innerJoin(opportunityFeeds, eq(opportunityFeeds.id, o.feedId))
    .where(and(isNull(o.expiredAt), like(opportunityFeeds.url, `${SAMPLE_FEED_PREFIX}%`)))
    .limit(1);
  return row !== undefined;
}

/**
 * When the list was last refreshed: the last sync that finished with at least one good feed, or the latest good
 * read of any feed (which also covers the demo seed's sample rows), whichever is later; null when never.
 */
export async function listLastUpdated(db: Db): Promise<string | null> {
  const [[state], [feeds]] = await Promise.all([
    db
      .select({ finishedAt: opportunitySyncState.lastFinishedAt, outcome: opportunitySyncState.lastOutcome })
      .from(opportunitySyncState)
      .where(eq(opportunitySyncState.id, 1)),
    db.select({ at: max(opportunityFeeds.lastSuccessAt) }).from(opportunityFeeds),
  ]);
  const synced = state && (state.outcome === 'ok' || state.outcome === 'partial') ? state.finishedAt : null;
  const candidates = [synced, feeds?.at ?? null].filter((at): at is string => at !== null);
  return candidates.length ? candidates.sort().at(-1)! : null;
}
