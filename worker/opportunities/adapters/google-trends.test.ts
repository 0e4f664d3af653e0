import { afterEach, describe, expect, it, vi } from 'vitest';
import { publisher, type Answer } from '../../test/publisher-stand-in.ts';
import trendsZa from '../fixtures/google-trends-za.xml?raw';
import { expectFeedErrors, feedFailure, fetchOptionsWith } from '../../test/feeds.ts';
import { FEED_USER_AGENT } from './fetch-feed.ts';
import { GOOGLE_TRENDS_ZA_URL, exploreUrl, googleTrendsAdapter, parseApproxTraffic } from './google-trends.ts';

/** The Google Trends adapter against a stand-in for trends.google.com answering with a live ZA capture. */
afterEach(() => {
  vi.restoreAllMocks();
});

const rss = (body: string) => new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=UTF-8' } });
const options = fetchOptionsWith({ maxBytes: 512 * 1024, now: new Date('2026-10-04T12:00:00Z') });
const feed = (items: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><rss xmlns:ht="https://trends.google.com/trending/rss" version="2.0">` +
  `<channel><title>Daily Search Trends</title>${items}</channel></rss>`;

describe('googleTrendsAdapter.read', () => {
  it('reads every trending search with its traffic, headlines, first news link and start time', async () => {
    const requests = publisher(() => rss(trendsZa));
    const items = await googleTrendsAdapter.read(GOOGLE_TRENDS_ZA_URL, options());
    expect(requests[0]!.url).toBe(GOOGLE_TRENDS_ZA_URL);
    expect(requests[0]!.headers.get('User-Agent')).toBe(FEED_USER_AGENT);
    expect(items.map((item) => [item.sourceKey, item.approxTraffic])).toEqual([
      ['trend:f1 standings', 200],
      ['trend:orlando pirates f.c.', 5000],
      ['trend:f1', 10000],
      ['trend:diesel fuel', 2000],
    ]);
    expect(items[3]).toEqual({
      sourceKey: 'trend:diesel fuel',
      kind: 'trend',
      title: 'diesel fuel',
      summary:
        'Warning over criminal tactics ahead of record diesel prices in South Africa (BusinessTech); ' +
        'Fuel Price Crisis | Here’s how much more each kilometre will cost versus early 2026 (IOL); ' +
        'More for the bank and the tank, less for everything else (Moneyweb)',
      url: 'https://businesstech.co.za/news/energy/877505/warning-over-criminal-tactics-ahead-of-record-diesel-prices-in-south-africa/',
      // pubDate "Sat, 3 Oct 2026 23:30:00 -0700"
      publishedAt: '2026-10-04T06:30:00.000Z',
      buyer: null,
      province: null,
      closingAt: null,
      valueCents: null,
      approxTraffic: 2000,
      tags: [
        'Warning over criminal tactics ahead of record diesel prices in South Africa',
        'Fuel Price Crisis | Here’s how much more each kilometre will cost versus early 2026',
        'More for the bank and the tank, less for everything else',
      ],
    });
    // XML entities in headlines come out as text.
    expect(items[0]!.tags[0]).toBe("Hadjar 'enjoying' comeback despite race penalty in Malaysia");
    expect(items[2]!.tags[0]).toContain('times & results');
  });

  it('links a trend without a usable news link to its Trends page, once per query', async () => {
    publisher(() =>
      rss(
        feed(
          `<item><title>Spaza Shop Support Fund</title><ht:approx_traffic>20K+</ht:approx_traffic>` +
            `<ht:news_item><ht:news_item_title>Fund opens</ht:news_item_title>` +
            `<ht:news_item_url>javascript:void(0)</ht:news_item_url></ht:news_item></item>` +
            `<item><title>spaza shop support fund</title><ht:approx_traffic>1M+</ht:approx_traffic></item>` +
            `<item><title>  </title><ht:approx_traffic>5K+</ht:approx_traffic></item>`,
        ),
      ),
    );
    const items = await googleTrendsAdapter.read(GOOGLE_TRENDS_ZA_URL, options());
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      sourceKey: 'trend:spaza shop support fund',
      url: exploreUrl('Spaza Shop Support Fund', 'ZA'),
      approxTraffic: 20_000,
      publishedAt: null,
      summary: 'Fund opens',
    });
    expect(items[0]!.url).toBe('https://trends.google.com/trends/explore?q=Spaza+Shop+Support+Fund&geo=ZA');
  });

  it('links a trend to the first news item that has a web address', async () => {
    publisher(() =>
      rss(
        feed(
          `<item><title>load shedding</title><ht:news_item><ht:news_item_title>No link</ht:news_item_title>` +
            `<ht:news_item_url>ftp://files.test/a</ht:news_item_url></ht:news_item>` +
            `<ht:news_item><ht:news_item_title>Stage 2 tonight</ht:news_item_title>` +
            `<ht:news_item_url>https://news.test/stage-2</ht:news_item_url></ht:news_item></item>`,
        ),
      ),
    );
    const [item] = await googleTrendsAdapter.read(GOOGLE_TRENDS_ZA_URL, options());
    expect(item!.url).toBe('https://news.test/stage-2');
    expect(item!.tags).toEqual(['No link', 'Stage 2 tonight']);
  });

  it('answers [] for a feed with no trends', async () => {
    publisher(() => rss(feed('')));
    expect(await googleTrendsAdapter.read(GOOGLE_TRENDS_ZA_URL, options())).toEqual([]);
  });

  it('turns malformed XML, a page that is not RSS, an error status and a timeout into FeedErrors', async () => {
    const cases: [Answer, string][] = [
      [() => rss(trendsZa.slice(0, trendsZa.length / 2)), 'not valid XML'],
      [
        () => rss('<html><head><title>Error 429 (Too Many Requests)</title></head><body></body></html>'),
        'not an RSS feed',
      ],
      [() => new Response('Too Many Requests', { status: 429 }), 'HTTP 429'],
      [() => new Promise<Response>(() => {}), 'Timed out'],
    ];
    await expectFeedErrors(cases, () => googleTrendsAdapter.read(GOOGLE_TRENDS_ZA_URL, options({ timeoutMs: 50 })));
  });

  it('refuses an oversized feed', async () => {
    publisher(() => rss(trendsZa));
    const error = await feedFailure(googleTrendsAdapter.read(GOOGLE_TRENDS_ZA_URL, options({ maxBytes: 2048 })));
    expect(error.message).toBe('Feed is larger than 2 KB');
  });
});

describe('parseApproxTraffic', () => {
  it('reads the traffic buckets Trends publishes', () => {
    expect(parseApproxTraffic('200+')).toBe(200);
    expect(parseApproxTraffic('2000+')).toBe(2000);
    expect(parseApproxTraffic('2K+')).toBe(2000);
    expect(parseApproxTraffic('20K+')).toBe(20_000);
    expect(parseApproxTraffic('1M+')).toBe(1_000_000);
    expect(parseApproxTraffic('1.5M+')).toBe(1_500_000);
    expect(parseApproxTraffic('200,000+')).toBe(200_000);
    expect(parseApproxTraffic('2 000+')).toBe(2000);
    expect(parseApproxTraffic('')).toBeNull();
    expect(parseApproxTraffic('1천+')).toBeNull();
    expect(parseApproxTraffic('lots')).toBeNull();
  });
});
