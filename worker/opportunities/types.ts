import type { OPPORTUNITY_DIFFICULTIES } from '../../schema/contract/enums.ts';
import type { OpportunityFeedKind, OpportunityKind } from '../../schema/contract/opportunities.ts';

/**
 * The opportunity sync's stages and the shapes between them (decision 012):
 *
 *   feed (D1) → adapter.read → FeedItem[] → classify → ClassifiedItem[] → score → upsert (D1)
 *
 * Adapters (`adapters/`) only fetch and parse; classification (`classify.ts`, the AI interface when a model is
 * configured, else keyword rules) and scoring (`score.ts`, docs/decisions/012) are separate, so each is tested alone.
 */

/**
 * The address of a feed holding the offline sample (the demo seed's saved captures, worker/seed/opportunities.ts):
 * never fetched, and the list says plainly when it shows such items.
 */
export const SAMPLE_FEED_PREFIX = 'sample:';

/** One item as a feed published it, normalised. */
export type FeedItem = {
  /** The natural key: a tender's OCID, else the item's canonical URL (or the trend's query for Google Trends). */
  sourceKey: string;
  kind: OpportunityKind;
  title: string;
  /** Plain text (HTML stripped), at most ~1,000 characters. */
  summary: string;
  url: string | null;
  /** When the publisher says it was published (ISO), if it says. */
  publishedAt: string | null;
  /** Tenders. */
  buyer: string | null;
  province: string | null;
  closingAt: string | null;
  valueCents: number | null;
  /** Google Trends' approximate traffic ("20K+" → 20000), else null. */
  approxTraffic: number | null;
  /** Words the publisher attached (categories, news headlines of a trend), for classification. */
  tags: string[];
};

export type FetchOptions = {
  /** Abort after this long (each feed has its own budget). */
  timeoutMs: number;
  /** Refuse bodies larger than this many bytes (read as a stream; never buffered past the cap). */
  maxBytes: number;
  now: Date;
};

/** Reads one feed. Throws FeedError with a short, admin-readable message on any failure. */
export interface FeedAdapter {
  readonly kind: OpportunityFeedKind;
  read(url: string, options: FetchOptions): Promise<FeedItem[]>;
}

export class FeedError extends Error {
  override name = 'FeedError';
}

/** A feed item mapped onto the opportunity fields (by the model, or by keyword rules). */
export type ClassifiedItem = FeedItem & {
  /** A mentor category slug (worker/taxonomy/taxonomy-seed.ts CATEGORY_SEED: technology, creative-arts, ...). */
  category: string;
  description: string;
  keywords: string[];
  difficulty: (typeof OPPORTUNITY_DIFFICULTIES)[number];
  timeToMarket: string;
  estimatedStartupCost: string;
  marketSize: string;
};

/**
 * Classifies feed items for the sync, in the items' order, and never rejects. The AI advisor implements it
 * (worker/ai: a model, or these keyword rules offline); the app and the cron choose which, so this folder does not
 * depend on worker/ai.
 */
export interface OpportunityClassifier {
  classifyOpportunities(items: FeedItem[]): Promise<ClassifiedItem[]>;
}
