import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  OPPORTUNITY_MESSAGES,
  SYNC_MIN_INTERVAL_MINUTES,
  type SyncResult,
} from '../../schema/contract/opportunities.ts';
import { businessOpportunities, opportunityFeeds, opportunitySyncState } from '../../schema/db/index.ts';
import { builtStatement, rawStatement, type Db } from '../db/client.ts';
import { HttpError, tooManyRequests } from '../http/errors.ts';
import { adapterFor } from './adapters/index.ts';
import { classifyByRules, isListable } from './classify-rules.ts';
import { buildScoreContext, MENTION_WINDOW_DAYS, scoreItems } from './score.ts';
import { recordScoreHistory, upsertOpportunity, type ScoredItem } from './store.ts';
import {
  FeedError,
  type ClassifiedItem,
  type FeedAdapter,
  type FeedItem,
  type FetchOptions,
  type OpportunityClassifier,
} from './types.ts';

/**
 * The opportunity sync (decision 012): one code path for the daily cron and a member's Refresh, behind one lock.
 *
 *   lock (one conditional UPDATE) with the enabled feeds → each adapter in parallel, with its own timeout and size cap
 *   → classify → score → upsert by source key, with today's score history → expire closed and stale items → release
 *
 * The lock is taken before any feed is fetched (one fetch of the publishers per run), so a member's Refresh costs
 * three round trips at least: the session check, the lock with the feed list, and the last batch, which also releases
 * the lock. Items add one for the scoring's reads and one per further UPSERT_CHUNK.
 *
 * A feed that fails records its error on its own row and contributes nothing; every other feed's rows, and the
 * list as it stood, stay as they were.
 */

/** Each feed's budget: a slow or huge feed is cut off, not waited for. */
export const FEED_TIMEOUT_MS = 8_000;
export const FEED_MAX_BYTES = 2 * 1024 * 1024;
/** A run holding the lock longer than this is taken to have crashed (a Worker invocation cannot last this long). */
const STALE_LOCK_MS = 15 * 60_000;
const MIN_INTERVAL_MS = SYNC_MIN_INTERVAL_MINUTES * 60_000;
/** Items (other than tenders, which close) leave the list when no good read of their feed has seen them this long. */
export const STALE_AFTER_DAYS = 14;
/** Upserts per D1 batch: small enough for one round trip each, large enough that 1,000 items take 20. */
const UPSERT_CHUNK = 50;
/** A recorded feed error is shown to admins; a paragraph is plenty. */
const MAX_ERROR_LENGTH = 300;

export type SyncTrigger = 'cron' | 'manual';
export type SyncOutcomeLabel = 'ok' | 'partial' | 'failed' | 'error';
/** Outcomes of a run that refreshed nothing: such a run does not count towards the 10-minute limit. */
const UNFINISHED_OUTCOMES: SyncOutcomeLabel[] = ['failed', 'error'];

/** What D1 reported for the run's statements (meta.rows_read / rows_written), to measure what a run costs. */
export type SyncStats = {
  items: number;
  statements: number;
  rowsRead: number;
  rowsWritten: number;
  durationMs: number;
};

export type SyncOutcome =
  | { status: 'ran'; outcome: Exclude<SyncOutcomeLabel, 'error'>; result: SyncResult; stats: SyncStats }
  | { status: 'busy'; reason: 'running' | 'too-soon'; retryAt: Date };

export type SyncInput = {
  db: Db;
  advisor: OpportunityClassifier;
  now: Date;
  trigger: SyncTrigger;
  /** Tests and measurements shorten the budgets; production uses the defaults above. */
  limits?: { timeoutMs?: number; maxBytes?: number };
};

type Meta = { rows_read?: number; rows_written?: number };

/** Adds up D1's per-statement meta across the run. */
class Tally {
  statements = 0;
  rowsRead = 0;
  rowsWritten = 0;
  add(results: readonly unknown[]) {
    for (const result of results) {
      const meta = (result as { meta?: Meta } | undefined)?.meta;
      this.statements += 1;
      this.rowsRead += meta?.rows_read ?? 0;
      this.rowsWritten += meta?.rows_written ?? 0;
    }
  }
}

/**
 * Runs one sync if the lock allows it. `busy` means another run holds the lock, or (manual runs only) one started
 * less than SYNC_MIN_INTERVAL_MINUTES ago; the caller decides what that means (429 for a member, nothing for cron).
 */
export async function runOpportunitySync(input: SyncInput): Promise<SyncOutcome> {
  const { db, now } = input;
  const tally = new Tally();
  const startedAt = now.toISOString();
  const started = Date.now();
  const finishedAt = () => new Date(now.getTime() + (Date.now() - started)).toISOString();

  const [lock, feedQuery] = await db.$client.batch([
    rawStatement(db, takeLock(now, input.trigger)),
    builtStatement(db, enabledFeeds(db)),
  ]);
  tally.add([lock, feedQuery]);
  if (lock!.meta.changes === 0) return busy(db, now);

  let run;
  try {
    run = await syncFeeds(input, tally, { feeds: feedQuery!.results as FeedRow[], startedAt, finishedAt });
  } catch (error) {
    // A run that fails before its last batch (which releases the lock) releases it here, as 'error'.
    await releaseLock(db, { startedAt, finishedAt: finishedAt(), outcome: 'error' });
    throw error;
  }
  const { result, outcome, items } = run;
  return { status: 'ran', outcome, result, stats: { items, ...counts(tally), durationMs: Date.now() - started } };
}

/** Only our own lock is released: a run that outlived the stale window may have been superseded. */
function releaseLock(
  db: Db,
  { startedAt, finishedAt, outcome }: { startedAt: string; finishedAt: string; outcome: SyncOutcomeLabel },
) {
  return db
    .update(opportunitySyncState)
    .set({ runningSince: null, lastFinishedAt: finishedAt, lastOutcome: outcome })
    .where(and(eq(opportunitySyncState.id, 1), eq(opportunitySyncState.runningSince, startedAt)));
}

const enabledFeeds = (db: Db) =>
  db
    .select({
      id: opportunityFeeds.id,
      name: opportunityFeeds.name,
      kind: opportunityFeeds.kind,
      url: opportunityFeeds.url,
    })
    .from(opportunityFeeds)
    .where(eq(opportunityFeeds.enabled, true))
    .orderBy(asc(opportunityFeeds.id));

const counts = (t: Tally) => ({ statements: t.statements, rowsRead: t.rowsRead, rowsWritten: t.rowsWritten });

/**
 * The lock and the rate limit in ONE conditional UPDATE (decision 007): nobody running (or only a crashed run),
 * and for manual runs none started in the last 10 minutes that refreshed the list. A run that failed (every feed
 * down, or an error) refreshed nothing, so it holds no one back: the member who saw 'Refresh Failed' may try again
 * at once. Concurrent callers race on this statement; D1 runs it atomically, so exactly one of them changes the row.
 */
function takeLock(now: Date, trigger: SyncTrigger) {
  const at = now.toISOString();
  const staleBefore = new Date(now.getTime() - STALE_LOCK_MS).toISOString();
  const notRunning = sql`(running_since is null or running_since < ${staleBefore})`;
  const notTooSoon =
    trigger === 'manual'
      ? sql`and (last_started_at is null or last_started_at <= ${new Date(now.getTime() - MIN_INTERVAL_MS).toISOString()}
          or last_outcome in ${UNFINISHED_OUTCOMES})`
      : sql``;
  return sql`
    update opportunity_sync_state set running_since = ${at}, last_started_at = ${at}
    where id = 1 and ${notRunning} ${notTooSoon}`;
}

/** Why the lock was refused, and when asking again can succeed. */
async function busy(db: Db, now: Date): Promise<SyncOutcome> {
  const [state] = await db.select().from(opportunitySyncState).where(eq(opportunitySyncState.id, 1));
  const nextByInterval = state?.lastStartedAt ? Date.parse(state.lastStartedAt) + MIN_INTERVAL_MS : 0;
  const running = Boolean(state?.runningSince && Date.parse(state.runningSince) >= now.getTime() - STALE_LOCK_MS);
  const retryAt = new Date(Math.max(nextByInterval, running ? now.getTime() + 60_000 : 0, now.getTime() + 1_000));
  return { status: 'busy', reason: running ? 'running' : 'too-soon', retryAt };
}

/**
 * A member's Refresh: 200 with what the run did, 429 (with Retry-After) when the lock refuses, and 502 when every
 * enabled feed failed (the list was not refreshed; the screen shows 'Refresh Failed').
 */
export async function syncForMember(input: Omit<SyncInput, 'trigger'>): Promise<SyncResult> {
  const run = await runOpportunitySync({ ...input, trigger: 'manual' });
  if (run.status === 'busy') {
    // One number for the Retry-After header and the sentence, so the two never disagree.
    const retryAfterSeconds = Math.max(1, Math.ceil((run.retryAt.getTime() - input.now.getTime()) / 1000));
    const message =
      run.reason === 'running'
        ? `${OPPORTUNITY_MESSAGES.syncRunning} ${OPPORTUNITY_MESSAGES.syncRetryIn(retryAfterSeconds)}`
        : OPPORTUNITY_MESSAGES.syncTooSoon(southAfricanTime(run.retryAt));
    throw tooManyRequests(message, retryAfterSeconds);
  }
  if (run.outcome === 'failed') throw new HttpError(502, OPPORTUNITY_MESSAGES.refreshFailedText);
  return run.result;
}

/** '14:05 SAST': South Africa keeps UTC+2 all year, so no time-zone database is needed. */
function southAfricanTime(at: Date): string {
  const sast = new Date(at.getTime() + 2 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(sast.getUTCHours())}:${pad(sast.getUTCMinutes())} SAST`;
}

type FeedRow = { id: number; name: string; kind: FeedAdapter['kind']; url: string };
type FeedRead = { feed: FeedRow; items: FeedItem[]; error: string | null };

/**
 * The run once the lock (taken at `startedAt`) is held: `feeds` were read with it, and its last batch releases it
 * with the outcome, so a run that reaches that batch leaves nothing more to write.
 */
async function syncFeeds(
  input: SyncInput,
  tally: Tally,
  { feeds, startedAt, finishedAt }: { feeds: FeedRow[]; startedAt: string; finishedAt: () => string },
) {
  const { db, now } = input;
  const nowIso = now.toISOString();

  const options: FetchOptions = {
    timeoutMs: input.limits?.timeoutMs ?? FEED_TIMEOUT_MS,
    maxBytes: input.limits?.maxBytes ?? FEED_MAX_BYTES,
    now,
  };
  const settled = await Promise.allSettled(
    feeds.map((feed) => withDeadline(adapterFor(feed.kind).read(feed.url, options), options.timeoutMs + 1_000)),
  );
  const reads: FeedRead[] = settled.map((s, i) =>
    s.status === 'fulfilled'
      ? { feed: feeds[i]!, items: s.value.filter(isUsable), error: null }
      : { feed: feeds[i]!, items: [], error: feedErrorText(feeds[i]!, s.reason) },
  );

  // One row per source item: the first feed (by id) that carried it owns it.
  const owner = new Map<string, { item: FeedItem; feedId: number }>();
  for (const read of reads) {
    for (const item of read.items.filter(isListable))
      if (!owner.has(item.sourceKey)) owner.set(item.sourceKey, { item, feedId: read.feed.id });
  }
  const owned = [...owner.values()];
  const classified = await classify(
    input.advisor,
    owned.map((o) => o.item),
  );
  const scored = await scoreAll(db, tally, now, classified);

  const day = nowIso.slice(0, 10);
  const chunks: BatchItem<'sqlite'>[][] = [];
  for (let i = 0; i < owned.length; i += UPSERT_CHUNK) {
    const chunk = owned.slice(i, i + UPSERT_CHUNK);
    const upserts = chunk.map(({ feedId }, j) => upsertOpportunity(db, scored[i + j]!, feedId, nowIso));
    chunks.push([
      ...upserts,
      recordScoreHistory(
        db,
        chunk.map((c) => c.item.sourceKey),
        day,
      ),
    ]);
  }
  // Every chunk but the last alone; the last goes with the feeds' results, the expiry and the lock's release.
  const last = chunks.pop() ?? [];
  for (const chunk of chunks) tally.add(await db.batch(chunk as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]));

  const failed = reads.filter((r) => r.error !== null).length;
  const outcome: Exclude<SyncOutcomeLabel, 'error'> =
    failed === 0 ? 'ok' : failed < reads.length ? 'partial' : 'failed';
  const okFeedIds = reads.filter((r) => r.error === null).map((r) => r.feed.id);
  const finish: BatchItem<'sqlite'>[] = reads.map((read) =>
    db
      .update(opportunityFeeds)
      .set(
        read.error === null
          ? { lastRunAt: nowIso, lastSuccessAt: nowIso, lastItemCount: read.items.length, lastError: null }
          : { lastRunAt: nowIso, lastError: read.error },
      )
      .where(eq(opportunityFeeds.id, read.feed.id)),
  );
  const at = finishedAt();
  finish.push(expireStatement(db, now, okFeedIds), releaseLock(db, { startedAt, finishedAt: at, outcome }));
  tally.add(await db.batch([...last, ...finish] as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]));

  const result: SyncResult = {
    ok: true,
    finishedAt: at,
    feeds: reads.map((r) => ({
      id: r.feed.id,
      name: r.feed.name,
      ok: r.error === null,
      items: r.items.length,
      error: r.error,
    })),
  };
  return { result, outcome, items: owned.length };
}

/** An adapter's own timeout should fire first; this is the backstop for one that never settles. */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new FeedError(`No answer within ${Math.round(ms / 1000)} seconds.`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Items without a key or a title cannot be stored or shown; an adapter should never return them. */
function isUsable(item: FeedItem): boolean {
  return (
    typeof item.sourceKey === 'string' &&
    item.sourceKey.length > 0 &&
    item.sourceKey.length <= 1_000 &&
    Boolean(item.title)
  );
}

function feedErrorText(feed: FeedRow, reason: unknown): string {
  if (reason instanceof FeedError) return reason.message.slice(0, MAX_ERROR_LENGTH);
  // Anything else is a bug, not the publisher's doing: logged in full, shown to admins in short.
  console.error('Opportunity feed failed unexpectedly', feed.id, feed.url, reason);
  return 'The feed could not be read (unexpected error; see the Worker logs).';
}

/** The model when one is configured (through the advisor), else the keyword rules; rules again if the model fails. */
async function classify(advisor: SyncInput['advisor'], items: FeedItem[]): Promise<ClassifiedItem[]> {
  if (items.length === 0) return [];
  try {
    return await advisor.classifyOpportunities(items);
  } catch (err) {
    console.error('Opportunity classification failed; using the keyword rules', err);
    return items.map(classifyByRules);
  }
}

/**
 * Scores the run's items (score.ts, docs/decisions/012). The context needs what D1 already holds: ONE grouped
 * query for the other recent tenders and news per category, and, only for items the publisher did not date, when
 * each was first seen.
 */
async function scoreAll(db: Db, tally: Tally, now: Date, items: ClassifiedItem[]): Promise<ScoredItem[]> {
  if (items.length === 0) return [];
  const keys = JSON.stringify(items.map((item) => item.sourceKey));
  const weekAgo = new Date(now.getTime() - MENTION_WINDOW_DAYS * 86_400_000).toISOString();
  const mentions = sql`
    select category, count(*) as n from business_opportunities
    where expired_at is null and kind != 'trend' and last_seen_at >= ${weekAgo}
      and source_key not in (select value from json_each(${keys}))
    group by category`;
  const undated = items.filter((item) => !item.publishedAt).map((item) => item.sourceKey);
  const seenBefore = sql`
    select source_key, first_seen_at from business_opportunities
    where source_key in (select value from json_each(${JSON.stringify(undated)}))`;
  // Both reads in one call.
  const read = await db.$client.batch(
    (undated.length ? [mentions, seenBefore] : [mentions]).map((query) => rawStatement(db, query)),
  );
  tally.add(read);
  const [stored, seen] = read;
  const storedMentions = Object.fromEntries(
    (stored!.results as { category: string; n: number }[]).map((row) => [row.category, Number(row.n)]),
  );
  const firstSeen = new Map(
    ((seen?.results ?? []) as { source_key: string; first_seen_at: string }[]).map((row) => [
      row.source_key,
      row.first_seen_at,
    ]),
  );

  const context = buildScoreContext({ now, items, storedMentions });
  const scores = scoreItems(
    items.map((item) => ({ ...item, firstSeenAt: firstSeen.get(item.sourceKey) ?? null })),
    context,
  );
  return items.map((item, i) => ({
    ...item,
    trendScore: scores[i]!.trendScore,
    searchVolume: scores[i]!.searchVolume,
  }));
}

/**
 * Closed tenders leave the list, and so do items no good read has seen for STALE_AFTER_DAYS. Only feeds that read
 * well this run (and orphans of deleted feeds) age out: a feed that is down keeps its items until it recovers.
 */
function expireStatement(db: Db, now: Date, okFeedIds: number[]) {
  const o = businessOpportunities;
  const nowIso = now.toISOString();
  const staleBefore = new Date(now.getTime() - STALE_AFTER_DAYS * 86_400_000).toISOString();
  const agingFeeds = okFeedIds.length ? or(isNull(o.feedId), inArray(o.feedId, okFeedIds)) : isNull(o.feedId);
  return db
    .update(o)
    .set({ expiredAt: nowIso })
    .where(
      and(
        isNull(o.expiredAt),
        or(
          and(eq(o.kind, 'tender'), isNotNull(o.closingAt), lt(o.closingAt, nowIso)),
          and(lt(o.lastSeenAt, staleBefore), agingFeeds),
        ),
      ),
    );
}
