import { describe, expect, it } from 'vitest';
import type { Reconciliation } from '../../schema/contract/payouts.ts';
import { signedInAdmin } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { ACCOUNT, balanceOf, coachWithEarnings, payoutsOf, TEST_PLAN_SHARE } from '../test/payouts.ts';
import { askRefund, paidSeat, paidSubscription, refunded } from '../test/refunds.ts';

/*
 * The reconciliation over a month of everything money does, each through the app's own routes with the test checkout
 * and the local payouts (the test env's providers): payments, a refund, calls that earn coaches, and a payout.
 * Money in = refunded + paid out + coach balances + operator share, computed from the payments and the ledger apart.
 */

const reconciliation = async (cookie: string) => {
  const res = await api('/api/admin/money/reconciliation', { cookie });
  expect(res.status).toBe(200);
  return res.json<Reconciliation>();
};

const identity = (r: Reconciliation) =>
  r.refundedCents + r.paidOutCents + r.pendingPayoutCents + r.coachBalancesCents + r.operatorCents;

describe('the reconciliation over a month of activity', () => {
  it('holds after payments, a partial refund, earned calls and a payout, and moves each account as it should', async () => {
    const admin = await signedInAdmin();
    const before = await reconciliation(admin.cookie);
    expect(before.holds).toBe(true);

    // Money in: a seat and a coaching month, paid through the test checkout.
    const seat = await paidSeat(15_000);
    const month = await paidSubscription();
    // A refund of part of the seat, settled by the test checkout's verified refund event.
    await refunded(await askRefund(seat.payment.id, { amountCents: 5_000 }, admin.cookie));
    // Two coaches earn a call each; one has a payout account and is paid by the run.
    const paidCoach = await coachWithEarnings();
    const unpaidCoach = await coachWithEarnings();
    const saved = await api('/api/coaching/payout-account', {
      method: 'PUT',
      cookie: paidCoach.coach.cookie,
      body: ACCOUNT,
    });
    expect(saved.status).toBe(200);
    expect((await api('/api/admin/payouts/run', { method: 'POST', cookie: admin.cookie })).status).toBe(200);

    const after = await reconciliation(admin.cookie);
    expect(after.holds).toBe(true);
    expect(after.moneyInCents).toBe(identity(after));
    // Other tests of this file may add their own money meanwhile, never take any away.
    expect(after.moneyInCents - before.moneyInCents).toBeGreaterThanOrEqual(15_000 + month.payment.amountCents);
    expect(after.refundedCents - before.refundedCents).toBeGreaterThanOrEqual(5_000);
    expect(after.paidOutCents - before.paidOutCents).toBeGreaterThanOrEqual(TEST_PLAN_SHARE);
    expect(await payoutsOf(paidCoach.coach.mentor.id)).toMatchObject([
      { status: 'paid', amountCents: TEST_PLAN_SHARE },
    ]);
    expect(await balanceOf(paidCoach.coach.mentor.id)).toBe(0);
    expect(await balanceOf(unpaidCoach.coach.mentor.id)).toBe(TEST_PLAN_SHARE);
  });
});
