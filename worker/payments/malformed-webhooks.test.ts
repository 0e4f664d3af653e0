import { env } from 'cloudflare:test';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { processedWebhookEvents } from '../../schema/db/index.ts';
import { readConfig } from '../env.ts';
import { localPayoutsSecret } from '../payouts/payouts-for.ts';
import { db } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { sendWebhook, stripeEvent, unixNow } from '../test/payments.ts';
import { signPaystackPayload } from './paystack.ts';

/**
 * Correctly signed deliveries that are not events answer 400 with what is wrong and record nothing, at the app's two
 * webhook routes: `/api/webhooks/sandbox` (the test checkout: Stripe's format and signature) and
 * `/api/webhooks/sandbox-payouts` (the local payouts: Paystack's). The providers' own parsing is tested against
 * their real client libraries in stripe-webhooks.test.ts and paystack-webhooks.test.ts.
 */

const A_YEAR = 365 * 24 * 3600;

const recordedEvents = async () => (await db.select({ n: count() }).from(processedWebhookEvents))[0]!.n;

/** Posts `body`, then expects a 400 with `message` and no event recorded. */
async function expectRefused(deliver: () => Promise<Response>, message: string | RegExp) {
  const before = await recordedEvents();
  const res = await deliver();
  const answer = await res.json<{ message: string }>();
  expect({ status: res.status, message: answer.message }).toEqual({
    status: 400,
    message: expect.stringMatching(message),
  });
  expect(await recordedEvents()).toBe(before);
}

const stripeShaped = (fields: Record<string, unknown>) =>
  JSON.stringify({
    id: `evt_malformed_${crypto.randomUUID()}`,
    object: 'event',
    type: 'invoice.paid',
    created: unixNow(),
    ...fields,
  });

describe('POST /api/webhooks/sandbox (Stripe’s format), signed correctly', () => {
  it.each([
    ['a JSON null', 'null'],
    ['a top-level array', JSON.stringify([JSON.parse(stripeEvent({ type: 'invoice.paid', object: {} }))])],
    ['a number', '42'],
    ['data: null', stripeShaped({ data: null })],
    ['no data', stripeShaped({})],
    ['data.object: null', stripeShaped({ data: { object: null } })],
    ['no id', stripeShaped({ id: undefined, data: { object: {} } })],
  ])('refuses %s: 400, not a Stripe event, nothing recorded', async (_, body) => {
    await expectRefused(() => sendWebhook(body), /^The webhook body is not a Stripe event/);
  });

  it('refuses a body that is not JSON', async () => {
    await expectRefused(() => sendWebhook('{"id":'), 'The webhook body is not JSON.');
  });

  it('refuses created: "yesterday" (created is Unix seconds: the order events are applied in)', async () => {
    await expectRefused(
      () => sendWebhook(stripeShaped({ created: 'yesterday', data: { object: {} } })),
      /^The webhook body is not a Stripe event \(`created`: /,
    );
  });

  it.each([
    ['a year ahead of its signature', A_YEAR],
    ['later than its signature by more than the tolerance', 301],
  ])('refuses an event created %s', async (_, ahead) => {
    // Signed at `signedAt`: the event claims to have been created after the delivery that carries it.
    const signedAt = unixNow();
    await expectRefused(
      () => sendWebhook(stripeShaped({ created: signedAt + ahead, data: { object: {} } }), { timestamp: signedAt }),
      'The webhook event is dated in the future.',
    );
  });

  it('refuses an event created before 1970', async () => {
    await expectRefused(
      () => sendWebhook(stripeShaped({ created: -1, data: { object: {} } })),
      'The webhook event is dated before 1970.',
    );
  });

  it('refuses a signature dated a year ahead (Stripe’s library alone refuses only old ones)', async () => {
    const body = stripeEvent({ type: 'invoice.paid', object: {} });
    await expectRefused(
      () => sendWebhook(body, { timestamp: unixNow() + A_YEAR }),
      'Webhook signature could not be verified.',
    );
  });

  it('still takes a well-formed event created just before its signature', async () => {
    const res = await sendWebhook(
      stripeEvent({ type: 'customer.created', object: { id: 'cus_1' }, created: unixNow() - 5 }),
    );
    expect(res.status).toBe(200);
  });
});

describe('POST /api/webhooks/sandbox-payouts (Paystack’s format), signed correctly', () => {
  const deliver = async (body: string) =>
    api('/api/webhooks/sandbox-payouts', {
      method: 'POST',
      body,
      headers: { 'x-paystack-signature': await signPaystackPayload(body, localPayoutsSecret(readConfig(env))) },
    });
  const transfer = (data: unknown) => JSON.stringify({ event: 'transfer.success', data });

  it.each([
    ['data: null', transfer(null)],
    ['no data', JSON.stringify({ event: 'transfer.success' })],
    ['data as an array', transfer([{ reference: 'payout-1' }])],
    ['updated_at: "yesterday"', transfer({ reference: 'payout-1', amount: 100, updated_at: 'yesterday' })],
  ])('refuses %s: 400, not a Paystack event, nothing recorded', async (_, body) => {
    await expectRefused(() => deliver(body), /^The webhook body is not a Paystack event/);
  });

  it.each([
    ['a JSON null', 'null'],
    ['a top-level array', `[${transfer({ reference: 'payout-1' })}]`],
  ])('refuses %s: only transfer events are delivered there', async (_, body) => {
    await expectRefused(() => deliver(body), 'Only transfer events are delivered here.');
  });

  it('refuses a transfer dated a year ahead (Paystack signs no timestamp: the event’s own time is checked)', async () => {
    const updatedAt = new Date((unixNow() + A_YEAR) * 1000).toISOString();
    await expectRefused(
      () => deliver(transfer({ reference: 'payout-1', amount: 100, updated_at: updatedAt })),
      'The webhook event is dated in the future.',
    );
  });
});
