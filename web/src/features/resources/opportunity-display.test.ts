import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '../../../../schema/contract/ai-rules.ts';
import {
  ESTIMATE_METHOD,
  OPPORTUNITY_MESSAGES,
  type SyncResult,
} from '../../../../schema/contract/opportunities-rules.ts';
import { ApiError } from '../../lib/api-client.ts';
import { loadI18n } from '../../lib/i18n/i18n.ts';
import { FEATURED_ARTICLES } from './featured-articles.ts';
import {
  closingText,
  DIFFICULTY_STYLES,
  difficultyText,
  estimateMethodText,
  hasClosed,
  lastUpdatedLine,
  missingTemplateText,
  refreshMessages,
  safeSourceUrl,
  searchVolumeText,
  shownKeywords,
  syncFailureToast,
  syncSuccessToast,
  trendBadgeStyle,
  trendBadgeText,
  TREND_TONE_STYLES,
} from './opportunity-display.ts';

let en: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
});

const NOW = new Date('2026-03-10T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

describe('the trend score badge', () => {
  it('is green from 80, yellow from 60, red below, and says so in words', () => {
    expect(trendBadgeStyle(100)).toBe(TREND_TONE_STYLES.green);
    expect(trendBadgeStyle(80)).toBe(TREND_TONE_STYLES.green);
    expect(trendBadgeStyle(79)).toBe(TREND_TONE_STYLES.yellow);
    expect(trendBadgeStyle(60)).toBe(TREND_TONE_STYLES.yellow);
    expect(trendBadgeStyle(59)).toBe(TREND_TONE_STYLES.red);
    expect(trendBadgeStyle(0)).toBe(TREND_TONE_STYLES.red);
    expect(trendBadgeText(85, en)).toBe('Trend score 85/100 (high)');
    expect(trendBadgeText(60, en)).toBe('Trend score 60/100 (medium)');
    expect(trendBadgeText(12, en)).toBe('Trend score 12/100 (low)');
    expect(new Set(Object.values(TREND_TONE_STYLES)).size).toBe(3);
  });

  it('gives each difficulty its own colour and its name', () => {
    expect(new Set(Object.values(DIFFICULTY_STYLES)).size).toBe(3);
    expect(difficultyText('easy', en)).toBe('Estimated difficulty: Easy');
    expect(difficultyText('hard', en)).toBe('Estimated difficulty: Hard');
  });
});

describe('the card', () => {
  it('shows the first 3 keywords, skipping blank and repeated ones', () => {
    expect(shownKeywords(['catering', 'events', 'food', 'weddings'])).toEqual(['catering', 'events', 'food']);
    expect(shownKeywords([' ', 'Cleaning', 'cleaning', 'schools'])).toEqual(['Cleaning', 'schools']);
    expect(shownKeywords([])).toEqual([]);
  });

  it('shows the closing time in South African time', () => {
    // 09:00 UTC is 11:00 SAST.
    expect(closingText('2026-03-13T09:00:00Z', en)).toBe('Fri, 13 Mar 2026 11:00 SAST');
    expect(hasClosed('2026-03-10T11:59:00Z', NOW)).toBe(true);
    expect(hasClosed('2026-03-10T12:01:00Z', NOW)).toBe(false);
  });

  it('links only to web addresses', () => {
    expect(safeSourceUrl('https://www.etenders.gov.za/x')).toBe('https://www.etenders.gov.za/x');
    expect(safeSourceUrl('http://news.example/a')).toBe('http://news.example/a');
    expect(safeSourceUrl('javascript:alert(1)')).toBeNull();
    expect(safeSourceUrl('data:text/html,hi')).toBeNull();
    expect(safeSourceUrl('https://')).toBeNull();
    expect(safeSourceUrl(null)).toBeNull();
  });

  it('says how many searched for a trend, when known', () => {
    expect(searchVolumeText(20_000, en)).toBe('about 20\u00a0000');
    expect(searchVolumeText(0, en)).toBeNull();
  });
});

describe('the last-updated text', () => {
  it('follows spec section 4', () => {
    expect(lastUpdatedLine(null, NOW, en)).toBe('Not refreshed yet');
    expect(lastUpdatedLine(minutesAgo(0), NOW, en)).toBe('Last updated: Just now');
    // A server clock slightly ahead still reads as just now.
    expect(lastUpdatedLine(minutesAgo(-1), NOW, en)).toBe('Last updated: Just now');
    expect(lastUpdatedLine(minutesAgo(1), NOW, en)).toBe('Last updated: 1 minute ago');
    expect(lastUpdatedLine(minutesAgo(59), NOW, en)).toBe('Last updated: 59 minutes ago');
    expect(lastUpdatedLine(minutesAgo(60), NOW, en)).toBe('Last updated: 1 hour ago');
    expect(lastUpdatedLine(minutesAgo(23 * 60 + 59), NOW, en)).toBe('Last updated: 23 hours ago');
    expect(lastUpdatedLine(minutesAgo(24 * 60), NOW, en)).toBe('Last updated: 1 day ago');
    expect(lastUpdatedLine(minutesAgo(7 * 24 * 60), NOW, en)).toBe('Last updated: 7 days ago');
    expect(lastUpdatedLine('2026-02-20T08:00:00Z', NOW, en)).toBe('Last updated: Fri, 20 Feb 2026');
  });
});

describe('a refresh', () => {
  const result = (oks: boolean[]): SyncResult => ({
    ok: true,
    finishedAt: NOW.toISOString(),
    feeds: oks.map((ok, id) => ({ id, name: `Feed ${id}`, ok, items: ok ? 3 : 0, error: ok ? null : 'Timed out' })),
  });

  it('says the list is fresh, and plainly which sources could not be reached', () => {
    expect(syncSuccessToast(result([true, true]), en)).toMatchObject({
      title: 'Opportunities refreshed',
      variant: 'success',
    });
    expect(syncSuccessToast(result([true, false]), en).description).toBe(
      '1 source could not be reached just now; their earlier opportunities are kept.',
    );
  });

  it("says 'Refresh Failed' word for word when it fails", () => {
    for (const error of [new ApiError(500, 'Internal Server Error', ''), new TypeError('Failed to fetch')]) {
      expect(syncFailureToast(error, en)).toEqual({
        title: 'Refresh Failed',
        description: 'Unable to refresh data. Please try again later.',
        variant: 'destructive',
      });
    }
  });

  it("shows the server's own words, calmly, when a refresh ran recently or is running", () => {
    const tooSoon = OPPORTUNITY_MESSAGES.syncTooSoon('14:20');
    const notice = syncFailureToast(new ApiError(429, 'Too Many Requests', JSON.stringify({ message: tooSoon })), en);
    expect(notice).toEqual({ title: 'Refresh not available yet', description: tooSoon, variant: 'default' });
  });

  it('leaves a lapsed session to the app-wide notice', () => {
    expect(syncFailureToast(new ApiError(401, 'Unauthorized', ''), en)).toBeNull();
  });
});

describe("the contract's texts said through the catalog", () => {
  it('keep the same English', () => {
    expect(estimateMethodText(en)).toBe(ESTIMATE_METHOD);
    expect(missingTemplateText(en)).toBe(AI_MESSAGES.missingTemplateResources);
    const messages = refreshMessages(en);
    expect(messages.refreshFailed).toBe(OPPORTUNITY_MESSAGES.refreshFailed);
    expect(messages.refreshFailedText).toBe(OPPORTUNITY_MESSAGES.refreshFailedText);
    expect(messages.syncRunning).toBe(OPPORTUNITY_MESSAGES.syncRunning);
  });
});

describe('the featured articles', () => {
  it('are two https pages, each naming its publisher', () => {
    expect(FEATURED_ARTICLES).toHaveLength(2);
    for (const article of FEATURED_ARTICLES) {
      expect(new URL(article.url).protocol).toBe('https:');
      expect(article.publisher.trim()).not.toBe('');
    }
  });
});
