import { and, eq, sql } from 'drizzle-orm';
import { EVENT_DEFAULT_DURATION_MINUTES, EVENT_MESSAGES } from '../../schema/contract/events.ts';
import { eventRegistrations, events } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import type { SessionUser } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { holdPaidSeat, releaseOwnHold, type SeatCheckout } from './seat-holds.ts';

async function findEvent(db: Db, id: number) {
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

async function isRegistered(db: Db, eventId: number, userId: string): Promise<boolean> {
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
 * `POST /api/events/{id}/register`. A free event: the same single conditional INSERT as joining a session
 * (published, scheduled, in the future, free, below max_attendees counting registrations plus live paid-seat holds;
 * UNIQUE (event_id, user_id)); registering twice is idempotent. A paid event: a held seat and a checkout
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
  const result = await db.run(sql`
    insert into event_registrations (event_id, user_id)
    select e.id, ${user.id}
    from events e
    where e.id = ${id}
      and e.is_draft = 0
      and e.status = 'scheduled'
      and e.scheduled_at > ${nowIso}
      and e.price_cents = 0
      and (select count(*) from event_registrations er where er.event_id = e.id)
        + (select count(*) from event_seat_holds h
            where h.event_id = e.id and h.status = 'held' and h.expires_at > ${nowIso})
        < e.max_attendees
    on conflict (event_id, user_id) do nothing`);
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

function refuseClosed(event: { status: string; scheduledAt: string }, nowIso: string) {
  if (event.status === 'cancelled') throw new HttpError(409, EVENT_MESSAGES.cancelled);
  if (event.status !== 'scheduled' || event.scheduledAt <= nowIso)
    throw new HttpError(409, EVENT_MESSAGES.alreadyStarted);
}

/** `DELETE /api/events/{id}/register`: frees the seat (or the seat held while paying); idempotent; not after the event has started. */
export async function cancelEventRegistration(db: Db, input: { userId: string; id: number; now: Date }) {
  const event = await findEvent(db, input.id);
  await releaseOwnHold(db, { eventId: input.id, userId: input.userId });
  if (!(await isRegistered(db, input.id, input.userId))) return;
  if (event.status === 'scheduled' && event.scheduledAt <= input.now.toISOString()) {
    throw new HttpError(409, EVENT_MESSAGES.cancelStarted);
  }
  await db
    .delete(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, input.id), eq(eventRegistrations.userId, input.userId)));
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
