import { SEAT_HOLD_MINUTES, type PaymentProviderName } from '../../schema/contract/coaching.ts';
import { EVENT_MESSAGES, type Event } from '../../schema/contract/events.ts';
import { HttpError } from '../http/errors.ts';
import type { ViewContext } from '../view-context.ts';
import { foundEvent, selectEvent, toEvent } from './event-view.ts';
import { findEvent, refuseClosed } from './register-event.ts';
import { releaseOwnLapsedHold } from '../seats/holds.ts';
import { leaveWaitlistOnceSeated, leaveWaitlistStatement, queueStatement } from '../seats/take-seat.ts';
import { eventSeating, holdPaidSeatStatement, registerFreeStatement } from './seating.ts';

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
  const seat = { thingId: event.id, userId, now };
  const takeSeat =
    event.priceCents === 0
      ? registerFreeStatement(db, mine)
      : holdPaidSeatStatement(db, {
          ...mine,
          provider: holdProvider!,
          expiresAt: new Date(now.getTime() + SEAT_HOLD_MINUTES * 60_000).toISOString(),
        });
  const [, seated, queued, , rows] = await db.batch([
    releaseOwnLapsedHold(db, eventSeating, seat),
    takeSeat,
    queueStatement(db, eventSeating, seat),
    leaveWaitlistOnceSeated(db, eventSeating, seat),
    selectEvent(ctx, event.id),
  ]);
  const row = foundEvent(rows);
  const answer = (kind: EventWaitlistOutcome['kind'], created: boolean) => ({
    kind,
    created,
    event: toEvent(row, ctx),
  });
  if (seated.meta.changes === 1) return answer(event.priceCents === 0 ? 'registered' : 'held', true);
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
    leaveWaitlistStatement(db, eventSeating, { thingId: input.id, userId: input.userId }),
    selectEvent(ctx, input.id),
  ]);
  return toEvent(foundEvent(rows), ctx);
}
