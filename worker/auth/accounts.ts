import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { loginAttempts, users } from '../../schema/db/index.ts';
import type { LoginInput, RegisterInput } from '../../schema/contract/auth.ts';
import type { Db } from '../db/client.ts';
import { HttpError, tooManyRequests } from '../http/errors.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password.ts';

export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** One message for an unknown email and a wrong password, so sign-in does not reveal who has an account. */
export const WRONG_CREDENTIALS_MESSAGE = 'Incorrect email or password.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please sign in instead.';

export async function registerAccount(db: Db, input: RegisterInput): Promise<{ id: string }> {
  const passwordHash = await hashPassword(input.password);
  const id = crypto.randomUUID();
  // UNIQUE(email) decides under concurrency; ON CONFLICT turns a duplicate into "no row" instead of an error.
  const inserted = await db
    .insert(users)
    .values({ id, email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (inserted.length === 0) throw new HttpError(409, EMAIL_TAKEN_MESSAGE);
  return { id };
}

/**
 * Checks an email and password, with a per-account cap on failures: after 10 failed attempts within
 * 15 minutes every further attempt answers 429 until the oldest of them leaves the window.
 *
 * The attempt is recorded *before* the password is checked, by one conditional INSERT, so concurrent
 * attempts cannot all slip under the cap; a correct password then deletes the account's attempts.
 */
export async function authenticate(db: Db, input: LoginInput, now = new Date()): Promise<{ id: string }> {
  const windowStart = new Date(now.getTime() - FAILED_LOGIN_WINDOW_MS).toISOString();
  const recorded = await db.run(sql`
    INSERT INTO ${loginAttempts} (email, attempted_at)
    SELECT ${input.email}, ${now.toISOString()}
    WHERE (SELECT count(*) FROM ${loginAttempts}
           WHERE ${loginAttempts.email} = ${input.email} AND ${loginAttempts.attemptedAt} > ${windowStart}) < ${MAX_FAILED_LOGINS}`);
  if (recorded.meta.changes === 0) throw await tooManyAttempts(db, input.email, windowStart, now);

  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  // Verify against a dummy hash when there is no such account, so both failures take the same time.
  const valid = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !user.passwordHash || !valid) throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE);

  await db.delete(loginAttempts).where(eq(loginAttempts.email, input.email));
  return { id: user.id };
}

async function tooManyAttempts(db: Db, email: string, windowStart: string, now: Date): Promise<HttpError> {
  const [oldest] = await db
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), gt(loginAttempts.attemptedAt, windowStart)))
    .orderBy(asc(loginAttempts.attemptedAt))
    .limit(1);
  const unlocksAt = oldest ? Date.parse(oldest.at) + FAILED_LOGIN_WINDOW_MS : now.getTime() + FAILED_LOGIN_WINDOW_MS;
  const seconds = Math.max(1, Math.ceil((unlocksAt - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return tooManyRequests(
    `Too many failed sign-in attempts for this account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    seconds,
  );
}
