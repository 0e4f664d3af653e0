import { and, asc, eq, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { SEAT_HOLD_MINUTES, type PaymentProviderName } from '../../schema/contract/coaching.ts';
import { EVENT_MESSAGES, EVENT_PROMOTED_NOTICE_KIND, eventPriceText } from '../../schema/contract/events.ts';
import { eventPagePath, formatSastDateTime } from '../../schema/contract/share.ts';
import { eventRegistrations, eventSeatHolds, events, eventWaitlist, users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { fanOutNoticeStatements } from '../notifications/outbox.ts';

/*
 * Promotion from an event's waiting list (decision 019), as for sessions (worker/sessions/waitlist-promotion.ts):
 * every statement that frees a seat (a cancelled registration, a released or lapsed paid hold) is followed in ONE D1
 * batch by these statements, so the seat goes to the first person waiting before anyone else can see it free.
 *
 * A free event registers the person promoted. A paid event cannot take their money inside a batch, so it holds the
 * seat for them for SEAT_HOLD_MINUTES (a hold without a checkout yet; Register opens the payment page for it) and
 * the notice says until when. A hold that lapses unpaid is released by the 5-minute cron, whose batch promotes the
 * next person in line.
 */

/** The waiting row's table-qualified columns, for subqueries of a single-table DELETE. */
const WAITING_EVENT_ID = sql.raw('"event_waitlist"."event_id"');
const WAITING_USER_ID = sql.raw('"event_waitlist"."user_id"');

/** The user `userId` of event `eventId` is registered, or holds a paid seat that has not lapsed. */
const seatedOrHolding = (eventId: SQL | SQLiteColumn, userId: SQL | SQLiteColumn, nowIso: string) =>
  sql`(exists (select 1 from event_registrations er where er.event_id = ${eventId} and er.user_id = ${userId})
    or exists (select 1 from event_seat_holds h where h.event_id = ${eventId} and h.user_id = ${userId}
      and h.status = 'held' and h.expires_at > ${nowIso}))`;

/** The rows this batch is promoting. */
const marked = (eventId: number) => and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.promoting, true));

/** The event in the words of its notices. */
export type PromotingEvent = { id: number; title: string; scheduledAt: string; priceCents: number };

/**
 * The statements that give an event's free seats to the people waiting, first come first served, for the batch of
 * the change that freed them; with no free seat or nobody waiting they change nothing.
 *
 * 1. lapsed holds of the event are released (their seats are free already: the counts ignore them);
 * 2. mark as many waiting rows as there are free seats, in queue order, while the event is published, scheduled and
 *    has not started. A paid event's rows only when payments are set up (`holdProvider`): nobody could pay otherwise;
 * 3. register them (free event) or hold a seat for each (paid event), and tell each (in-app notice);
 * 4. clear: the marked rows leave the list, and so does anyone who is registered or holding a seat anyway.
 */
export function promoteFromEventWaitlist(
  db: Db,
  input: { event: PromotingEvent; now: Date; holdProvider: PaymentProviderName | null },
) {
  const { event, holdProvider } = input;
  const nowIso = input.now.toISOString();
  const holdUntil = new Date(input.now.getTime() + SEAT_HOLD_MINUTES * 60_000).toISOString();
  const w = (column: string) => sql.raw(`w.${column}`);
  const ahead = (column: string) => sql.raw(`ahead.${column}`);
  return [
    db
      .update(eventSeatHolds)
      .set({ status: 'released' })
      .where(
        and(
          eq(eventSeatHolds.eventId, event.id),
          eq(eventSeatHolds.status, 'held'),
          lte(eventSeatHolds.expiresAt, nowIso),
        ),
      ),
    db
      .update(eventWaitlist)
      .set({ promoting: true })
      .where(
        sql`${eventWaitlist.id} in (
          select w.id from event_waitlist w join events e on e.id = w.event_id
          where w.event_id = ${event.id} and e.is_draft = 0 and e.status = 'scheduled' and e.scheduled_at > ${nowIso}
            and (e.price_cents = 0 or ${holdProvider} is not null)
            and not ${seatedOrHolding(w('event_id'), w('user_id'), nowIso)}
            and (select count(*) from event_waitlist ahead where ahead.event_id = w.event_id and ahead.id < w.id
                  and not ${seatedOrHolding(ahead('event_id'), ahead('user_id'), nowIso)})
              < e.max_attendees
                - (select count(*) from event_registrations er where er.event_id = e.id)
                - (select count(*) from event_seat_holds h
                    where h.event_id = e.id and h.status = 'held' and h.expires_at > ${nowIso}))`,
      ),
    // drizzle lists every column in table order, so the selects do too; queue order gives the seats' order.
    db
      .insert(eventRegistrations)
      .select(
        db
          .select({
            id: sql<number>`null`.as('id'),
            eventId: eventWaitlist.eventId,
            userId: eventWaitlist.userId,
            registeredAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as('registered_at'),
          })
          .from(eventWaitlist)
          .innerJoin(events, eq(events.id, eventWaitlist.eventId))
          .where(and(marked(event.id), eq(events.priceCents, 0)))
          .orderBy(asc(eventWaitlist.id)),
      )
      .onConflictDoNothing({ target: [eventRegistrations.eventId, eventRegistrations.userId] }),
    ...(holdProvider
      ? [
          db
            .insert(eventSeatHolds)
            .select(
              db
                .select({
                  id: sql<number>`null`.as('id'),
                  eventId: eventWaitlist.eventId,
                  userId: eventWaitlist.userId,
                  status: sql<string>`'held'`.as('status'),
                  amountCents: events.priceCents,
                  provider: sql<string>`${holdProvider}`.as('provider'),
                  providerReference: sql<string | null>`null`.as('provider_reference'),
                  checkoutUrl: sql<string | null>`null`.as('checkout_url'),
                  expiresAt: sql<string>`${holdUntil}`.as('expires_at'),
                  createdAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as('created_at'),
                  updatedAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as('updated_at'),
                })
                .from(eventWaitlist)
                .innerJoin(events, eq(events.id, eventWaitlist.eventId))
                .where(and(marked(event.id), sql`${events.priceCents} > 0`))
                .orderBy(asc(eventWaitlist.id)),
            )
            .onConflictDoNothing(),
        ]
      : []),
    ...notifyPromotedFromEventWaitlist(db, { event, nowIso, holdUntil }),
    db
      .delete(eventWaitlist)
      .where(
        and(
          eq(eventWaitlist.eventId, event.id),
          or(eq(eventWaitlist.promoting, true), seatedOrHolding(WAITING_EVENT_ID, WAITING_USER_ID, nowIso)),
        ),
      ),
  ] as const;
}

/**
 * The notice, on their channels, for each person the batch gave a seat ("... you're registered") or held one for
 * ("... held for you until 14:30 SAST: pay R150.00 by then ...").
 */
function notifyPromotedFromEventWaitlist(db: Db, input: { event: PromotingEvent; nowIso: string; holdUntil: string }) {
  const { event } = input;
  const when = formatSastDateTime(event.scheduledAt);
  const text =
    event.priceCents === 0
      ? EVENT_MESSAGES.promotedNotice(event.title, when)
      : EVENT_MESSAGES.promotedHoldNotice(
          event.title,
          when,
          eventPriceText(event.priceCents),
          formatSastDateTime(input.holdUntil),
        );
  // Its key names the waiting row, so a person promoted again later (after queueing anew) is told again.
  const promoted = sql`from ${eventWaitlist} where ${marked(event.id)}
    and ${seatedOrHolding(WAITING_EVENT_ID, WAITING_USER_ID, input.nowIso)}`;
  return fanOutNoticeStatements(db, {
    kind: EVENT_PROMOTED_NOTICE_KIND,
    key: sql`${EVENT_PROMOTED_NOTICE_KIND} || ':' || (select ${eventWaitlist.id} ${promoted} and ${eventWaitlist.userId} = ${users.id})`,
    text,
    link: eventPagePath(event.id),
    recipients: sql`select ${eventWaitlist.userId} ${promoted}`,
  });
}

/**
 * The condition of every other way into a seat (Register, a paid hold, the waiting list's own join): nobody is
 * waiting ahead of the caller, so a seat that is free for a moment (a hold lapsed before the cron released it) goes
 * to the first in line, never to a newcomer. `eventId` is the outer query's event id column.
 */
export const nobodyWaitingAhead = (eventId: SQL | SQLiteColumn, userId: string) =>
  sql`not exists (select 1 from event_waitlist w where w.event_id = ${eventId}
    and w.id < coalesce((select mine.id from event_waitlist mine
      where mine.event_id = ${eventId} and mine.user_id = ${userId}), 9223372036854775807))`;

/** The caller's own waiting row once they are registered or hold a seat: one or the other, never both. */
export function leaveWaitlistOnceSeated(db: Db, input: { eventId: number; userId: string; now: Date }) {
  return db
    .delete(eventWaitlist)
    .where(
      and(
        eq(eventWaitlist.eventId, input.eventId),
        eq(eventWaitlist.userId, input.userId),
        seatedOrHolding(WAITING_EVENT_ID, WAITING_USER_ID, input.now.toISOString()),
      ),
    );
}

/**
 * The 5-minute cron: holds whose time ran out unpaid give their seats back, and in the same batch (per event) the
 * people waiting get them. It is also the safety net for seats freed where no service sees it (a hold released by
 * the provider's "checkout expired" webhook, an account deleted by a cascade): an event with a free seat while
 * people wait is promoted too. Lists of events that can no longer be joined are cleared. Answers how many holds
 * were released.
 */
export async function releaseExpiredHoldsAndPromote(
  db: Db,
  input: { now: Date; holdProvider: PaymentProviderName | null },
): Promise<number> {
  const nowIso = input.now.toISOString();
  const open = sql`${events.isDraft} = 0 and ${events.status} = 'scheduled' and ${events.scheduledAt} > ${nowIso}`;
  const due = await db
    .select({
      id: events.id,
      title: events.title,
      scheduledAt: events.scheduledAt,
      priceCents: events.priceCents,
    })
    .from(events)
    .where(
      or(
        sql`${events.id} in (select h.event_id from event_seat_holds h
          where h.status = 'held' and h.expires_at <= ${nowIso})`,
        sql`${open} and exists (select 1 from event_waitlist w where w.event_id = ${events.id})
          and (select count(*) from event_registrations er where er.event_id = ${events.id})
            + (select count(*) from event_seat_holds h
                where h.event_id = ${events.id} and h.status = 'held' and h.expires_at > ${nowIso})
            < ${events.maxAttendees}`,
      ),
    );
  let released = 0;
  for (const event of due) {
    // The first statement is the release of the event's lapsed holds.
    const [result] = await db.batch([...promoteFromEventWaitlist(db, { ...input, event })]);
    released += result.meta.changes;
  }
  await db
    .delete(eventWaitlist)
    .where(sql`not exists (select 1 from events where events.id = ${WAITING_EVENT_ID} and ${open})`);
  return released;
}
