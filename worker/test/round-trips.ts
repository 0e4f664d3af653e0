import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { ROUND_TRIPS_HEADER } from '../db/simulated-latency.ts';
import worker from '../index.ts';
import { ORIGIN } from './http.ts';

type CountedRequest = { method?: string; body?: unknown; cookie: string };

/**
 * A request through the Worker's own entry with the round-trip counter of `npm run sim:latency` on (no delay): the
 * answer and how many sequential D1 round trips it made before answering (decision 022). Send the sign-in claim
 * (`withSignInClaim`) to count a browser's usual request. Work the answer leaves to `waitUntil` (the outbox sender)
 * runs before this returns but is not counted: nobody waits for it.
 */
export async function countRoundTrips(path: string, { method = 'GET', body, cookie }: CountedRequest) {
  const headers: Record<string, string> = { Cookie: cookie };
  if (method !== 'GET' && method !== 'HEAD') headers.Origin = ORIGIN;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { method, headers, body: encoded(body) }),
    { ...env, SIMULATED_D1_DELAY_MS: '0' },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { res, roundTrips: Number(res.headers.get(ROUND_TRIPS_HEADER)) };
}

/** As `api` sends a body: a string as it is, anything else as JSON. */
const encoded = (body: unknown) => (body === undefined || typeof body === 'string' ? body : JSON.stringify(body));

/** A GET counted as above. */
export const getCountingRoundTrips = (path: string, cookie: string) => countRoundTrips(path, { cookie });
