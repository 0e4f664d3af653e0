import { and, eq, sql } from 'drizzle-orm';
import { SEAT_HOLD_MINUTES } from '../../schema/contract/coaching.ts';
import { EVENT_MESSAGES } from '../../schema/contract/events.ts';
import { eventPagePath } from '../../schema/contract/share.ts';
import { eventSeatHolds } from '../../schema/db/index.ts';
import { createProviderCustomer, storeCustomerStatement, storedCustomerQuery } from '../billing/customers.ts';
import type { Db } from '../db/client.ts';
import type { SignedInUser } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { PaymentProviderError, type PaymentProvider } from '../payments/provider.ts';
import type { ViewContext } from '../view-context.ts';
import { releaseOwnLapsedHold } from '../seats/holds.ts';
import { leaveWaitlistOnceSeated } from '../seats/take-seat.ts';
import { foundEvent, selectEvent, type EventRow } from './event-view.ts';
import { eventSeating, holdPaidSeatStatement } from './seating.ts';

/** Where a paid seat's buyer pays, and until when the seat is theirs. */
export type SeatCheckout = { checkoutUrl: string; clientSecret: string; expiresAt: string };

/** A held seat (or none), with the event read back after it. */
export type SeatHoldOutcome = { row: EventRow } & (
  | { kind: 'held'; checkout: SeatCheckout }
  /** The hold could not be taken: the caller works out why from `row` (full, registered meanwhile, closed). */
  | { kind: 'refused' }
);

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

/** The caller's live hold, read in the batches that take it and store its checkout. */
function liveHold(db: Db, eventId: number, userId: string, nowIso: string) {
  return db
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
}

/**
 * A paid event's "Register": hold one seat for SEAT_HOLD_MINUTES and open a one-time checkout that expires with the
 * hold. The seat is taken by ONE conditional INSERT counting registrations plus unexpired holds against
 * max_attendees (decision 007, `holdSeatStatement`), so concurrent buyers can never hold more seats than there
 * are. The registration itself is made only by the provider's verified webhook (worker/billing/apply-event.ts).
 * Registering again while the hold is live resumes the same checkout, and a seat held by a waiting-list promotion
 * (decision 019) gets its checkout here.
 *
 * Round trips (decision 031): the hold's batch, which also reads the hold, the caller's stored customer and the event
 * back; then the provider; then one batch that stores the checkout (and a customer the provider made) and reads the
 * event back. The hold cannot wait until after the provider: the checkout carries the hold's id, which its INSERT
 * makes. A customer made by the provider is stored only in that last batch, so when two first checkouts of one user
 * race, each may open its checkout with its own new customer; UNIQUE (user, provider) still keeps one, the first
 * stored (a seat's payment is matched by its hold, never by its customer).
 */
export async function holdPaidSeat({
  ctx,
  provider,
  user,
  event,
}: {
  ctx: ViewContext;
  provider: PaymentProvider | null;
  user: Pick<SignedInUser, 'id' | 'email' | 'firstName' | 'lastName'>;
  event: { id: number; title: string };
}): Promise<SeatHoldOutcome> {
  if (!provider) throw new HttpError(503, EVENT_MESSAGES.paymentsUnavailable);
  const { db, now, origin } = ctx;
  const nowIso = now.toISOString();
  const expiresAt = new Date(now.getTime() + SEAT_HOLD_MINUTES * 60_000).toISOString();

  const seat = { thingId: event.id, userId: user.id, now };
  const [, inserted, , [hold], [customer], rows] = await db.batch([
    releaseOwnLapsedHold(db, eventSeating, seat),
    holdPaidSeatStatement(db, {
      eventId: event.id,
      userId: user.id,
      now,
      provider: provider.name,
      expiresAt,
    }).returning({
      id: eventSeatHolds.id,
    }),
    leaveWaitlistOnceSeated(db, eventSeating, seat),
    liveHold(db, event.id, user.id, nowIso),
    storedCustomerQuery(db, user.id, provider.name),
    selectEvent(ctx, event.id),
  ]);
  const row = foundEvent(rows);
  if (!hold) return { kind: 'refused', row };
  if (hold.checkoutUrl) return { kind: 'held', checkout: resumed(hold), row };

  const createdId = inserted[0]?.id ?? null;
  let newCustomerId: string | null = null;
  let checkout;
  try {
    if (!customer) {
      newCustomerId = await createProviderCustomer(provider, user);
    }
    checkout = await provider.startPaymentCheckout({
      reference: { kind: 'event-seat', holdId: hold.id },
      customerId: newCustomerId ?? customer!.customerId,
      email: user.email,
      successUrl: `${origin}${eventPagePath(event.id)}&checkout=success`,
      cancelUrl: `${origin}${eventPagePath(event.id)}&checkout=cancelled`,
      expiresAt: new Date(hold.expiresAt),
      amountCents: hold.amountCents,
      description: event.title,
    });
  } catch (err) {
    // The customer is kept for the next try, as when the checkout opens.
    if (newCustomerId !== null) await storeCustomerStatement(db, user.id, provider.name, newCustomerId);
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
  const [stored, [winner], after] = await db.batch([
    db
      .update(eventSeatHolds)
      .set({ checkoutUrl: checkout.checkoutUrl, providerReference: checkout.providerReference })
      .where(
        and(
          eq(eventSeatHolds.id, hold.id),
          eq(eventSeatHolds.status, 'held'),
          sql`${eventSeatHolds.checkoutUrl} is null`,
        ),
      ),
    liveHold(db, event.id, user.id, nowIso),
    selectEvent(ctx, event.id),
    ...(newCustomerId === null ? [] : [storeCustomerStatement(db, user.id, provider.name, newCustomerId)]),
  ]);
  const answer = foundEvent(after);
  if (stored.meta.changes === 1) {
    return {
      kind: 'held',
      checkout: { checkoutUrl: checkout.checkoutUrl, clientSecret: checkout.clientSecret, expiresAt: hold.expiresAt },
      row: answer,
    };
  }
  if (!winner?.checkoutUrl) return { kind: 'refused', row: answer };
  return { kind: 'held', checkout: resumed(winner), row: answer };
}

/** A live hold's stored checkout (its client secret is not stored: the provider's reference stands in). */
const resumed = (hold: Hold): SeatCheckout => ({
  checkoutUrl: hold.checkoutUrl!,
  clientSecret: hold.providerReference ?? '',
  expiresAt: hold.expiresAt,
});
