import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaidRegistration } from '../../schema/contract/events.ts';
import type { CancelledEvent } from '../../schema/contract/refunds.ts';
import { coachingSubscriptions, events, eventSeatHolds, payments } from '../../schema/db/index.ts';
import { api } from '../test/http.ts';
import { register, registrationsOf } from '../test/events.ts';
import { addRegistrations, createEvent, createUser, db, signedInAdmin, signedInMember } from '../test/factories.ts';
import { submitCheckout } from '../test/payments.ts';
import { creditNotesOf, ledgerOfRefund, refundNoticesOf, refundsOf, subscriptionCheckout } from '../test/refunds.ts';
import { AUTOMATIC_REFUND_REASONS } from './refund-effects.ts';

/**
 * Payments nothing could be given for are refunded by the app on its own, through the provider (here the test
 * checkout), right after the webhook that recorded them: recorded with no admin and a reason, settled by the
 * provider's event like any refund, and the member is told.
 */
describe('automatic refunds', () => {
  it('refunds a paid checkout for a subscription that was already closed', async () => {
    const { member, checkoutUrl, row } = await subscriptionCheckout();
    // The member replaced this checkout meanwhile (or it lapsed): paying it now activates nothing.
    await db.update(coachingSubscriptions).set({ status: 'canceled' }).where(eq(coachingSubscriptions.id, row.id));
    expect((await submitCheckout(checkoutUrl, 'pay', member.cookie)).status).toBe(303);

    const [subscription] = await db.select().from(coachingSubscriptions).where(eq(coachingSubscriptions.id, row.id));
    expect(subscription!.status).toBe('canceled');
    const [payment] = await db.select().from(payments).where(eq(payments.subscriptionId, row.id));
    const [refund] = await refundsOf(payment!.id);
    expect(refund).toMatchObject({
      amountCents: payment!.amountCents,
      requestedBy: null,
      reason: AUTOMATIC_REFUND_REASONS.closedCheckout,
      status: 'succeeded',
    });
    expect(await ledgerOfRefund(refund!.id)).toHaveLength(2);
    expect(await creditNotesOf(payment!.id)).toHaveLength(1);
    const notices = await refundNoticesOf(member.user.id);
    expect(notices.find((n) => n.channel === 'in_app')?.text).toContain(AUTOMATIC_REFUND_REASONS.closedCheckout);
  });

  it('refunds a seat paid after its hold lapsed when the event was full', async () => {
    const event = await createEvent({ priceCents: 15_000, maxAttendees: 1 });
    const member = await signedInMember();
    const { checkout } = await (await register(event.id, member.cookie)).json<PaidRegistration>();
    // The hold lapsed and someone else took the only seat before the payment arrived.
    await db.update(eventSeatHolds).set({ status: 'released' }).where(eq(eventSeatHolds.eventId, event.id));
    const other = await createUser();
    await addRegistrations(event.id, [other.id]);
    expect((await submitCheckout(checkout.checkoutUrl, 'pay', member.cookie)).status).toBe(303);

    expect((await registrationsOf(event.id)).map((r) => r.userId)).toEqual([other.id]);
    const [payment] = await db.select().from(payments).where(eq(payments.eventId, event.id));
    const [refund] = await refundsOf(payment!.id);
    expect(refund).toMatchObject({
      amountCents: 15_000,
      requestedBy: null,
      reason: AUTOMATIC_REFUND_REASONS.unseated,
      status: 'succeeded',
    });
    expect(await refundNoticesOf(member.user.id)).not.toEqual([]);
  });

  it('refunds nothing for a seat that was given', async () => {
    const event = await createEvent({ priceCents: 15_000 });
    const member = await signedInMember();
    const { checkout } = await (await register(event.id, member.cookie)).json<PaidRegistration>();
    await submitCheckout(checkout.checkoutUrl, 'pay', member.cookie);
    const [payment] = await db.select().from(payments).where(eq(payments.eventId, event.id));
    expect(await refundsOf(payment!.id)).toEqual([]);
  });
});

describe('POST /api/admin/events/{id}/cancel', () => {
  /** `count` members who each paid for a seat at `eventId` through the test checkout. */
  async function payForSeats(eventId: number, count: number) {
    const members = [];
    for (let i = 0; i < count; i++) {
      const member = await signedInMember();
      const { checkout } = await (await register(eventId, member.cookie)).json<PaidRegistration>();
      expect((await submitCheckout(checkout.checkoutUrl, 'pay', member.cookie)).status).toBe(303);
      members.push(member);
    }
    return members;
  }

  it('cancels a paid event and refunds every paid seat through the provider', async () => {
    const event = await createEvent({ priceCents: 15_000 });
    const members = await payForSeats(event.id, 2);
    const admin = await signedInAdmin();
    const res = await api(`/api/admin/events/${event.id}/cancel`, { method: 'POST', cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await res.json<CancelledEvent>()).toEqual({
      id: event.id,
      status: 'cancelled',
      refunds: { asked: 2, failed: 0 },
    });

    const [row] = await db.select().from(events).where(eq(events.id, event.id));
    expect(row!.status).toBe('cancelled');
    const paid = await db.select().from(payments).where(eq(payments.eventId, event.id));
    for (const payment of paid) {
      expect(await refundsOf(payment.id)).toEqual([
        expect.objectContaining({
          amountCents: 15_000,
          status: 'succeeded',
          requestedBy: null,
          reason: AUTOMATIC_REFUND_REASONS.eventCancelled,
        }),
      ]);
    }
    for (const member of members) expect(await refundNoticesOf(member.user.id)).not.toEqual([]);

    // Cancelling again is refused, and refunds nothing twice.
    expect((await api(`/api/admin/events/${event.id}/cancel`, { method: 'POST', cookie: admin.cookie })).status).toBe(
      409,
    );
  });

  it('records a refund the provider cannot make as failed, and still cancels the event', async () => {
    const event = await createEvent({ priceCents: 15_000 });
    await payForSeats(event.id, 1);
    // A seat paid through a provider this server no longer uses.
    const payer = await createUser();
    const [elsewhere] = await db
      .insert(payments)
      .values({
        userId: payer.id,
        provider: 'paystack',
        providerPaymentId: `sbz-seat-${crypto.randomUUID()}`,
        kind: 'event_seat',
        eventId: event.id,
        description: 'Event seat',
        amountCents: 15_000,
        paidAt: new Date().toISOString(),
      })
      .returning();
    const admin = await signedInAdmin();
    const res = await api(`/api/admin/events/${event.id}/cancel`, { method: 'POST', cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect((await res.json<CancelledEvent>()).refunds).toEqual({ asked: 2, failed: 1 });
    expect(await refundsOf(elsewhere!.id)).toEqual([expect.objectContaining({ status: 'failed' })]);
  });
});
