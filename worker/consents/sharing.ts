import { eq, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { MiddlewareHandler } from 'hono';
import { CONSENT_MESSAGES, sharingRestriction, type SharingRestriction } from '../../schema/contract/consents-rules.ts';
import { users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../env.ts';
import { HttpError, unauthorized } from '../http/errors.ts';

/*
 * Decision 021: a member under 18 has an account, but until a parent or guardian agrees nothing they do shows them to
 * other members (a mentor profile, a connection a mentor sees, a story) and they cannot send chat messages. A member
 * who has not said which side of 18 they are is held back the same way until they answer. Routes refuse with
 * `requireSharingAllowed()`; the chat stores, which also take messages from live sockets, hold the same rule in their
 * conditional INSERT (`sharingAllowed`) and explain a refusal with `sharingRefusal` (or `sharingRefusalOf`).
 */

const refusal = (restriction: SharingRestriction) =>
  new HttpError(
    403,
    restriction === 'age_unconfirmed' ? CONSENT_MESSAGES.ageUnconfirmed : CONSENT_MESSAGES.guardianConsentNeeded,
  );

/** SQL: the account `userId` may show itself to others and chat (an adult, or under 18 with a guardian's consent). */
export function sharingAllowed(userId: string | SQL | SQLiteColumn): SQL {
  return sql`exists (select 1 from ${users} where ${users.id} = ${userId}
    and (${users.ageGroup} = 'adult' or ${users.guardianConsentedAt} is not null))`;
}

/** The 403 to answer when `userId` may not share yet, or null when they may (read after a conditional write failed). */
export async function sharingRefusal(db: Db, userId: string): Promise<HttpError | null> {
  const [account] = await sharingAnswersOf(db, userId);
  return sharingRefusalOf(account);
}

/** The account's answers that decide whether it may share, as a query to send alone or in a write's batch. */
export const sharingAnswersOf = (db: Db, userId: string) =>
  db
    .select({ ageGroup: users.ageGroup, guardianConsentedAt: users.guardianConsentedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);

/** The 403 for an account read by `sharingAnswersOf`, or null when it may share (or is gone). */
export function sharingRefusalOf(
  account: Awaited<ReturnType<typeof sharingAnswersOf>>[number] | undefined,
): HttpError | null {
  const restriction = account ? sharingRestriction(account) : null;
  return restriction ? refusal(restriction) : null;
}

/**
 * Route middleware, after the route's `member` declaration (worker/http/route-policy.ts): 403 with the reason in
 * words for a member who may not yet show their profile to others or chat. Reads the session's account (loaded with
 * the session), so it costs no query.
 */
export function requireSharingAllowed(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.var.user;
    if (!user) throw unauthorized();
    const restriction = sharingRestriction(user);
    if (restriction) throw refusal(restriction);
    await next();
  };
}
