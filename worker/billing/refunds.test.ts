import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFUND_MESSAGES } from '../../schema/contract/refunds.ts';
import { coachingCalls, coachingConnections, coachingSubscriptions, eventSeatHolds } from '../../schema/db/index.ts';
import { insertCoachingCall } from '../test/coaching-call-rows.ts';
import { auditRows } from '../test/admin.ts';
import { registrationsOf } from '../test/events.ts';
import { createMentor, db, hoursFromNow, signedInAdmin } from '../test/factories.ts';
import { sendWebhook, stripeEvent } from '../test/payments.ts';
import { expectRefusal } from '../test/request.ts';
import {
  askRefund,
  creditNotesOf,
  ledgerOfRefund,
  ledgerTotal,
  paidSeat,
  paidSubscription,
  paymentsTotal,
  pendingRefund,
  refunded,
  refundNoticesOf,
  refundsOf,
} from '../test/refunds.ts';

/**
 * Refunds through the test checkout (the test env's provider): the admin asks, the test checkout answers with a
 * Stripe-shaped `refund.created` through the app's own webhook route, and that verified event settles the refund.
 */

describe('POST /api/admin/payments/{id}/refunds', () => {
  it('refunds a seat in full: settled once, ledger moved, credit note issued, seat released, member told', async () => {
    const { event, member, payment } = await paidSeat();
    expect((await registrationsOf(event.id)).map((r) => r.userId)).toEqual([member.user.id]);
    const admin = await signedInAdmin();

    const answer = await refunded(await askRefund(payment.id, { amountCents: 15_000, releases: true }, admin.cookie));
    expect(answer).toMatchObject({ id: payment.id, testMode: true, refundableCents: 0 });
    expect(answer.refunds).toEqual([
      expect.objectContaining({ amountCents: 15_000, status: 'succeeded', releases: true, automatic: false }),
    ]);

    const [refund] = await refundsOf(payment.id);
    expect(refund).toMatchObject({
      status: 'succeeded',
      providerRefundId: `re_sbx_${refund!.id}`,
      requestedBy: admin.user.id,
    });
    expect(await ledgerOfRefund(refund!.id)).toEqual([
      { account: 'operator', amountCents: -15_000, source: `refund:${refund!.id}` },
      { account: 'refunded', amountCents: 15_000, source: `refund:${refund!.id}` },
    ]);
    const [note] = await creditNotesOf(payment.id);
    expect(note).toMatchObject({
      refundId: refund!.id,
      amountCents: 15_000,
      payerName: 'Thandi Mokoena',
      description: 'Event seat: Side Hustle Summit',
    });
    expect(await registrationsOf(event.id)).toEqual([]);
    expect((await auditRows('payment', payment.id)).map((row) => [row.action, row.adminId])).toEqual([
      ['payment.refund', admin.user.id],
    ]);
    const [hold] = await db.select().from(eventSeatHolds).where(eq(eventSeatHolds.eventId, event.id));
    expect(hold!.status).toBe('released');
    const notices = await refundNoticesOf(member.user.id);
    expect(notices.find((n) => n.channel === 'in_app')?.text).toContain(
      'R150.00 refunded for Event seat: Side Hustle Summit',
    );
    // A refund moves money between accounts: the ledger still sums to what was paid.
    expect(await ledgerTotal()).toBe(await paymentsTotal());
  });

  it('refunds part of a seat, keeps the seat when not asked to release it, and refuses more than is left', async () => {
    const { event, member, payment } = await paidSeat();
    const admin = await signedInAdmin();
    const first = await refunded(await askRefund(payment.id, { amountCents: 5_000 }, admin.cookie));
    expect(first.refundableCents).toBe(10_000);
    expect((await registrationsOf(event.id)).map((r) => r.userId)).toEqual([member.user.id]);

    await expectRefusal(
      await askRefund(payment.id, { amountCents: 10_001 }, admin.cookie),
      409,
      REFUND_MESSAGES.tooMuch(10_000),
    );
    const second = await refunded(await askRefund(payment.id, { amountCents: 10_000 }, admin.cookie));
    expect(second.refundableCents).toBe(0);
    await expectRefusal(await askRefund(payment.id, { amountCents: 1 }, admin.cookie), 409, REFUND_MESSAGES.tooMuch(0));

    // Two credit notes, numbered one after the other (one sequence, no gaps).
    const notes = await creditNotesOf(payment.id);
    expect(notes.map((n) => n.amountCents)).toEqual([5_000, 10_000]);
    expect(notes[1]!.number).toBe(notes[0]!.number + 1);
  });

  it('lets two concurrent refunds of one payment together refund no more than was paid', async () => {
    const { payment } = await paidSeat();
    const admin = await signedInAdmin();
    const answers = await Promise.all(
      [9_000, 9_000].map((amountCents) => askRefund(payment.id, { amountCents }, admin.cookie)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const rows = await refundsOf(payment.id);
    expect(rows.map((r) => r.amountCents)).toEqual([9_000]);
  });

  it('refunds a subscription month and ends the subscription when asked, calling off its booked calls', async () => {
    const { member, payment, row } = await paidSubscription();
    expect(payment).toMatchObject({ kind: 'subscription', amountCents: 29_900 });
    const { mentor } = await createMentor({ serviceType: 'coach' });
    const [connection] = await db
      .insert(coachingConnections)
      .values({ menteeId: member.user.id, mentorId: mentor.id, status: 'active' })
      .returning();
    const held = await insertCoachingCall({
      connectionId: connection!.id,
      startsAt: hoursFromNow(-48),
      status: 'completed',
    });
    const booked = await insertCoachingCall({ connectionId: connection!.id, startsAt: hoursFromNow(48) });
    const admin = await signedInAdmin();
    const answer = await refunded(await askRefund(payment.id, { amountCents: 29_900, releases: true }, admin.cookie));
    expect(answer.refunds[0]).toMatchObject({ status: 'succeeded' });
    const [subscription] = await db.select().from(coachingSubscriptions).where(eq(coachingSubscriptions.id, row.id));
    expect(subscription!.status).toBe('canceled');
    expect(await refundNoticesOf(member.user.id)).not.toEqual([]);
    const calls = await db.select().from(coachingCalls).where(eq(coachingCalls.connectionId, connection!.id));
    expect(calls.find((call) => call.id === booked.id)).toMatchObject({ status: 'cancelled', counts: false });
    expect(calls.find((call) => call.id === held.id)).toMatchObject({ status: 'completed' });
  });

  it('refunds part of a subscription month and leaves the subscription running', async () => {
    const { payment, row } = await paidSubscription();
    const admin = await signedInAdmin();
    await refunded(await askRefund(payment.id, { amountCents: 10_000 }, admin.cookie));
    const [subscription] = await db.select().from(coachingSubscriptions).where(eq(coachingSubscriptions.id, row.id));
    expect(subscription!.status).toBe('active');
  });

  it('answers 404 for no such payment and 400 for a missing reason', async () => {
    const admin = await signedInAdmin();
    await expectRefusal(
      await askRefund(999_999, { amountCents: 100 }, admin.cookie),
      404,
      REFUND_MESSAGES.paymentNotFound,
    );
    const { payment } = await paidSeat();
    const res = await askRefund(payment.id, { amountCents: 100, reason: '' }, admin.cookie);
    expect(res.status).toBe(400);
  });
});

describe('refund webhooks', () => {
  /** A Stripe-shaped refund event about `refundId`, as the test checkout (or Stripe) sends it. */
  const refundEvent = (input: {
    refundId: number | null;
    paymentId: string;
    amount: number;
    type?: string;
    status?: string;
    id?: string;
  }) =>
    stripeEvent({
      id: input.id,
      type: input.type ?? 'refund.updated',
      object: {
        id: `re_test_${input.refundId ?? 'x'}`,
        object: 'refund',
        amount: input.amount,
        currency: 'zar',
        status: input.status ?? 'succeeded',
        payment_intent: null,
        metadata: {
          ...(input.refundId ? { sebenza_refund_id: String(input.refundId) } : {}),
          sebenza_payment_id: input.paymentId,
        },
      },
    });

  it('settle a refund once under duplicates, and a failure after success changes nothing', async () => {
    const { payment } = await paidSeat();
    const refund = await pendingRefund(payment.id, 4_000);
    const succeeded = { refundId: refund.id, paymentId: payment.providerPaymentId, amount: 4_000 };
    const sameEvent = refundEvent({ ...succeeded, id: `evt_dup_${refund.id}` });
    expect((await sendWebhook(sameEvent)).status).toBe(200);
    expect((await sendWebhook(sameEvent)).status).toBe(200);
    // A second, different event saying the same (Stripe sends refund.created and refund.updated).
    expect((await sendWebhook(refundEvent({ ...succeeded, type: 'refund.created' }))).status).toBe(200);
    expect((await sendWebhook(refundEvent({ ...succeeded, type: 'refund.failed', status: 'failed' }))).status).toBe(
      200,
    );

    const [row] = await refundsOf(payment.id);
    expect(row).toMatchObject({ status: 'succeeded', providerRefundId: `re_test_${refund.id}` });
    expect(await ledgerOfRefund(refund.id)).toHaveLength(2);
    expect(await creditNotesOf(payment.id)).toHaveLength(1);
  });

  it('a failure first marks the refund failed and a later success changes nothing', async () => {
    const { payment } = await paidSeat();
    const refund = await pendingRefund(payment.id, 4_000);
    const base = { refundId: refund.id, paymentId: payment.providerPaymentId, amount: 4_000 };
    await sendWebhook(refundEvent({ ...base, type: 'refund.failed', status: 'failed' }));
    await sendWebhook(refundEvent(base));
    const [row] = await refundsOf(payment.id);
    expect(row!.status).toBe('failed');
    expect(await ledgerOfRefund(refund.id)).toEqual([]);
    expect(await creditNotesOf(payment.id)).toEqual([]);
  });

  it('a pending refund event only links the provider id', async () => {
    const { payment } = await paidSeat();
    const refund = await pendingRefund(payment.id, 4_000);
    await sendWebhook(
      refundEvent({ refundId: refund.id, paymentId: payment.providerPaymentId, amount: 4_000, status: 'pending' }),
    );
    const [row] = await refundsOf(payment.id);
    expect(row).toMatchObject({ status: 'pending', providerRefundId: `re_test_${refund.id}` });
  });

  it('a refund event that matches no refund the app asked for changes nothing', async () => {
    const { payment } = await paidSeat();
    const refund = await pendingRefund(payment.id, 4_000);
    const other = await paidSeat();
    const unmatched = [
      // Another amount.
      { refundId: refund.id, paymentId: payment.providerPaymentId, amount: 4_001 },
      // Another payment.
      { refundId: refund.id, paymentId: other.payment.providerPaymentId, amount: 4_000 },
      // A refund made outside the app (no id of ours), at a provider that names its refunds.
      { refundId: null, paymentId: payment.providerPaymentId, amount: 4_000 },
      // An id of ours that does not exist.
      { refundId: 999_999, paymentId: payment.providerPaymentId, amount: 4_000 },
    ];
    for (const event of unmatched) expect((await sendWebhook(refundEvent(event))).status).toBe(200);
    expect((await refundsOf(payment.id))[0]!.status).toBe('pending');
    expect(await refundsOf(other.payment.id)).toEqual([]);
    expect(await ledgerOfRefund(refund.id)).toEqual([]);
  });
});
