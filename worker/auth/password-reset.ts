import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  PASSWORD_RESET_MESSAGES,
  RESET_LINK_HOURS,
  type ChangePasswordInput,
  type ResetPasswordInput,
} from '../../schema/contract/passwords.ts';
import { PRODUCT_NAME } from '../../schema/contract/product.ts';
import { formatSastDateTime } from '../../schema/contract/share.ts';
import { passwordResets, users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { EmailDeliveryError, type EmailMessage, type EmailSender } from '../email/email.ts';
import { HttpError, unauthorized } from '../http/errors.ts';
import { sha256Hex } from '../lib/sha256.ts';
import { hashPassword, passwordProblem, verifyPassword } from './password.ts';
import { endSignInsOf, newSignInToken } from './sign-in.ts';
import { forgiveAttempts, recordSignInAttempt, type SignInClient } from './sign-in-limits.ts';

/*
 * Forgotten and changed passwords. "Forgot password?" answers the same for every address (decision 015's rule for
 * sign-up): each request counts under the sign-in limits (sign-in-limits.ts: per address, per device, per network)
 * whether or not the address has an account, and only its owner learns, by email, whether a link was made. A link
 * works once and for RESET_LINK_HOURS; only the SHA-256 of its token is stored. Setting a password, by link or on the
 * profile page, ends the member's other sign-ins (and their live sockets, decision 016) and emails them a notice.
 */

export const FORGOT_PASSWORD_PATH = '/api/auth/forgot-password';
export const RESET_PASSWORD_PATH = '/api/auth/reset-password';
const RESET_LINK_TTL_MS = RESET_LINK_HOURS * 60 * 60 * 1000;
/** A second request for the same account within this time makes no second link (and sends no second email). */
const RESEND_AFTER_MS = 60 * 1000;

type EmailServices = { db: Db; email: EmailSender | null; origin: string };

/**
 * "Forgot password?": records the request under the sign-in limits (429 when one holds, the same for every address),
 * then makes a link for the account with this address, if there is one, in one conditional INSERT that costs the same
 * either way, and emails it. A failed delivery is logged, not answered: the answer must not tell who has an account.
 * The email itself is the one step that happens only for a registered address.
 */
export async function requestPasswordReset(
  { db, email, origin }: EmailServices,
  address: string,
  client: SignInClient,
  now = new Date(),
): Promise<void> {
  if (!email) throw new HttpError(503, PASSWORD_RESET_MESSAGES.unavailable);
  await recordSignInAttempt(db, address, client, now);
  const token = newSignInToken();
  const tokenHash = await sha256Hex(token);
  const at = now.toISOString();
  const [made] = await db.all<{ userId: string }>(sql`
    INSERT INTO ${passwordResets} (token_hash, user_id, created_at, expires_at)
    SELECT ${tokenHash}, ${users.id}, ${at}, ${new Date(now.getTime() + RESET_LINK_TTL_MS).toISOString()}
    FROM ${users}
    WHERE ${users.email} = ${address}
      AND NOT EXISTS (SELECT 1 FROM ${passwordResets}
                      WHERE ${passwordResets.userId} = ${users.id}
                        AND ${passwordResets.createdAt} > ${new Date(now.getTime() - RESEND_AFTER_MS).toISOString()})
    RETURNING user_id AS userId`);
  if (!made) return;
  try {
    await email.send({ to: address, ...resetLinkEmail(`${origin}${RESET_PASSWORD_PATH}?token=${token}`) });
  } catch (err) {
    if (!(err instanceof EmailDeliveryError)) throw err;
    console.error('Password reset email not sent', err.message);
    // Nothing was sent, so a retry must not count as "sent a minute ago".
    await db.delete(passwordResets).where(eq(passwordResets.tokenHash, tokenHash));
  }
}

/** The account a reset link's token belongs to, while the link is unused and unexpired; null otherwise. */
export async function findResetLink(db: Db, token: string, now = new Date()) {
  const [found] = await db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, await sha256Hex(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now.toISOString()),
      ),
    )
    .limit(1);
  return found ?? null;
}

/** The link no longer works (unknown, expired or used): its page offers a new one. */
export class ResetLinkExpired extends HttpError {
  constructor() {
    super(400, PASSWORD_RESET_MESSAGES.linkExpired);
  }
}

/**
 * Sets the password from a reset link: refuses a guessable password (400, in words; the link stays usable), then
 * uses the link up with one conditional UPDATE, so that of two uses at once only one sets a password; the other finds
 * the link used (ResetLinkExpired). Ends every sign-in of the member; the caller signs this device in afresh.
 * Answers the member and the ended sign-ins (whose sockets the caller closes).
 */
export async function resetPassword(db: Db, input: ResetPasswordInput, now = new Date()) {
  const account = await findResetLink(db, input.token, now);
  if (!account) throw new ResetLinkExpired();
  await refuseGuessable(input.password, account, 'password');
  const passwordHash = await hashPassword(input.password);
  const at = now.toISOString();
  const [claimed] = await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(
      and(
        eq(passwordResets.tokenHash, await sha256Hex(input.token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, at),
      ),
    )
    .returning({ userId: passwordResets.userId });
  if (!claimed) throw new ResetLinkExpired();
  const [, ended] = await db.batch([
    db.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId)),
    endSignInsOf(db, claimed.userId, null),
    useUpResetLinks(db, claimed.userId, at),
  ]);
  return { account, endedSignIns: ended.map((row) => row.signInHash) };
}

/**
 * The profile page's "Change password" (or "Set a password" for an account that signs in through OpenID Connect and
 * has none): checks the current password under the sign-in limits, like a sign-in (someone holding only a phone left
 * signed in must not guess it freely), refuses a guessable new one, and sets it. Ends every other sign-in of the
 * member and keeps `keep`, this one. Answers whether a password was set for the first time, and the ended sign-ins.
 */
export async function changePassword(
  db: Db,
  user: { id: string; email: string },
  input: ChangePasswordInput,
  { client, keep, now = new Date() }: { client: SignInClient; keep: string | null; now?: Date },
) {
  const [account] = await db
    .select({ passwordHash: users.passwordHash, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  if (!account) throw unauthorized();
  const { forgive } = account.passwordHash
    ? await checkCurrentPassword(db, user.email, account.passwordHash, input.currentPassword, client, now)
    : { forgive: null };
  await refuseGuessable(input.newPassword, { ...account, email: user.email }, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const [, ended] = await db.batch([
    db.update(users).set({ passwordHash }).where(eq(users.id, user.id)),
    endSignInsOf(db, user.id, keep),
    // A link emailed before the change must not undo it.
    useUpResetLinks(db, user.id, now.toISOString()),
    ...(forgive ? [forgive] : []),
  ]);
  return { firstPassword: !account.passwordHash, endedSignIns: ended.map((row) => row.signInHash) };
}

/** The current password, recorded first as a sign-in attempt; `forgive`: the statement that takes it back. */
async function checkCurrentPassword(
  db: Db,
  email: string,
  passwordHash: string,
  typed: string | undefined,
  client: SignInClient,
  now: Date,
) {
  if (!typed) throw fieldError('currentPassword', PASSWORD_RESET_MESSAGES.currentRequired);
  const attemptId = await recordSignInAttempt(db, email, client, now);
  if (!(await verifyPassword(typed, passwordHash))) {
    throw fieldError('currentPassword', PASSWORD_RESET_MESSAGES.wrongCurrent);
  }
  // Wrapped: a statement is a thenable, which an async function's return would run.
  return { forgive: forgiveAttempts(db, attemptId, email, client) };
}

async function refuseGuessable(
  password: string,
  person: { firstName: string; lastName: string; email: string },
  field: string,
): Promise<void> {
  const personal = [person.firstName, person.lastName, person.email, person.email.split('@')[0]!, PRODUCT_NAME];
  const problem = await passwordProblem(password, personal);
  if (problem) throw fieldError(field, problem);
}

const fieldError = (path: string, message: string) => new HttpError(400, message, [{ path, message }]);

/** Every link of the member still open is used up: a new password makes the old links pointless. */
function useUpResetLinks(db: Db, userId: string, at: string) {
  return db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/**
 * Emails the member that their password changed, with the way back in if it was not them. The password is already
 * changed, so a failed delivery is logged, not answered.
 */
export async function sendPasswordChangedNotice(
  { email, origin }: Omit<EmailServices, 'db'>,
  to: string,
  now = new Date(),
): Promise<void> {
  if (!email) return;
  try {
    await email.send({ to, ...passwordChangedEmail(origin, now) });
  } catch (err) {
    if (!(err instanceof EmailDeliveryError)) throw err;
    console.error('Password change notice not sent', err.message);
  }
}

function resetLinkEmail(link: string): Omit<EmailMessage, 'to'> {
  return {
    subject: `Choose a new ${PRODUCT_NAME} password`,
    text: [
      `Hello,`,
      '',
      `Someone, probably you, asked to reset the password of the ${PRODUCT_NAME} account with this email address.`,
      `Open this link to choose a new password (it works for ${RESET_LINK_HOURS} hour, and only once):`,
      link,
      '',
      `If you did not ask, ignore this email: your password stays as it is.`,
    ].join('\n'),
  };
}

function passwordChangedEmail(origin: string, now: Date): Omit<EmailMessage, 'to'> {
  return {
    subject: `Your ${PRODUCT_NAME} password was changed`,
    text: [
      `Hello,`,
      '',
      `The password of your ${PRODUCT_NAME} account was changed on ${formatSastDateTime(now.toISOString())}.`,
      `You were signed out on every other device.`,
      '',
      `If this was not you, choose a new password now: ${origin}${FORGOT_PASSWORD_PATH}`,
    ].join('\n'),
  };
}
