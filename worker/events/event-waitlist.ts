import { and, eq, gt, sql } from 'drizzle-orm';
import { SEAT_HOLD_MINUTES, type PaymentProviderName } from '../../schema/contract/coaching.ts';
import { EVENT_MESSAGES } from '../../schema/contract/events.ts';
import { eventSeatHolds, events, eventWaitlist } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { findEvent, isRegistered, refuseClosed, registerFreeStatement } from './register-event.ts';
import { holdSeatStatement, releaseOwnLapsedHold } from './seat-holds.ts';
import { leaveWaitlistOnceSeated } from './waitlist-promotion.ts';

/** What "Join waitlist" did: a free seat was there (registered, or held to pay for), or the caller waits in line. */
export type EventWaitlistOutcome = { kind: 'registered' | 'held' | 'waitlisted'; created: boolean };

/**
 * `POST /api/events/{id}/waitlist` (decision 019). One batch: the caller takes a free seat if nobody waits ahead
 * (registered on a free event; on a paid one a seat held for SEAT_HOLD_MINUTES, paid for through Register), else
 * joins the end of the line. The line's INSERT holds only for a published event that has not started and a caller
 * neither registered nor holding a live seat; UNIQUE (event_id, user_id) keeps one place per user. Idempotent.
 */
export async function joinEventWaitlist(
  db: Db,
  input: { userId: string; id: number; now: Date; holdProvider: PaymentProviderName | null },
): Promise<EventWaitlistOutcome> {
  const { userId, now, holdProvider } = input;
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
  const [, seat, queued] = await db.batch([
    releaseOwnLapsedHold(db, mine),
    takeSeat,
    queue,
    leaveWaitlistOnceSeated(db, mine),
  ]);
  if (seat.meta.changes === 1) return { kind: event.priceCents === 0 ? 'registered' : 'held', created: true };
  if (queued.meta.changes === 1) return { kind: 'waitlisted', created: true };

  if (await isRegistered(db, event.id, userId)) return { kind: 'registered', created: false };
  const [held, waiting] = await db.batch([
    db
      .select({ id: eventSeatHolds.id })
      .from(eventSeatHolds)
      .where(
        and(
          eq(eventSeatHolds.eventId, event.id),
          eq(eventSeatHolds.userId, userId),
          eq(eventSeatHolds.status, 'held'),
          gt(eventSeatHolds.expiresAt, nowIso),
        ),
      ),
    db
      .select({ id: eventWaitlist.id })
      .from(eventWaitlist)
      .where(and(eq(eventWaitlist.eventId, event.id), eq(eventWaitlist.userId, userId))),
  ]);
  if (held.length > 0) return { kind: 'held', created: false };
  if (waiting.length > 0) return { kind: 'waitlisted', created: false };
  // Closed between the first read and the batch.
  refuseClosed(await findEvent(db, event.id), nowIso, EVENT_MESSAGES.waitlistClosed);
  throw new HttpError(409, EVENT_MESSAGES.waitlistClosed);
}

/** `DELETE /api/events/{id}/waitlist`: the caller leaves the line (idempotent: not waiting is fine). */
export async function leaveEventWaitlist(db: Db, input: { userId: string; id: number }) {
  await findEvent(db, input.id);
  await db
    .delete(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, input.id), eq(eventWaitlist.userId, input.userId)));
}
