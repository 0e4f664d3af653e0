import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaidRegistration } from '../../schema/contract/events.ts';
import { coachingSubscriptions, eventSeatHolds, payments } from '../../schema/db/index.ts';
import { register, registrationsOf } from '../test/events.ts';
import { addRegistrations, createEvent, createUser, db, signedInMember } from '../test/factories.ts';
import { submitCheckout } from '../test/payments.ts';
import { creditNotesOf, ledgerOfRefund, refundNoticesOf, refundsOf, subscriptionCheckout } from './refund-fixtures.ts';
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
