import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { authSessions, users } from '../../schema/db/index.ts';
import type { BatchItem } from 'drizzle-orm/batch';
import type { CurrentUser } from '../../schema/contract/auth.ts';
import { createDb, type Db } from '../db/client.ts';
import { writeThenRead } from '../db/write-then-read.ts';
import { readsAlongsideCheck } from '../db/reads-alongside-check.ts';
import type { AppEnv, SessionUser } from '../env.ts';
import { AnsweredElsewhere } from '../http/errors.ts';
import { toBase64Url } from '../lib/base64url.ts';
import { sha256Hex } from '../lib/sha256.ts';
import {
  claimMatches,
  clearSessionClaim,
  readSessionClaim,
  SESSION_CLAIM_COOKIE,
  setSessionClaim,
} from './session-claim.ts';
import { currentUserQuery, sessionUserFields, toCurrentUser } from './current-user.ts';
import { rememberDevice, signInClient } from './sign-in-limits.ts';

export const SESSION_COOKIE = 'sebenza_session';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A session ends after this long without use. */
export const SESSION_IDLE_MS = 30 * DAY_MS;
/** Sliding the expiry costs a write, so it is pushed forward at most once a day per session. */
const REFRESH_AFTER_MS = DAY_MS;

/** 256 random bits, base64url. Only its SHA-256 is stored, so a database leak reveals no usable token. */
export function newSessionToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

export const hashToken = sha256Hex;

/**
 * Starts a new session for the user (a fresh token at every sign-in), sets the cookie and the claim, and answers the
 * current-user object. Every way of signing in comes here, so this is where the device becomes one the account usually
 * signs in from (sign-in-limits.ts). One batch, one round trip (decision 022): the device, the session, `alsoWrite` (a
 * password sign-in's forgiven attempts) and the account read back.
 */
export async function startSession(
  c: Context<AppEnv>,
  userId: string,
  alsoWrite: BatchItem<'sqlite'>[] = [],
): Promise<CurrentUser> {
  const db = c.var.db;
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_IDLE_MS).toISOString();
  const device = rememberDevice(db, userId, await signInClient(c));
  const { read: rows } = await writeThenRead(
    db,
    [
      db.insert(authSessions).values({ tokenHash: await hashToken(token), userId, expiresAt }),
      ...alsoWrite,
      ...(device ? [device] : []),
    ],
    currentUserQuery(db, userId),
  );
  const user = toCurrentUser(rows);
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    path: '/',
    maxAge: SESSION_IDLE_MS / 1000,
  });
  const { id, email, firstName, lastName, role, profileImage, ageGroup, guardianConsentedAt } = rows[0]!;
  const account = { id, email, firstName, lastName, role, profileImage, ageGroup, guardianConsentedAt };
  setSessionClaim(c, account satisfies SessionUser, REFRESH_AFTER_MS / 1000);
  return user;
}

/**
 * Revokes the session that authenticated this request (server-side) and clears the cookie. Answers which session
 * ended (null when none did), so the caller can close what was open on it (live sockets, decision 016).
 */
export async function endSession(c: Context<AppEnv>): Promise<{ userId: string; sessionHash: string } | null> {
  const sessionHash = c.var.sessionTokenHash;
  const user = c.var.user;
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: new URL(c.req.url).protocol === 'https:' });
  clearSessionClaim(c);
  if (!sessionHash || !user) return null;
  await c.var.db.delete(authSessions).where(eq(authSessions.tokenHash, sessionHash));
  return { userId: user.id, sessionHash };
}

/**
 * A condition on `auth_sessions`: the session is one of `sessionHashes` and still signed in at `now` (not signed
 * out, not expired; deleting an account deletes its sessions). The hashes travel as one JSON parameter, since D1
 * binds at most 100 per statement and a room may hold more sockets than that.
 */
export function liveSessionAmong(sessionHashes: string[], now: Date): SQL {
  return and(
    sql`${authSessions.tokenHash} in (select value from json_each(${JSON.stringify(sessionHashes)}))`,
    gt(authSessions.expiresAt, now.toISOString()),
  )!;
}

async function findSessionUser(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ user: sessionUserFields, expiresAt: authSessions.expiresAt })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.tokenHash, tokenHash), gt(authSessions.expiresAt, now.toISOString())))
    .limit(1);
  return row;
}

/**
 * Reads the session cookie on every API request and sets `c.var.user` (null when signed out). Decision 022: a request
 * that carries the session claim (any method but a WebSocket upgrade) runs at once as the claimed user, its database
 * reads travelling beside the session check and its writes waiting for it, and its answer stands only if the check
 * finds the session live and the account as claimed; otherwise the request is answered again as if it had carried no
 * claim. Every other request (upgrades, no claim) checks the session first, as before, and gets the claim for next
 * time.
 */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null);
  c.set('sessionTokenHash', null);
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 128) return next();
  const tokenHash = await hashToken(token);
  const now = new Date();
  const claim = readSessionClaim(c);
  if (claim && !isUpgrade(c)) return runBesideSessionCheck(c, next, { claim, tokenHash, now });

  const found = await findSessionUser(c.var.db, tokenHash, now);
  if (!found) {
    if (claim) clearSessionClaim(c);
    return next();
  }
  c.set('user', found.user satisfies SessionUser);
  c.set('sessionTokenHash', tokenHash);
  let expiresAt = found.expiresAt;
  const slides = Date.parse(expiresAt) - now.getTime() < SESSION_IDLE_MS - REFRESH_AFTER_MS;
  if (slides) {
    expiresAt = new Date(now.getTime() + SESSION_IDLE_MS).toISOString();
    await c.var.db.update(authSessions).set({ expiresAt }).where(eq(authSessions.tokenHash, tokenHash));
  }
  if (slides || !claim || !claimMatches(claim, found.user)) {
    setSessionClaim(c, found.user, claimLifetimeSeconds(expiresAt, now));
  }
  return next();
};

/**
 * How long a claim may be used without the checked path: until the session's expiry is due to slide forward (a day
 * after it last did), so that the claim's absence sends the next request the way that slides it.
 */
function claimLifetimeSeconds(expiresAt: string, now: Date): number {
  return (Date.parse(expiresAt) - SESSION_IDLE_MS + REFRESH_AFTER_MS - now.getTime()) / 1000;
}

/** A WebSocket upgrade opens a socket that outlives the request, so it is never let in on a claim alone. */
function isUpgrade(c: Context<AppEnv>): boolean {
  return c.req.header('upgrade')?.toLowerCase() === 'websocket';
}

/** The session check found the session ended or the account changed since the claim was issued. */
class ClaimRefused extends AnsweredElsewhere {
  constructor() {
    super('The session claim no longer holds.');
  }
}

async function runBesideSessionCheck(
  c: Context<AppEnv>,
  next: Next,
  { claim, tokenHash, now }: { claim: SessionUser; tokenHash: string; now: Date },
): Promise<void> {
  const plainDb = c.var.db;
  // A write's body can be read once; the copy is for answering it again if the claim fails.
  const again = hasBody(c.req.method) ? c.req.raw.clone() : c.req.raw;
  let checked: Promise<void> | undefined;
  const check = () =>
    (checked ??= findSessionUser(plainDb, tokenHash, now).then((found) => {
      if (!found || !claimMatches(claim, found.user)) throw new ClaimRefused();
    }));
  // Sent at once, not with the route's first query: it travels while the route builds its reads, and D1 has answered
  // it by the time they arrive instead of answering the two one after the other. Its failure is taken up below.
  check().catch(() => {});
  c.set('db', createDb(readsAlongsideCheck(plainDb.$client, check)));
  c.set('user', claim);
  c.set('sessionTokenHash', tokenHash);
  await next();
  try {
    await check();
  } catch (error) {
    if (!(error instanceof ClaimRefused)) throw error;
    c.set('db', plainDb);
    c.set('user', null);
    c.set('sessionTokenHash', null);
    const answer = await c.var.dispatch(withoutSessionClaim(again));
    // Unset first: assigning over a response would carry the discarded answer's headers (its cookies) into this one.
    c.res = undefined;
    c.res = answer;
    if (!answer.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_CLAIM_COOKIE}=`))) {
      clearSessionClaim(c);
    }
  }
}

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

/** The same request without the claim cookie: it then takes the checked path, which renews or clears the claim. */
function withoutSessionClaim(request: Request): Request {
  const cookies = (request.headers.get('cookie') ?? '')
    .split(';')
    .filter((pair) => pair.split('=')[0]!.trim() !== SESSION_CLAIM_COOKIE)
    .join(';');
  const headers = new Headers(request.headers);
  headers.set('cookie', cookies);
  return new Request(request, { headers });
}

/**
 * Whether the request comes from a browser that holds a session cookie, live or not, without asking the database. A
 * page for such a browser is the app shell, which asks the API who is signed in (worker/pages): nothing personal is in
 * a page, and a session that has ended meanwhile only means the browser renders the visitor's page itself.
 */
export function holdsSessionCookie(c: Context): boolean {
  return Boolean(getCookie(c, SESSION_COOKIE));
}
