import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  monthOf,
  PAYOUT_MESSAGES as M,
  type AdminPayouts,
  type EarningsStatement,
  type PayoutAccount,
  type PayoutBanks,
  type PayoutRunResult,
} from '../../schema/contract/payouts.ts';
import { coachingConnections, coachPayoutAccounts, mentors } from '../../schema/db/index.ts';
import { ACTION_PLAN, callAction } from '../test/coaching-calls.ts';
import { coach } from '../test/coaching.ts';
import { DAILY_CRON } from '../scheduled.ts';
import { runCron } from '../test/cron.ts';
import { db, signedInAdmin, signedInMentor, TEST_PASSWORD } from '../test/factories.ts';
import { api } from '../test/http.ts';
import {
  ACCOUNT,
  balanceOf,
  coachWithEarnings,
  linesOf,
  payoutsOf,
  startedCall,
  TEST_PLAN_SHARE,
} from '../test/payouts.ts';
import { signPaystackPayload } from '../payments/paystack.ts';
import { expectRefusal } from '../test/request.ts';

/*
 * Coach payouts with the labelled local payouts (the test env has no Paystack key): accounts, earnings posted with a
 * call's outcome, the payout run settled by the local transfer events, the statement, and account deletion.
 */

const saveAccount = (cookie: string | undefined, body: unknown) =>
  api('/api/coaching/payout-account', { method: 'PUT', cookie, body });
const runPayouts = async (cookie: string) => {
  const res = await api('/api/admin/payouts/run', { method: 'POST', cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json<PayoutRunResult>();
};

describe('payout accounts', () => {
  it('lets a coach choose a bank and save an account; only the last 4 digits are kept', async () => {
    const { cookie, mentor } = await coach();
    const banks = await (await api('/api/coaching/payout-banks', { cookie })).json<PayoutBanks>();
    expect(banks.setup).toEqual({ provider: 'sandbox', testMode: true });
    expect(banks.banks.map((b) => b.code)).toContain(ACCOUNT.bankCode);
    expect(await (await api('/api/coaching/payout-account', { cookie })).json()).toMatchObject({ account: null });

    const res = await saveAccount(cookie, { ...ACCOUNT, accountNumber: '1234 567 890' });
    expect(res.status).toBe(200);
    expect((await res.json<PayoutAccount>()).account).toEqual({
      bankName: 'Capitec Bank',
      bankCode: '470010',
      accountName: 'Sipho Dube',
      accountLast4: '7890',
    });
    const [row] = await db.select().from(coachPayoutAccounts).where(eq(coachPayoutAccounts.mentorId, mentor.id));
    expect(JSON.stringify(row)).not.toContain('1234567890');
    expect(JSON.stringify(row)).not.toContain(ACCOUNT.idNumber);
    expect(row).toMatchObject({ provider: 'sandbox', accountLast4: '7890' });
  });

  it('refuses an unknown bank, a malformed account and anyone who is not a coach, with a clear message', async () => {
    const { cookie } = await coach();
    await expectRefusal(await saveAccount(cookie, { ...ACCOUNT, bankCode: '999999' }), 422, M.unknownBank);
    await expectRefusal(await saveAccount(cookie, { ...ACCOUNT, accountNumber: '12ab' }), 400, M.accountNumber);
    await expectRefusal(await saveAccount(cookie, { ...ACCOUNT, idNumber: '123' }), 400, M.idNumber);
    const mentor = await signedInMentor();
    await expectRefusal(await saveAccount(mentor.cookie, ACCOUNT), 403, M.notACoach);
    await expectRefusal(await api('/api/coaching/earnings', { cookie: mentor.cookie }), 403, M.notACoach);
    expect((await saveAccount(undefined, ACCOUNT)).status).toBe(401);
  });
});

describe('earnings', () => {
  it('credits a completed call once, as two lines that sum to zero', async () => {
    const p = await startedCall();
    const [first, second] = await Promise.all([
      callAction(p.coach.cookie, p.call.id, 'complete', ACTION_PLAN),
      callAction(p.coach.cookie, p.call.id, 'complete', { outcome: 'no_show', noShowBy: 'subscriber' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const lines = await linesOf(`call:${p.call.id}`);
    expect(lines.map((l) => [l.account, l.amountCents]).sort()).toEqual([
      ['coach', TEST_PLAN_SHARE],
      ['operator', -TEST_PLAN_SHARE],
    ]);
    expect(await balanceOf(p.coach.mentor.id)).toBe(TEST_PLAN_SHARE);
  });

  it("credits the subscriber's no-show, and nothing for the coach's no-show or a cancellation", async () => {
    const missed = await coachWithEarnings({ outcome: 'no_show', noShowBy: 'subscriber' });
    expect(await balanceOf(missed.coach.mentor.id)).toBe(TEST_PLAN_SHARE);

    const absent = await coachWithEarnings({ outcome: 'no_show', noShowBy: 'coach' });
    expect(await linesOf(`call:${absent.call.id}`)).toEqual([]);

    const cancelled = await startedCall();
    const res = await callAction(cancelled.coach.cookie, cancelled.call.id, 'cancel');
    expect(res.status).toBe(200);
    expect(await linesOf(`call:${cancelled.call.id}`)).toEqual([]);
  });

  it("shows the coach the month's statement: opening, each line with what it came from, closing", async () => {
    const p = await coachWithEarnings(ACTION_PLAN);
    const month = monthOf(new Date());
    const res = await api(`/api/coaching/earnings?month=${month}`, { cookie: p.coach.cookie });
    expect(res.status).toBe(200);
    const statement = await res.json<EarningsStatement>();
    expect(statement).toMatchObject({ month, openingCents: 0, closingCents: TEST_PLAN_SHARE, payouts: [] });
    expect(statement.lines).toEqual([
      expect.objectContaining({
        kind: 'call',
        amountCents: TEST_PLAN_SHARE,
        description: expect.stringContaining('with Lerato'),
      }),
    ]);
    const earlier = await api('/api/coaching/earnings?month=2020-01', { cookie: p.coach.cookie });
    expect(await earlier.json()).toMatchObject({ openingCents: 0, closingCents: 0, lines: [] });
    await expectRefusal(await api('/api/coaching/earnings?month=2026-13', { cookie: p.coach.cookie }), 400, M.month);
  });
});

describe('the payout run', () => {
  it('pays each coach with an account and at least R100 once, and skips the others', async () => {
    const admin = await signedInAdmin();
    const paid = await coachWithEarnings();
    expect((await saveAccount(paid.coach.cookie, ACCOUNT)).status).toBe(200);
    const noAccount = await coachWithEarnings();
    const little = await coach();
    expect((await saveAccount(little.cookie, ACCOUNT)).status).toBe(200);

    await runPayouts(admin.cookie);
    await runPayouts(admin.cookie);
    await runCron(DAILY_CRON);

    const [payout, ...more] = await payoutsOf(paid.coach.mentor.id);
    expect(more).toEqual([]);
    // The local payouts settle the transfer at once, through the verified webhook route.
    expect(payout).toMatchObject({
      amountCents: TEST_PLAN_SHARE,
      status: 'paid',
      reference: `payout-${paid.coach.mentor.id}-${monthOf(new Date(), -1)}`,
      transferCode: expect.stringMatching(/^TRF_sandbox_/),
    });
    expect(await balanceOf(paid.coach.mentor.id)).toBe(0);
    expect(await payoutsOf(noAccount.coach.mentor.id)).toEqual([]);
    expect(await payoutsOf(little.mentor.id)).toEqual([]);
    expect(await balanceOf(noAccount.coach.mentor.id)).toBe(TEST_PLAN_SHARE);

    const statement = await (
      await api('/api/coaching/earnings', { cookie: paid.coach.cookie })
    ).json<EarningsStatement>();
    expect(statement.balanceCents).toBe(0);
    expect(statement.payouts).toMatchObject([{ status: 'paid', amountCents: TEST_PLAN_SHARE }]);
    expect(statement.lines.map((l) => l.kind)).toEqual(['call', 'payout']);

    const list = await (await api('/api/admin/payouts', { cookie: admin.cookie })).json<AdminPayouts>();
    expect(list.payouts).toContainEqual(expect.objectContaining({ mentorId: paid.coach.mentor.id, status: 'paid' }));
    expect(list.coaches).toContainEqual(
      expect.objectContaining({
        mentorId: noAccount.coach.mentor.id,
        balanceCents: TEST_PLAN_SHARE,
        hasAccount: false,
      }),
    );
  });

  it('refuses a forged or unsigned local transfer event', async () => {
    const body = JSON.stringify({ event: 'transfer.failed', data: { reference: 'payout-1-2026-01', amount: 1 } });
    const post = (signature: string) =>
      api('/api/webhooks/sandbox-payouts', { method: 'POST', body, headers: { 'x-paystack-signature': signature } });
    expect((await post(await signPaystackPayload(body, 'not-the-secret'))).status).toBe(400);
    expect((await post('')).status).toBe(400);
  });
});

describe('account deletion', () => {
  it('deletes a coach with earnings and payouts, keeping their emptied profile for the money records', async () => {
    const admin = await signedInAdmin();
    const p = await coachWithEarnings();
    expect((await saveAccount(p.coach.cookie, ACCOUNT)).status).toBe(200);
    await runPayouts(admin.cookie);
    // Without a conversation holding the profile, only the money records do (the call goes with the conversation).
    await db.delete(coachingConnections).where(eq(coachingConnections.id, p.connectionId));

    const res = await api('/api/me', { method: 'DELETE', cookie: p.coach.cookie, body: { password: TEST_PASSWORD } });
    expect(res.status, await res.clone().text()).toBe(200);
    const [profile] = await db.select().from(mentors).where(eq(mentors.id, p.coach.mentor.id));
    expect(profile).toMatchObject({ isActive: false, description: '' });
    expect(
      await db.select().from(coachPayoutAccounts).where(eq(coachPayoutAccounts.mentorId, p.coach.mentor.id)),
    ).toEqual([]);
    expect(await payoutsOf(p.coach.mentor.id)).toHaveLength(1);
  });
});
