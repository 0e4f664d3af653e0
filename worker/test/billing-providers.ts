import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type CheckoutStart, type CoachingSubscription, type CreatedCustomer } from '../../schema/contract/coaching.ts';
import { coachingPlans, coachingSubscriptions, processedWebhookEvents } from '../../schema/db/index.ts';
import { createApp } from '../app.ts';
import type { AppBindings } from '../env.ts';
import { db, signedInMentee } from './factories.ts';
import { ORIGIN } from './http.ts';
import { unixNow } from './payments.ts';
import { PAYSTACK_TEST_SECRET_KEY, paystackSignedHeaders, paystackStandIn } from './paystack-stand-in.ts';
import {
  STRIPE_TEST_SECRET_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  stripeSignedHeaders,
  stripeStandIn,
} from './stripe-stand-in.ts';

/**
 * The whole app with a real provider configured (the default test env has none, so the test checkout answers
 * there): the routes call the real Paystack/Stripe clients, whose outbound requests the stand-ins answer, and
 * provider-signed webhooks drive the state machine. Requests go through createApp().fetch with bindings that
 * carry the provider's keys (SELF would use the default bindings); each bindings object is built once because
 * readConfig caches per object.
 */

export const PAYSTACK_ENV: AppBindings = { ...env, PAYSTACK_SECRET_KEY: PAYSTACK_TEST_SECRET_KEY };
export const STRIPE_ENV: AppBindings = {
  ...env,
  STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
};

// One stand-in of each per file: their ids count up per instance, and payment_customers.provider_customer_id is
// unique across the file's shared storage, so a fresh stand-in per test would hand out the same customer again.
export const paystack = paystackStandIn();
export const stripe = stripeStandIn();

export const app = createApp();

/** A same-origin browser request (Origin on writes, the sign-in cookie) to the app configured by `bindings`. */
export async function call(
  bindings: AppBindings,
  path: string,
  options: { method?: string; body?: unknown; cookie?: string } = {},
) {
  const method = options.method ?? 'GET';
  const headers = new Headers();
  if (method !== 'GET') headers.set('Origin', ORIGIN);
  if (options.cookie) headers.set('Cookie', options.cookie);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
    bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

/** A webhook as a provider delivers it: the raw body and its signature header, no Origin, no cookie. */
export async function deliver(bindings: AppBindings, provider: string, payload: string, signed: Headers) {
  const headers = new Headers(signed);
  headers.set('Content-Type', 'application/json');
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`${ORIGIN}/api/webhooks/${provider}`, { method: 'POST', headers, body: payload }),
    bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

export const deliverPaystack = async (payload: string) =>
  deliver(PAYSTACK_ENV, 'paystack', payload, await paystackSignedHeaders(payload));

export const deliverStripe = async (payload: string, timestamp?: number) =>
  deliver(STRIPE_ENV, 'stripe', payload, await stripeSignedHeaders(payload, STRIPE_TEST_WEBHOOK_SECRET, timestamp));

export const rowOf = async (id: number) =>
  (await db.select().from(coachingSubscriptions).where(eq(coachingSubscriptions.id, id)))[0]!;
export const rowsOf = (userId: string) =>
  db.select().from(coachingSubscriptions).where(eq(coachingSubscriptions.userId, userId));
export const planOf = async (id: number) => (await db.select().from(coachingPlans).where(eq(coachingPlans.id, id)))[0]!;
export const recorded = (eventId: string) =>
  db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.eventId, eventId));

export const subscriptionOf = async (bindings: AppBindings, cookie: string) => {
  const res = await call(bindings, '/api/coaching/subscription', { cookie });
  expect(res.status).toBe(200);
  return res.json<CoachingSubscription>();
};

export const isoAgo = (seconds: number) => new Date((unixNow() - seconds) * 1000).toISOString();
export const unique = () => crypto.randomUUID().replaceAll('-', '').slice(0, 12);

/** create-customer then create-subscription through the configured provider, as the coaching page does. */
export async function subscribe(bindings: AppBindings, provider: 'paystack' | 'stripe', planId: number) {
  const { user, cookie } = await signedInMentee();
  const customerRes = await call(bindings, `/api/coaching/${provider}/create-customer`, { method: 'POST', cookie });
  expect(customerRes.status).toBe(200);
  const { customerId } = await customerRes.json<CreatedCustomer>();
  const res = await call(bindings, `/api/coaching/${provider}/create-subscription`, {
    method: 'POST',
    cookie,
    body: { planId, customerId, coachId: null },
  });
  expect(res.status).toBe(201);
  const [row] = await rowsOf(user.id);
  return { user, cookie, customerId, checkout: await res.json<CheckoutStart>(), row: row! };
}
