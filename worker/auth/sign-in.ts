import { and, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { getCookie } from 'hono/cookie';
import { deleteServerCookie, setServerCookie } from '../http/cookies.ts';
import { setLanguageCookie } from '../http/language.ts';
import { signIns, users } from '../../schema/db/index.ts';
import type { BatchItem } from 'drizzle-orm/batch';
import type { CurrentUser } from '../../schema/contract/auth.ts';
import { createDb, type Db } from '../db/client.ts';
import { writeThenRead } from '../db/write-then-read.ts';
import { readsAlongsideCheck } from '../db/reads-alongside-check.ts';
import type { AppEnv, SignedInUser } from '../env.ts';
import { AnsweredElsewhere } from '../http/errors.ts';
import { toBase64Url } from '../lib/base64url.ts';
import { sha256Hex } from '../lib/sha256.ts';
import {
  claimMatches,
  clearSignInClaim,
  keepMentorHint,
  readSignInClaim,
  SIGN_IN_CLAIM_COOKIE,
  setSignInClaim,
} from './sign-in-claim.ts';
import { currentUserQuery, signedInUserFields, toCurrentUser } from './current-user.ts';
import { rememberDevice, signInClient } from './sign-in-limits.ts';
import { bindingsAfterCheck } from './sign-in-claim-bindings.ts';

export const SIGN_IN_COOKIE = 'sebenza_session';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A sign-in ends after this long without use. */
export const SIGN_IN_IDLE_MS = 30 * DAY_MS;
/** Sliding the expiry costs a write, so it is pushed forward at most once a day per sign-in. */
const REFRESH_AFTER_MS = DAY_MS;

/** 256 random bits, base64url. Only its SHA-256 is stored, so a database leak reveals no usable token. */
export function newSignInToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

export const hashToken = sha256Hex;

/**
 * Starts a new sign-in for the user (a fresh token at every sign-in), sets the cookie and the claim, and answers the
 * current-user object. Every way of signing in comes here, so this is where the device becomes one the account usually
 * signs in from (sign-in-limits.ts). One batch, one round trip (decision 022): the device, the sign-in, `alsoWrite` (a
 * password sign-in's forgiven attempts) and the account read back. The browser's language cookie is set to the
 * member's language, so their pages are in it on a new device too.
 */
export async function startSignIn(
  c: Context<AppEnv>,
  userId: string,
  alsoWrite: BatchItem<'sqlite'>[] = [],
): Promise<CurrentUser> {
  const db = c.var.db;
  const token = newSignInToken();
  const expiresAt = new Date(Date.now() + SIGN_IN_IDLE_MS).toISOString();
  const device = rememberDevice(db, userId, await signInClient(c));
  const { read: rows } = await writeThenRead(
    db,
    [
      db.insert(signIns).values({ tokenHash: await hashToken(token), userId, expiresAt }),
      ...alsoWrite,
      ...(device ? [device] : []),
    ],
    currentUserQuery(db, userId),
  );
  const user = toCurrentUser(rows);
  setServerCookie(c, SIGN_IN_COOKIE, token, { path: '/', maxAgeSeconds: SIGN_IN_IDLE_MS / 1000 });
  const { id, email, firstName, lastName, role, profileImage, ageGroup, guardianConsentedAt } = rows[0]!;
  const account = { id, email, firstName, lastName, role, profileImage, ageGroup, guardianConsentedAt };
  setSignInClaim(c, account satisfies SignedInUser, REFRESH_AFTER_MS / 1000);
  keepMentorHint(c, { userId: id, mentorId: rows[0]!.mentorId, serviceType: rows[0]!.serviceType });
  // The pages follow the member's language on this device from now on, whatever it was set to before.
  setLanguageCookie(c, rows[0]!.language);
  return user;
}

/** Drops the sign-in cookie, and the claim and mentor hint beside it, from the browser that sent the request. */
export function clearSignInCookies<E extends AppEnv>(c: Context<E>): void {
  deleteServerCookie(c, SIGN_IN_COOKIE, { path: '/' });
  clearSignInClaim(c);
}

/**
 * Revokes the sign-in that authenticated this request (server-side) and clears the cookie. Answers which sign-in
 * ended (null when none did), so the caller can close what was open on it (live sockets, decision 016).
 */
export async function endSignIn(c: Context<AppEnv>): Promise<{ userId: string; signInHash: string } | null> {
  const signInHash = c.var.signInTokenHash;
  const user = c.var.user;
  clearSignInCookies(c);
  if (!signInHash || !user) return null;
  await c.var.db.delete(signIns).where(eq(signIns.tokenHash, signInHash));
  return { userId: user.id, signInHash };
}

/**
 * The statement that ends every sign-in of the user but `keep` (every one when null), answering the ended ones'
 * hashes so their live sockets can be closed (`closeLiveSockets`). For a batch: a password change sends it with the
 * new hash.
 */
export function endSignInsOf(db: Db, userId: string, keep: string | null) {
  const mine = eq(signIns.userId, userId);
  return db
    .delete(signIns)
    .where(keep ? and(mine, ne(signIns.tokenHash, keep)) : mine)
    .returning({ signInHash: signIns.tokenHash });
}

/**
 * Closes the live sockets opened with the user's ended sign-ins (decision 016), after the answer. A socket this misses
 * closes at its object's next re-check, which finds the sign-in gone, so a failure is only logged.
 */
export function closeLiveSockets<E extends AppEnv>(c: Context<E>, userId: string, signInHashes: string[]): void {
  if (signInHashes.length === 0) return;
  const close = async () => {
    try {
      const closeSignIn = await c.var.liveSocketsOf(userId);
      await Promise.all(signInHashes.map((hash) => closeSignIn(hash)));
    } catch (err) {
      console.warn('Closing the live sockets of ended sign-ins failed', err);
    }
  };
  c.executionCtx.waitUntil(close());
}

/**
 * A condition on `auth_sessions`: the sign-in is one of `signInHashes` and still signed in at `now` (not signed
 * out, not expired; deleting an account deletes its sign-ins). The hashes travel as one JSON parameter, since D1
 * binds at most 100 per statement and a room may hold more sockets than that.
 */
export function liveSignInAmong(signInHashes: string[], now: Date): SQL {
  return and(
    sql`${signIns.tokenHash} in (select value from json_each(${JSON.stringify(signInHashes)}))`,
    gt(signIns.expiresAt, now.toISOString()),
  )!;
}

async function findSignedInUser(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ user: signedInUserFields, expiresAt: signIns.expiresAt })
    .from(signIns)
    .innerJoin(users, eq(users.id, signIns.userId))
    .where(and(eq(signIns.tokenHash, tokenHash), gt(signIns.expiresAt, now.toISOString())))
    .limit(1);
  return row;
}

/**
 * Reads the sign-in cookie on every API request and sets `c.var.user` (null when signed out). Decision 022: a request
 * that carries the sign-in claim (any method but a WebSocket upgrade) runs at once as the claimed user, its reads
 * travelling beside the sign-in check and everything else it does waiting for it (decision 031), and its answer stands
 * only if the check finds the sign-in live and the account as claimed; otherwise the request is answered again as if
 * it had carried no claim. Every other request (upgrades, no claim) checks the sign-in first, as before, and gets the
 * claim for next time.
 */
export const loadSignIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null);
  c.set('signInTokenHash', null);
  const token = getCookie(c, SIGN_IN_COOKIE);
  if (!token || token.length > 128) return next();
  const tokenHash = await hashToken(token);
  const now = new Date();
  const claim = readSignInClaim(c);
  if (claim && !isUpgrade(c)) return runBesideSignInCheck(c, next, { claim, tokenHash, now });

  const found = await findSignedInUser(c.var.db, tokenHash, now);
  if (!found) {
    if (claim) clearSignInClaim(c);
    return next();
  }
  c.set('user', found.user satisfies SignedInUser);
  c.set('signInTokenHash', tokenHash);
  let expiresAt = found.expiresAt;
  const slides = Date.parse(expiresAt) - now.getTime() < SIGN_IN_IDLE_MS - REFRESH_AFTER_MS;
  if (slides) {
    expiresAt = new Date(now.getTime() + SIGN_IN_IDLE_MS).toISOString();
    await c.var.db.update(signIns).set({ expiresAt }).where(eq(signIns.tokenHash, tokenHash));
  }
  if (slides || !claim || !claimMatches(claim, found.user)) {
    setSignInClaim(c, found.user, claimLifetimeSeconds(expiresAt, now));
  }
  return next();
};

/**
 * How long a claim may be used without the checked path: until the sign-in's expiry is due to slide forward (a day
 * after it last did), so that the claim's absence sends the next request the way that slides it.
 */
function claimLifetimeSeconds(expiresAt: string, now: Date): number {
  return (Date.parse(expiresAt) - SIGN_IN_IDLE_MS + REFRESH_AFTER_MS - now.getTime()) / 1000;
}

/** A WebSocket upgrade opens a socket that outlives the request, so it is never let in on a claim alone. */
function isUpgrade(c: Context<AppEnv>): boolean {
  return c.req.header('upgrade')?.toLowerCase() === 'websocket';
}

/** The sign-in check found the sign-in ended or the account changed since the claim was issued. */
class ClaimRefused extends AnsweredElsewhere {
  constructor() {
    super('The sign-in claim no longer holds.');
  }
}

/**
 * Runs the route as the claimed user while the sign-in check travels. Nothing the route can reach acts before the
 * check has passed: the database sends only reads beside it, and every other binding and the in-process dispatch
 * (the test checkout's webhooks) wait for it (sign-in-claim-bindings.ts). What they cannot hold back, an outside
 * fetch, a route sends only after a binding answered (decision 031).
 */
async function runBesideSignInCheck(
  c: Context<AppEnv>,
  next: Next,
  { claim, tokenHash, now }: { claim: SignedInUser; tokenHash: string; now: Date },
): Promise<void> {
  const plainDb = c.var.db;
  const plainEnv = c.env;
  const plainDispatch = c.var.dispatch;
  // A write's body can be read once; the copy is for answering it again if the claim fails.
  const again = hasBody(c.req.method) ? c.req.raw.clone() : c.req.raw;
  let checked: Promise<void> | undefined;
  const check = () =>
    (checked ??= findSignedInUser(plainDb, tokenHash, now).then((found) => {
      if (!found || !claimMatches(claim, found.user)) throw new ClaimRefused();
    }));
  // Sent at once, not with the route's first query: it travels while the route builds its reads, and D1 has answered
  // it by the time they arrive instead of answering the two one after the other. Its failure is taken up below.
  check().catch(() => {});
  c.set('db', createDb(readsAlongsideCheck(plainDb.$client, check)));
  c.env = bindingsAfterCheck(plainEnv, check);
  c.set('dispatch', (request) => check().then(() => plainDispatch(request)));
  c.set('user', claim);
  c.set('signInTokenHash', tokenHash);
  await next();
  try {
    await check();
  } catch (error) {
    if (!(error instanceof ClaimRefused)) throw error;
    c.set('db', plainDb);
    c.env = plainEnv;
    c.set('dispatch', plainDispatch);
    c.set('user', null);
    c.set('signInTokenHash', null);
    const answer = await c.var.dispatch(withoutSignInClaim(again));
    // Unset first: assigning over a response would carry the discarded answer's headers (its cookies) into this one.
    c.res = undefined;
    c.res = answer;
    if (!answer.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SIGN_IN_CLAIM_COOKIE}=`))) {
      clearSignInClaim(c);
    }
  }
}

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

/** The same request without the claim cookie: it then takes the checked path, which renews or clears the claim. */
function withoutSignInClaim(request: Request): Request {
  const cookies = (request.headers.get('cookie') ?? '')
    .split(';')
    .filter((pair) => pair.split('=')[0]!.trim() !== SIGN_IN_CLAIM_COOKIE)
    .join(';');
  const headers = new Headers(request.headers);
  headers.set('cookie', cookies);
  return new Request(request, { headers });
}

/**
 * Whether the request comes from a browser that holds a sign-in cookie, live or not, without asking the database. A
 * page for such a browser is the app shell, which asks the API who is signed in (worker/pages): nothing personal is in
 * a page, and a sign-in that has ended meanwhile only means the browser renders the visitor's page itself.
 */
export function holdsSignInCookie(c: Context): boolean {
  return Boolean(getCookie(c, SIGN_IN_COOKIE));
}
