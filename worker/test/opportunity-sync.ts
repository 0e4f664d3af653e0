import { asc, eq } from 'drizzle-orm';
import {
  businessOpportunities,
  opportunityFeeds,
  opportunityScoreHistory,
  opportunitySyncState,
} from '../../schema/db/index.ts';
import { advisorFor } from '../ai/advisor-for.ts';
import { db } from './factories.ts';
import { publishersByUrl, type Answer } from './publisher-stand-in.ts';
import releasePackage from '../opportunities/fixtures/etenders-releases.json';
import trendsZa from '../opportunities/fixtures/google-trends-za.xml?raw';
import bizcommunity from '../opportunities/fixtures/rss-bizcommunity.xml?raw';
import wordpress from '../opportunities/fixtures/rss-wordpress.xml?raw';
import { runOpportunitySync, type SyncInput } from '../opportunities/sync.ts';

/**
 * The sync end to end, with the real adapters, the offline advisor's keyword rules, the real score and D1. Only the
 * publishers are played: the isolate's outbound fetch is answered from the fixtures (shaped from live responses,
 * fixtures/README.md), and nothing reaches the network.
 */

export const ETENDERS = 'https://ocds-api.etenders.gov.za/api/OCDSReleases';
export const TRENDS = 'https://trends.google.com/trending/rss?geo=ZA';
export const RETAIL_NEWS = 'https://news.example.test/informal-retail.xml';
export const INFRA_NEWS = 'https://news.example.test/infrastructure.xml';
/** Where the retail fixture's two stories live (their links are their source keys). */
export const BIZ = 'https://www.bizcommunity.com/article';

/** The eTenders fixture's "now" (2026-09-04 10:00 SAST): three of its releases are open tenders then. */
export const NOW = new Date('2026-09-04T08:00:00Z');
export const DAY = 86_400_000;
export const later = (days: number) => new Date(NOW.getTime() + days * DAY);

export const xml = (body: string) => () => new Response(body, { headers: { 'Content-Type': 'application/rss+xml' } });
export const FIXTURES: Record<string, Answer> = {
  [ETENDERS]: (request) =>
    Response.json(new URL(request.url).searchParams.get('PageNumber') === '1' ? releasePackage : { releases: [] }),
  [TRENDS]: xml(trendsZa),
  [RETAIL_NEWS]: xml(bizcommunity),
  [INFRA_NEWS]: xml(wordpress),
};

/**
 * Plays the publishers by URL; anything else is refused, never sent to the network. Answers the requests made,
 * filled in as the sync makes them.
 */
export const publishers = (overrides: Record<string, Answer> = {}) => publishersByUrl({ ...FIXTURES, ...overrides });

export const offline = advisorFor({ openai: null });
export const sync = (now: Date, overrides: Partial<SyncInput> = {}) =>
  runOpportunitySync({ db, advisor: offline, now, trigger: 'cron', ...overrides });

export async function addFeed(url: string, kind: 'etenders-ocds' | 'google-trends' | 'rss', name = `Feed ${url}`) {
  const [row] = await db.insert(opportunityFeeds).values({ name, kind, url }).returning();
  return row!;
}

/** The migration's two public feeds plus two news feeds. */
export async function standardFeeds() {
  return {
    tenders: await addFeed(ETENDERS, 'etenders-ocds', 'National Treasury eTenders (OCDS releases)'),
    trends: await addFeed(TRENDS, 'google-trends', 'Google Trends: daily trending searches, South Africa'),
    retail: await addFeed(RETAIL_NEWS, 'rss', 'Bizcommunity: informal retailing'),
    infra: await addFeed(INFRA_NEWS, 'rss', 'Infrastructure news'),
  };
}

export const rowsOf = () => db.select().from(businessOpportunities).orderBy(asc(businessOpportunities.id));
export const feedRow = async (id: number) =>
  (await db.select().from(opportunityFeeds).where(eq(opportunityFeeds.id, id)))[0]!;
export const syncState = async () => (await db.select().from(opportunitySyncState))[0]!;

/** Storage is shared by a file's tests: each starts with no feeds, no opportunities and a free lock. */
export async function startEmpty() {
  await db.delete(opportunityScoreHistory);
  await db.delete(businessOpportunities);
  await db.delete(opportunityFeeds);
  await db
    .update(opportunitySyncState)
    .set({ runningSince: null, lastStartedAt: null, lastFinishedAt: null, lastOutcome: null });
}
