import { and, eq, gt, sql } from 'drizzle-orm';
import type { PaymentProviderName } from '../../schema/contract/coaching.ts';
import { EVENT_DEFAULT_DURATION_MINUTES, EVENT_MESSAGES } from '../../schema/contract/events.ts';
import { eventRegistrations, events } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import type { SessionUser } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { attendeeCount } from './event-view.ts';
import { holdPaidSeat, releaseOwnHold, type SeatCheckout } from './seat-holds.ts';
import { leaveWaitlistOnceSeated, nobodyWaitingAhead, promoteFromEventWaitlist } from './waitlist-promotion.ts';

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

/** What "Register" did: a registration (free event, or already registered), or a paid seat held while paying. */
export type RegisterOutcome = { kind: 'registered'; created: boolean } | { kind: 'held'; checkout: SeatCheckout };

/**
 * A free event's registration as ONE conditional INSERT, like joining a session: published, scheduled, in the future,
 * free, below max_attendees counting registrations plus live paid-seat holds, and nobody waiting ahead of the caller
 * (decision 019); UNIQUE (event_id, user_id).
 */
export function registerFreeStatement(db: Db, input: { userId: string; eventId: number; now: Date }) {
  const nowIso = input.now.toISOString();
  // drizzle lists every column in table order, so the select does too.
  return db
    .insert(eventRegistrations)
    .select(
      db
        .select({
          id: sql<number>`null`.as('id'),
          eventId: events.id,
          userId: sql<string>`${input.userId}`.as('user_id'),
          registeredAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as('registered_at'),
        })
        .from(events)
        .where(
          and(
            eq(events.id, input.eventId),
            eq(events.isDraft, false),
            eq(events.status, 'scheduled'),
            gt(events.scheduledAt, nowIso),
            eq(events.priceCents, 0),
            sql`${attendeeCount(nowIso)} < ${events.maxAttendees}`,
            nobodyWaitingAhead(events.id, input.userId),
          ),
        ),
    )
    .onConflictDoNothing({ target: [eventRegistrations.eventId, eventRegistrations.userId] });
}

/**
 * `POST /api/events/{id}/register`. A free event: `registerFreeStatement`, with the caller's place on the waiting
 * list (if any) given up in the same batch; registering twice is idempotent. A paid event: a held seat and a checkout
 * (seat-holds.ts); the registration follows from the verified payment. A draft is a 404, as if it did not exist.
 */
export async function registerForEvent({
  db,
  user,
  id,
  now,
  origin,
  payments,
}: {
  db: Db;
  user: Pick<SessionUser, 'id' | 'email' | 'firstName' | 'lastName'>;
  id: number;
  now: Date;
  origin: string;
  /** The payment provider, asked for only when the event is priced (null when none is set up). */
  payments: () => PaymentProvider | null;
}): Promise<RegisterOutcome> {
  const nowIso = now.toISOString();
  const [result] = await db.batch([
    registerFreeStatement(db, { userId: user.id, eventId: id, now }),
    leaveWaitlistOnceSeated(db, { eventId: id, userId: user.id, now }),
  ]);
  if (result.meta.changes === 1) return { kind: 'registered', created: true };

  const event = await findEvent(db, id);
  if (await isRegistered(db, id, user.id)) return { kind: 'registered', created: false };
  refuseClosed(event, nowIso);
  if (event.priceCents > 0) {
    const held = await holdPaidSeat({ db, provider: payments(), user, event, origin, now });
    if (held.kind === 'held') return held;
    // No hold: the webhook may have registered the caller meanwhile, or the event closed or filled up.
    if (await isRegistered(db, id, user.id)) return { kind: 'registered', created: false };
    refuseClosed(await findEvent(db, id), nowIso);
  }
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
 * Idempotent; not after the event has started.
 */
export async function cancelEventRegistration(
  db: Db,
  input: { userId: string; id: number; now: Date; holdProvider: PaymentProviderName | null },
) {
  const event = await findEvent(db, input.id);
  const registered = await isRegistered(db, input.id, input.userId);
  if (registered && event.status === 'scheduled' && event.scheduledAt <= input.now.toISOString()) {
    throw new HttpError(409, EVENT_MESSAGES.cancelStarted);
  }
  await db.batch([
    releaseOwnHold(db, { eventId: input.id, userId: input.userId }),
    db
      .delete(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, input.id), eq(eventRegistrations.userId, input.userId))),
    ...promoteFromEventWaitlist(db, { event, now: input.now, holdProvider: input.holdProvider }),
  ]);
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
