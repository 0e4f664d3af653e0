import { matchedCategory } from './classify-rules.ts';
import type { ClassifiedItem, FeedItem } from './types.ts';

/**
 * trendScore (0-100) and searchVolume from signals anyone can check (docs/decisions/012 has the formula with a
 * worked example). Pure functions: the sync service reads the per-category counts from D1 in one grouped query
 * and passes them in as the context.
 *
 *   demand   = the item's own Google Trends traffic; else the highest traffic among today's trends that match
 *              the item's category (only trends whose words match that category count, so a football trend that
 *              defaults to 'business' lends nothing); an open tender counts at least TENDER_DEMAND_FLOOR
 *   demandScore   = min(100, 20·log10(1 + demand))          1,000 searches → 60, 100,000 → 100
 *   mentionScore  = min(100, 50·log10(1 + others))          others = other live tenders and news items in the
 *                                                           category seen in the last 7 days: 1 → 15, 9 → 50, 99 → 100
 *   recencyScore  = max(0, 100 − 100·ageDays/14)            age from publishedAt, else firstSeenAt
 *   closing       = tenders closing within 48 hours: 0.25 + 0.75·hoursLeft/48; closed: 0; else 1
 *   trendScore    = round((0.5·demandScore + 0.3·mentionScore + 0.2·recencyScore) · closing)
 *   searchVolume  = the item's own approximate traffic, else the category's demand from trends, else 0
 */

/** A published open tender is a buyer asking for the work: we count it like 1,000 searches (demandScore 60). */
export const TENDER_DEMAND_FLOOR = 1_000;
/** Mentions look back this far (trend demand is today's trends only); items older than RECENCY_DAYS score 0 for recency. */
export const MENTION_WINDOW_DAYS = 7;
export const RECENCY_DAYS = 14;
/** Tenders closing sooner than this are scaled down (too little time to prepare a compliant bid). */
export const CLOSING_SOON_HOURS = 48;

const WEIGHTS = { demand: 0.5, mentions: 0.3, recency: 0.2 } as const;
const DAY_MS = 86_400_000;

export type ScoreContext = {
  now: Date;
  /** Per category: the highest approximate traffic among today's trends that match it (see `categoryDemand`). */
  categoryDemand: Readonly<Record<string, number>>;
  /**
   * Per category: live tenders and news items (not trends: their signal is the demand) seen within
   * MENTION_WINDOW_DAYS, this sync's included, each once; so a scored tender or news item counts itself once
   * (`buildScoreContext` puts this together).
   */
  categoryMentions: Readonly<Record<string, number>>;
};

/** What the score reads from an item; `firstSeenAt` comes from D1 (null or absent for an item seen first now). */
export type ScoreInput = Pick<ClassifiedItem, 'kind' | 'category' | 'approxTraffic' | 'publishedAt' | 'closingAt'> & {
  firstSeenAt?: string | null;
};

export type Score = {
  trendScore: number;
  searchVolume: number;
  /** The parts, for tests and for anyone asking why an item scored what it did. */
  parts: { demand: number; mentions: number; recency: number; closing: number };
};

export function demandScore(demand: number): number {
  return demand > 0 ? Math.min(100, 20 * Math.log10(1 + demand)) : 0;
}

export function mentionScore(others: number): number {
  return others > 0 ? Math.min(100, 50 * Math.log10(1 + others)) : 0;
}

export function recencyScore(ageDays: number): number {
  return Math.max(0, 100 - (100 * Math.max(0, ageDays)) / RECENCY_DAYS);
}

/** 1 for anything that is not a tender closing within 48 hours; 0 once closed. */
export function closingFactor(closingAt: string | null, now: Date): number {
  if (!closingAt) return 1;
  const closes = Date.parse(closingAt);
  if (Number.isNaN(closes)) return 1;
  const hoursLeft = (closes - now.getTime()) / 3_600_000;
  if (hoursLeft <= 0) return 0;
  if (hoursLeft >= CLOSING_SOON_HOURS) return 1;
  return 0.25 + (0.75 * hoursLeft) / CLOSING_SOON_HOURS;
}

function ageDays(item: ScoreInput, now: Date): number {
  for (const at of [item.publishedAt, item.firstSeenAt]) {
    const time = at ? Date.parse(at) : Number.NaN;
    if (!Number.isNaN(time)) return (now.getTime() - time) / DAY_MS;
  }
  return 0; // Seen for the first time now.
}

export function scoreItem(item: ScoreInput, context: ScoreContext): Score {
  const own = item.kind === 'trend' && item.approxTraffic ? item.approxTraffic : 0;
  const fromTrends = context.categoryDemand[item.category] ?? 0;
  const demand = Math.max(own || fromTrends, item.kind === 'tender' ? TENDER_DEMAND_FLOOR : 0);
  // A trend's own signal is its demand; for tenders and news, the count includes the item itself.
  const counted = context.categoryMentions[item.category] ?? 0;
  const others = Math.max(0, item.kind === 'trend' ? counted : counted - 1);

  const parts = {
    demand: demandScore(demand),
    mentions: mentionScore(others),
    recency: recencyScore(ageDays(item, context.now)),
    closing: item.kind === 'tender' ? closingFactor(item.closingAt, context.now) : 1,
  };
  const weighted = WEIGHTS.demand * parts.demand + WEIGHTS.mentions * parts.mentions + WEIGHTS.recency * parts.recency;
  return {
    trendScore: Math.min(100, Math.max(0, Math.round(weighted * parts.closing))),
    searchVolume: Math.round(own || fromTrends),
    parts,
  };
}

/** Scores in the items' order. */
export function scoreItems(items: readonly ScoreInput[], context: ScoreContext): Score[] {
  return items.map((item) => scoreItem(item, context));
}

export type DemandSignal = Pick<FeedItem, 'kind' | 'title' | 'tags' | 'summary' | 'approxTraffic'> & {
  category: string;
};

/**
 * Per category, the highest approximate traffic among the given trends, counting a trend only when its own words
 * match the category it was filed under (the keyword rules' `matchedCategory`). Pass today's trends: this sync's
 * Google Trends items (and, if that feed failed today, the live trend rows D1 saw today).
 */
export function categoryDemand(trends: readonly DemandSignal[]): Record<string, number> {
  const demand: Record<string, number> = {};
  for (const trend of trends) {
    if (trend.kind !== 'trend' || !trend.approxTraffic) continue;
    if (matchedCategory(trend) !== trend.category) continue;
    demand[trend.category] = Math.max(demand[trend.category] ?? 0, trend.approxTraffic);
  }
  return demand;
}

/**
 * The context for one sync, from this sync's classified items and ONE grouped D1 query read before the upsert:
 *
 *   select category, count(*) as n from business_opportunities
 *   where expired_at is null and kind != 'trend' and last_seen_at >= :weekAgo
 *     and source_key not in (select value from json_each(:thisSyncsKeys))
 *   group by category
 *
 * (`storedMentions`: the recent items this sync did not see, so none is counted twice). Category demand comes from
 * this sync's trends only: if the Google Trends feed failed today, tenders and news get no trend demand this run.
 */
export function buildScoreContext(input: {
  now: Date;
  items: readonly DemandSignal[];
  storedMentions: Readonly<Record<string, number>>;
}): ScoreContext {
  const categoryMentions: Record<string, number> = { ...input.storedMentions };
  for (const item of input.items) {
    if (item.kind !== 'trend') categoryMentions[item.category] = (categoryMentions[item.category] ?? 0) + 1;
  }
  return { now: input.now, categoryDemand: categoryDemand(input.items), categoryMentions };
}
