/** What the resources page says about opportunities, a refresh and its time: pure functions, tested in Node. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import {
  KEYWORDS_SHOWN,
  trendBadgeTone,
  type BusinessOpportunity,
  type OpportunityKind,
  type SyncResult,
} from '../../../../schema/contract/opportunities-rules.ts';
import { ApiError, isUnauthorizedError } from '../../lib/api-client.ts';
import type { ToastInput } from '../../lib/toast.ts';
import { formatsFor } from '../../lib/i18n/formats.ts';

export type Difficulty = BusinessOpportunity['difficulty'];

/** One opportunity's kind, on its card. */
export const KIND_LABELS: Record<OpportunityKind, MessageDescriptor> = {
  tender: msg`Tender`,
  trend: msg`Trending search`,
  news: msg`Business news`,
};

/** What a news card says instead of estimates: it reports on something; it is not work with a cost to start. */
export const NEWS_NOTE = msg`News for context, not a business opportunity: we estimate no cost, difficulty or start time for a headline.`;

/** The contract's ESTIMATE_METHOD (the same English), in the reader's language. */
export const estimateMethodText = (i18n: I18n) =>
  i18n._(
    msg`Method: ${PRODUCT_NAME}’s keyword rules match the item’s words to a kind of work, and give that work’s typical South African costs for the equipment named and a first order, and how long starting takes. A judgement from common prices, not a survey or a quote.`,
  );

/** The kind filter's options. */
export const KIND_FILTER_LABELS: Record<OpportunityKind, MessageDescriptor> = {
  tender: msg`Tenders`,
  trend: msg`Trending searches`,
  news: msg`News`,
};

export const SORT_LABELS = { score: msg`Highest score first`, newest: msg`Newest first` } as const;

const green = 'bg-grass-100 text-grass-900 ring-1 ring-grass-700/30';
const yellow = 'bg-sunshine-100 text-neutral-900 ring-1 ring-sunshine-500/50';
const red = 'bg-red-100 text-red-900 ring-1 ring-red-700/30';

/** Spec section 4: trend score 80 or more green, 60 to 79 yellow, below 60 red. */
export const TREND_TONE_STYLES = { green, yellow, red } as const;
/** The same in words, so the colour is never the only signal. */
/** 'Trend score 85/100 (high)': the badge's text; its colour comes from `trendBadgeStyle`. */
export function trendBadgeText(score: number, i18n: I18n): string {
  const tone = trendBadgeTone(score);
  if (tone === 'green') return i18n._(msg`Trend score ${score}/100 (high)`);
  if (tone === 'yellow') return i18n._(msg`Trend score ${score}/100 (medium)`);
  return i18n._(msg`Trend score ${score}/100 (low)`);
}

export const trendBadgeStyle = (score: number) => TREND_TONE_STYLES[trendBadgeTone(score)];

/** Spec section 4: easy, medium and hard each have their own badge colour. */
export const DIFFICULTY_STYLES: Record<NonNullable<Difficulty>, string> = { easy: green, medium: yellow, hard: red };

/** 'Estimated difficulty: Hard': the keyword rules' judgement (ESTIMATE_METHOD), so it says it is one. */
const DIFFICULTY_TEXTS: Record<NonNullable<Difficulty>, MessageDescriptor> = {
  easy: msg`Estimated difficulty: Easy`,
  medium: msg`Estimated difficulty: Medium`,
  hard: msg`Estimated difficulty: Hard`,
};
export const difficultyText = (difficulty: NonNullable<Difficulty>, i18n: I18n) => i18n._(DIFFICULTY_TEXTS[difficulty]);

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
export const closingText = (iso: string, i18n: I18n) => `${formatsFor(i18n).dateTime(iso)} SAST`;

/** Whether a tender's closing time has passed (the next sync expires it; until then the card says so). */
export const hasClosed = (iso: string, now: Date) => Date.parse(iso) <= now.getTime();

/** Only a web address becomes a link: a feed must never make a `javascript:` one. */
export function safeSourceUrl(url: string | null): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return URL.canParse(url) ? url : null;
}

/** What the link to the source says: a tender's official notice, else the article or the search. */
export const sourceLinkText = (kind: OpportunityKind, i18n: I18n) =>
  i18n._(
    kind === 'tender' ? msg`Read the official notice` : kind === 'trend' ? msg`See the trend` : msg`Read the article`,
  );

/** 'Searches: about 20 000' for a trending search (Google's approximate traffic); null when unknown. */
export function searchVolumeText(volume: number, i18n: I18n): string | null {
  if (!Number.isFinite(volume) || volume <= 0) return null;
  const searches = formatsFor(i18n).count(volume);
  return i18n._(msg`about ${searches}`);
}

/** Spec section 4: when the list was last refreshed, in words ('Just now', '5 minutes ago', … a date). */
export function lastUpdatedLine(lastUpdated: string | null, now: Date, i18n: I18n): string {
  if (!lastUpdated || Number.isNaN(Date.parse(lastUpdated))) return i18n._(msg`Not refreshed yet`);
  // The contract's lastUpdatedText, worded through the catalog.
  const minutes = Math.floor((now.getTime() - Date.parse(lastUpdated)) / 60_000);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (minutes < 1) return i18n._(msg`Last updated: Just now`);
  if (minutes < 60)
    return i18n._(msg`Last updated: ${plural(minutes, { one: '# minute ago', other: '# minutes ago' })}`);
  if (hours < 24) return i18n._(msg`Last updated: ${plural(hours, { one: '# hour ago', other: '# hours ago' })}`);
  if (days <= 7) return i18n._(msg`Last updated: ${plural(days, { one: '# day ago', other: '# days ago' })}`);
  const date = formatsFor(i18n).date(new Date(lastUpdated));
  return i18n._(msg`Last updated: ${date}`);
}

/** The contract's AI_MESSAGES.missingTemplateResources (the same English), for the page's template generator. */
export const missingTemplateText = (i18n: I18n) =>
  i18n._(msg`Please select a template type and enter your business name.`);

/** The contract's refresh sentences (OPPORTUNITY_MESSAGES, the same English), in the reader's language. */
export function refreshMessages(i18n: I18n) {
  return {
    refreshFailed: i18n._(msg`Refresh Failed`),
    refreshFailedText: i18n._(msg`Unable to refresh data. Please try again later.`),
    syncRunning: i18n._(msg`A refresh is already running.`),
  };
}

/** After a refresh: the list is fresh; sources that failed keep their earlier items (said plainly, not alarmingly). */
export function syncSuccessToast(result: SyncResult, i18n: I18n): ToastInput {
  const failed = result.feeds.filter((feed) => !feed.ok).length;
  return {
    title: i18n._(msg`Opportunities refreshed`),
    description:
      failed === 0
        ? i18n._(msg`You are looking at the latest opportunities.`)
        : i18n._(
            msg`${plural(failed, {
              one: '# source could not be reached just now; their earlier opportunities are kept.',
              other: '# sources could not be reached just now; their earlier opportunities are kept.',
            })}`,
          ),
    variant: 'success',
  };
}

/**
 * A refresh that did not run. Spec section 8: 'Refresh Failed: Unable to refresh data. Please try again later.'
 * A 429 is not a failure: a refresh ran moments ago or is running, and the server says when the next is allowed.
 * A lapsed session (401) gets the app's own notice instead (null: show nothing here).
 */
export function syncFailureToast(error: unknown, i18n: I18n): ToastInput | null {
  if (isUnauthorizedError(error)) return null;
  const messages = refreshMessages(i18n);
  if (error instanceof ApiError && error.status === 429) {
    return {
      title: i18n._(msg`Refresh not available yet`),
      description: error.serverMessage || messages.syncRunning,
      variant: 'default',
    };
  }
  return {
    title: messages.refreshFailed,
    description: messages.refreshFailedText,
    variant: 'destructive',
  };
}
