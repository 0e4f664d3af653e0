import { asc, count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPPORTUNITY_MESSAGES, type OpportunityPage, type SyncResult } from '../../schema/contract/opportunities.ts';
import {
  businessOpportunities,
  opportunityFeeds,
  opportunityScoreHistory,
  opportunitySyncState,
} from '../../schema/db/index.ts';
import { db, signedInMember } from '../test/factories.ts';
import { api } from '../test/http.ts';
import {
  ETENDERS,
  TRENDS,
  NOW,
  publishers,
  sync,
  addFeed,
  standardFeeds,
  rowsOf,
  feedRow,
  syncState,
  startEmpty,
} from '../test/opportunity-sync.ts';

beforeEach(startEmpty);
afterEach(() => vi.restoreAllMocks());

/** A refused refresh (429) whose Retry-After is within the 10 minutes since the last start; answers its seconds. */
function tenMinutesOrLess(res: Response): number {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(540);
  expect(retryAfter).toBeLessThanOrEqual(600);
  return retryAfter;
}

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
    tenMinutesOrLess(again);
    const { lastStartedAt } = await syncState();
    const allowedAt = new Date(Date.parse(lastStartedAt!) + 10 * 60_000 + 2 * 3_600_000);
    const hhmm = allowedAt.toISOString().slice(11, 16);
    expect(((await again.json()) as { message: string }).message).toBe(
      OPPORTUNITY_MESSAGES.syncTooSoon(`${hhmm} SAST`),
    );

    await db.update(opportunitySyncState).set({ lastStartedAt: new Date(Date.now() - 11 * 60_000).toISOString() });
    expect((await api('/api/business-opportunities/sync', { method: 'POST', cookie })).status).toBe(200);
  });

  it('says a refresh is running while one holds the lock, and how long to wait: the Retry-After, in minutes', async () => {
    publishers();
    const started = new Date().toISOString();
    await db.update(opportunitySyncState).set({ runningSince: started, lastStartedAt: started });
    const res = await api('/api/business-opportunities/sync', {
      method: 'POST',
      cookie: (await signedInMember()).cookie,
    });
    // The next refresh is allowed 10 minutes after the running one started.
    const retryAfter = tenMinutesOrLess(res);
    expect(((await res.json()) as { message: string }).message).toBe(
      `A refresh is already running. Please try again in ${Math.ceil(retryAfter / 60)} minutes.`,
    );
  });

  it('names the wait in minutes, or in seconds under one', () => {
    expect(OPPORTUNITY_MESSAGES.syncRetryIn(600)).toBe('Please try again in 10 minutes.');
    expect(OPPORTUNITY_MESSAGES.syncRetryIn(541)).toBe('Please try again in 10 minutes.');
    expect(OPPORTUNITY_MESSAGES.syncRetryIn(60)).toBe('Please try again in 1 minute.');
    expect(OPPORTUNITY_MESSAGES.syncRetryIn(59)).toBe('Please try again in 59 seconds.');
    expect(OPPORTUNITY_MESSAGES.syncRetryIn(1)).toBe('Please try again in 1 second.');
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

  it('lets a member retry at once after a failed refresh: only a run that refreshed the list holds the 10 minutes', async () => {
    publishers({
      [ETENDERS]: () => new Response('', { status: 503 }),
      [TRENDS]: () => new Response('', { status: 500 }),
    });
    await addFeed(ETENDERS, 'etenders-ocds');
    await addFeed(TRENDS, 'google-trends');
    const cookie = (await signedInMember()).cookie;
    const failed = await api('/api/business-opportunities/sync', { method: 'POST', cookie });
    expect(failed.status).toBe(502);
    expect(((await failed.json()) as { message: string }).message).toBe(OPPORTUNITY_MESSAGES.refreshFailedText);

    // The publishers are back: the retry runs (not 'refreshed recently'), and after it the limit applies again.
    vi.restoreAllMocks();
    publishers();
    const retry = await api('/api/business-opportunities/sync', { method: 'POST', cookie });
    expect(retry.status).toBe(200);
    expect(await syncState()).toMatchObject({ runningSince: null, lastOutcome: 'ok' });
    const third = await api('/api/business-opportunities/sync', { method: 'POST', cookie });
    expect(third.status).toBe(429);
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
    expect(body).toEqual({ items: [], nextCursor: null, lastUpdated: null, sample: false });
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

  it('shows a news headline as news: no difficulty, startup cost or start time of our making', async () => {
    publishers();
    await standardFeeds();
    await sync(NOW);
    const { body } = await list('?limit=100');
    const news = body.items.filter((i) => i.kind === 'news');
    expect(news.map((i) => i.title)).toContain(
      'Government Late Payments Threaten Plans To ‘Turn SA Into A Construction Site’',
    );
    for (const item of news) {
      expect(item, item.title).toMatchObject({
        difficulty: null,
        estimatedStartupCost: '',
        timeToMarket: '',
        marketSize: '',
      });
    }
    const stored = (await rowsOf()).filter((row) => row.kind === 'news');
    expect(stored.every((row) => row.estimatedStartupCost === '' && row.timeToMarket === '')).toBe(true);
    // Tenders and trends keep their estimates, each labelled as one (or the publisher's own figure).
    const others = body.items.filter((i) => i.kind !== 'news');
    expect(others.length).toBeGreaterThan(0);
    for (const item of others) {
      expect(item.difficulty, item.title).not.toBeNull();
      expect(item.estimatedStartupCost, item.title).toMatch(/^Estimate: /);
    }
    expect(body.sample).toBe(false);
  });

  it('says when the list shows the offline sample rather than the live sources', async () => {
    const [feed] = await db
      .insert(opportunityFeeds)
      .values({
        name: 'Sample data (offline demo): a capture',
        kind: 'rss',
        url: 'sample:fixtures/x.xml',
        enabled: false,
      })
      .returning();
    await opportunity({ kind: 'news', feedId: feed!.id });
    expect((await list('')).body.sample).toBe(true);
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
