import { and, eq, sql } from 'drizzle-orm';
import type { PaymentProviderName } from '../../schema/contract/coaching.ts';
import { EVENT_DEFAULT_DURATION_MINUTES, EVENT_MESSAGES, type Event } from '../../schema/contract/events.ts';
import { eventRegistrations, events } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { writeThenRead } from '../db/write-then-read.ts';
import type { SignedInUser } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { ViewContext } from '../view-context.ts';
import { releaseOwnHold } from '../seats/holds.ts';
import { leaveWaitlistOnceSeated } from '../seats/take-seat.ts';
import { foundEvent, selectEvent, toEvent, type EventRow } from './event-view.ts';
import { holdPaidSeat, type SeatCheckout } from './seat-holds.ts';
import { eventSeating, registerFreeStatement } from './seating.ts';
import { promoteFromEventWaitlist } from './waitlist-promotion.ts';

/** The published event, for the rules and notices of every registration change; a draft is a 404. */
export async function findEvent(db: Db, id: number) {
  const [row] = await db
    .select({
      id: events.id,
      status: events.status,
      scheduledAt: events.scheduledAt,
      priceCents: events.priceCents,
      title: events.title,
    })
    .from(events)
    .where(and(eq(events.id, id), eq(events.isDraft, false)))
    .limit(1);
  // A draft answers as if it did not exist, as everywhere outside the admin console.
  if (!row) throw new HttpError(404, EVENT_MESSAGES.notFound);
  return row;
}

export async function isRegistered(db: Db, eventId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * What "Register" did, with the event as it left it: a registration (free event, or already registered), or a paid
 * seat held while paying.
 */
export type RegisterOutcome = { event: Event } & (
  { kind: 'registered'; created: boolean } | { kind: 'held'; checkout: SeatCheckout }
);

/**
 * `POST /api/events/{id}/register`. A free event: `registerFreeStatement`, with the caller's place on the waiting
 * list (if any) given up in the same batch; registering twice is idempotent. A paid event: a held seat and a checkout
 * (seat-holds.ts); the registration follows from the verified payment. A draft is a 404, as if it did not exist.
 *
 * Two round trips for a free event (decisions 022 and 031): the event and the caller's registration are read beside
 * the session check, then one batch writes and reads the event back, which also tells why nothing was written.
 */
export async function registerForEvent({
  ctx,
  user,
  id,
  payments,
}: {
  ctx: ViewContext;
  user: Pick<SignedInUser, 'id' | 'email' | 'firstName' | 'lastName'>;
  id: number;
  /** The payment provider, asked for only when the event is priced (null when none is set up). */
  payments: () => PaymentProvider | null;
}): Promise<RegisterOutcome> {
  const { db, now } = ctx;
  const nowIso = now.toISOString();
  const mine = { thingId: id, userId: user.id, now };
  const [event, registered] = await Promise.all([findEvent(db, id), isRegistered(db, id, user.id)]);
  if (event.priceCents === 0 || registered) {
    // Registering again still gives up a waiting place left over (the free INSERT is then a no-op).
    const [result, , rows] = await db.batch([
      registerFreeStatement(db, { userId: user.id, eventId: id, now }),
      leaveWaitlistOnceSeated(db, eventSeating, mine),
      selectEvent(ctx, id),
    ]);
    const row = foundEvent(rows);
    if (result.meta.changes === 1) return { kind: 'registered', created: true, event: toEvent(row, ctx) };
    return unregistered(row, ctx);
  }
  refuseClosed(event, nowIso);
  const held = await holdPaidSeat({ ctx, provider: payments(), user, event });
  if (held.kind === 'held') return { kind: 'held', checkout: held.checkout, event: toEvent(held.row, ctx) };
  // No hold: the webhook may have registered the caller meanwhile, or the event closed or filled up.
  return unregistered(held.row, ctx);
}

/** Register's answer when its write changed nothing, from the event read back after it: registered, or why not. */
function unregistered(row: EventRow, ctx: ViewContext): RegisterOutcome {
  if (row.viewerRegisteredAt !== null) return { kind: 'registered', created: false, event: toEvent(row, ctx) };
  refuseClosed(row, ctx.now.toISOString());
  throw new HttpError(409, EVENT_MESSAGES.full);
}

export function refuseClosed(
  event: { status: string; scheduledAt: string },
  nowIso: string,
  startedMessage: string = EVENT_MESSAGES.alreadyStarted,
) {
  if (event.status === 'cancelled') throw new HttpError(409, EVENT_MESSAGES.cancelled);
  if (event.status !== 'scheduled' || event.scheduledAt <= nowIso) throw new HttpError(409, startedMessage);
}

/**
 * `DELETE /api/events/{id}/register` (and a reminder's "can't make it"): frees the seat (or the seat held while
 * paying), and in the same batch gives it to the first person waiting (decision 019): registered on a free event, a
 * seat held to pay for on a paid one (`holdProvider`: the deployment's payment provider, null when none is set up).
 * Idempotent; not after the event has started. Two round trips: the reads beside the session check, then one batch
 * that also reads the event back.
 */
export async function cancelEventRegistration(
  ctx: ViewContext,
  input: { userId: string; id: number; holdProvider: PaymentProviderName | null },
): Promise<Event> {
  const { db, now } = ctx;
  const [event, registered] = await Promise.all([findEvent(db, input.id), isRegistered(db, input.id, input.userId)]);
  if (registered && event.status === 'scheduled' && event.scheduledAt <= now.toISOString()) {
    throw new HttpError(409, EVENT_MESSAGES.cancelStarted);
  }
  const { read } = await writeThenRead(
    db,
    [
      releaseOwnHold(db, eventSeating, { thingId: input.id, userId: input.userId }),
      db
        .delete(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, input.id), eq(eventRegistrations.userId, input.userId))),
      ...promoteFromEventWaitlist(db, { event, now, holdProvider: input.holdProvider }),
    ],
    selectEvent(ctx, input.id),
  );
  return toEvent(foundEvent(read), ctx);
}

/** The daily cron: events that have ended are stored as completed (reads already show them so). */
export async function completeEndedEvents(db: Db, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  // The contract's eventEndsAt: the end time, else the start plus the default duration.
  const defaultEnd = sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${events.scheduledAt}, ${`+${EVENT_DEFAULT_DURATION_MINUTES} minutes`})`;
  const result = await db
    .update(events)
    .set({ status: 'completed' })
    .where(
      and(
        eq(events.status, 'scheduled'),
        // A draft keeps its status until it is published: its start may be a placeholder already past.
        eq(events.isDraft, false),
        sql`coalesce(${events.endTime}, ${defaultEnd}) <= ${nowIso}`,
      ),
    );
  return result.meta.changes;
}
