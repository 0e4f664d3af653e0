import { Hono } from 'hono';
import { vi } from 'vitest';
import { signStripePayload } from '../payments/stripe-events.ts';

/**
 * A stand-in for the part of Stripe's API the app calls (customers, Checkout Sessions, subscription updates), for
 * worker tests: the real `stripe` client makes real HTTP requests to api.stripe.com, the isolate's outbound fetch
 * to that host is answered here (`intercept()`), and every request is recorded with its form-encoded body as
 * Stripe receives it. Answers and errors have Stripe's shapes, and the stand-in refuses what Stripe refuses that
 * the app could get wrong (a wrong key, an unknown price, an `expires_at` outside 30 minutes..24 hours).
 */

export const STRIPE_TEST_SECRET_KEY = 'sk_test_51StandInSecretKeyNeverShown';
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_stand_in_webhook_secret';

const STRIPE_HOST = 'api.stripe.com';

export type StripeRequest = { method: string; path: string; headers: Headers; form: URLSearchParams };

type Failure = { status: number; error?: { type: string; message: string; code?: string } } | 'network';

export function stripeStandIn(options: { secretKey?: string; prices?: string[] } = {}) {
  const secretKey = options.secretKey ?? STRIPE_TEST_SECRET_KEY;
  const prices = new Set(options.prices ?? []);
  const requests: StripeRequest[] = [];
  const failures: Failure[] = [];
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}_standin${++sequence}`;

  const app = new Hono();
  app.use(async (c, next) => {
    if (c.req.header('Authorization') !== `Bearer ${secretKey}`) {
      // Stripe's answer to a wrong key quotes the key's last characters: the app must not pass it on.
      const given = c.req.header('Authorization')?.replace(/^Bearer /, '') ?? '';
      return stripeError(401, {
        type: 'invalid_request_error',
        message: `Invalid API Key provided: ${given.slice(0, 8)}****${given.slice(-4)}`,
      });
    }
    await next();
  });

  app.post('/v1/customers', async (c) => {
    const form = await formOf(c.req.raw);
    return Response.json({
      id: nextId('cus'),
      object: 'customer',
      email: form.get('email'),
      name: form.get('name'),
      metadata: metadataOf(form, 'metadata'),
    });
  });

  app.post('/v1/checkout/sessions', async (c) => {
    const form = await formOf(c.req.raw);
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = Number(form.get('expires_at') ?? now + 24 * 3600);
    if (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'parameter_invalid_integer',
        message: 'The `expires_at` timestamp must be at least 30 minutes and at most 24 hours from creation.',
      });
    }
    const price = form.get('line_items[0][price]');
    if (price !== null && !prices.has(price)) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such price: '${price}'`,
      });
    }
    const id = nextId('cs_test');
    return Response.json({
      id,
      object: 'checkout.session',
      mode: form.get('mode'),
      currency: form.get('currency'),
      customer: form.get('customer'),
      client_reference_id: form.get('client_reference_id'),
      metadata: metadataOf(form, 'metadata'),
      expires_at: expiresAt,
      payment_status: 'unpaid',
      status: 'open',
      // Hosted checkouts have a URL and no client secret.
      client_secret: null,
      url: `https://checkout.stripe.com/c/pay/${id}`,
    });
  });

  const noSuchSubscription = (id: string) =>
    stripeError(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such subscription: '${id}'`,
    });
  /** A subscription as Stripe answers it: one item, on the price its checkout bought. */
  const subscriptionOf = (id: string, fields: { cancelAtPeriodEnd: boolean; price: string }) => ({
    id,
    object: 'subscription',
    status: 'active',
    cancel_at_period_end: fields.cancelAtPeriodEnd,
    metadata: {},
    items: {
      object: 'list',
      data: [{ id: `si_${id.slice(4)}`, object: 'subscription_item', price: { id: fields.price, object: 'price' } }],
    },
  });

  app.get('/v1/subscriptions/:id', (c) => {
    const id = c.req.param('id');
    if (!id.startsWith('sub_')) return noSuchSubscription(id);
    return Response.json(subscriptionOf(id, { cancelAtPeriodEnd: false, price: 'price_checkout_inline' }));
  });

  app.post('/v1/subscriptions/:id', async (c) => {
    const form = await formOf(c.req.raw);
    const id = c.req.param('id');
    if (!id.startsWith('sub_')) return noSuchSubscription(id);
    const price = form.get('items[0][price]');
    if (price !== null && !prices.has(price)) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such price: '${price}'`,
      });
    }
    const itemId = form.get('items[0][id]');
    if (itemId !== null && itemId !== `si_${id.slice(4)}`) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such subscription item: '${itemId}'`,
      });
    }
    return Response.json(
      subscriptionOf(id, {
        cancelAtPeriodEnd: form.get('cancel_at_period_end') === 'true',
        price: price ?? 'price_checkout_inline',
      }),
    );
  });

  app.post('/v1/prices', async (c) => {
    const form = await formOf(c.req.raw);
    const id = nextId('price');
    prices.add(id);
    return Response.json({
      id,
      object: 'price',
      currency: form.get('currency'),
      unit_amount: Number(form.get('unit_amount')),
      recurring: { interval: form.get('recurring[interval]') },
      product: nextId('prod'),
    });
  });

  app.all('*', (c) =>
    stripeError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${c.req.path}).` }),
  );

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    requests.push({
      method: request.method,
      path: url.pathname,
      headers: request.headers,
      form: await formOf(request),
    });
    const failure = failures.shift();
    if (failure === 'network') throw new TypeError('Network connection lost.');
    if (failure) {
      return stripeError(failure.status, failure.error ?? { type: 'api_error', message: 'Something went wrong.' });
    }
    return app.fetch(request);
  }

  return {
    /** Every request the client sent, in order (retries included). */
    requests,
    /** The next request is answered with this error (Stripe's shape), or fails to connect. */
    failNext(failure: Failure) {
      failures.push(failure);
    },
    /** Answers the isolate's requests to api.stripe.com from now on; `vi.restoreAllMocks()` undoes it. */
    intercept() {
      interceptHost(STRIPE_HOST, handle);
    },
  };
}

/** Stripe's error body; `stripe-should-retry: false` keeps the client from retrying a 5xx in tests. */
function stripeError(status: number, error: { type: string; message: string; code?: string }) {
  return Response.json({ error }, { status, headers: { 'request-id': 'req_standin', 'stripe-should-retry': 'false' } });
}

/** The form-encoded body Stripe's client sends (read from a copy, so the request can still be answered). */
const formOf = async (request: Request) =>
  new URLSearchParams(request.method === 'GET' ? '' : new TextDecoder().decode(await request.clone().arrayBuffer()));

/** `metadata[key]=value` fields back into an object. */
function metadataOf(form: URLSearchParams, prefix: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`).exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

const realFetch = globalThis.fetch;

/** Sends the isolate's outbound requests for `host` to `handle`; every other request goes out as usual. */
function interceptHost(host: string, handle: (request: Request) => Promise<Response>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).host !== host) return realFetch(input, init);
    return handle(request);
  });
}

/** Headers carrying `Stripe-Signature` for `payload`, signed with the library's own test helper. */
export async function stripeSignedHeaders(
  payload: string,
  secret = STRIPE_TEST_WEBHOOK_SECRET,
  timestamp = Math.floor(Date.now() / 1000),
) {
  return new Headers({ 'stripe-signature': await signStripePayload(payload, secret, timestamp) });
}
