import { inArray, sql, type SQL } from 'drizzle-orm';
import { businessOpportunities, opportunityScoreHistory } from '../../schema/db/index.ts';
import { kindCarriesEstimates } from '../../schema/contract/opportunities.ts';
import type { Db } from '../db/client.ts';
import type { ClassifiedItem } from './types.ts';

/**
 * The statements that store classified, scored items: shared by the sync and the demo seed, so sample data goes
 * through exactly the path real feeds do. Built unexecuted, for the caller's `db.batch`.
 */

export type ScoredItem = ClassifiedItem & { trendScore: number; searchVolume: number };

/** `excluded.<column>`: the value the INSERT proposed, so the UPDATE binds nothing twice. */
const excluded = (column: { name: string }) => sql.raw(`excluded."${column.name}"`);

/** Dates are stored as UTC ISO strings, so SQL compares them with `now` correctly. */
function isoOrNull(value: string | null): string | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/**
 * Inserts the item, or updates the row with its source key: everything but the key and `first_seen_at` follows the
 * feed, `last_seen_at` and `last_updated` become now, and an expired row seen again comes back to the list (the
 * expiry that follows in the same run takes a closed tender out again). 23 bound parameters.
 */
export function upsertOpportunity(db: Db, item: ScoredItem, feedId: number | SQL<number>, nowIso: string) {
  const o = businessOpportunities;
  // A news item keeps no estimates, whoever classified it (kindCarriesEstimates). Its difficulty column cannot be
  // empty (NOT NULL, and a table rebuild on D1 would wipe the score history), so it stays and the list leaves it out.
  const estimated = kindCarriesEstimates(item.kind);
  const values = {
    sourceKey: item.sourceKey,
    kind: item.kind,
    feedId,
    category: item.category,
    title: item.title.slice(0, 300),
    description: item.description,
    trendScore: Math.max(0, Math.min(100, Math.round(item.trendScore))),
    searchVolume: Math.max(0, Math.round(item.searchVolume)),
    timeToMarket: estimated ? item.timeToMarket : '',
    difficulty: item.difficulty,
    estimatedStartupCost: estimated ? item.estimatedStartupCost : '',
    marketSize: estimated ? item.marketSize : '',
    keywords: item.keywords,
    sourceUrl: item.url,
    buyer: item.buyer,
    province: item.province,
    closingAt: isoOrNull(item.closingAt),
    valueCents: item.valueCents,
    approxTraffic: item.approxTraffic,
    publishedAt: isoOrNull(item.publishedAt),
    firstSeenAt: nowIso,
    lastSeenAt: nowIso,
    lastUpdated: nowIso,
  };
  const set: Record<string, SQL | null> = { expiredAt: null };
  for (const key of Object.keys(values) as (keyof typeof values)[]) {
    if (key !== 'sourceKey' && key !== 'firstSeenAt') set[key] = excluded(o[key]);
  }
  return db.insert(o).values(values).onConflictDoUpdate({ target: o.sourceKey, set });
}

/**
 * Today's score of each item (by source key; at most ~95 keys, D1's bound-parameter limit): one history row per
 * opportunity per UTC day, the day's last run winning. Runs after the items' upserts, in the same batch.
 */
export function recordScoreHistory(db: Db, sourceKeys: readonly string[], day: string) {
  const o = businessOpportunities;
  const h = opportunityScoreHistory;
  return db
    .insert(h)
    .select(
      db
        .select({
          opportunityId: o.id,
          day: sql<string>`${day}`.as('day'),
          trendScore: o.trendScore,
          searchVolume: o.searchVolume,
        })
        .from(o)
        .where(inArray(o.sourceKey, [...sourceKeys])),
    )
    .onConflictDoUpdate({
      target: [h.opportunityId, h.day],
      set: { trendScore: excluded(h.trendScore), searchVolume: excluded(h.searchVolume) },
    });
}
