import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { knownDevices, loginAttempts } from '../../schema/db/index.ts';
import { api } from '../test/http.ts';
import { createUser, db, TEST_PASSWORD, uniqueEmail } from '../test/factories.ts';
import { HttpError } from '../http/errors.ts';
import {
  ACCOUNT_DELAY,
  delaySeconds,
  DEVICE_COOKIE,
  MAX_DEVICE_FAILURES,
  NETWORK_DELAY,
  networkOf as networkAddress,
  recordSignInAttempt,
} from './sign-in-limits.ts';
import { hashToken } from './sign-in.ts';

describe('sign-in limits (decisions 015 and 039)', () => {
  const login = (email: string, password: string, headers: Record<string, string> = {}, cookie?: string) =>
    api('/api/auth/login', { method: 'POST', body: { email, password }, headers, cookie });
  const deviceCookieFrom = (res: Response) =>
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!
      .split(';')[0]!;
  const fromNetwork = (n: number) => ({ 'CF-Connecting-IP': `203.0.113.${n}` });

  it("a stranger's wrong passwords never keep the owner out of the device they sign in from", async () => {
    const owner = await createUser();
    // The owner's phone has signed in before.
    const first = await login(owner.email, TEST_PASSWORD, fromNetwork(10));
    expect(first.status).toBe(200);
    const phone = deviceCookieFrom(first);

    // Someone else, elsewhere, tries 30 passwords: after 5 failures they wait longer each time.
    const statuses = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await login(owner.email, `guess-${i}-password`, fromNetwork(66))).status);
    expect(statuses.slice(0, ACCOUNT_DELAY.free)).toEqual(Array(ACCOUNT_DELAY.free).fill(401));
    expect(statuses).toContain(429);

    const fromPhone = await login(owner.email, TEST_PASSWORD, fromNetwork(10), phone);
    expect(fromPhone.status).toBe(200);
  });

  it('an unknown device waits a growing delay, not a lock: the right password gets in once it has passed', async () => {
    const user = await createUser();
    const client = { ip: '198.51.100.1', device: '' };
    const t0 = Date.now();
    const at = (ms: number) => new Date(t0 + ms);
    for (let i = 0; i < ACCOUNT_DELAY.free; i++) await recordSignInAttempt(db, user.email, client, at(0));
    // 1 s after the latest failure, then 2 s, then 4 s...
    for (const [wait, next] of [
      [1, 1000],
      [2, 3000],
      [4, 7000],
    ] as const) {
      const refused = await recordSignInAttempt(db, user.email, client, at(next - 1)).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(HttpError);
      expect((refused as HttpError).status).toBe(429);
      expect(Number((refused as HttpError).headers!['Retry-After'])).toBeLessThanOrEqual(wait);
      await recordSignInAttempt(db, user.email, client, at(next));
    }
    expect(delaySeconds(ACCOUNT_DELAY.free + 20, ACCOUNT_DELAY)).toBe(ACCOUNT_DELAY.maxSeconds);

    // Ten failures a few minutes ago (the old rule's lock): the right password from a new device now gets in.
    const victim = await createUser();
    const earlier = new Date(Date.now() - 3 * 60_000).toISOString();
    await db
      .insert(loginAttempts)
      .values(Array.from({ length: 10 }, () => ({ email: victim.email, ip: '192.0.2.9', attemptedAt: earlier })));
    expect((await login(victim.email, TEST_PASSWORD, fromNetwork(11))).status).toBe(200);
  });

  it(`one device cannot spray many accounts: ${MAX_DEVICE_FAILURES} failures across accounts, then 429`, async () => {
    const first = await login(uniqueEmail('spray'), 'wrong-password-0');
    const device = deviceCookieFrom(first);
    // Sent at once, the limit still holds: one conditional INSERT counts them.
    const results = await Promise.all(
      Array.from({ length: MAX_DEVICE_FAILURES + 4 }, (_, i) => login(uniqueEmail('spray'), `wrong-${i}`, {}, device)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_DEVICE_FAILURES - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const refused = results.find((r) => r.status === 429)!;
    expect((await refused.json<{ message: string }>()).message).toMatch(/from this device or network/);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(800);
    // Even the right password of an account it has never signed in to.
    const other = await createUser();
    expect((await login(other.email, TEST_PASSWORD, {}, device)).status).toBe(429);
  });

  it(`one network cannot spray many accounts with a fresh cookie each time: after ${NETWORK_DELAY.free} failures, each waits`, async () => {
    // The clock stands still, so the second attempt comes within the first's wait however slow the machine.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => void vi.useRealTimers());
    const ip = '2001:db8:42:7::1';
    const recent = new Date(Date.now() - 60_000).toISOString();
    const earlier = Array.from({ length: NETWORK_DELAY.free - 1 }, (_, i) => ({
      email: `sprayed-${i}@example.test`,
      // Another address in the same /64 is the same network.
      ip: networkAddress(`2001:db8:42:7::${i + 2}`),
      attemptedAt: recent,
    }));
    // D1 binds at most 100 values per statement.
    for (let i = 0; i < earlier.length; i += 20) await db.insert(loginAttempts).values(earlier.slice(i, i + 20));
    expect((await login(uniqueEmail(), 'wrong-password', { 'CF-Connecting-IP': ip })).status).toBe(401);
    const refused = await login(uniqueEmail(), 'wrong-password', { 'CF-Connecting-IP': ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('1');
    expect((await refused.json<{ message: string }>()).message).toBe(
      'Too many failed sign-in attempts from this device or network. Please try again in 1 second.',
    );
    // Another network is not affected.
    expect((await login(uniqueEmail(), 'wrong-password', { 'CF-Connecting-IP': '2001:db8:43::1' })).status).toBe(401);
    expect(delaySeconds(NETWORK_DELAY.free + 20, NETWORK_DELAY)).toBe(NETWORK_DELAY.maxSeconds);
  });

  it("forgives the device's own failures on success and remembers it as the account's device", async () => {
    const user = await createUser();
    const first = await login(user.email, 'typo-password-1');
    const device = deviceCookieFrom(first);
    for (let i = 0; i < 2; i++) await login(user.email, `typo-password-${i + 2}`, {}, device);
    await db
      .insert(loginAttempts)
      .values({ email: user.email, ip: '192.0.2.1', attemptedAt: new Date().toISOString() });
    expect((await login(user.email, TEST_PASSWORD, {}, device)).status).toBe(200);
    const left = await db.select().from(loginAttempts).where(eq(loginAttempts.email, user.email));
    expect(left.map((a) => a.ip)).toEqual(['192.0.2.1']);
    const devices = await db.select().from(knownDevices).where(eq(knownDevices.userId, user.id));
    expect(devices).toHaveLength(1);
    expect(devices[0]!.device).toBe(await hashToken(device.split('=')[1]!));
  });

  it('counts an IPv6 client by its /64', () => {
    expect(networkAddress('2001:db8:0:1:aaaa::5')).toBe('2001:db8:0:1::/64');
    expect(networkAddress('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(networkAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkAddress('203.0.113.5')).toBe('203.0.113.5');
  });

  /*
   * Many people share one address behind a mobile carrier (carrier-grade NAT): one stranger's failed sign-ins from it
   * slow down the newcomers on it, never the owners on their usual devices, and never shut anyone out (decision 039).
   * The clock is Vitest's fake Date, which the Worker's requests read too: waiting is moving it, not sleeping.
   */
  describe('on an address many people share', () => {
    // Each test on its own carrier address (the tests of a file share storage).
    let carrier: Record<string, string> = {};
    let networks = 0;
    const onCarrier = (email: string, password: string, cookie?: string) => login(email, password, carrier, cookie);
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
      expect(message).toBe(
        `Too many failed sign-in attempts from this device or network. Please try again in ${said}.`,
      );
      return seconds;
    };
    /** The stranger: a wrong password on another address each time, and no cookie (a fresh, unknown device). */
    const strangerFails = (n: number) =>
      Promise.all(Array.from({ length: n }, (_, i) => onCarrier(uniqueEmail('sprayed'), `wrong-password-${i}`)));

    beforeEach(() => {
      carrier = { 'CF-Connecting-IP': `198.18.0.${++networks}` };
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it(`after ${NETWORK_DELAY.free} failures from one address, the owner's device still gets in and a newcomer waits a growing delay, then gets in`, async () => {
      const owner = await createUser();
      const newcomer = await createUser();
      // The owner has signed in from their phone on this network before.
      const phone = deviceCookieFrom(await onCarrier(owner.email, TEST_PASSWORD));
      wait(60);

      // A stranger on the same carrier address fails as often as the network allows without waiting.
      for (let sent = 0; sent < NETWORK_DELAY.free; sent += 10)
        expect((await strangerFails(10)).map((r) => r.status)).toEqual(Array(10).fill(401));
      expect((await strangerFails(1))[0]!.status).toBe(429);

      // (a) The owner's phone, with the right password, gets in at once.
      expect((await onCarrier(owner.email, TEST_PASSWORD, phone)).status).toBe(200);

      // (b) A newcomer on a device the account has never seen waits; each of the stranger's further failures makes the
      // next wait longer, up to NETWORK_DELAY.maxSeconds, and the words say the same wait as Retry-After.
      let waited = await retryAfter(await onCarrier(newcomer.email, TEST_PASSWORD));
      expect(waited).toBe(delaySeconds(NETWORK_DELAY.free, NETWORK_DELAY));
      const waits = [waited];
      for (let i = 0; i < 8; i++) {
        wait(waited);
        expect((await strangerFails(1))[0]!.status).toBe(401);
        waited = await retryAfter(await onCarrier(newcomer.email, TEST_PASSWORD));
        waits.push(waited);
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);

      // Once the wait has passed, the newcomer's right password gets in: a delay, not a wall.
      wait(waited);
      const signedIn = await onCarrier(newcomer.email, TEST_PASSWORD);
      expect(signedIn.status).toBe(200);
      // From then on that phone is one of the newcomer's usual devices: while the network waits, it does not.
      expect((await strangerFails(1))[0]!.status).toBe(401);
      expect((await strangerFails(1))[0]!.status).toBe(429);
      expect((await onCarrier(newcomer.email, TEST_PASSWORD, deviceCookieFrom(signedIn))).status).toBe(200);
    }, 60_000);

    it('lets exactly one attempt through when the wait ends, however many arrive at once', async () => {
      for (let sent = 0; sent < NETWORK_DELAY.free; sent += 10) await strangerFails(10);
      wait(delaySeconds(NETWORK_DELAY.free, NETWORK_DELAY));
      const statuses = (await strangerFails(6)).map((r) => r.status).sort();
      expect(statuses).toEqual([401, 429, 429, 429, 429, 429]);
    }, 60_000);
  });
});
