import { count, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  businessOpportunities,
  opportunityFeeds,
  opportunityScoreHistory,
  opportunitySyncState,
} from '../../schema/db/index.ts';
import { db } from '../test/factories.ts';
import { type Answer } from '../test/publisher-stand-in.ts';
import bizcommunity from './fixtures/rss-bizcommunity.xml?raw';
import { STALE_AFTER_DAYS } from './sync.ts';
import {
  TRENDS,
  RETAIL_NEWS,
  BIZ,
  NOW,
  later,
  xml,
  publishers,
  sync,
  addFeed,
  standardFeeds,
  rowsOf,
  feedRow,
  syncState,
  startEmpty,
} from '../test/opportunity-sync.ts';
import { DAILY_CRON } from '../scheduled.ts';
import { runCron } from '../test/cron.ts';

beforeEach(startEmpty);
afterEach(() => vi.restoreAllMocks());

describe('runOpportunitySync', () => {
  it('reads every enabled feed, classifies, scores and stores each item with its source and history', async () => {
    const requests = publishers();
    const feeds = await standardFeeds();
    const off = await addFeed('https://news.example.test/switched-off.xml', 'rss');
    await db.update(opportunityFeeds).set({ enabled: false }).where(eq(opportunityFeeds.id, off.id));

    const run = await sync(NOW);

    expect(run.status).toBe('ran');
    if (run.status !== 'ran') return;
    expect(run.outcome).toBe('ok');
    expect(run.result.feeds).toEqual([
      { id: feeds.tenders.id, name: feeds.tenders.name, ok: true, items: 3, error: null },
      { id: feeds.trends.id, name: feeds.trends.name, ok: true, items: 4, error: null },
      { id: feeds.retail.id, name: feeds.retail.name, ok: true, items: 2, error: null },
      { id: feeds.infra.id, name: feeds.infra.name, ok: true, items: 2, error: null },
    ]);
    expect(requests.some((request) => request.url.includes('switched-off'))).toBe(false);
    expect(requests.length).toBeGreaterThan(0);

    // 11 items were read; the 3 trending searches no kind of work matches (football, Formula 1) are not listed.
    const rows = await rowsOf();
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((r) => r.sourceKey)).size).toBe(8);
    expect(rows.some((r) => r.sourceKey === 'trend:f1 standings' || r.sourceKey === 'trend:orlando pirates f.c.')).toBe(
      false,
    );
    for (const row of rows) {
      expect(row.trendScore).toBeGreaterThanOrEqual(0);
      expect(row.trendScore).toBeLessThanOrEqual(100);
      expect(row.keywords.length).toBeGreaterThan(0);
      expect([row.firstSeenAt, row.lastSeenAt, row.lastUpdated]).toEqual(Array(3).fill(NOW.toISOString()));
      expect(row.expiredAt).toBeNull();
    }
    const tender = rows.find((r) => r.sourceKey === 'ocds-9t57fa-168800')!;
    expect(tender).toMatchObject({ kind: 'tender', feedId: feeds.tenders.id });
    expect(tender.buyer).toBeTruthy();
    expect(tender.closingAt).toBe('2026-09-30T09:00:00.000Z');
    const trend = rows.find((r) => r.sourceKey === 'trend:diesel fuel')!;
    expect(trend.searchVolume).toBe(trend.approxTraffic);

    for (const feed of Object.values(feeds)) {
      expect(await feedRow(feed.id)).toMatchObject({
        lastRunAt: NOW.toISOString(),
        lastSuccessAt: NOW.toISOString(),
        lastError: null,
      });
    }
    expect((await feedRow(off.id)).lastRunAt).toBeNull();
    const [history] = await db.select({ n: count() }).from(opportunityScoreHistory);
    expect(history!.n).toBe(8);
    expect(await syncState()).toMatchObject({
      runningSince: null,
      lastStartedAt: NOW.toISOString(),
      lastOutcome: 'ok',
    });
    expect(run.stats).toMatchObject({ items: 8 });
    expect(run.stats.rowsWritten).toBeGreaterThan(0);
  });

  it('keeps one row per source item across syncs, with first seen kept and one history row per item per day', async () => {
    publishers();
    await standardFeeds();
    await sync(NOW);
    const first = await rowsOf();
    await sync(later(1));
    await sync(new Date(later(1).getTime() + 3_600_000)); // the same UTC day again: that day's row is updated

    const second = await rowsOf();
    expect(second.map((r) => [r.id, r.sourceKey])).toEqual(first.map((r) => [r.id, r.sourceKey]));
    for (const row of second) {
      expect(row.firstSeenAt).toBe(NOW.toISOString());
      expect(row.lastSeenAt).toBe(new Date(later(1).getTime() + 3_600_000).toISOString());
    }
    const days = await db
      .select({ id: opportunityScoreHistory.opportunityId, day: opportunityScoreHistory.day })
      .from(opportunityScoreHistory);
    expect(days).toHaveLength(first.length * 2);
    expect(new Set(days.map((d) => d.day))).toEqual(new Set(['2026-09-04', '2026-09-05']));
  });

  it('records a failing or malformed feed on its own row and keeps its items, while the other feeds refresh', async () => {
    publishers();
    const feeds = await standardFeeds();
    await sync(NOW);
    const before = await rowsOf();

    publishers({
      [RETAIL_NEWS]: () => new Response('Service Unavailable', { status: 503 }),
      [TRENDS]: xml('<rss><channel><item><title>unclosed'),
    });
    const run = await sync(later(1));

    expect(run.status === 'ran' && run.outcome).toBe('partial');
    const retail = await feedRow(feeds.retail.id);
    expect(retail).toMatchObject({ lastRunAt: later(1).toISOString(), lastSuccessAt: NOW.toISOString() });
    expect(retail.lastError).toMatch(/503/);
    expect((await feedRow(feeds.trends.id)).lastError).toBeTruthy();
    expect(await feedRow(feeds.infra.id)).toMatchObject({ lastSuccessAt: later(1).toISOString(), lastError: null });

    const after = await rowsOf();
    expect(after.map((r) => r.sourceKey)).toEqual(before.map((r) => r.sourceKey));
    const seen = (feedId: number) => after.filter((r) => r.feedId === feedId).map((r) => r.lastSeenAt);
    // The failing feeds' items are untouched (still live, last seen at the first sync); the good ones were refreshed.
    expect(new Set(seen(feeds.retail.id))).toEqual(new Set([NOW.toISOString()]));
    expect(new Set(seen(feeds.trends.id))).toEqual(new Set([NOW.toISOString()]));
    expect(new Set(seen(feeds.infra.id))).toEqual(new Set([later(1).toISOString()]));
    expect(after.every((r) => r.expiredAt === null)).toBe(true);
  });

  it('gives a feed that does not answer in time its own error, without holding up the others', async () => {
    publishers({ [TRENDS]: () => new Promise<Response>(() => {}) });
    const feeds = await standardFeeds();

    const run = await sync(NOW, { limits: { timeoutMs: 150 } });

    expect(run.status === 'ran' && run.result.feeds.map((f) => f.ok)).toEqual([true, false, true, true]);
    expect((await feedRow(feeds.trends.id)).lastError).toMatch(/Timed out/i);
    expect((await rowsOf()).filter((r) => r.kind === 'trend')).toHaveLength(0);
    expect((await rowsOf()).length).toBe(7);
  });

  it('expires tenders once they close, and items their good feed has not carried for 14 days, but not a failing feed’s', async () => {
    publishers();
    const feeds = await standardFeeds();
    await sync(NOW);

    // Fifteen days on: tender ...165050 closed on 16 September; the retail feed now carries only one of its two
    // stories; the trends feed is down.
    const oneStory = bizcommunity.replace(/<item>(?:(?!<\/item>)[\s\S])*<\/item>\s*(?=<\/channel>)/, '');
    publishers({ [RETAIL_NEWS]: xml(oneStory), [TRENDS]: () => new Response('Bad Gateway', { status: 502 }) });
    const at = later(STALE_AFTER_DAYS + 1);
    await sync(at);

    const rows = await rowsOf();
    const expired = (key: string) => rows.find((r) => r.sourceKey === key)!.expiredAt;
    expect(expired('ocds-9t57fa-165050')).toBe(at.toISOString());
    expect(expired('ocds-9t57fa-168800')).toBeNull();
    expect(expired(`${BIZ}/scheduled-water-cuts-cripple-township-businesses-threatens-livelihoods-734162a`)).toBeNull();
    expect(expired(`${BIZ}/sa-retail-and-logistics-sector-lose-billions-due-to-inaccurate-location-data-511050a`)).toBe(
      at.toISOString(),
    );
    expect(rows.filter((r) => r.feedId === feeds.trends.id).every((r) => r.expiredAt === null)).toBe(true);
    // Expired rows leave the list, their history stays.
    const [history] = await db.select({ n: count() }).from(opportunityScoreHistory);
    expect(history!.n).toBeGreaterThan(rows.filter((r) => r.expiredAt === null).length);
  });

  it('skips quietly, touching nothing, when another run holds the lock; a lock older than 15 minutes is taken over', async () => {
    publishers();
    const feeds = await standardFeeds();
    await db.update(opportunitySyncState).set({ runningSince: new Date(NOW.getTime() - 60_000).toISOString() });

    const skipped = await sync(NOW);
    expect(skipped.status).toBe('busy');
    expect(await rowsOf()).toHaveLength(0);
    expect((await feedRow(feeds.tenders.id)).lastRunAt).toBeNull();

    await db.update(opportunitySyncState).set({ runningSince: new Date(NOW.getTime() - 16 * 60_000).toISOString() });
    const recovered = await sync(NOW);
    expect(recovered.status).toBe('ran');
    expect((await syncState()).runningSince).toBeNull();
  });

  it('reports the rows D1 read and wrote for 1,000 feed items, and the time of a sync against the fixtures', async () => {
    publishers();
    await standardFeeds();
    const fixtures = await sync(NOW);

    // Ten news feeds of 100 stories each (the RSS adapter's per-feed cap), shaped like the WordPress fixture.
    await db.delete(opportunityScoreHistory);
    await db.delete(businessOpportunities);
    await db.delete(opportunityFeeds);
    const story = (feed: number, i: number) => `
      <item><title>Township bakery ${feed}-${i} wins a school catering contract</title>
        <link>https://news.example.test/f${feed}/story-${i}</link>
        <description>&lt;p&gt;Small suppliers in catering, cleaning and transport bid for school contracts.&lt;/p&gt;</description>
        <category><![CDATA[Catering]]></category>
        <pubDate>Thu, 03 Sep 2026 0${i % 10}:00:00 +0000</pubDate></item>`;
    const bulk: Record<string, Answer> = {};
    for (let feed = 0; feed < 10; feed += 1) {
      const url = `https://bulk.example.test/feed-${feed}.xml`;
      bulk[url] = xml(`<?xml version="1.0"?><rss version="2.0"><channel><title>Bulk ${feed}</title>
        ${Array.from({ length: 100 }, (_, i) => story(feed, i)).join('')}</channel></rss>`);
      await addFeed(url, 'rss');
    }
    publishers(bulk);
    const fresh = await sync(later(1));
    const again = await sync(later(2));

    expect(fresh.status === 'ran' && fresh.stats.items).toBe(1_000);
    expect(again.status === 'ran' && again.stats.items).toBe(1_000);
    const [stored] = await db
      .select({ n: count() })
      .from(businessOpportunities)
      .where(isNull(businessOpportunities.expiredAt));
    expect(stored!.n).toBe(1_000);
    const line = (label: string, run: typeof fresh) =>
      run.status === 'ran'
        ? `${label.padEnd(44)} items ${String(run.stats.items).padStart(5)}  statements ${String(run.stats.statements).padStart(4)}  rows read ${String(run.stats.rowsRead).padStart(6)}  rows written ${String(run.stats.rowsWritten).padStart(6)}  ${run.stats.durationMs} ms`
        : `${label}: skipped`;
    console.log(
      [
        'Opportunity sync measurements (workerd + local D1; figures from D1 meta, time is wall clock):',
        line('fixtures (4 feeds, first sync)', fixtures),
        line('1,000 items (10 feeds x 100), first sync', fresh),
        line('1,000 items, second sync (all updates)', again),
      ].join('\n'),
    );
  });
});

describe('the daily cron', () => {
  it('runs the sync, even within 10 minutes of a member’s refresh', async () => {
    publishers();
    const feeds = await standardFeeds();
    await db.update(opportunitySyncState).set({ lastStartedAt: new Date(Date.now() - 60_000).toISOString() });

    await runCron(DAILY_CRON);

    expect((await rowsOf()).length).toBeGreaterThan(0);
    expect((await feedRow(feeds.trends.id)).lastSuccessAt).not.toBeNull();
    expect(await syncState()).toMatchObject({ runningSince: null, lastOutcome: 'ok' });
  });

  it('leaves a running sync alone and still does the housekeeping', async () => {
    const requests = publishers();
    await standardFeeds();
    const running = new Date().toISOString();
    await db.update(opportunitySyncState).set({ runningSince: running });

    await runCron(DAILY_CRON);

    expect(requests).toHaveLength(0);
    expect(await syncState()).toMatchObject({ runningSince: running });
  });
});
