import { eq } from 'drizzle-orm';
import { users } from '../../schema/db/index.ts';
import type { LoginInput } from '../../schema/contract/auth.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { verifyPassword } from './password.ts';
import { forgiveAttempts, recordSignInAttempt, type SignInClient } from './sign-in-limits.ts';

/** One message for an unknown email and a wrong password, so sign-in does not reveal who has an account. */
export const WRONG_CREDENTIALS_MESSAGE = 'Incorrect email or password.';

/**
 * Checks an email and password from a client. The attempt is recorded *before* the password is checked, by the one
 * conditional INSERT that applies every sign-in limit (sign-in-limits.ts), so concurrent attempts cannot all slip
 * under them; a correct password then takes the device's failures on the account back: `forgive`, the statement
 * to send in the new sign-in's batch (`startSignIn`), so that signing in writes once.
 */
export async function authenticate(
  db: Db,
  input: LoginInput,
  client: SignInClient,
  now = new Date(),
): Promise<{ id: string; forgive: ReturnType<typeof forgiveAttempts> }> {
  // Side by side, one round trip: the account is read while the attempt is recorded (and only used if it was).
  const [attemptId, [user]] = await Promise.all([
    recordSignInAttempt(db, input.email, client, now),
    db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, input.email))
      .limit(1),
  ]);
  // The same work with no such account or no password (verifyPassword checks a dummy hash), so failures take as long.
  const valid = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !valid) throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE);

  return { id: user.id, forgive: forgiveAttempts(db, attemptId, input.email, client) };
}
