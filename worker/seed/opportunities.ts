import { sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { OpportunityFeedKind } from '../../schema/contract/opportunities.ts';
import * as t from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { ETENDERS_RELEASES_URL, releaseToItem } from '../opportunities/adapters/etenders.ts';
import { GOOGLE_TRENDS_ZA_URL, trendsToItems } from '../opportunities/adapters/google-trends.ts';
import { newsToItems } from '../opportunities/adapters/rss.ts';
import { classifyByRules, isListable } from '../opportunities/classify-rules.ts';
import { buildScoreContext, scoreItems } from '../opportunities/score.ts';
import { recordScoreHistory, upsertOpportunity } from '../opportunities/store.ts';
import { SAMPLE_FEED_PREFIX, type FeedItem } from '../opportunities/types.ts';

/**
 * The demo's Income Seeking Resources: no curated list with made-up scores. The seed runs the sync's own pipeline
 * (adapter parsing → keyword-rule classification → the decision-012 score → upsert with score history) over the
 * publisher captures in worker/opportunities/fixtures (fixtures/README.md says where each comes from), as of the
 * seed's `now`. So every figure on screen is either the publisher's (traffic, dates, values) or the formula's.
 *
 * The items are attributed to one feed row per capture, named 'Sample data (offline demo): …' and switched off.
 * Its address is `sample:<repo path>`, not a web address, so nobody mistakes it for a live source and the sync
 * never reads it. Captured tenders have closed by now, and the eTenders parser keeps only open ones, so the demo
 * shows no tenders until a real sync runs (that is the truth about those notices, not a gap to paper over).
 */

export type SampleFeed = {
  /** The file in worker/opportunities/fixtures. */
  file: string;
  kind: OpportunityFeedKind;
  name: string;
  /** Where the capture came from (the parsers read the Trends region and relative links from it). */
  origin: string;
};

export const SAMPLE_SOURCE = 'Sample data (offline demo)';
export const SAMPLE_FIXTURES_DIR = 'worker/opportunities/fixtures';

export const SAMPLE_FEEDS: readonly SampleFeed[] = [
  {
    file: 'etenders-releases.json',
    kind: 'etenders-ocds',
    name: `${SAMPLE_SOURCE}: National Treasury eTenders releases`,
    origin: ETENDERS_RELEASES_URL,
  },
  {
    file: 'google-trends-za.xml',
    kind: 'google-trends',
    name: `${SAMPLE_SOURCE}: Google Trends, South Africa`,
    origin: GOOGLE_TRENDS_ZA_URL,
  },
  {
    file: 'rss-bizcommunity.xml',
    kind: 'rss',
    name: `${SAMPLE_SOURCE}: Bizcommunity informal retailing news`,
    origin: 'https://www.bizcommunity.com/rss/196/345.html',
  },
  {
    file: 'rss-wordpress.xml',
    kind: 'rss',
    name: `${SAMPLE_SOURCE}: Infrastructure news`,
    origin: 'https://www.infrastructurenews.co.za/feed/',
  },
];

export const sampleFeedUrl = (feed: SampleFeed) => `${SAMPLE_FEED_PREFIX}${SAMPLE_FIXTURES_DIR}/${feed.file}`;

/** What each adapter's parser makes of the capture (the adapters' `read` does the same after fetching it). */
function parseSample(feed: SampleFeed, text: string, now: Date): FeedItem[] {
  switch (feed.kind) {
    case 'etenders-ocds': {
      const releases = (JSON.parse(text) as { releases?: unknown[] }).releases ?? [];
      return releases.map((release) => releaseToItem(release, now)).filter((item) => item !== null);
    }
    case 'google-trends':
      return trendsToItems(text, feed.origin);
    case 'rss':
      return newsToItems(text, feed.origin);
  }
}

type Statement = BatchItem<'sqlite'> & { toSQL(): { sql: string; params: unknown[] } };

/**
 * The sample feeds' rows and the statements that store their items, in batch order (feeds first). `texts` holds
 * each SAMPLE_FEEDS file's content by file name. A capture that yields nothing live adds no feed row.
 */
export function buildSampleOpportunities(
  db: Db,
  texts: ReadonlyMap<string, string>,
  now: Date,
): { feeds: (typeof t.opportunityFeeds.$inferInsert)[]; statements: Statement[]; items: number } {
  const nowIso = now.toISOString();
  const owner = new Map<string, { item: FeedItem; feed: SampleFeed }>();
  const counts = new Map<SampleFeed, number>();
  for (const feed of SAMPLE_FEEDS) {
    const text = texts.get(feed.file);
    if (text === undefined) throw new Error(`The demo seed needs the sample ${SAMPLE_FIXTURES_DIR}/${feed.file}`);
    const items = parseSample(feed, text, now).filter(isListable);
    counts.set(feed, items.length);
    for (const item of items) if (!owner.has(item.sourceKey)) owner.set(item.sourceKey, { item, feed });
  }
  const owned = [...owner.values()];
  const classified = owned.map(({ item }) => classifyByRules(item));
  const scores = scoreItems(classified, buildScoreContext({ now, items: classified, storedMentions: {} }));

  const feeds = SAMPLE_FEEDS.filter((feed) => (counts.get(feed) ?? 0) > 0).map((feed) => ({
    name: feed.name,
    kind: feed.kind,
    url: sampleFeedUrl(feed),
    enabled: false,
    lastRunAt: nowIso,
    lastSuccessAt: nowIso,
    lastItemCount: counts.get(feed) ?? 0,
    createdAt: nowIso,
  }));
  const feedId = (feed: SampleFeed): SQL<number> =>
    sql`(select ${t.opportunityFeeds.id} from ${t.opportunityFeeds} where ${t.opportunityFeeds.url} = ${sampleFeedUrl(feed)})`;
  const statements: Statement[] = owned.map(({ feed }, i) =>
    upsertOpportunity(
      db,
      { ...classified[i]!, trendScore: scores[i]!.trendScore, searchVolume: scores[i]!.searchVolume },
      feedId(feed),
      nowIso,
    ),
  );
  const keys = owned.map(({ item }) => item.sourceKey);
  for (let i = 0; i < keys.length; i += 90) {
    statements.push(recordScoreHistory(db, keys.slice(i, i + 90), nowIso.slice(0, 10)));
  }
  return { feeds, statements, items: owned.length };
}
