import { aliasedTable, and, asc, eq, gte, or, sql } from 'drizzle-orm';
import { PRODUCT_NAME } from '../../schema/contract/product.ts';
import type { CalendarFeed, MyCalendarFeed } from '../../schema/contract/calendar.ts';
import { calendarFeeds, coachingCalls, events, groupSessions, mentors, users } from '../../schema/db/index.ts';
import { hashToken, newSignInToken } from '../auth/sign-in.ts';
import type { Db } from '../db/client.ts';
import { fullNameOf } from '../db/full-name.ts';
import { seal, unseal } from '../lib/aes-gcm.ts';
import { EVENT_ID, selectEvents, toEvent } from '../events/event-view.ts';
import { selectSessions, sessionFilterCondition, toGroupSession } from '../sessions/session-view.ts';
import type { ViewContext } from '../view-context.ts';
import { coachingCallEntry, eventCalendarEntry, sessionCalendarEntry } from '../ics/entries.ts';
import { ownMentorId } from '../mentors/mentor-view.ts';
import { buildCalendar } from '../ics/ics.ts';

/** The feed lists what is ahead and what happened in the last 90 days, at most this many of each kind. */
const FEED_HISTORY_DAYS = 90;
const FEED_MAX_ENTRIES = 500;

/** The path of a feed; the token is the credential, so it only ever appears in answers to its owner. */
export const feedPath = (token: string) => `/api/calendar-feed/${token}.ics`;

function feedOf(origin: string, token: string): CalendarFeed {
  const url = `${origin}${feedPath(token)}`;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

/** What the sealed token is bound to: this user's feed, so a ciphertext copied to another row does not open. */
const sealedFor = (userId: string) => `calendar-feed:${userId}`;

/**
 * `POST /api/calendar-feed`: a fresh 256-bit token for the user's feed. Its SHA-256 finds the feed; the token itself
 * is kept sealed with AES-GCM (when a key is configured) so its owner can see the URL again (decision 017). The row
 * is replaced, so the previous URL stops working at once (rotation).
 */
export async function rotateCalendarFeed(
  db: Db,
  input: { userId: string; origin: string; key: string | null },
): Promise<CalendarFeed> {
  const token = newSignInToken();
  const tokenHash = await hashToken(token);
  const tokenCiphertext = input.key ? await seal(input.key, token, sealedFor(input.userId)) : null;
  await db
    .insert(calendarFeeds)
    .values({ userId: input.userId, tokenHash, tokenCiphertext })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash, tokenCiphertext, createdAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` },
    });
  return feedOf(input.origin, token);
}

/** `GET /api/calendar-feed`: the owner's feed URL again, when it was kept and the key opens it. */
export async function getMyCalendarFeed(
  db: Db,
  input: { userId: string; origin: string; key: string | null },
): Promise<MyCalendarFeed> {
  const [row] = await db
    .select({ tokenCiphertext: calendarFeeds.tokenCiphertext, createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, input.userId))
    .limit(1);
  if (!row) return { active: false, feed: null, createdAt: null };
  const token =
    row.tokenCiphertext && input.key ? await unseal(input.key, row.tokenCiphertext, sealedFor(input.userId)) : null;
  return { active: true, feed: token ? feedOf(input.origin, token) : null, createdAt: row.createdAt };
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

/**
 * The viewer's coaching calls on both sides (as the subscriber, and as the coach of their mentor profile) from `since`,
 * each with the other person's name. Cancelled ones stay in the feed, marked cancelled, so a subscribed calendar
 * takes them off.
 */
function coachingCallsOf(db: Db, { userId, since }: { userId: string; since: string }) {
  const subscriber = aliasedTable(users, 'subscriber');
  return db
    .select({
      id: coachingCalls.id,
      startsAt: coachingCalls.startsAt,
      endsAt: coachingCalls.endsAt,
      status: coachingCalls.status,
      otherName: sql<string>`case when ${coachingCalls.menteeId} = ${userId} then ${mentors.name}
        else ${fullNameOf(subscriber)} end`,
    })
    .from(coachingCalls)
    .innerJoin(mentors, eq(mentors.id, coachingCalls.mentorId))
    .innerJoin(subscriber, eq(subscriber.id, coachingCalls.menteeId))
    .where(
      and(
        or(eq(coachingCalls.menteeId, userId), eq(coachingCalls.mentorId, ownMentorId(userId))),
        gte(coachingCalls.startsAt, since),
      ),
    )
    .orderBy(asc(coachingCalls.startsAt), asc(coachingCalls.id))
    .limit(FEED_MAX_ENTRIES);
}

const minutesBetween = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / 60_000);

/**
 * The owner's joined and hosted sessions, registered events and coaching calls as one calendar, in
 * Africa/Johannesburg.
 */
export async function buildCalendarFeed(ctx: ViewContext & { viewer: { id: string } }): Promise<string> {
  const since = new Date(ctx.now.getTime() - FEED_HISTORY_DAYS * 86_400_000).toISOString();
  const [sessionRows, eventRows, callRows] = await Promise.all([
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
    coachingCallsOf(ctx.db, { userId: ctx.viewer.id, since }),
  ]);
  const entries = [
    ...sessionRows.map((row) => sessionCalendarEntry(toGroupSession(row, ctx), ctx.origin)),
    ...eventRows.map((row) => eventCalendarEntry(toEvent(row, ctx), ctx.origin)),
    ...callRows.map((row) =>
      coachingCallEntry({ ...row, durationMinutes: minutesBetween(row.startsAt, row.endsAt) }, ctx.origin),
    ),
  ].sort((a, b) => a.start.localeCompare(b.start));
  return buildCalendar(entries, { name: PRODUCT_NAME, withTimeZone: true, now: ctx.now });
}
