/** What the resources page says about opportunities, a refresh and its time: pure functions, tested in Node. */
import {
  KEYWORDS_SHOWN,
  lastUpdatedText,
  OPPORTUNITY_MESSAGES,
  trendBadgeTone,
  type BusinessOpportunity,
  type OpportunityKind,
  type SyncResult,
} from '../../../../schema/contract/opportunities-rules.ts';
import { ApiError, isUnauthorizedError } from '../../lib/api-client.ts';
import type { ToastInput } from '../../lib/toast.ts';
import { formatDate, formatTime } from '../../components/date-time.ts';

export type Difficulty = BusinessOpportunity['difficulty'];

/** One opportunity's kind, on its card. */
export const KIND_LABELS: Record<OpportunityKind, string> = {
  tender: 'Tender',
  trend: 'Trending search',
  news: 'Business news',
};

/** What a news card says instead of estimates: it reports on something; it is not work with a cost to start. */
export const NEWS_NOTE =
  'News for context, not a business opportunity: we estimate no cost, difficulty or start time for a headline.';

/** The kind filter's options. */
export const KIND_FILTER_LABELS: Record<OpportunityKind, string> = {
  tender: 'Tenders',
  trend: 'Trending searches',
  news: 'News',
};

export const SORT_LABELS = { score: 'Highest score first', newest: 'Newest first' } as const;

const green = 'bg-grass-100 text-grass-900 ring-1 ring-grass-700/30';
const yellow = 'bg-sunshine-100 text-neutral-900 ring-1 ring-sunshine-500/50';
const red = 'bg-red-100 text-red-900 ring-1 ring-red-700/30';

/** Spec section 4: trend score 80 or more green, 60 to 79 yellow, below 60 red. */
export const TREND_TONE_STYLES = { green, yellow, red } as const;
/** The same in words, so the colour is never the only signal. */
const TREND_TONE_WORDS = { green: 'high', yellow: 'medium', red: 'low' } as const;

/** 'Trend score 85/100 (high)': the badge's text; its colour comes from `trendBadgeStyle`. */
export function trendBadgeText(score: number): string {
  return `Trend score ${score}/100 (${TREND_TONE_WORDS[trendBadgeTone(score)]})`;
}

export const trendBadgeStyle = (score: number) => TREND_TONE_STYLES[trendBadgeTone(score)];

/** Spec section 4: easy, medium and hard each have their own badge colour. */
export const DIFFICULTY_STYLES: Record<NonNullable<Difficulty>, string> = { easy: green, medium: yellow, hard: red };

/** 'Estimated difficulty: Hard': the keyword rules' judgement (ESTIMATE_METHOD), so it says it is one. */
export const difficultyText = (difficulty: NonNullable<Difficulty>) =>
  `Estimated difficulty: ${difficulty.charAt(0).toUpperCase()}${difficulty.slice(1)}`;

/** Spec section 9: the first 3 keywords (blank and repeated ones skipped). */
export function shownKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const shown: string[] = [];
  for (const keyword of keywords) {
    const text = keyword.trim();
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    shown.push(text);
    if (shown.length === KEYWORDS_SHOWN) break;
  }
  return shown;
}

/** A tender's closing time in South African time: 'Fri, 13 Mar 2026 11:00 SAST'. */
export const closingText = (iso: string) => `${formatDate(iso)} ${formatTime(iso)} SAST`;

/** Whether a tender's closing time has passed (the next sync expires it; until then the card says so). */
export const hasClosed = (iso: string, now: Date) => Date.parse(iso) <= now.getTime();

/** Only a web address becomes a link: a feed must never make a `javascript:` one. */
export function safeSourceUrl(url: string | null): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return URL.canParse(url) ? url : null;
}

/** What the link to the source says: a tender's official notice, else the article or the search. */
export const sourceLinkText = (kind: OpportunityKind) =>
  kind === 'tender' ? 'Read the official notice' : kind === 'trend' ? 'See the trend' : 'Read the article';

/** 'Searches: about 20 000' for a trending search (Google's approximate traffic); null when unknown. */
export function searchVolumeText(volume: number): string | null {
  if (!Number.isFinite(volume) || volume <= 0) return null;
  return `about ${String(Math.round(volume)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}`;
}

/** Spec section 4: when the list was last refreshed, in words ('Just now', '5 minutes ago', … a date). */
export function lastUpdatedLine(lastUpdated: string | null, now: Date): string {
  if (!lastUpdated || Number.isNaN(Date.parse(lastUpdated))) return 'Not refreshed yet';
  return `Last updated: ${lastUpdatedText(lastUpdated, now, (date) => formatDate(date.toISOString()))}`;
}

/** After a refresh: the list is fresh; sources that failed keep their earlier items (said plainly, not alarmingly). */
export function syncSuccessToast(result: SyncResult): ToastInput {
  const failed = result.feeds.filter((feed) => !feed.ok).length;
  return {
    title: 'Opportunities refreshed',
    description:
      failed === 0
        ? 'You are looking at the latest opportunities.'
        : `${failed} ${failed === 1 ? 'source' : 'sources'} could not be reached just now; their earlier opportunities are kept.`,
    variant: 'success',
  };
}

/**
 * A refresh that did not run. Spec section 8: 'Refresh Failed: Unable to refresh data. Please try again later.'
 * A 429 is not a failure: a refresh ran moments ago or is running, and the server says when the next is allowed.
 * A lapsed session (401) gets the app's own notice instead (null: show nothing here).
 */
export function syncFailureToast(error: unknown): ToastInput | null {
  if (isUnauthorizedError(error)) return null;
  if (error instanceof ApiError && error.status === 429) {
    return {
      title: 'Refresh not available yet',
      description: error.serverMessage || OPPORTUNITY_MESSAGES.syncRunning,
      variant: 'default',
    };
  }
  return {
    title: OPPORTUNITY_MESSAGES.refreshFailed,
    description: OPPORTUNITY_MESSAGES.refreshFailedText,
    variant: 'destructive',
  };
}
