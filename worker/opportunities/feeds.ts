import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import {
  OPPORTUNITY_MESSAGES,
  type CreateFeedSchema,
  type OpportunityFeed,
  type UpdateFeedSchema,
} from '../../schema/contract/opportunities.ts';
import { adminAuditLog, businessOpportunities, opportunityFeeds } from '../../schema/db/index.ts';
import { auditStatement } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { HttpError } from '../http/errors.ts';

/** The feed list the admin console manages: what the sync reads, and how each feed's last run went. */

const feedFields = {
  id: opportunityFeeds.id,
  name: opportunityFeeds.name,
  kind: opportunityFeeds.kind,
  url: opportunityFeeds.url,
  enabled: opportunityFeeds.enabled,
  lastRunAt: opportunityFeeds.lastRunAt,
  lastSuccessAt: opportunityFeeds.lastSuccessAt,
  lastError: opportunityFeeds.lastError,
  lastItemCount: opportunityFeeds.lastItemCount,
};

export function listFeeds(db: Db): Promise<OpportunityFeed[]> {
  return db.select(feedFields).from(opportunityFeeds).orderBy(asc(opportunityFeeds.id));
}

async function getFeed(db: Db, id: number): Promise<OpportunityFeed> {
  const [feed] = await db.select(feedFields).from(opportunityFeeds).where(eq(opportunityFeeds.id, id)).limit(1);
  if (!feed) throw new HttpError(404, OPPORTUNITY_MESSAGES.feedNotFound);
  return feed;
}

/** The unique URL is the only constraint an admin's input can break: 409 with the contract's sentence. */
function urlTaken(err: unknown): never {
  if (isUniqueViolation(err, 'opportunity_feeds.url')) {
    throw new HttpError(409, OPPORTUNITY_MESSAGES.feedExists, [
      { path: 'url', message: OPPORTUNITY_MESSAGES.feedExists },
    ]);
  }
  throw err;
}

/**
 * Adds a feed; the next sync (daily cron or a member's refresh) reads it. The audit row is in the same batch and
 * finds the new id by the feed's unique URL; the INSERT answers the new feed itself.
 */
export async function createFeed(
  db: Db,
  input: { adminId: string; feed: z.output<typeof CreateFeedSchema> },
): Promise<OpportunityFeed> {
  const { name, kind, url, enabled } = input.feed;
  try {
    const [[feed]] = await db.batch([
      db.insert(opportunityFeeds).values({ name, kind, url, enabled }).returning(feedFields),
      db.insert(adminAuditLog).values({
        adminId: input.adminId,
        action: 'opportunity-feed.create',
        targetType: 'opportunity_feed',
        targetId: sql`(select cast(${opportunityFeeds.id} as text) from ${opportunityFeeds} where ${opportunityFeeds.url} = ${url})`,
        detail: JSON.stringify({ name, kind, url, enabled }),
      }),
    ]);
    return feed!;
  } catch (err) {
    urlTaken(err);
  }
}

/** Renames a feed, corrects its address or kind, or switches it on or off. */
export async function updateFeed(
  db: Db,
  input: { id: number; adminId: string; changes: z.output<typeof UpdateFeedSchema> },
): Promise<OpportunityFeed> {
  const current = await getFeed(db, input.id);
  const changes = Object.fromEntries(Object.entries(input.changes).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length === 0) return current;
  const action =
    changes.enabled === false && current.enabled
      ? 'opportunity-feed.disable'
      : changes.enabled === true && !current.enabled
        ? 'opportunity-feed.enable'
        : 'opportunity-feed.update';
  // The UPDATE answers the feed as changed, in the same round trip as the write (decision 031).
  try {
    const [[feed]] = await db.batch([
      db.update(opportunityFeeds).set(changes).where(eq(opportunityFeeds.id, input.id)).returning(feedFields),
      auditStatement(db, {
        adminId: input.adminId,
        action,
        targetType: 'opportunity_feed',
        targetId: input.id,
        detail: JSON.stringify(changes),
      }),
    ]);
    if (!feed) throw new HttpError(404, OPPORTUNITY_MESSAGES.feedNotFound);
    return feed;
  } catch (err) {
    urlTaken(err);
  }
}

/**
 * Removes a feed. Its items leave the list at once (an admin who removes a source means it), but their rows and
 * score history stay, with `feed_id` null, as the schema's foreign key sets it.
 */
export async function deleteFeed(db: Db, input: { id: number; adminId: string; now: Date }): Promise<void> {
  const feed = await getFeed(db, input.id);
  await db.batch([
    db
      .update(businessOpportunities)
      .set({ expiredAt: input.now.toISOString() })
      .where(and(eq(businessOpportunities.feedId, input.id), isNull(businessOpportunities.expiredAt))),
    db.delete(opportunityFeeds).where(eq(opportunityFeeds.id, input.id)),
    auditStatement(db, {
      adminId: input.adminId,
      action: 'opportunity-feed.delete',
      targetType: 'opportunity_feed',
      targetId: input.id,
      detail: JSON.stringify({ name: feed.name, kind: feed.kind, url: feed.url }),
    }),
  ]);
}
