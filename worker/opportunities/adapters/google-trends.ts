import { FeedError, type FeedAdapter, type FeedItem, type FetchOptions } from '../types.ts';
import {
  canonicalUrl,
  child,
  fetchFeed,
  isoDate,
  listOf,
  parseXml,
  plainText,
  textOf,
  truncate,
} from './fetch-feed.ts';

/**
 * Google Trends "Trending now" for one country as RSS 2.0 (https://trends.google.com/trending/rss?geo=ZA). Each
 * `<item>` is a search: `<title>` is the query, `<ht:approx_traffic>` the approximate number of searches ("2000+",
 * "20K+"), `<pubDate>` when it started trending, and up to three `<ht:news_item>`s (`ht:news_item_title`,
 * `ht:news_item_url`, `ht:news_item_source`) say why people are searching. The `ht` namespace is
 * https://trends.google.com/trending/rss. The item's own `<link>` is the feed itself, so it is not used.
 */

export const GOOGLE_TRENDS_ZA_URL = 'https://trends.google.com/trending/rss?geo=ZA';

const MAX_ITEMS = 100;

/**
 * "2000+" → 2000, "20K+" → 20000, "1M+" → 1000000, "200,000+" → 200000, "1.5M+" → 1500000; null when it is not a
 * count (a localised form this reader does not know, or nothing).
 */
export function parseApproxTraffic(value: string): number | null {
  const compact = value.replace(/[\s,\u00a0\u202f+]/g, '');
  const match = /^(\d+(?:\.\d+)?)([kmb]?)$/i.exec(compact);
  if (!match) return null;
  const scale = { '': 1, k: 1_000, m: 1_000_000, b: 1_000_000_000 }[match[2]!.toLowerCase() as '' | 'k' | 'm' | 'b'];
  const count = Math.round(Number(match[1]) * scale);
  return Number.isSafeInteger(count) ? count : null;
}

/** The Trends page for a query, for a trend whose news items carry no usable link. */
export function exploreUrl(query: string, geo: string): string {
  const url = new URL('https://trends.google.com/trends/explore');
  url.searchParams.set('q', query);
  url.searchParams.set('geo', geo);
  return url.toString();
}

function geoOf(feedUrl: string): string {
  try {
    return new URL(feedUrl).searchParams.get('geo')?.toUpperCase() || 'ZA';
  } catch {
    return 'ZA';
  }
}

export function trendsToItems(xml: string, feedUrl: string): FeedItem[] {
  const doc = parseXml(xml);
  const channel = child(child(doc, 'rss'), 'channel');
  if (channel === undefined) throw new FeedError('The feed is not an RSS feed (no <rss><channel>)');
  const geo = geoOf(feedUrl);

  const items = new Map<string, FeedItem>();
  for (const item of listOf(child(channel, 'item'))) {
    const query = plainText(textOf(child(item, 'title')), 200);
    if (!query) continue;
    const sourceKey = `trend:${query.toLowerCase()}`;
    if (items.has(sourceKey)) continue;

    const news = listOf(child(item, 'ht:news_item')).map((entry) => ({
      title: plainText(textOf(child(entry, 'ht:news_item_title')), 300),
      url: canonicalUrl(textOf(child(entry, 'ht:news_item_url'))),
      source: plainText(textOf(child(entry, 'ht:news_item_source')), 80),
    }));
    const headlines = news.filter((entry) => entry.title);
    items.set(sourceKey, {
      sourceKey,
      kind: 'trend',
      title: query,
      summary: truncate(
        headlines.map((entry) => (entry.source ? `${entry.title} (${entry.source})` : entry.title)).join('; '),
        1000,
      ),
      url: news.find((entry) => entry.url)?.url ?? exploreUrl(query, geo),
      publishedAt: isoDate(textOf(child(item, 'pubDate'))),
      buyer: null,
      province: null,
      closingAt: null,
      valueCents: null,
      approxTraffic: parseApproxTraffic(textOf(child(item, 'ht:approx_traffic'))),
      tags: headlines.map((entry) => entry.title),
    });
    if (items.size >= MAX_ITEMS) break;
  }
  return [...items.values()];
}

export const googleTrendsAdapter: FeedAdapter = {
  kind: 'google-trends',
  async read(url: string, options: FetchOptions): Promise<FeedItem[]> {
    const xml = await fetchFeed(url, options, 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.8');
    return trendsToItems(xml, url);
  },
};
