import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../test/http.ts';
import { createUser, TEST_PASSWORD, uniqueEmail } from '../test/factories.ts';
import { DEVICE_COOKIE, delaySeconds, NETWORK_DELAY } from './sign-in-limits.ts';

/*
 * Many people share one address behind a mobile carrier (carrier-grade NAT): one stranger's failed sign-ins from it
 * slow down the newcomers on it, never the owners on their usual devices, and never shut anyone out (decision 039).
 * The clock is Vitest's fake Date, which the Worker's requests read too: waiting is moving it, not sleeping.
 */
describe('sign-in limits on a shared address (decision 039)', () => {
  // Each test on its own carrier address (the tests of a file share storage).
  let carrier: Record<string, string> = {};
  let networks = 0;
  const login = (email: string, password: string, cookie?: string) =>
    api('/api/auth/login', { method: 'POST', body: { email, password }, headers: carrier, cookie });
  const deviceCookieFrom = (res: Response) =>
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!
      .split(';')[0]!;
  const wait = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
  /** The refusal's wait, checked to be the one its words say. */
  const retryAfter = async (refused: Response) => {
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('Retry-After'));
    const { message } = await refused.json<{ message: string }>();
    const said =
      seconds < 60
        ? `${seconds} second${seconds === 1 ? '' : 's'}`
        : `${seconds / 60} minute${seconds === 60 ? '' : 's'}`;
    expect(message).toBe(`Too many failed sign-in attempts from this device or network. Please try again in ${said}.`);
    return seconds;
  };
  /** The stranger: a wrong password on another address each time, and no cookie (a fresh, unknown device). */
  const strangerFails = (n: number) =>
    Promise.all(Array.from({ length: n }, (_, i) => login(uniqueEmail('sprayed'), `wrong-password-${i}`)));

  beforeEach(() => {
    carrier = { 'CF-Connecting-IP': `198.51.100.${++networks}` };
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`after ${NETWORK_DELAY.free} failures from one address, the owner's device still gets in and a newcomer waits a growing delay, then gets in`, async () => {
    const owner = await createUser();
    const newcomer = await createUser();
    // The owner has signed in from their phone on this network before.
    const phone = deviceCookieFrom(await login(owner.email, TEST_PASSWORD));
    wait(60);

    // A stranger on the same carrier address fails as often as the network allows without waiting.
    for (let sent = 0; sent < NETWORK_DELAY.free; sent += 10)
      expect((await strangerFails(10)).map((r) => r.status)).toEqual(Array(10).fill(401));
    expect((await strangerFails(1))[0]!.status).toBe(429);

    // (a) The owner's phone, with the right password, gets in at once.
    expect((await login(owner.email, TEST_PASSWORD, phone)).status).toBe(200);

    // (b) A newcomer on a device the account has never seen waits; each of the stranger's further failures makes the
    // next wait longer, up to NETWORK_DELAY.maxSeconds, and the words say the same wait as Retry-After.
    let waited = await retryAfter(await login(newcomer.email, TEST_PASSWORD));
    expect(waited).toBe(delaySeconds(NETWORK_DELAY.free, NETWORK_DELAY));
    const waits = [waited];
    for (let i = 0; i < 8; i++) {
      wait(waited);
      expect((await strangerFails(1))[0]!.status).toBe(401);
      waited = await retryAfter(await login(newcomer.email, TEST_PASSWORD));
      waits.push(waited);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);

    // Once the wait has passed, the newcomer's right password gets in: a delay, not a wall.
    wait(waited);
    const signedIn = await login(newcomer.email, TEST_PASSWORD);
    expect(signedIn.status).toBe(200);
    // From then on that phone is one of the newcomer's usual devices: while the network waits, it does not.
    expect((await strangerFails(1))[0]!.status).toBe(401);
    expect((await strangerFails(1))[0]!.status).toBe(429);
    expect((await login(newcomer.email, TEST_PASSWORD, deviceCookieFrom(signedIn))).status).toBe(200);
  }, 60_000);

  it('lets exactly one attempt through when the wait ends, however many arrive at once', async () => {
    for (let sent = 0; sent < NETWORK_DELAY.free; sent += 10) await strangerFails(10);
    wait(delaySeconds(NETWORK_DELAY.free, NETWORK_DELAY));
    const statuses = (await strangerFails(6)).map((r) => r.status).sort();
    expect(statuses).toEqual([401, 429, 429, 429, 429, 429]);
  }, 60_000);
});
