import type { OPPORTUNITY_DIFFICULTIES, OPPORTUNITY_FEED_KINDS, OPPORTUNITY_KINDS } from './enums.ts';

/**
 * Income Seeking Resources (/freedom-resources): types, constants and messages the screen and the Worker
 * share. Free of zod so the browser can import it; `opportunities.ts` builds the schemas on it.
 */

export type OpportunityKind = (typeof OPPORTUNITY_KINDS)[number];
export type OpportunityFeedKind = (typeof OPPORTUNITY_FEED_KINDS)[number];

/** `GET /api/business-opportunities` items: the spec's fields (section 3) plus where the item came from. */
export type BusinessOpportunity = {
  id: number;
  kind: OpportunityKind;
  category: string;
  title: string;
  description: string;
  trendScore: number;
  searchVolume: number;
  /**
   * Estimates, labelled as such on screen with their method (ESTIMATE_METHOD), or the publisher's own figure. A news
   * item carries none (`kindCarriesEstimates`): its texts are empty and its difficulty null.
   */
  timeToMarket: string;
  difficulty: (typeof OPPORTUNITY_DIFFICULTIES)[number] | null;
  estimatedStartupCost: string;
  marketSize: string;
  keywords: string[];
  sourceUrl: string | null;
  /** The feed's name, e.g. 'National Treasury eTenders (OCDS releases)'. */
  sourceName: string | null;
  /** Tenders only (null otherwise, or when the buyer did not publish it). */
  buyer: string | null;
  province: string | null;
  closingAt: string | null;
  /** The published tender value in rand cents. */
  valueCents: number | null;
  firstSeenAt: string;
  lastUpdated: string;
  createdAt: string;
};

/**
 * One page, plus when the list was last refreshed (null: never synced), and whether the list holds the offline
 * sample (the demo's saved feed captures) rather than what the live sources said.
 */
export type OpportunityPage = {
  items: BusinessOpportunity[];
  nextCursor: string | null;
  lastUpdated: string | null;
  sample: boolean;
};

/**
 * Whether an item of this kind gets a difficulty, a start time and a startup cost. A tender is work someone can bid
 * on and a trending search is demand someone can serve, so both get the keyword rules' estimates (named as such). A
 * news item is a headline: it reports on something, it is not an opportunity, and any cost we gave it would be
 * invented, so it gets none.
 */
export const kindCarriesEstimates = (kind: OpportunityKind) => kind !== 'news';

/** How the estimates on a tender or a trending search are made: shown beside them, so nobody takes them for facts. */
export const ESTIMATE_METHOD =
  'Method: Sebenza’s keyword rules match the item’s words to a kind of work, and give that work’s typical South African costs for the equipment named and a first order, and how long starting takes. A judgement from common prices, not a survey or a quote.';

/** `POST /api/business-opportunities/sync`: what the run did (200 means the list is fresh). */
export type SyncResult = {
  ok: true;
  finishedAt: string;
  feeds: { id: number; name: string; ok: boolean; items: number; error: string | null }[];
};

/** An admin's view of a feed (`/api/admin/opportunity-feeds`). */
export type OpportunityFeed = {
  id: number;
  name: string;
  kind: OpportunityFeedKind;
  url: string;
  enabled: boolean;
  lastRunAt: string | null;
  lastSuccessAt: string | null;
  lastError: string | null;
  lastItemCount: number;
};

export const OPPORTUNITY_SORTS = ['score', 'newest'] as const;
export const OPPORTUNITY_PAGE_SIZE = 20;
/** Manual syncs: at most one per this long across all users (the cron is not held to it). */
export const SYNC_MIN_INTERVAL_MINUTES = 10;
/** Spec section 9: the first 3 keywords are shown. */
export const KEYWORDS_SHOWN = 3;
/** Spec section 9: a visitor is sent to sign in 1000 ms after the notice. */
export const RESOURCES_REDIRECT_MS = 1000;

/** South Africa's nine provinces (the province filter; tenders carry one where the buyer published it). */
export const PROVINCES = [
  'Eastern Cape',
  'Free State',
  'Gauteng',
  'KwaZulu-Natal',
  'Limpopo',
  'Mpumalanga',
  'North West',
  'Northern Cape',
  'Western Cape',
] as const;

/** Spec section 4: 80+ green, 60-79 yellow, below 60 red. */
export function trendBadgeTone(score: number): 'green' | 'yellow' | 'red' {
  return score >= 80 ? 'green' : score >= 60 ? 'yellow' : 'red';
}

/**
 * Spec section 4: 'Just now', N minutes, hours or days ago, then a date after 7 days. (`formatDate` formats the
 * date in the caller's locale and time zone.)
 */
export function lastUpdatedText(iso: string, now: Date, formatDate: (d: Date) => string): string {
  const then = new Date(iso);
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  if (days <= 7) return `${days} day${days === 1 ? '' : 's'} ago`;
  return formatDate(then);
}

function waitText(seconds: number): string {
  const [count, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** Spec section 8 word for word, plus the server's own answers. */
export const OPPORTUNITY_MESSAGES = {
  accessRestricted: 'Access Restricted',
  accessRestrictedText: 'Please sign in to access Freedom Seeking Resources',
  refreshFailed: 'Refresh Failed',
  refreshFailedText: 'Unable to refresh data. Please try again later.',
  syncRunning: 'A refresh is already running.',
  /** The wait the 429's Retry-After gives (`seconds`), in whole minutes, or in seconds under a minute. */
  syncRetryIn: (seconds: number) => `Please try again in ${waitText(seconds)}.`,
  syncTooSoon: (at: string) => `The opportunities were refreshed recently. The next refresh is allowed at ${at}.`,
  feedNotFound: 'Feed not found.',
  feedUrl: 'Please give the feed’s full https:// address.',
  feedUrlCredentials: 'Please give the feed’s address without a user name or password.',
  feedUrlNotPublic:
    'That address is not on the public internet (a local, private or reserved network, or an IP address in an unusual form). Please give the feed’s public https:// address.',
  feedName: 'Please give the feed a name (at most 120 characters).',
  feedExists: 'That feed is already on the list.',
} as const;
