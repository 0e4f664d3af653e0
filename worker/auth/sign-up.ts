import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { and, eq, gt, sql } from 'drizzle-orm';
import { SIGN_UP_MESSAGES, type RegisterInput } from '../../schema/contract/auth.ts';
import { PRIVACY_NOTICE_VERSION, TERMS_VERSION } from '../../schema/contract/consents-rules.ts';
import type { AppLanguage } from '../../schema/contract/app-languages.ts';
import { PRODUCT_NAME } from '../../schema/contract/product.ts';
import { pendingSignUps, users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { EmailDeliveryError, type EmailSender } from '../email/email.ts';
import { HttpError } from '../http/errors.ts';
import { i18nFor } from '../i18n/i18n.ts';
import { toBase64Url } from '../lib/base64url.ts';
import { sha256Hex } from '../lib/sha256.ts';
import { consentStatement, termsConsents } from './consent-record.ts';
import { hashPassword, passwordProblem } from './password.ts';

/*
 * Sign-up answers the same way whether or not the address has an account (decision 015): it always hashes the
 * password, stores a pending sign-up and sends one email, and answers "check your email". The email to a new
 * address carries a link that creates the account; the email to a registered address says it already has one. Only
 * the owner of the address learns which.
 */

export const SIGN_UP_CONFIRM_PATH = '/api/signup/confirm';
/** How long a confirmation link works (/privacy says so: RETENTION.signUpLinkHours). */
export const LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** A second sign-up for the same address within this time sends no second email (and keeps the first link). */
const RESEND_AFTER_MS = 60 * 1000;

/** `language`: the page's, which the new account keeps (and its emails are written in). */
type SignUpServices = { db: Db; email: EmailSender | null; origin: string; language: AppLanguage };

/**
 * Starts a sign-up: refuses a guessable password (400, in words), then stores the pending sign-up and emails the
 * address. The outcome the caller sees never depends on whether the address is registered.
 */
export async function requestSignUp(
  { db, email, origin, language }: SignUpServices,
  input: RegisterInput,
  now = new Date(),
): Promise<void> {
  if (!email) throw new HttpError(503, SIGN_UP_MESSAGES.unavailable);
  const problem = await passwordProblem(input.password, [
    input.firstName,
    input.lastName,
    input.email,
    input.email.split('@')[0]!,
    PRODUCT_NAME,
  ]);
  if (problem) throw new HttpError(400, problem, [{ path: 'password', message: problem }]);

  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  const passwordHash = await hashPassword(input.password);
  const pending = {
    tokenHash: await sha256Hex(token),
    firstName: input.firstName,
    lastName: input.lastName,
    passwordHash,
    ageGroup: input.ageGroup,
    language,
    // The versions of the texts the person accepted now, whatever is current when the link is opened.
    termsVersion: TERMS_VERSION,
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + LINK_TTL_MS).toISOString(),
  };
  // One statement: a new pending sign-up, or a fresh one in place of the last unless that was made a minute ago
  // (then nothing changes and no email goes: one address cannot be flooded through this form).
  const [[stored], [registered]] = await db.batch([
    db
      .insert(pendingSignUps)
      .values({ email: input.email, ...pending })
      .onConflictDoUpdate({
        target: pendingSignUps.email,
        set: pending,
        setWhere: sql`${pendingSignUps.createdAt} < ${new Date(now.getTime() - RESEND_AFTER_MS).toISOString()}`,
      })
      .returning({ email: pendingSignUps.email }),
    db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1),
  ]);
  if (!stored) return;

  const i18n = i18nFor(language);
  const message = registered
    ? alreadyRegisteredEmail(i18n, origin)
    : confirmationEmail(i18n, input, `${origin}${SIGN_UP_CONFIRM_PATH}?token=${token}`);
  try {
    await email.send({ to: input.email, ...message });
  } catch (err) {
    if (!(err instanceof EmailDeliveryError)) throw err;
    console.error('Sign-up email not sent', err.message);
    // Nothing was sent, so a retry must not count as "sent a minute ago".
    await db.delete(pendingSignUps).where(eq(pendingSignUps.email, input.email));
    throw new HttpError(502, 'We could not send the email right now. Please try again in a few minutes.');
  }
}

/** The pending sign-up a link's token belongs to, while it is valid. */
export async function findPendingSignUp(db: Db, token: string, now = new Date()) {
  const [pending] = await db
    .select({ email: pendingSignUps.email, firstName: pendingSignUps.firstName })
    .from(pendingSignUps)
    .where(and(eq(pendingSignUps.tokenHash, await sha256Hex(token)), gt(pendingSignUps.expiresAt, now.toISOString())))
    .limit(1);
  return pending ?? null;
}

/**
 * Finishes a sign-up from its link: creates the account from the pending sign-up with its age answer, records the
 * terms and privacy notice accepted on the form (their versions, and the time the form was sent), and removes the
 * pending sign-up, in one batch. 400 when the link is unknown or expired; 409 when the address got an account
 * meanwhile (the link is used up either way, and no consent is recorded: the statements need the new account).
 */
export async function confirmSignUp(db: Db, token: string, now = new Date()): Promise<{ id: string }> {
  const tokenHash = await sha256Hex(token);
  const [pending] = await db
    .select()
    .from(pendingSignUps)
    .where(and(eq(pendingSignUps.tokenHash, tokenHash), gt(pendingSignUps.expiresAt, now.toISOString())))
    .limit(1);
  if (!pending) throw new HttpError(400, SIGN_UP_MESSAGES.linkExpired);
  const id = crypto.randomUUID();
  // A sign-up started before the form asked has no answers: that account answers on the welcome page.
  const consents =
    pending.termsVersion && pending.privacyNoticeVersion
      ? termsConsents(
          id,
          'sign_up_form',
          { terms: pending.termsVersion, privacyNotice: pending.privacyNoticeVersion },
          pending.createdAt,
        )
      : [];
  const [created] = await db.batch([
    db
      .insert(users)
      .values({
        id,
        email: pending.email,
        firstName: pending.firstName,
        lastName: pending.lastName,
        passwordHash: pending.passwordHash,
        ageGroup: pending.ageGroup,
        language: pending.language,
      })
      // UNIQUE(email) decides under concurrency (a double click, or an account made meanwhile).
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id }),
    ...consents.map((consent) => consentStatement(db, consent)),
    db.delete(pendingSignUps).where(eq(pendingSignUps.tokenHash, tokenHash)),
  ]);
  if (!created[0]) throw new HttpError(409, SIGN_UP_MESSAGES.alreadyRegistered);
  return created[0];
}

/** The emails are in the language of the page the form was sent from: the new account's. */
function confirmationEmail(i18n: I18n, input: RegisterInput, link: string) {
  const { firstName } = input;
  return {
    subject: i18n._(msg`Confirm your email to join ${PRODUCT_NAME}`),
    text: [
      i18n._(msg`Hello ${firstName},`),
      '',
      i18n._(msg`Open this link to finish creating your ${PRODUCT_NAME} account (it works for 24 hours):`),
      link,
      '',
      i18n._(msg`If you did not sign up for ${PRODUCT_NAME}, ignore this email: no account is made without the link.`),
    ].join('\n'),
  };
}

function alreadyRegisteredEmail(i18n: I18n, origin: string) {
  const signInUrl = `${origin}/api/login`;
  return {
    subject: i18n._(msg`You already have a ${PRODUCT_NAME} account`),
    text: [
      i18n._(msg`Hello,`),
      '',
      i18n._(
        msg`Someone, probably you, tried to create a ${PRODUCT_NAME} account with this email address, but it already has one.`,
      ),
      i18n._(msg`Sign in here: ${signInUrl}`),
      '',
      i18n._(msg`If this was not you, you can ignore this email: nothing about your account has changed.`),
    ].join('\n'),
  };
}
