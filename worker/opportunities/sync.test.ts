import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPPORTUNITY_MESSAGES, type OpportunityPage, type SyncResult } from '../../schema/contract/opportunities.ts';
import {
  adminAuditLog,
  businessOpportunities,
  opportunityFeeds,
  opportunityScoreHistory,
  opportunitySyncState,
} from '../../schema/db/index.ts';
import { advisorFor } from '../ai/advisor-for.ts';
import worker from '../index.ts';
import { createUser, db, signedInMember, signIn } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { publishersByUrl, type Answer } from '../test/publisher-stand-in.ts';
import releasePackage from './fixtures/etenders-releases.json';
import trendsZa from './fixtures/google-trends-za.xml?raw';
import bizcommunity from './fixtures/rss-bizcommunity.xml?raw';
import wordpress from './fixtures/rss-wordpress.xml?raw';
import { runOpportunitySync, STALE_AFTER_DAYS, type SyncInput } from './sync.ts';

/**
 * The sync end to end, with the real adapters, the offline advisor's keyword rules, the real score and D1. Only the
 * publishers are played: the isolate's outbound fetch is answered from the fixtures (shaped from live responses,
 * fixtures/README.md), and nothing reaches the network.
 */

const ETENDERS = 'https://ocds-api.etenders.gov.za/api/OCDSReleases';
const TRENDS = 'https://trends.google.com/trending/rss?geo=ZA';
const RETAIL_NEWS = 'https://news.example.test/informal-retail.xml';
const INFRA_NEWS = 'https://news.example.test/infrastructure.xml';
/** Where the retail fixture's two stories live (their links are their source keys). */
const BIZ = 'https://www.bizcommunity.com/article';

/** The eTenders fixture's "now" (2026-09-04 10:00 SAST): three of its releases are open tenders then. */
const NOW = new Date('2026-09-04T08:00:00Z');
const DAY = 86_400_000;
const later = (days: number) => new Date(NOW.getTime() + days * DAY);

const xml = (body: string) => () => new Response(body, { headers: { 'Content-Type': 'application/rss+xml' } });
const FIXTURES: Record<string, Answer> = {
  [ETENDERS]: (request) =>
    Response.json(new URL(request.url).searchParams.get('PageNumber') === '1' ? releasePackage : { releases: [] }),
  [TRENDS]: xml(trendsZa),
  [RETAIL_NEWS]: xml(bizcommunity),
  [INFRA_NEWS]: xml(wordpress),
};

/** Plays the publishers by URL; anything else is refused, never sent to the network. */
const publishers = (overrides: Record<string, Answer> = {}) =>
  publishersByUrl({ ...FIXTURES, ...overrides }).map((r) => r.url);

const offline = advisorFor({ openai: null });
const sync = (now: Date, overrides: Partial<SyncInput> = {}) =>
  runOpportunitySync({ db, advisor: offline, now, trigger: 'cron', ...overrides });

async function addFeed(url: string, kind: 'etenders-ocds' | 'google-trends' | 'rss', name = `Feed ${url}`) {
  const [row] = await db.insert(opportunityFeeds).values({ name, kind, url }).returning();
  return row!;
}

/** The migration's two public feeds plus two news feeds. */
async function standardFeeds() {
  return {
    tenders: await addFeed(ETENDERS, 'etenders-ocds', 'National Treasury eTenders (OCDS releases)'),
    trends: await addFeed(TRENDS, 'google-trends', 'Google Trends: daily trending searches, South Africa'),
    retail: await addFeed(RETAIL_NEWS, 'rss', 'Bizcommunity: informal retailing'),
    infra: await addFeed(INFRA_NEWS, 'rss', 'Infrastructure news'),
  };
}

const rowsOf = () => db.select().from(businessOpportunities).orderBy(asc(businessOpportunities.id));
const feedRow = async (id: number) => (await db.select().from(opportunityFeeds).where(eq(opportunityFeeds.id, id)))[0]!;
const syncState = async () => (await db.select().from(opportunitySyncState))[0]!;
beforeEach(async () => {
  // Storage is shared by this file's tests: each starts with no feeds, no opportunities and a free lock.
  await db.delete(opportunityScoreHistory);
  await db.delete(businessOpportunities);
  await db.delete(opportunityFeeds);
  await db
    .update(opportunitySyncState)
    .set({ runningSince: null, lastStartedAt: null, lastFinishedAt: null, lastOutcome: null });
});

afterEach(() => {
  vi.restoreAllMocks();
});

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
    expect(requests.some((url) => url.includes('switched-off'))).toBe(false);

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

describe('POST /api/business-opportunities/sync', () => {
  it('answers a member with what the run did; visitors get the spec’s sign-in notice', async () => {
    publishers();
    const feeds = await standardFeeds();
    const res = await api('/api/business-opportunities/sync', {
      method: 'POST',
      cookie: (await signedInMember()).cookie,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as SyncResult;
    expect(body.ok).toBe(true);
    expect(body.feeds.map((f) => [f.id, f.ok])).toEqual(Object.values(feeds).map((f) => [f.id, true]));
    expect((await syncState()).lastOutcome).toBe('ok');

    const visitor = await api('/api/business-opportunities/sync', { method: 'POST' });
    expect(visitor.status).toBe(401);
    expect(((await visitor.json()) as { message: string }).message).toBe(
      `${OPPORTUNITY_MESSAGES.accessRestricted}: ${OPPORTUNITY_MESSAGES.accessRestrictedText}`,
    );
  });

  it('runs exactly one of 10 concurrent refreshes by different members; the others get 429', async () => {
    publishers();
    await standardFeeds();
    const cookies = await Promise.all(Array.from({ length: 10 }, async () => (await signedInMember()).cookie));
    const responses = await Promise.all(
      cookies.map((cookie) => api('/api/business-opportunities/sync', { method: 'POST', cookie })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(429)]);
    expect(responses.filter((r) => r.status === 429).every((r) => Number(r.headers.get('Retry-After')) > 0)).toBe(true);
    const [history] = await db.select({ n: count() }).from(opportunityScoreHistory);
    expect(history!.n).toBe((await rowsOf()).length);
  });

  it('refuses a second refresh within 10 minutes with when the next is allowed, and allows it after', async () => {
    publishers();
    await standardFeeds();
    const cookie = (await signedInMember()).cookie;
    expect((await api('/api/business-opportunities/sync', { method: 'POST', cookie })).status).toBe(200);

    const again = await api('/api/business-opportunities/sync', {
      method: 'POST',
      cookie: (await signedInMember()).cookie,
    });
    expect(again.status).toBe(429);
    const retryAfter = Number(again.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(540);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const { lastStartedAt } = await syncState();
    const allowedAt = new Date(Date.parse(lastStartedAt!) + 10 * 60_000 + 2 * 3_600_000);
    const hhmm = allowedAt.toISOString().slice(11, 16);
    expect(((await again.json()) as { message: string }).message).toBe(
      OPPORTUNITY_MESSAGES.syncTooSoon(`${hhmm} SAST`),
    );

    await db.update(opportunitySyncState).set({ lastStartedAt: new Date(Date.now() - 11 * 60_000).toISOString() });
    expect((await api('/api/business-opportunities/sync', { method: 'POST', cookie })).status).toBe(200);
  });

  it('says a refresh is running while one holds the lock', async () => {
    publishers();
    await db.update(opportunitySyncState).set({ runningSince: new Date().toISOString() });
    const res = await api('/api/business-opportunities/sync', {
      method: 'POST',
      cookie: (await signedInMember()).cookie,
    });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { message: string }).message).toBe(OPPORTUNITY_MESSAGES.syncRunning);
  });

  it('answers 502 (Refresh Failed) when every feed failed, records each error and releases the lock', async () => {
    publishers({
      [ETENDERS]: () => new Response('{"not":"ocds"}'),
      [TRENDS]: () => new Response('', { status: 500 }),
    });
    const tenders = await addFeed(ETENDERS, 'etenders-ocds');
    await addFeed(TRENDS, 'google-trends');
    const res = await api('/api/business-opportunities/sync', {
      method: 'POST',
      cookie: (await signedInMember()).cookie,
    });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { message: string }).message).toBe(OPPORTUNITY_MESSAGES.refreshFailedText);
    expect((await feedRow(tenders.id)).lastError).toMatch(/OCDS/);
    expect(await syncState()).toMatchObject({ runningSince: null, lastOutcome: 'failed' });
    const list = await api('/api/business-opportunities', { cookie: (await signedInMember()).cookie });
    expect(((await list.json()) as OpportunityPage).lastUpdated).toBeNull();
  });
});

describe('the daily cron', () => {
  async function runDailyCron() {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '0 2 * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
  }

  it('runs the sync, even within 10 minutes of a member’s refresh', async () => {
    publishers();
    const feeds = await standardFeeds();
    await db.update(opportunitySyncState).set({ lastStartedAt: new Date(Date.now() - 60_000).toISOString() });

    await runDailyCron();

    expect((await rowsOf()).length).toBeGreaterThan(0);
    expect((await feedRow(feeds.trends.id)).lastSuccessAt).not.toBeNull();
    expect(await syncState()).toMatchObject({ runningSince: null, lastOutcome: 'ok' });
  });

  it('leaves a running sync alone and still does the housekeeping', async () => {
    const requests = publishers();
    await standardFeeds();
    const running = new Date().toISOString();
    await db.update(opportunitySyncState).set({ runningSince: running });

    await runDailyCron();

    expect(requests).toHaveLength(0);
    expect(await syncState()).toMatchObject({ runningSince: running });
  });
});

describe('GET /api/business-opportunities', () => {
  let n = 0;
  async function opportunity(overrides: Partial<typeof businessOpportunities.$inferInsert> = {}) {
    n += 1;
    const [row] = await db
      .insert(businessOpportunities)
      .values({
        sourceKey: `https://news.example.test/list-${n}`,
        kind: 'news',
        category: 'technology',
        title: `Opportunity ${n}`,
        description: 'A description.',
        trendScore: 50,
        timeToMarket: 'Estimate: 2-4 weeks to start',
        difficulty: 'easy',
        estimatedStartupCost: 'R500 – R2,000 (estimate)',
        marketSize: 'Estimate',
        keywords: ['one', 'two', 'three', 'four'],
        ...overrides,
      })
      .returning();
    return row!;
  }
  const list = async (query: string, cookie?: string) => {
    const res = await api(`/api/business-opportunities${query}`, { cookie: cookie ?? (await signedInMember()).cookie });
    return { res, body: (await res.json()) as OpportunityPage & { message?: string } };
  };

  it('says when nothing was synced yet: an empty page and lastUpdated null', async () => {
    const { res, body } = await list('');
    expect(res.status).toBe(200);
    expect(body).toEqual({ items: [], nextCursor: null, lastUpdated: null });
  });

  it('lists live items highest score first, with their source feed and the last refresh time', async () => {
    publishers();
    const feeds = await standardFeeds();
    await sync(NOW);
    const { body } = await list('?limit=100');
    const rows = await db
      .select()
      .from(businessOpportunities)
      .orderBy(asc(businessOpportunities.trendScore), asc(businessOpportunities.id));
    expect(body.items.map((i) => i.id)).toEqual(rows.reverse().map((r) => r.id));
    const tender = body.items.find((i) => i.kind === 'tender' && i.province)!;
    expect(tender.sourceName).toBe(feeds.tenders.name);
    expect(tender).toMatchObject({ buyer: expect.any(String), closingAt: expect.any(String) });
    expect(tender.sourceUrl).toMatch(/^https:\/\//);
    expect(body.lastUpdated).toBe((await syncState()).lastFinishedAt);
    expect(Object.keys(tender)).not.toContain('lastSeenAt');
  });

  it('filters by category, province and kind, and leaves expired items out', async () => {
    const gauteng = await opportunity({ kind: 'tender', category: 'business', province: 'Gauteng' });
    await opportunity({ kind: 'tender', category: 'business', province: 'Limpopo' });
    await opportunity({ kind: 'news', category: 'business' });
    await opportunity({ kind: 'tender', category: 'agriculture', province: 'Gauteng' });
    await opportunity({ kind: 'tender', category: 'business', province: 'Gauteng', expiredAt: NOW.toISOString() });

    const { body } = await list('?category=business&province=Gauteng&kind=tender');
    expect(body.items.map((i) => i.id)).toEqual([gauteng.id]);
    expect((await list('?category=business')).body.items).toHaveLength(3);
    expect((await list('?kind=news')).body.items).toHaveLength(1);
    expect((await list('?province=Atlantis')).res.status).toBe(400);
  });

  it('pages by score (ties by newest id) and by last seen, with cursors that cannot be mixed up', async () => {
    const a = await opportunity({ trendScore: 90, lastSeenAt: '2026-09-01T00:00:00.000Z' });
    const b = await opportunity({ trendScore: 70, lastSeenAt: '2026-09-03T00:00:00.000Z' });
    const c = await opportunity({ trendScore: 70, lastSeenAt: '2026-09-02T00:00:00.000Z' });
    const d = await opportunity({ trendScore: 40, lastSeenAt: '2026-09-03T00:00:00.000Z' });
    const e = await opportunity({ trendScore: 95, lastSeenAt: '2026-08-30T00:00:00.000Z' });
    const cookie = (await signedInMember()).cookie;

    async function all(sort: string) {
      const ids: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: { body: OpportunityPage } = await list(
          `?sort=${sort}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          cookie,
        );
        ids.push(...page.body.items.map((i) => i.id));
        cursor = page.body.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      return { ids, pages };
    }
    expect(await all('score')).toEqual({ ids: [e.id, a.id, c.id, b.id, d.id], pages: 3 });
    expect(await all('newest')).toEqual({ ids: [d.id, b.id, c.id, a.id, e.id], pages: 3 });

    const first = await list('?sort=score&limit=2', cookie);
    const mixed = await list(`?sort=newest&cursor=${encodeURIComponent(first.body.nextCursor!)}`, cookie);
    expect(mixed.res.status).toBe(400);
    expect((await list('?cursor=not-a-cursor', cookie)).res.status).toBe(400);
  });

  it('tells a visitor to sign in (401), whatever the query', async () => {
    for (const query of ['', '?kind=tender', '?limit=0']) {
      const res = await api(`/api/business-opportunities${query}`);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toBe(
        `${OPPORTUNITY_MESSAGES.accessRestricted}: ${OPPORTUNITY_MESSAGES.accessRestrictedText}`,
      );
    }
  });
});

describe('/api/admin/opportunity-feeds', () => {
  const admin = async () => signIn((await createUser({ role: 'admin' })).id);
  const feedsApi = (path: string, init: { method?: string; body?: unknown; cookie?: string }) =>
    api(`/api/admin/opportunity-feeds${path}`, init);

  it('lets an admin add, list, edit and remove a feed, each change in the audit log', async () => {
    const cookie = await admin();
    const created = await feedsApi('', {
      method: 'POST',
      cookie,
      body: { name: 'Small business news', kind: 'rss', url: 'https://news.example.test/small-business.xml' },
    });
    expect(created.status).toBe(201);
    const feed = (await created.json()) as { id: number; enabled: boolean; lastError: string | null };
    expect(feed).toMatchObject({ enabled: true, lastError: null, lastRunAt: null, lastItemCount: 0 });

    const listed = await feedsApi('', { cookie });
    expect(((await listed.json()) as { id: number }[]).map((f) => f.id)).toEqual([feed.id]);

    const patched = await feedsApi(`/${feed.id}`, {
      method: 'PATCH',
      cookie,
      body: { enabled: false, name: 'Renamed' },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ id: feed.id, enabled: false, name: 'Renamed' });

    const item = await db
      .insert(businessOpportunities)
      .values({
        sourceKey: 'https://news.example.test/small-business/1',
        kind: 'news',
        feedId: feed.id,
        category: 'business',
        title: 'A story',
        description: 'A story.',
        trendScore: 10,
        timeToMarket: 'x',
        difficulty: 'easy',
        estimatedStartupCost: 'x',
        marketSize: 'x',
      })
      .returning();
    const removed = await feedsApi(`/${feed.id}`, { method: 'DELETE', cookie });
    expect(removed.status).toBe(204);
    const [orphan] = await db.select().from(businessOpportunities).where(eq(businessOpportunities.id, item[0]!.id));
    // The item leaves the list at once; its row stays, no longer tied to the deleted feed.
    expect(orphan).toMatchObject({ feedId: null, expiredAt: expect.any(String) });

    const actions = await db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'opportunity_feed'), eq(adminAuditLog.targetId, String(feed.id))))
      .orderBy(asc(adminAuditLog.id));
    expect(actions.map((a) => a.action)).toEqual([
      'opportunity-feed.create',
      'opportunity-feed.disable',
      'opportunity-feed.delete',
    ]);
    expect((await feedsApi(`/${feed.id}`, { method: 'DELETE', cookie })).status).toBe(404);
  });

  it('refuses a duplicate address (409), a non-https one (400) and an unknown feed (404)', async () => {
    const cookie = await admin();
    const body = { name: 'Trends', kind: 'google-trends', url: TRENDS };
    expect((await feedsApi('', { method: 'POST', cookie, body })).status).toBe(201);
    const duplicate = await feedsApi('', { method: 'POST', cookie, body });
    expect(duplicate.status).toBe(409);
    expect(((await duplicate.json()) as { message: string }).message).toBe(OPPORTUNITY_MESSAGES.feedExists);

    const plain = await feedsApi('', { method: 'POST', cookie, body: { ...body, url: 'http://news.example.test/x' } });
    expect(plain.status).toBe(400);
    expect(((await plain.json()) as { message: string }).message).toBe(OPPORTUNITY_MESSAGES.feedUrl);
    expect((await feedsApi('', { method: 'POST', cookie, body: { ...body, kind: 'atom' } })).status).toBe(400);

    const other = await addFeed('https://news.example.test/other.xml', 'rss');
    const clash = await feedsApi(`/${other.id}`, { method: 'PATCH', cookie, body: { url: TRENDS } });
    expect(clash.status).toBe(409);
    const missing = await feedsApi('/999999', { method: 'PATCH', cookie, body: { enabled: false } });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe(OPPORTUNITY_MESSAGES.feedNotFound);
  });

  it('is for admins only: 401 for a visitor, 403 for a member', async () => {
    const feed = await addFeed('https://news.example.test/guarded.xml', 'rss');
    const cookie = (await signedInMember()).cookie;
    expect((await feedsApi('', {})).status).toBe(401);
    expect((await feedsApi('', { cookie })).status).toBe(403);
    expect((await feedsApi(`/${feed.id}`, { method: 'DELETE', cookie })).status).toBe(403);
    expect(
      (
        await feedsApi('', {
          method: 'POST',
          cookie,
          body: { name: 'x', kind: 'rss', url: 'https://news.example.test/y.xml' },
        })
      ).status,
    ).toBe(403);
    expect(await feedRow(feed.id)).toBeDefined();
  });
});
