import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { PRODUCT_NAME } from '../../schema/contract/product.ts';
import type { CalendarFeed } from '../../schema/contract/calendar.ts';
import { calendarFeeds, events, groupSessions, users } from '../../schema/db/index.ts';
import { hashToken, newSessionToken } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { EVENT_ID, selectEvents, toEvent } from '../events/event-view.ts';
import { selectSessions, sessionFilterCondition, toGroupSession } from '../sessions/session-view.ts';
import type { ViewContext } from '../view-context.ts';
import { eventCalendarEntry, sessionCalendarEntry } from '../ics/entries.ts';
import { buildCalendar } from '../ics/ics.ts';

/** The feed lists what is ahead and what happened in the last 90 days, at most this many of each kind. */
const FEED_HISTORY_DAYS = 90;
const FEED_MAX_ENTRIES = 500;

/** The path of a feed; the token is the credential, so it only ever appears in the answer to its owner. */
export const feedPath = (token: string) => `/api/calendar-feed/${token}.ics`;

/**
 * `POST /api/calendar-feed`: a fresh 256-bit token for the user's feed. Only its SHA-256 is stored, and the row
 * is replaced, so the previous URL stops working at once (rotation).
 */
export async function rotateCalendarFeed(db: Db, input: { userId: string; origin: string }): Promise<CalendarFeed> {
  const token = newSessionToken();
  const tokenHash = await hashToken(token);
  await db
    .insert(calendarFeeds)
    .values({ userId: input.userId, tokenHash })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash, createdAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` },
    });
  const url = `${input.origin}${feedPath(token)}`;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

export async function deleteCalendarFeed(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The feed's owner for a token, or null when no feed has it (never a hint about which). */
export async function findFeedOwner(db: Db, token: string) {
  const [owner] = await db
    .select({ id: users.id, role: users.role })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, await hashToken(token)))
    .limit(1);
  return owner ?? null;
}

/** The owner's joined and hosted sessions and registered events as one calendar, in Africa/Johannesburg. */
export async function buildCalendarFeed(ctx: ViewContext & { viewer: { id: string } }): Promise<string> {
  const since = new Date(ctx.now.getTime() - FEED_HISTORY_DAYS * 86_400_000).toISOString();
  const [sessionRows, eventRows] = await Promise.all([
    selectSessions(
      ctx,
      and(sessionFilterCondition({ involvingUserId: ctx.viewer.id }), gte(groupSessions.scheduledAt, since)),
    )
      .orderBy(asc(groupSessions.scheduledAt), asc(groupSessions.id))
      .limit(FEED_MAX_ENTRIES),
    selectEvents(
      ctx,
      and(
        sql`exists (select 1 from event_registrations er where er.event_id = ${EVENT_ID} and er.user_id = ${ctx.viewer.id})`,
        gte(events.scheduledAt, since),
      ),
    )
      .orderBy(asc(events.scheduledAt), asc(events.id))
      .limit(FEED_MAX_ENTRIES),
  ]);
  const entries = [
    ...sessionRows.map((row) => sessionCalendarEntry(toGroupSession(row, ctx), ctx.origin)),
    ...eventRows.map((row) => eventCalendarEntry(toEvent(row, ctx), ctx.origin)),
  ].sort((a, b) => a.start.localeCompare(b.start));
  return buildCalendar(entries, { name: PRODUCT_NAME, withTimeZone: true, now: ctx.now });
}
