import { and, eq, sql, type SQL } from 'drizzle-orm';
import { eventCalendarPath } from '../../schema/contract/calendar.ts';
import {
  effectiveEventStatus,
  eventEndsAt,
  EVENT_MESSAGES,
  formatPrice,
  type Event,
} from '../../schema/contract/events.ts';
import { eventPublicPath, whatsAppShareUrl } from '../../schema/contract/share.ts';
import { events } from '../../schema/db/index.ts';
import { namedFields } from '../db/read-together.ts';
import { pageTimeline, phaseRows, TimelineCursorSchema } from '../db/timeline.ts';
import { readCursor } from '../http/cursor.ts';
import { HttpError } from '../http/errors.ts';
import { seatsTaken, waitlistCount, waitlistPosition } from '../seats/seating.ts';
import type { ViewContext } from '../view-context.ts';
import { eventSeating } from './seating.ts';

/**
 * The outer row's id inside correlated subqueries, always table-qualified: drizzle leaves columns unqualified in
 * single-table queries, where a bare "id" would bind to the subquery's own table.
 */
export const EVENT_ID = sql.raw('"events"."id"');

/**
 * Seats taken, counted from the rows, never stored: registrations plus paid seats held (unexpired) while their buyers
 * pay (worker/seats): the same count every conditional INSERT compares with max_attendees.
 */
export const attendeeCount = (nowIso: string) => seatsTaken(eventSeating, EVENT_ID, nowIso);

/**
 * The viewer's live hold on a paid seat (a column of it), for resuming the checkout. A hold given by a waiting-list
 * promotion has no checkout until its holder presses Register (decision 019).
 */
const viewerHold = (viewerId: string, nowIso: string, column: 'checkout_url' | 'expires_at') =>
  sql<string | null>`(select h.${sql.raw(column)} from event_seat_holds h
    where h.event_id = ${EVENT_ID} and h.user_id = ${viewerId} and h.status = 'held' and h.expires_at > ${nowIso})`;

function eventFields(viewerId: string | null, nowIso: string) {
  // Named: a write reads its answer as the last statement of its batch, where columns are told apart by name.
  return namedFields({
    id: events.id,
    type: events.type,
    status: events.status,
    title: events.title,
    description: events.description,
    scheduledAt: events.scheduledAt,
    endTime: events.endTime,
    location: events.location,
    address: events.address,
    maxAttendees: events.maxAttendees,
    priceCents: events.priceCents,
    currentAttendees: attendeeCount(nowIso).mapWith(Number),
    viewerRegisteredAt: viewerId
      ? sql<
          string | null
        >`(select er.registered_at from event_registrations er where er.event_id = ${EVENT_ID} and er.user_id = ${viewerId})`
      : sql<string | null>`null`,
    viewerHoldCheckoutUrl: viewerId ? viewerHold(viewerId, nowIso, 'checkout_url') : sql<string | null>`null`,
    viewerHoldExpiresAt: viewerId ? viewerHold(viewerId, nowIso, 'expires_at') : sql<string | null>`null`,
    waitlistCount: waitlistCount(eventSeating, EVENT_ID).mapWith(Number),
    viewerWaitlistPosition: viewerId ? waitlistPosition(eventSeating, EVENT_ID, viewerId) : sql<number | null>`null`,
  });
}

export type EventRow = Awaited<ReturnType<typeof selectEvents>>[number];

/** Published events only: a draft is not an event yet for anyone but the admin console (worker/admin/event-drafts.ts). */
export function selectEvents(ctx: ViewContext, where: SQL | undefined) {
  return ctx.db
    .select(eventFields(ctx.viewer?.id ?? null, ctx.now.toISOString()))
    .from(events)
    .where(and(eq(events.isDraft, false), where));
}

export function toEvent(row: EventRow, ctx: ViewContext): Event {
  const isRegistered = row.viewerRegisteredAt !== null;
  return {
    id: row.id,
    type: row.type,
    status: effectiveEventStatus(row.status, row.scheduledAt, row.endTime, ctx.now),
    title: row.title,
    description: row.description,
    scheduledAt: row.scheduledAt,
    endTime: row.endTime,
    endsAt: eventEndsAt(row.scheduledAt, row.endTime),
    location: row.location,
    address: row.address,
    currentAttendees: row.currentAttendees,
    maxAttendees: row.maxAttendees,
    priceCents: row.priceCents,
    price: formatPrice(row.priceCents),
    isFree: row.priceCents === 0,
    isRegistered,
    shareUrl: whatsAppShareUrl({
      title: row.title,
      startsAt: row.scheduledAt,
      url: `${ctx.origin}${eventPublicPath(row.id)}`,
    }),
    calendarUrl: isRegistered ? eventCalendarPath(row.id) : null,
    seatHold:
      !isRegistered && row.viewerHoldExpiresAt
        ? { checkoutUrl: row.viewerHoldCheckoutUrl, expiresAt: row.viewerHoldExpiresAt }
        : null,
    waitlistCount: row.waitlistCount,
    waitlistPosition: row.viewerWaitlistPosition === null ? null : Number(row.viewerWaitlistPosition),
  };
}

/**
 * One published event as `ctx`'s viewer sees it: read alone (`getEvent`), or as the last statement of a write's
 * batch, which then answers with the event as the write left it, in the same round trip.
 */
export const selectEvent = (ctx: ViewContext, id: number) => selectEvents(ctx, eq(events.id, id)).limit(1);

/** The one row `selectEvent` read; a 404 when there is none (no such event, or a draft). */
export function foundEvent(rows: EventRow[]): EventRow {
  if (!rows[0]) throw new HttpError(404, EVENT_MESSAGES.notFound);
  return rows[0];
}

export async function getEvent(ctx: ViewContext, id: number): Promise<Event> {
  return toEvent(foundEvent(await selectEvent(ctx, id)), ctx);
}

/** A page of events: upcoming soonest first, then the rest most recent first (or only upcoming). */
export async function listEvents(
  ctx: ViewContext,
  filter: { registeredUserId?: string },
  page: { limit: number; cursor: string | undefined; upcomingOnly: boolean },
) {
  const nowIso = ctx.now.toISOString();
  const base =
    filter.registeredUserId !== undefined
      ? sql`exists (select 1 from event_registrations er where er.event_id = ${EVENT_ID} and er.user_id = ${filter.registeredUserId})`
      : undefined;
  const { rows, nextCursor } = await pageTimeline({
    ...page,
    cursor: page.cursor ? readCursor(page.cursor, TimelineCursorSchema) : null,
    keyOf: (row: EventRow) => ({ at: row.scheduledAt, id: row.id }),
    fetch: (phase, after, take) => {
      const { where, orderBy } = phaseRows(events, phase, after, nowIso);
      return selectEvents(ctx, and(base, where))
        .orderBy(...orderBy)
        .limit(take);
    },
  });
  return { rows, items: rows.map((row) => toEvent(row, ctx)), nextCursor };
}
