import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PAYOUT_MESSAGES as M,
  type PayoutAccount,
  type PayoutBanks,
  type PayoutRunResult,
  type Reconciliation,
} from '../../schema/contract/payouts.ts';
import { ledgerLines } from '../../schema/db/index.ts';
import { recordPayment } from '../billing/money-in.ts';
import { rawBatch } from '../db/client.ts';
import { call, deliver, deliverPaystack, PAYSTACK_ENV, paystack, STRIPE_ENV } from '../test/billing-providers.ts';
import { paystackSignedHeaders } from '../test/paystack-stand-in.ts';
import { coach } from '../test/coaching.ts';
import { db, signedInAdmin, signedInSubscriber } from '../test/factories.ts';
import { paystackEvents, STAND_IN_BANKS, UNVERIFIABLE_ACCOUNT } from '../test/paystack-stand-in.ts';
import { ACCOUNT, balanceOf, coachWithEarnings, linesOf, payoutsOf, TEST_PLAN_SHARE } from '../test/payouts.ts';
import { expectRefusal } from '../test/request.ts';

/*
 * Coach payouts through Paystack's transfer API: the real client against the stand-in (banks, account validation,
 * recipients, transfers), settled only by signed transfer.* webhooks through /api/webhooks/paystack.
 */

afterEach(() => {
  vi.restoreAllMocks();
});

const PAYSTACK_ACCOUNT = { ...ACCOUNT, bankCode: STAND_IN_BANKS[1]!.code };
const saveAccount = (cookie: string, body: unknown) =>
  call(PAYSTACK_ENV, '/api/coaching/payout-account', { method: 'PUT', cookie, body });

async function run(cookie: string) {
  const res = await call(PAYSTACK_ENV, '/api/admin/payouts/run', { method: 'POST', cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json<PayoutRunResult>();
}

/** A coach with TEST_PLAN_SHARE earned, a Paystack payout account, and a payout sent by the run (pending). */
async function sentPayout() {
  const admin = await signedInAdmin();
  const p = await coachWithEarnings();
  expect((await saveAccount(p.coach.cookie, PAYSTACK_ACCOUNT)).status).toBe(200);
  await run(admin.cookie);
  const [payout] = await payoutsOf(p.coach.mentor.id);
  expect(payout).toMatchObject({ status: 'pending', amountCents: TEST_PLAN_SHARE, provider: 'paystack' });
  return { ...p, admin, payout: payout! };
}

const transferEvent = (
  event: 'transfer.success' | 'transfer.failed' | 'transfer.reversed',
  payout: { reference: string; amountCents: number },
  overrides: Record<string, unknown> = {},
) =>
  deliverPaystack(
    paystackEvents.transfer(event, { reference: payout.reference, amount: payout.amountCents, ...overrides }),
  );

const statusOf = async (mentorId: number) => (await payoutsOf(mentorId))[0]!.status;

describe('payout accounts at Paystack', () => {
  it("lists Paystack's South African banks, validates the account and registers the recipient", async () => {
    paystack.intercept();
    const { cookie } = await coach();
    const banks = await (await call(PAYSTACK_ENV, '/api/coaching/payout-banks', { cookie })).json<PayoutBanks>();
    expect(banks).toEqual({ setup: { provider: 'paystack', testMode: false }, banks: STAND_IN_BANKS });

    const res = await saveAccount(cookie, PAYSTACK_ACCOUNT);
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json<PayoutAccount>()).account).toMatchObject({
      bankName: 'Capitec Bank Limited',
      accountLast4: '7890',
    });
    const sent = paystack.requests.slice(-4).map((r) => [r.method, r.path]);
    expect(sent).toEqual([
      ['GET', '/bank'],
      ['GET', '/bank'],
      ['POST', '/bank/validate'],
      ['POST', '/transferrecipient'],
    ]);
    expect(paystack.requests.at(-2)!.body).toMatchObject({
      country_code: 'ZA',
      account_type: 'personal',
      document_type: 'identityNumber',
      document_number: ACCOUNT.idNumber,
    });
    expect(paystack.requests.at(-1)!.body).toMatchObject({
      type: 'basa',
      currency: 'ZAR',
      account_number: '1234567890',
    });
  });

  it('refuses an account the bank does not confirm, and a bank Paystack does not list', async () => {
    paystack.intercept();
    const { cookie } = await coach();
    await expectRefusal(
      await saveAccount(cookie, { ...PAYSTACK_ACCOUNT, accountNumber: UNVERIFIABLE_ACCOUNT }),
      422,
      M.notVerified,
    );
    await expectRefusal(await saveAccount(cookie, { ...PAYSTACK_ACCOUNT, bankCode: '470010x' }), 422, M.unknownBank);
    expect(
      paystack.requests.filter(
        (r) => r.path === '/transferrecipient' && r.body?.account_number === UNVERIFIABLE_ACCOUNT,
      ),
    ).toEqual([]);
  });
});

describe('transfers', () => {
  it('sends one transfer per coach and month, referenced by coach and month', async () => {
    paystack.intercept();
    const { payout, admin, coach: c } = await sentPayout();
    expect(paystack.transfers.get(payout.reference)).toMatchObject({ amount: TEST_PLAN_SHARE });
    expect(paystack.requests.find((r) => r.body?.reference === payout.reference)!.body).toMatchObject({
      source: 'balance',
      currency: 'ZAR',
      amount: TEST_PLAN_SHARE,
    });
    await run(admin.cookie);
    expect(await payoutsOf(c.mentor.id)).toHaveLength(1);
    expect(paystack.requests.filter((r) => r.body?.reference === payout.reference)).toHaveLength(1);
    expect(await balanceOf(c.mentor.id)).toBe(0);
  });

  it('settles once under duplicate success events; a late failure changes nothing', async () => {
    paystack.intercept();
    const { payout, coach: c } = await sentPayout();
    const deliveries = await Promise.all([
      transferEvent('transfer.success', payout),
      transferEvent('transfer.success', payout),
    ]);
    expect(deliveries.map((r) => r.status)).toEqual([200, 200]);
    expect(await statusOf(c.mentor.id)).toBe('paid');
    expect((await transferEvent('transfer.failed', payout)).status).toBe(200);
    expect(await statusOf(c.mentor.id)).toBe('paid');
    expect(await linesOf(`payout-returned:${payout.id}`)).toEqual([]);
    expect(await balanceOf(c.mentor.id)).toBe(0);
  });

  it('hears transfer events when Stripe takes the payments and Paystack only pays coaches', async () => {
    paystack.intercept();
    const { payout, coach: c } = await sentPayout();
    const bothKeys = {
      ...STRIPE_ENV,
      PAYSTACK_SECRET_KEY: PAYSTACK_ENV.PAYSTACK_SECRET_KEY,
      PAYMENT_PROVIDER: 'stripe',
    };
    const body = paystackEvents.transfer('transfer.success', {
      reference: payout.reference,
      amount: payout.amountCents,
    });
    const res = await deliver(bothKeys, 'paystack', body, await paystackSignedHeaders(body));
    expect(res.status).toBe(200);
    expect(await statusOf(c.mentor.id)).toBe('paid');
  });

  it('returns a failed payout to the balance once, whatever arrives after', async () => {
    paystack.intercept();
    const { payout, coach: c } = await sentPayout();
    await Promise.all([transferEvent('transfer.failed', payout), transferEvent('transfer.failed', payout)]);
    await transferEvent('transfer.success', payout);
    await transferEvent('transfer.reversed', payout);
    expect(await statusOf(c.mentor.id)).toBe('failed');
    expect((await linesOf(`payout-returned:${payout.id}`)).map((l) => [l.account, l.amountCents]).sort()).toEqual([
      ['coach', TEST_PLAN_SHARE],
      ['paid_out', -TEST_PLAN_SHARE],
    ]);
    expect(await balanceOf(c.mentor.id)).toBe(TEST_PLAN_SHARE);
  });

  it('returns a payout reversed after its success', async () => {
    paystack.intercept();
    const { payout, coach: c } = await sentPayout();
    await transferEvent('transfer.success', payout);
    await transferEvent('transfer.reversed', payout);
    await transferEvent('transfer.reversed', payout);
    expect(await statusOf(c.mentor.id)).toBe('reversed');
    expect(await balanceOf(c.mentor.id)).toBe(TEST_PLAN_SHARE);
  });

  it('changes nothing for a transfer the app did not make, or for another amount', async () => {
    paystack.intercept();
    const { payout, coach: c } = await sentPayout();
    expect((await transferEvent('transfer.failed', { ...payout, reference: 'payout-999999-2020-01' })).status).toBe(
      200,
    );
    await transferEvent('transfer.failed', { ...payout, amountCents: payout.amountCents + 1 });
    await transferEvent('transfer.success', payout, { currency: 'NGN' });
    expect(await statusOf(c.mentor.id)).toBe('pending');
    expect(await balanceOf(c.mentor.id)).toBe(0);
    const forged = paystackEvents.transfer('transfer.failed', {
      reference: payout.reference,
      amount: payout.amountCents,
    });
    const res = await call(PAYSTACK_ENV, '/api/webhooks/paystack', { method: 'POST', body: JSON.parse(forged) });
    expect(res.status).toBe(400);
  });

  it('leaves a transfer Paystack could not be asked for pending, and asks again on the next run', async () => {
    paystack.intercept();
    const admin = await signedInAdmin();
    const p = await coachWithEarnings();
    expect((await saveAccount(p.coach.cookie, PAYSTACK_ACCOUNT)).status).toBe(200);
    paystack.failNext('network');
    expect(await run(admin.cookie)).toMatchObject({ created: 1, failed: 1 });
    const [payout] = await payoutsOf(p.coach.mentor.id);
    expect(payout).toMatchObject({ status: 'pending', transferCode: null });
    expect(await run(admin.cookie)).toMatchObject({ created: 0, sent: 1 });
    expect((await payoutsOf(p.coach.mentor.id))[0]!.transferCode).toMatch(/^TRF_/);
  });
});

describe('GET /api/admin/money/reconciliation', () => {
  it('holds over a month of payments, calls and a payout, and notices a line posted outside the rules', async () => {
    paystack.intercept();
    for (const amount of [29_900, 49_900, 15_000]) {
      const { user } = await signedInSubscriber();
      await rawBatch(
        db,
        recordPayment({
          provider: 'paystack',
          paid: { amountCents: amount, currency: 'ZAR', providerPaymentId: `ref-${crypto.randomUUID()}` },
          paidAt: new Date().toISOString(),
          nowIso: new Date().toISOString(),
          business: { name: 'Sebenza', address: null, vatNumber: null },
          paidFor: sql`select s.user_id, 'subscription', s.id, null, null, 'Coaching, one month'
            from coaching_subscriptions s where s.user_id = ${user.id}`,
        }),
      );
    }
    const { payout, admin } = await sentPayout();
    await coachWithEarnings();
    await transferEvent('transfer.success', payout);

    const read = async () =>
      (await call(PAYSTACK_ENV, '/api/admin/money/reconciliation', { cookie: admin.cookie })).json<Reconciliation>();
    const money = await read();
    expect(money.moneyInCents).toBeGreaterThanOrEqual(29_900 + 49_900 + 15_000);
    expect(money.paidOutCents).toBeGreaterThanOrEqual(TEST_PLAN_SHARE);
    expect(money.holds).toBe(true);

    const [stray] = await db
      .insert(ledgerLines)
      .values({ account: 'operator', amountCents: 100, source: `stray:${crypto.randomUUID()}` })
      .returning();
    expect(await read()).toMatchObject({ holds: false, operatorCents: money.operatorCents + 100 });
    await db.delete(ledgerLines).where(sql`${ledgerLines.id} = ${stray!.id}`);
  });
});
