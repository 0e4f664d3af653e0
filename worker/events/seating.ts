import { and, eq, gt, sql } from 'drizzle-orm';
import { events, eventRegistrations, eventSeatHolds, eventWaitlist } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { defineSeating } from '../seats/seating.ts';
import { holdSeatStatement, takeSeatStatement } from '../seats/take-seat.ts';
import type { PaymentProviderName } from '../../schema/contract/coaching.ts';

/**
 * An event's seats (worker/seats): its registrations, the seats held while their buyers pay, and its waiting list.
 * Only a published event that is scheduled and has not started takes seats or waiting people.
 */
export const eventSeating = defineSeating({
  capacity: events.maxAttendees,
  seats: eventRegistrations.eventId,
  waitlist: eventWaitlist.eventId,
  holds: { key: eventSeatHolds.eventId, price: events.priceCents },
  open: (nowIso) => and(eq(events.isDraft, false), eq(events.status, 'scheduled'), gt(events.scheduledAt, nowIso))!,
});

type Mine = { userId: string; eventId: number; now: Date };

const seatOf = (input: Mine) => ({ thingId: input.eventId, userId: input.userId, now: input.now });

/**
 * A free event's registration as ONE conditional INSERT, like joining a session: published, scheduled, in the future,
 * free, below max_attendees counting registrations plus live paid-seat holds, and nobody waiting ahead of the caller
 * (decision 019); UNIQUE (event_id, user_id).
 */
export function registerFreeStatement(db: Db, input: Mine) {
  return takeSeatStatement(db, eventSeating, { ...seatOf(input), also: eq(events.priceCents, 0) });
}

type HoldInput = Mine & { provider: PaymentProviderName; expiresAt: string };

/**
 * The one conditional INSERT that holds a paid seat for `userId` until `expiresAt`, without a checkout yet: only for
 * a published, scheduled, priced event that has not started, a caller not registered, seats taken (registrations
 * plus unexpired holds) below max_attendees and nobody waiting ahead of the caller (decision 019). The live-hold
 * UNIQUE index keeps one live hold per user.
 */
const holdOf = (input: HoldInput) => ({
  ...seatOf(input),
  provider: input.provider,
  expiresAt: input.expiresAt,
  also: sql`${events.priceCents} > 0 and not exists (select 1 from event_registrations er
    where er.event_id = ${events.id} and er.user_id = ${input.userId})`,
});

export const holdPaidSeatStatement = (db: Db, input: HoldInput) => holdSeatStatement(db, eventSeating, holdOf(input));
