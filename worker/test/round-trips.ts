import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { ROUND_TRIPS_HEADER } from '../db/simulated-latency.ts';
import worker from '../index.ts';
import { ORIGIN } from './http.ts';

/**
 * A GET through the Worker's own entry with the round-trip counter of `npm run sim:latency` on (no delay): the answer
 * and how many sequential D1 round trips it made (decision 022). Send the session claim (`withSessionClaim`) to count
 * a browser's usual read.
 */
export async function getCountingRoundTrips(path: string, cookie: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } }),
    { ...env, SIMULATED_D1_DELAY_MS: '0' },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { res, roundTrips: Number(res.headers.get(ROUND_TRIPS_HEADER)) };
}
