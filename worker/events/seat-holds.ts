import { and, eq, lte, sql } from 'drizzle-orm';
import { SEAT_HOLD_MINUTES } from '../../schema/contract/coaching.ts';
import { EVENT_MESSAGES } from '../../schema/contract/events.ts';
import { eventPagePath } from '../../schema/contract/share.ts';
import { eventSeatHolds } from '../../schema/db/index.ts';
import { ensureCustomer } from '../billing/customers.ts';
import type { Db } from '../db/client.ts';
import type { SessionUser } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { PaymentProviderError, type PaymentProvider } from '../payments/provider.ts';

/** Where a paid seat's buyer pays, and until when the seat is theirs. */
export type SeatCheckout = { checkoutUrl: string; clientSecret: string; expiresAt: string };

export type SeatHoldOutcome =
  | { kind: 'held'; checkout: SeatCheckout }
  /** The hold could not be taken: the caller works out why (full, registered meanwhile, closed). */
  | { kind: 'refused' };

const CHECKOUT_FAILED = 'The payment page could not be opened, so no seat was held. Please try again.';

type Hold = {
  id: number;
  amountCents: number;
  expiresAt: string;
  checkoutUrl: string | null;
  providerReference: string | null;
};

const holdColumns = {
  id: eventSeatHolds.id,
  amountCents: eventSeatHolds.amountCents,
  expiresAt: eventSeatHolds.expiresAt,
  checkoutUrl: eventSeatHolds.checkoutUrl,
  providerReference: eventSeatHolds.providerReference,
};

async function liveHold(db: Db, eventId: number, userId: string, nowIso: string): Promise<Hold | null> {
  const [row] = await db
    .select(holdColumns)
    .from(eventSeatHolds)
    .where(
      and(
        eq(eventSeatHolds.eventId, eventId),
        eq(eventSeatHolds.userId, userId),
        eq(eventSeatHolds.status, 'held'),
        sql`${eventSeatHolds.expiresAt} > ${nowIso}`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * A paid event's "Register": hold one seat for SEAT_HOLD_MINUTES and open a one-time checkout that expires with the
 * hold. The seat is taken by ONE conditional INSERT counting registrations plus unexpired holds against
 * max_attendees (decision 007), so concurrent buyers can never hold more seats than there are. The registration
 * itself is made only by the provider's verified webhook (worker/billing/apply-event.ts). Registering again while
 * the hold is live resumes the same checkout.
 */
export async function holdPaidSeat({
  db,
  provider,
  user,
  event,
  origin,
  now,
}: {
  db: Db;
  provider: PaymentProvider | null;
  user: Pick<SessionUser, 'id' | 'email' | 'firstName' | 'lastName'>;
  event: { id: number; title: string };
  origin: string;
  now: Date;
}): Promise<SeatHoldOutcome> {
  if (!provider) throw new HttpError(503, EVENT_MESSAGES.paymentsUnavailable);
  const nowIso = now.toISOString();
  const expiresAt = new Date(now.getTime() + SEAT_HOLD_MINUTES * 60_000).toISOString();

  // The caller's own lapsed hold (not yet swept by the cron) would block a new one under the live-hold index.
  await db
    .update(eventSeatHolds)
    .set({ status: 'released' })
    .where(
      and(
        eq(eventSeatHolds.eventId, event.id),
        eq(eventSeatHolds.userId, user.id),
        eq(eventSeatHolds.status, 'held'),
        lte(eventSeatHolds.expiresAt, nowIso),
      ),
    );
  const inserted = await db.all<{ id: number }>(sql`
    insert into event_seat_holds (event_id, user_id, status, amount_cents, provider, expires_at)
    select e.id, ${user.id}, 'held', e.price_cents, ${provider.name}, ${expiresAt}
    from events e
    where e.id = ${event.id}
      and e.is_draft = 0
      and e.status = 'scheduled'
      and e.scheduled_at > ${nowIso}
      and e.price_cents > 0
      and not exists (select 1 from event_registrations er where er.event_id = e.id and er.user_id = ${user.id})
      and (select count(*) from event_registrations er where er.event_id = e.id)
        + (select count(*) from event_seat_holds h
            where h.event_id = e.id and h.status = 'held' and h.expires_at > ${nowIso})
        < e.max_attendees
    on conflict do nothing
    returning id`);
  const createdId = inserted[0]?.id ?? null;
  const hold = await liveHold(db, event.id, user.id, nowIso);
  if (!hold) return { kind: 'refused' };
  if (hold.checkoutUrl) return { kind: 'held', checkout: resumed(hold) };

  let checkout;
  try {
    const customerId = await ensureCustomer({ db, provider, user });
    checkout = await provider.startPaymentCheckout({
      reference: { kind: 'event-seat', holdId: hold.id },
      customerId,
      email: user.email,
      successUrl: `${origin}${eventPagePath(event.id)}&checkout=success`,
      cancelUrl: `${origin}${eventPagePath(event.id)}&checkout=cancelled`,
      expiresAt: new Date(hold.expiresAt),
      amountCents: hold.amountCents,
      description: event.title,
    });
  } catch (err) {
    // Nobody can pay for this hold: give the seat back at once rather than after 30 minutes.
    if (createdId !== null) {
      await db
        .update(eventSeatHolds)
        .set({ status: 'released' })
        .where(
          and(
            eq(eventSeatHolds.id, createdId),
            eq(eventSeatHolds.status, 'held'),
            sql`${eventSeatHolds.checkoutUrl} is null`,
          ),
        );
    }
    if (err instanceof PaymentProviderError) throw new HttpError(502, `${CHECKOUT_FAILED} (${err.message})`);
    throw err;
  }
  // A double click may have opened two checkouts for one hold: the first stored wins and both clicks answer with
  // it (the other is never shown, and apply-event.ts ignores its expiry).
  const stored = await db
    .update(eventSeatHolds)
    .set({ checkoutUrl: checkout.checkoutUrl, providerReference: checkout.providerReference })
    .where(
      and(
        eq(eventSeatHolds.id, hold.id),
        eq(eventSeatHolds.status, 'held'),
        sql`${eventSeatHolds.checkoutUrl} is null`,
      ),
    );
  if (stored.meta.changes === 1) {
    return {
      kind: 'held',
      checkout: { checkoutUrl: checkout.checkoutUrl, clientSecret: checkout.clientSecret, expiresAt: hold.expiresAt },
    };
  }
  const winner = await liveHold(db, event.id, user.id, nowIso);
  if (!winner?.checkoutUrl) return { kind: 'refused' };
  return { kind: 'held', checkout: resumed(winner) };
}

/** A live hold's stored checkout (its client secret is not stored: the provider's reference stands in). */
const resumed = (hold: Hold): SeatCheckout => ({
  checkoutUrl: hold.checkoutUrl!,
  clientSecret: hold.providerReference ?? '',
  expiresAt: hold.expiresAt,
});

/** `DELETE /api/events/{id}/register` also gives back a seat the caller holds while paying. */
export async function releaseOwnHold(db: Db, input: { eventId: number; userId: string }) {
  await db
    .update(eventSeatHolds)
    .set({ status: 'released' })
    .where(
      and(
        eq(eventSeatHolds.eventId, input.eventId),
        eq(eventSeatHolds.userId, input.userId),
        eq(eventSeatHolds.status, 'held'),
      ),
    );
}

/** The 5-minute cron: holds whose time ran out unpaid give their seats back (one UPDATE). */
export async function releaseExpiredHolds(db: Db, now: Date): Promise<number> {
  const result = await db
    .update(eventSeatHolds)
    .set({ status: 'released' })
    .where(and(eq(eventSeatHolds.status, 'held'), lte(eventSeatHolds.expiresAt, now.toISOString())));
  return result.meta.changes;
}
