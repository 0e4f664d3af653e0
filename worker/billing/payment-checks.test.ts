import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminAuditLog, eventRegistrations, eventSeatHolds } from '../../schema/db/index.ts';
import { createEvent, createPlan, db, signedInMentee } from '../test/factories.ts';
import { sessionObject, stripeEvent, unixNow } from '../test/payments.ts';
import { paystackEvents } from '../test/paystack-stand-in.ts';
import {
  PAYSTACK_ENV,
  STRIPE_ENV,
  call,
  deliverPaystack,
  deliverStripe,
  paystack,
  rowOf,
  stripe,
  subscribe,
  unique,
} from '../test/billing-providers.ts';
import type { AppBindings } from '../env.ts';
import { MISMATCH_ACTION } from './apply-event.ts';

/**
 * Every payment is checked against what the app asked for before it gives anything: the checkout the app opened for
 * the row, the amount, the currency. Through the real routes, with the real Stripe and Paystack clients against their
 * stand-ins; a mismatch answers 200 (the provider stops retrying), changes nothing and is flagged for an admin.
 */

afterEach(() => {
  vi.restoreAllMocks();
});

const flagsFor = (targetType: string, targetId: number) =>
  db
    .select()
    .from(adminAuditLog)
    .where(
      and(
        eq(adminAuditLog.action, MISMATCH_ACTION),
        eq(adminAuditLog.targetType, targetType),
        eq(adminAuditLog.targetId, String(targetId)),
      ),
    );

const holdOf = async (id: number) => (await db.select().from(eventSeatHolds).where(eq(eventSeatHolds.id, id)))[0]!;

/** A paid seat held through the register route: the hold the provider's checkout was opened for. */
async function heldSeat(bindings: AppBindings) {
  const event = await createEvent({ priceCents: 15_000 });
  const { user, cookie } = await signedInMentee();
  const res = await call(bindings, `/api/events/${event.id}/register`, { method: 'POST', cookie });
  expect(res.status).toBe(202);
  const [hold] = await db
    .select()
    .from(eventSeatHolds)
    .where(and(eq(eventSeatHolds.eventId, event.id), eq(eventSeatHolds.userId, user.id)));
  expect(hold).toMatchObject({ status: 'held', amountCents: 15_000, currency: 'ZAR' });
  expect(hold!.providerReference).toBeTruthy();
  return { event, hold: hold! };
}

const registrationsOf = (eventId: number) =>
  db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId));

type Wrong = { amount: number; currency: string; reference?: string; holdOf?: 'other' };
const WRONG: [string, Wrong][] = [
  ['less than asked', { amount: 100, currency: 'ZAR' }],
  ['another currency', { amount: 1_000_000, currency: 'NGN' }],
  ['a reference the app never issued', { amount: 1_000_000, currency: 'ZAR', reference: 'never-issued' }],
  ["another hold's metadata", { amount: 1_000_000, currency: 'ZAR', holdOf: 'other' }],
];

describe('with Stripe configured', () => {
  const completed = (id: string, metadata: Record<string, string>, paid: { amount: number; currency: string }) =>
    stripeEvent({
      type: 'checkout.session.completed',
      created: unixNow() - 5,
      object: sessionObject({ id, metadata, amountCents: paid.amount, currency: paid.currency.toLowerCase() }),
    });

  it('records what a subscription checkout asked for before the member is sent to pay', async () => {
    stripe.intercept();
    const plan = await createPlan({ priceCents: 14_900 });
    const { row, checkout } = await subscribe(STRIPE_ENV, 'stripe', plan.id);
    expect(row).toMatchObject({ amountCents: 14_900, currency: 'ZAR', providerReference: checkout.clientSecret });
  });

  it.each(WRONG.filter(([, wrong]) => !wrong.holdOf))(
    'a subscription checkout paid with %s changes nothing and is flagged',
    async (_, wrong) => {
      stripe.intercept();
      const plan = await createPlan();
      const { row } = await subscribe(STRIPE_ENV, 'stripe', plan.id);
      const metadata = { sebenza_subscription_id: String(row.id) };
      const res = await deliverStripe(completed(wrong.reference ?? row.providerReference!, metadata, wrong));
      expect(res.status).toBe(200);
      expect(await rowOf(row.id)).toMatchObject({ status: 'incomplete', providerSubscriptionId: null });
      expect(await flagsFor('coaching_subscription', row.id)).toHaveLength(1);

      // What was asked, paid in full: active, and nothing more is flagged.
      const paid = await deliverStripe(
        completed(row.providerReference!, metadata, { amount: 29_900, currency: 'ZAR' }),
      );
      expect(paid.status).toBe(200);
      expect((await rowOf(row.id)).status).toBe('active');
      expect(await flagsFor('coaching_subscription', row.id)).toHaveLength(1);
    },
  );

  it.each(WRONG)('a seat paid with %s changes nothing and is flagged', async (_, wrong) => {
    stripe.intercept();
    const { event, hold } = await heldSeat(STRIPE_ENV);
    const other = wrong.holdOf ? await heldSeat(STRIPE_ENV) : null;
    // Another hold's metadata on this hold's checkout: the checkout is not the one that hold was offered.
    const metadata = { sebenza_hold_id: String(other?.hold.id ?? hold.id) };
    const res = await deliverStripe(completed(wrong.reference ?? hold.providerReference!, metadata, wrong));
    expect(res.status).toBe(200);
    expect(await registrationsOf(other?.event.id ?? event.id)).toEqual([]);
    expect((await holdOf(other?.hold.id ?? hold.id)).status).toBe('held');
    expect(await flagsFor('event_seat_hold', other?.hold.id ?? hold.id)).toHaveLength(1);
  });
});

describe('with Paystack configured', () => {
  /** A charge.success as Paystack would send it for `reference`, whose transaction the stand-in holds. */
  function charged(reference: string, metadata: Record<string, string>, paid: { amount: number; currency: string }) {
    if (!paystack.transactions.has(reference)) {
      // A transaction the payer started from Paystack's popup, with an amount and reference of their own.
      paystack.transactions.set(reference, { reference, status: 'abandoned', amount: 0, currency: paid.currency });
    }
    paystack.pay(reference, { amount: paid.amount, currency: paid.currency });
    return deliverPaystack(
      paystackEvents.chargeSuccess({
        reference,
        // The webhook body claims the full price; the verify endpoint says what was really paid.
        amount: 1_000_000,
        currency: 'ZAR',
        paid_at: new Date().toISOString(),
        metadata,
      }),
    );
  }

  const verified = (reference: string) =>
    paystack.requests.filter((r) => r.method === 'GET' && r.path === `/transaction/verify/${reference}`);

  it.each(WRONG.filter(([, wrong]) => !wrong.holdOf))(
    'a subscription paid with %s (as Paystack verifies it) changes nothing and is flagged',
    async (_, wrong) => {
      paystack.intercept();
      const plan = await createPlan();
      const { row } = await subscribe(PAYSTACK_ENV, 'paystack', plan.id);
      const metadata = { sebenza_subscription_id: String(row.id) };
      const reference = wrong.reference ? `${wrong.reference}-${unique()}` : row.providerReference!;
      const res = await charged(reference, metadata, wrong);
      expect(res.status).toBe(200);
      expect(verified(reference)).toHaveLength(1);
      expect((await rowOf(row.id)).status).toBe('incomplete');
      expect(await flagsFor('coaching_subscription', row.id)).toHaveLength(1);
    },
  );

  it('a subscription is active once Paystack verifies the asked amount in rand', async () => {
    paystack.intercept();
    const plan = await createPlan();
    const { row } = await subscribe(PAYSTACK_ENV, 'paystack', plan.id);
    const res = await charged(
      row.providerReference!,
      { sebenza_subscription_id: String(row.id) },
      { amount: 29_900, currency: 'ZAR' },
    );
    expect(res.status).toBe(200);
    expect(verified(row.providerReference!)).toHaveLength(1);
    expect((await rowOf(row.id)).status).toBe('active');
    expect(await flagsFor('coaching_subscription', row.id)).toEqual([]);
  });

  it.each(WRONG)('a seat paid with %s (as Paystack verifies it) changes nothing and is flagged', async (_, wrong) => {
    paystack.intercept();
    const { event, hold } = await heldSeat(PAYSTACK_ENV);
    const other = wrong.holdOf ? await heldSeat(PAYSTACK_ENV) : null;
    const target = other ?? { event, hold };
    const reference = wrong.reference ? `${wrong.reference}-${unique()}` : hold.providerReference!;
    const res = await charged(reference, { sebenza_hold_id: String(target.hold.id) }, wrong);
    expect(res.status).toBe(200);
    expect(await registrationsOf(target.event.id)).toEqual([]);
    expect((await holdOf(target.hold.id)).status).toBe('held');
    expect(await flagsFor('event_seat_hold', target.hold.id)).toHaveLength(1);
  });

  it('a seat is confirmed once Paystack verifies the asked amount in rand', async () => {
    paystack.intercept();
    const { event, hold } = await heldSeat(PAYSTACK_ENV);
    const res = await charged(
      hold.providerReference!,
      { sebenza_hold_id: String(hold.id) },
      { amount: 15_000, currency: 'ZAR' },
    );
    expect(res.status).toBe(200);
    expect(await registrationsOf(event.id)).toHaveLength(1);
    expect((await holdOf(hold.id)).status).toBe('confirmed');
  });

  it('a charge Paystack cannot verify answers 502, changes nothing, and is applied when delivered again', async () => {
    paystack.intercept();
    const { event, hold } = await heldSeat(PAYSTACK_ENV);
    const reference = hold.providerReference!;
    paystack.failNext({ status: 500 });
    const first = await charged(reference, { sebenza_hold_id: String(hold.id) }, { amount: 15_000, currency: 'ZAR' });
    expect(first.status).toBe(502);
    expect(await registrationsOf(event.id)).toEqual([]);
    const again = await charged(reference, { sebenza_hold_id: String(hold.id) }, { amount: 15_000, currency: 'ZAR' });
    expect(again.status).toBe(200);
    expect(await registrationsOf(event.id)).toHaveLength(1);
  });
});

describe('malformed but correctly signed events', () => {
  it.each([
    ['data: null', { id: 'evt_malformed_1', type: 'checkout.session.completed', created: 1, data: null }],
    ['a top-level array', [{ id: 'evt_malformed_2', type: 'invoice.paid', created: 1, data: { object: {} } }]],
    ['a non-numeric created', { id: 'evt_malformed_3', type: 'invoice.paid', created: 'x', data: { object: {} } }],
  ])('Stripe: %s answers 400', async (_, body) => {
    const res = await deliverStripe(JSON.stringify(body));
    expect(res.status).toBe(400);
  });

  it('Stripe: a signature timestamped beyond the tolerance in the future answers 400', async () => {
    const payload = stripeEvent({ type: 'invoice.paid', object: { id: 'in_future', object: 'invoice' } });
    const res = await deliverStripe(payload, unixNow() + 301);
    expect(res.status).toBe(400);
  });

  it.each([
    ['data: null', { event: 'charge.success', data: null }],
    ['a top-level array', [{ event: 'charge.success', data: {} }]],
  ])('Paystack: %s answers 400', async (_, body) => {
    const res = await deliverPaystack(JSON.stringify(body));
    expect(res.status).toBe(400);
  });
});
