import { and, eq, gt, sql } from 'drizzle-orm';
import { SEAT_HOLD_MINUTES, type PaymentProviderName } from '../../schema/contract/coaching.ts';
import { EVENT_MESSAGES, type Event } from '../../schema/contract/events.ts';
import { events, eventWaitlist } from '../../schema/db/index.ts';
import { HttpError } from '../http/errors.ts';
import type { ViewContext } from '../view-context.ts';
import { foundEvent, selectEvent, toEvent } from './event-view.ts';
import { findEvent, refuseClosed, registerFreeStatement } from './register-event.ts';
import { holdSeatStatement, releaseOwnLapsedHold } from './seat-holds.ts';
import { leaveWaitlistOnceSeated } from './waitlist-promotion.ts';

/** What "Join waitlist" did: a free seat was there (registered, or held to pay for), or the caller waits in line. */
export type EventWaitlistOutcome = { kind: 'registered' | 'held' | 'waitlisted'; created: boolean; event: Event };

/**
 * `POST /api/events/{id}/waitlist` (decision 019). One batch: the caller takes a free seat if nobody waits ahead
 * (registered on a free event; on a paid one a seat held for SEAT_HOLD_MINUTES, paid for through Register), else
 * joins the end of the line. The line's INSERT holds only for a published event that has not started and a caller
 * neither registered nor holding a live seat; UNIQUE (event_id, user_id) keeps one place per user. Idempotent.
 * Two round trips: the event is read beside the session check, and the batch ends by reading it back, which also
 * says where the caller stands when nothing changed.
 */
export async function joinEventWaitlist(
  ctx: ViewContext,
  input: { userId: string; id: number; holdProvider: PaymentProviderName | null },
): Promise<EventWaitlistOutcome> {
  const { db, now } = ctx;
  const { userId, holdProvider } = input;
  const nowIso = now.toISOString();
  const event = await findEvent(db, input.id);
  refuseClosed(event, nowIso, EVENT_MESSAGES.waitlistClosed);
  // Nobody could pay for a seat on this server, so nobody may wait for one either (as Register answers).
  if (event.priceCents > 0 && !holdProvider) throw new HttpError(503, EVENT_MESSAGES.paymentsUnavailable);

  const mine = { userId, eventId: event.id, now };
  const takeSeat =
    event.priceCents === 0
      ? registerFreeStatement(db, mine)
      : holdSeatStatement(db, {
          ...mine,
          provider: holdProvider!,
          expiresAt: new Date(now.getTime() + SEAT_HOLD_MINUTES * 60_000).toISOString(),
        });
  // drizzle lists every column in table order, so the select does too.
  const queue = db
    .insert(eventWaitlist)
    .select(
      db
        .select({
          id: sql<number>`null`.as('id'),
          eventId: events.id,
          userId: sql<string>`${userId}`.as('user_id'),
          promoting: sql<number>`0`.as('promoting'),
          createdAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as('created_at'),
        })
        .from(events)
        .where(
          and(
            eq(events.id, event.id),
            eq(events.isDraft, false),
            eq(events.status, 'scheduled'),
            gt(events.scheduledAt, nowIso),
            sql`not exists (select 1 from event_registrations er where er.event_id = ${events.id} and er.user_id = ${userId})`,
            sql`not exists (select 1 from event_seat_holds h where h.event_id = ${events.id} and h.user_id = ${userId}
              and h.status = 'held' and h.expires_at > ${nowIso})`,
          ),
        ),
    )
    .onConflictDoNothing({ target: [eventWaitlist.eventId, eventWaitlist.userId] });
  const [, seat, queued, , rows] = await db.batch([
    releaseOwnLapsedHold(db, mine),
    takeSeat,
    queue,
    leaveWaitlistOnceSeated(db, mine),
    selectEvent(ctx, event.id),
  ]);
  const row = foundEvent(rows);
  const answer = (kind: EventWaitlistOutcome['kind'], created: boolean) => ({
    kind,
    created,
    event: toEvent(row, ctx),
  });
  if (seat.meta.changes === 1) return answer(event.priceCents === 0 ? 'registered' : 'held', true);
  if (queued.meta.changes === 1) return answer('waitlisted', true);

  // Nothing changed: the caller already had a seat, a held one or a place (the event as read back says which).
  if (row.viewerRegisteredAt !== null) return answer('registered', false);
  if (row.viewerHoldExpiresAt !== null) return answer('held', false);
  if (row.viewerWaitlistPosition !== null) return answer('waitlisted', false);
  // Closed between the first read and the batch.
  refuseClosed(row, nowIso, EVENT_MESSAGES.waitlistClosed);
  throw new HttpError(409, EVENT_MESSAGES.waitlistClosed);
}

/** `DELETE /api/events/{id}/waitlist`: the caller leaves the line (idempotent: not waiting is fine). */
export async function leaveEventWaitlist(ctx: ViewContext, input: { userId: string; id: number }): Promise<Event> {
  const { db } = ctx;
  await findEvent(db, input.id);
  const [, rows] = await db.batch([
    db.delete(eventWaitlist).where(and(eq(eventWaitlist.eventId, input.id), eq(eventWaitlist.userId, input.userId))),
    selectEvent(ctx, input.id),
  ]);
  return toEvent(foundEvent(rows), ctx);
}
