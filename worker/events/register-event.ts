import { and, eq, sql } from 'drizzle-orm';
import { EVENT_DEFAULT_DURATION_MINUTES, EVENT_MESSAGES } from '../../schema/contract/events.ts';
import { eventRegistrations, events } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';

async function findEvent(db: Db, id: number) {
  const [row] = await db
    .select({
      id: events.id,
      status: events.status,
      scheduledAt: events.scheduledAt,
      priceCents: events.priceCents,
    })
    .from(events)
    .where(eq(events.id, id))
    .limit(1);
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

/**
 * `POST /api/events/{id}/register`: the same single conditional INSERT as joining a session (scheduled, in the
 * future, free, below max_attendees; UNIQUE (event_id, user_id)). Registering twice is idempotent. Paid events
 * answer 402 until payment exists: they are listed, but nobody can take a seat without paying.
 */
export async function registerForEvent(
  db: Db,
  input: { userId: string; id: number; now: Date },
): Promise<{ created: boolean }> {
  const nowIso = input.now.toISOString();
  const result = await db.run(sql`
    insert into event_registrations (event_id, user_id)
    select e.id, ${input.userId}
    from events e
    where e.id = ${input.id}
      and e.status = 'scheduled'
      and e.scheduled_at > ${nowIso}
      and e.price_cents = 0
      and (select count(*) from event_registrations er where er.event_id = e.id) < e.max_attendees
    on conflict (event_id, user_id) do nothing`);
  if (result.meta.changes === 1) return { created: true };

  const event = await findEvent(db, input.id);
  if (await isRegistered(db, input.id, input.userId)) return { created: false };
  if (event.status === 'cancelled') throw new HttpError(409, EVENT_MESSAGES.cancelled);
  if (event.status !== 'scheduled' || event.scheduledAt <= nowIso)
    throw new HttpError(409, EVENT_MESSAGES.alreadyStarted);
  if (event.priceCents > 0) throw new HttpError(402, EVENT_MESSAGES.paid);
  throw new HttpError(409, EVENT_MESSAGES.full);
}

/** `DELETE /api/events/{id}/register`: frees the seat; idempotent; not after the event has started. */
export async function cancelEventRegistration(db: Db, input: { userId: string; id: number; now: Date }) {
  const event = await findEvent(db, input.id);
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
    .where(and(eq(events.status, 'scheduled'), sql`coalesce(${events.endTime}, ${defaultEnd}) <= ${nowIso}`));
  return result.meta.changes;
}
