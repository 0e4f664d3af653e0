import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { knownDevices, loginAttempts, users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../env.ts';
import { setServerCookie } from '../http/cookies.ts';
import { tooManyRequests } from '../http/errors.ts';
import { toBase64Url } from '../lib/base64url.ts';
import { sha256Hex } from '../lib/sha256.ts';

/*
 * Limits on password sign-in (decisions 015 and 039). Every limit is counted in one conditional INSERT of the attempt,
 * before the password is checked, so attempts sent at once cannot slip past:
 *
 * - per account: the first ACCOUNT_DELAY.free failures in the window cost nothing; after that each further attempt
 *   waits twice as long as the last since the account's latest failure (1 s, 2 s, 4 s, ... up to 15 minutes);
 * - per network (the IP address; an IPv6 /64), across all accounts: the same kind of growing delay after
 *   NETWORK_DELAY.free failures, shorter at its longest, because a mobile carrier puts many people behind one address
 *   (carrier-grade NAT) and one stranger's failures must not shut them all out: a delay, never a wall;
 * - a device that has signed in to the account before (`known_devices`) waits for neither: a stranger's wrong
 *   passwords, on the account or on the network, never keep the owner out of their usual phone. Its cookie cannot be
 *   forged (random, stored hashed); a client that drops its cookie is an unknown device, so it waits;
 * - per device (the `sebenza_device` cookie), across all accounts, known or not: at most MAX_DEVICE_FAILURES failures
 *   in the window, so one cookie cannot try a few passwords on each of many accounts.
 */

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/**
 * A growing delay: the first `free` failures in the window cost nothing; then each attempt waits, after the latest
 * failure, twice as long as the one before (1 s, 2 s, 4 s, ...) up to `maxSeconds`.
 */
export type DelayRule = { free: number; maxSeconds: number };
export const ACCOUNT_DELAY: DelayRule = { free: 5, maxSeconds: 15 * 60 };
/**
 * Loose and short: mobile carriers put many people behind one address, so many failures are free, and each wait is at
 * most a minute however long a stranger keeps failing.
 */
export const NETWORK_DELAY: DelayRule = { free: 100, maxSeconds: 60 };
export const MAX_DEVICE_FAILURES = 20;

export const DEVICE_COOKIE = 'sebenza_device';
/** Browsers keep a cookie at most 400 days. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Who is signing in, as the limits count it: the network and the hashed device cookie ('' when unknown). */
export type SignInClient = { ip: string; device: string };

/**
 * The client of this request: its network (from Cloudflare's `CF-Connecting-IP`, which a client cannot set) and its
 * device cookie, which is handed out here when missing so a browser keeps it from its first sign-in page on.
 */
export function signInClient<E extends AppEnv>(c: Context<E>): Promise<SignInClient> {
  // Once per request: a cookie handed out here is not in the request, and a second call must not hand out another.
  let client = clients.get(c.req.raw);
  if (!client) {
    client = readSignInClient(c);
    clients.set(c.req.raw, client);
  }
  return client;
}

const clients = new WeakMap<Request, Promise<SignInClient>>();

async function readSignInClient<E extends AppEnv>(c: Context<E>): Promise<SignInClient> {
  let token = getCookie(c, DEVICE_COOKIE);
  if (!token || !DEVICE_TOKEN.test(token)) {
    token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
    setServerCookie(c, DEVICE_COOKIE, token, { path: '/api', maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_SECONDS });
  }
  return { ip: networkOf(c.req.header('CF-Connecting-IP') ?? ''), device: await sha256Hex(token) };
}

/** An IPv4 address as it is; an IPv6 address as its /64 prefix (one subscriber's line gets a whole /64). */
export function networkOf(address: string): string {
  const ip = address.trim().toLowerCase();
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Records a sign-in attempt for `email` from `client`, or refuses it with 429 (and `Retry-After`) when a limit
 * holds. Answers the attempt's id, so a correct password can take it back (`forgiveAttempts`).
 */
export async function recordSignInAttempt(
  db: Db,
  email: string,
  client: SignInClient,
  now = new Date(),
): Promise<number> {
  const keys = limitKeys(email, client, now);
  const [row] = await db.all<{ id: number }>(sql`
    INSERT INTO ${loginAttempts} (email, ip, device, attempted_at)
    SELECT ${email}, ${client.ip}, ${client.device}, ${keys.at}
    WHERE (${client.device} = '' OR ${keys.count(keys.byDevice)} < ${MAX_DEVICE_FAILURES})
      AND (${keys.knownDevice}
           OR ((${client.ip} = '' OR ${waitedOut(keys, keys.byNetwork, NETWORK_DELAY)})
               AND ${waitedOut(keys, keys.byAccount, ACCOUNT_DELAY)}))
    RETURNING id`);
  if (row) return row.id;
  throw await refusal(db, keys, client, now);
}

/** The pieces of SQL both the INSERT and the refusal's read count with. */
function limitKeys(email: string, client: SignInClient, now: Date) {
  const windowStart = new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString();
  const inWindow = sql`${loginAttempts.attemptedAt} > ${windowStart}`;
  return {
    at: now.toISOString(),
    inWindow,
    byAccount: sql`${loginAttempts.email} = ${email}`,
    byNetwork: sql`${loginAttempts.ip} = ${client.ip}`,
    byDevice: sql`${loginAttempts.device} = ${client.device}`,
    count: (key: SQL) => sql`(SELECT count(*) FROM ${loginAttempts} WHERE ${key} AND ${inWindow})`,
    knownDevice: sql`EXISTS (SELECT 1 FROM ${knownDevices} JOIN ${users} ON ${users.id} = ${knownDevices.userId}
                              WHERE ${users.email} = ${email} AND ${knownDevices.device} = ${client.device}
                                AND ${client.device} <> '')`,
  };
}

/** Whether `rule`'s delay after the latest failure counted by `key` has passed (1) or not (0), as SQL. */
function waitedOut(keys: ReturnType<typeof limitKeys>, key: SQL, rule: DelayRule) {
  return sql`(SELECT CASE WHEN count(*) < ${rule.free} THEN 1
                     -- Whole milliseconds since the latest failure (rounded: julianday is a float).
                     ELSE round((julianday(${keys.at}) - julianday(max(${loginAttempts.attemptedAt}))) * 86400000)
                          >= 1000 * min(${rule.maxSeconds}, 1 << min(count(*) - ${rule.free}, 20))
                END
              FROM ${loginAttempts} WHERE ${key} AND ${keys.inWindow})`;
}

/**
 * A correct password: the attempt was not a failure, and neither were this device's earlier mistakes on the
 * account. Other devices' failures stay counted for their window. The device becomes one of the account's usual ones
 * when the sign-in starts (`rememberDevice`). The statement, sent in the new sign-in's batch.
 */
export function forgiveAttempts(db: Db, attemptId: number, email: string, client: SignInClient) {
  return db
    .delete(loginAttempts)
    .where(
      client.device
        ? and(eq(loginAttempts.email, email), eq(loginAttempts.device, client.device))
        : eq(loginAttempts.id, attemptId),
    );
}

/**
 * The statement that marks the device as one the user signs in from (every way of signing in starts a sign-in, which
 * sends it in its batch), or null when the client has no device cookie.
 */
export function rememberDevice(db: Db, userId: string, client: SignInClient, now = new Date()) {
  if (!client.device) return null;
  return db
    .insert(knownDevices)
    .values({ userId, device: client.device, lastSignInAt: now.toISOString() })
    .onConflictDoUpdate({
      target: [knownDevices.userId, knownDevices.device],
      set: { lastSignInAt: now.toISOString() },
    });
}

/**
 * When the refused attempt may be made again, and which limit holds it back longest. Read only after a refusal; the
 * wait is the longest of the limits that hold (a known device waits only for its own failures).
 */
async function refusal(db: Db, keys: ReturnType<typeof limitKeys>, client: SignInClient, now: Date) {
  const latest = (key: SQL) =>
    sql`(SELECT max(${loginAttempts.attemptedAt}) FROM ${loginAttempts} WHERE ${key} AND ${keys.inWindow})`;
  const [state] = await db.all<{
    known: number;
    deviceCount: number;
    deviceOldest: string | null;
    networkCount: number;
    networkLatest: string | null;
    accountCount: number;
    accountLatest: string | null;
  }>(sql`
    SELECT ${keys.knownDevice} AS known,
           ${keys.count(keys.byDevice)} AS deviceCount,
           (SELECT min(${loginAttempts.attemptedAt}) FROM ${loginAttempts}
            WHERE ${keys.byDevice} AND ${keys.inWindow}) AS deviceOldest,
           ${keys.count(keys.byNetwork)} AS networkCount, ${latest(keys.byNetwork)} AS networkLatest,
           ${keys.count(keys.byAccount)} AS accountCount, ${latest(keys.byAccount)} AS accountLatest`);
  const { known, deviceCount, deviceOldest, networkCount, networkLatest, accountCount, accountLatest } = state!;
  const after = (at: string | null, ms: number) => (at ? Date.parse(at) : now.getTime()) + ms;
  const waits: { until: number; on: 'client' | 'account' }[] = [];
  if (client.device && deviceCount >= MAX_DEVICE_FAILURES)
    waits.push({ until: after(deviceOldest, SIGN_IN_WINDOW_MS), on: 'client' });
  if (!known && client.ip)
    waits.push({ until: after(networkLatest, 1000 * delaySeconds(networkCount, NETWORK_DELAY)), on: 'client' });
  if (!known)
    waits.push({ until: after(accountLatest, 1000 * delaySeconds(accountCount, ACCOUNT_DELAY)), on: 'account' });
  const longest = waits.reduce((a, b) => (b.until > a.until ? b : a), { until: now.getTime(), on: 'client' });
  const wait = shownWait((longest.until - now.getTime()) / 1000);
  const message =
    longest.on === 'account'
      ? 'Too many failed sign-in attempts for this account.'
      : 'Too many failed sign-in attempts from this device or network.';
  return tooManyRequests(`${message} ${wait.text}`, wait.seconds);
}

/** How long the next attempt waits after the latest failure when `failures` are counted against `rule`. */
export function delaySeconds(failures: number, rule: DelayRule): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.maxSeconds, 2 ** Math.min(failures - rule.free, 20));
}

/**
 * The wait as the person reads it and as `Retry-After` says it, the same: whole seconds under a minute, otherwise
 * whole minutes (rounded up, so trying again when told always works).
 */
function shownWait(seconds: number): { seconds: number; text: string } {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return { seconds: whole, text: `Please try again in ${whole} second${whole === 1 ? '' : 's'}.` };
  const minutes = Math.ceil(whole / 60);
  return { seconds: minutes * 60, text: `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` };
}
