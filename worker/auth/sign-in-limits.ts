import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { knownDevices, loginAttempts, users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../env.ts';
import { tooManyRequests } from '../http/errors.ts';
import { toBase64Url } from '../lib/base64url.ts';
import { sha256Hex } from '../lib/sha256.ts';

/*
 * Limits on password sign-in (docs/decisions/015-sign-in-limits-and-sign-up-answers.md). Every limit is counted in
 * one conditional INSERT of the attempt, before the password is checked, so attempts sent at once cannot slip past:
 *
 * - per account: the first FREE_ACCOUNT_FAILURES failures in the window cost nothing; after that each further attempt
 *   waits twice as long as the last since the account's latest failure (1 s, 2 s, 4 s, ... up to 15 minutes). This
 *   never applies to a device that has signed in to the account before, so a stranger's wrong passwords cannot keep
 *   the owner out of their usual phone;
 * - per device (the `sebenza_device` cookie) and per network (the IP address; an IPv6 /64), across all accounts:
 *   at most MAX_DEVICE_FAILURES and MAX_NETWORK_FAILURES failures in the window, so one client cannot try a few
 *   passwords on each of many accounts.
 */

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const FREE_ACCOUNT_FAILURES = 5;
export const MAX_ACCOUNT_DELAY_SECONDS = 15 * 60;
export const MAX_DEVICE_FAILURES = 20;
/** Looser than the device's: mobile carriers put many people behind one address. */
export const MAX_NETWORK_FAILURES = 100;

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
    setCookie(c, DEVICE_COOKIE, token, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:',
      path: '/api',
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });
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
  const windowStart = new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString();
  const at = now.toISOString();
  const inWindow = sql`${loginAttempts.attemptedAt} > ${windowStart}`;
  const [row] = await db.all<{ id: number }>(sql`
    INSERT INTO ${loginAttempts} (email, ip, device, attempted_at)
    SELECT ${email}, ${client.ip}, ${client.device}, ${at}
    WHERE (${client.ip} = '' OR (SELECT count(*) FROM ${loginAttempts}
                                 WHERE ${loginAttempts.ip} = ${client.ip} AND ${inWindow}) < ${MAX_NETWORK_FAILURES})
      AND (${client.device} = '' OR (SELECT count(*) FROM ${loginAttempts}
                                     WHERE ${loginAttempts.device} = ${client.device} AND ${inWindow}) < ${MAX_DEVICE_FAILURES})
      AND (
        EXISTS (SELECT 1 FROM ${knownDevices} JOIN ${users} ON ${users.id} = ${knownDevices.userId}
                WHERE ${users.email} = ${email} AND ${knownDevices.device} = ${client.device} AND ${client.device} <> '')
        OR (SELECT CASE WHEN count(*) < ${FREE_ACCOUNT_FAILURES} THEN 1
                        -- Whole milliseconds since the latest failure (rounded: julianday is a float).
                        ELSE round((julianday(${at}) - julianday(max(${loginAttempts.attemptedAt}))) * 86400000)
                             >= 1000 * min(${MAX_ACCOUNT_DELAY_SECONDS}, 1 << min(count(*) - ${FREE_ACCOUNT_FAILURES}, 20))
                   END
            FROM ${loginAttempts} WHERE ${loginAttempts.email} = ${email} AND ${inWindow})
      )
    RETURNING id`);
  if (row) return row.id;
  throw await refusal(db, email, client, windowStart, now);
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

/** Which limit refused the attempt, and when it lets the next one through. Read only after a refusal. */
async function refusal(db: Db, email: string, client: SignInClient, windowStart: string, now: Date) {
  const window = sql`${loginAttempts.attemptedAt} > ${windowStart}`;
  const counted = (key: SQL) => sql`(SELECT count(*) FROM ${loginAttempts} WHERE ${key} AND ${window})`;
  const oldest = (key: SQL) =>
    sql`(SELECT min(${loginAttempts.attemptedAt}) FROM ${loginAttempts} WHERE ${key} AND ${window})`;
  const byIp = sql`${loginAttempts.ip} = ${client.ip}`;
  const byDevice = sql`${loginAttempts.device} = ${client.device}`;
  const byEmail = sql`${loginAttempts.email} = ${email}`;
  const [state] = await db.all<{
    networkCount: number;
    networkOldest: string | null;
    deviceCount: number;
    deviceOldest: string | null;
    accountCount: number;
    accountLatest: string | null;
  }>(sql`
    SELECT ${counted(byIp)} AS networkCount, ${oldest(byIp)} AS networkOldest,
           ${counted(byDevice)} AS deviceCount, ${oldest(byDevice)} AS deviceOldest,
           ${counted(byEmail)} AS accountCount,
           (SELECT max(${loginAttempts.attemptedAt}) FROM ${loginAttempts} WHERE ${byEmail} AND ${window}) AS accountLatest`);
  const secondsUntil = (ms: number) => Math.max(1, Math.ceil((ms - now.getTime()) / 1000));
  const clientLimited =
    (client.ip && state!.networkCount >= MAX_NETWORK_FAILURES) ||
    (client.device && state!.deviceCount >= MAX_DEVICE_FAILURES);
  if (clientLimited) {
    const oldestAt = [
      client.ip && state!.networkCount >= MAX_NETWORK_FAILURES ? state!.networkOldest : null,
      client.device && state!.deviceCount >= MAX_DEVICE_FAILURES ? state!.deviceOldest : null,
    ]
      .filter((at): at is string => Boolean(at))
      .map(Date.parse);
    const seconds = secondsUntil(Math.max(...oldestAt) + SIGN_IN_WINDOW_MS);
    return tooManyRequests(
      `Too many failed sign-in attempts from this device or network. ${tryAgainIn(seconds)}`,
      seconds,
    );
  }
  const delay = accountDelaySeconds(state!.accountCount);
  const latest = state!.accountLatest ? Date.parse(state!.accountLatest) : now.getTime();
  const seconds = secondsUntil(latest + delay * 1000);
  return tooManyRequests(`Too many failed sign-in attempts for this account. ${tryAgainIn(seconds)}`, seconds);
}

/** How long the account's next attempt from an unknown device waits after its latest failure. */
export function accountDelaySeconds(failures: number): number {
  if (failures < FREE_ACCOUNT_FAILURES) return 0;
  return Math.min(MAX_ACCOUNT_DELAY_SECONDS, 2 ** Math.min(failures - FREE_ACCOUNT_FAILURES, 20));
}

function tryAgainIn(seconds: number): string {
  if (seconds < 60) return `Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
