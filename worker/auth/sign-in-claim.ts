import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv, SignedInUser } from '../env.ts';
import { type CurrentUser, SERVICE_TYPES } from '../../schema/contract/auth.ts';
import { AGE_GROUPS } from '../../schema/contract/consents-rules.ts';
import { fromBase64Url, toBase64Url } from '../lib/base64url.ts';
import { deleteServerCookie, setServerCookie } from '../http/cookies.ts';

/**
 * Who the sign-in cookie belonged to when the server last checked (decision 022): the account as `c.var.user` holds
 * it, in its own HttpOnly cookie beside the sign-in token. It is a claim, never proof: a read request with it starts
 * its database reads at once, beside the sign-in check, and the answer is released only when the check finds the
 * sign-in live and the account exactly as claimed (worker/auth/sign-in.ts). Nothing is signed, because nothing is
 * trusted: a forged or outdated claim only costs its sender the slower path.
 */
export const SIGN_IN_CLAIM_COOKIE = 'sebenza_session_user';

const MAX_CLAIM_LENGTH = 1024;

/** The claim the request carries, or null when it has none or one that is not a well-formed account. */
export function readSignInClaim(c: Context<AppEnv>): SignedInUser | null {
  return readJsonCookie(c, SIGN_IN_CLAIM_COOKIE, isSignedInUser);
}

/** A cookie of this module: JSON, base64url (cookie-safe); null when missing, too long or not what `is` accepts. */
function readJsonCookie<T, E extends AppEnv>(
  c: Context<E>,
  name: string,
  is: (value: unknown) => value is T,
): T | null {
  const value = getCookie(c, name);
  if (!value || value.length > MAX_CLAIM_LENGTH) return null;
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(fromBase64Url(value)));
    return is(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const jsonCookieValue = (value: object) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));

function setJsonCookie<E extends AppEnv>(c: Context<E>, name: string, value: string, maxAgeSeconds: number): void {
  setServerCookie(c, name, value, { path: '/', maxAgeSeconds });
}

function isSignedInUser(value: unknown): value is SignedInUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.email === 'string' &&
    typeof v.firstName === 'string' &&
    typeof v.lastName === 'string' &&
    (v.role === 'member' || v.role === 'admin') &&
    (v.profileImage === null || typeof v.profileImage === 'string') &&
    (v.ageGroup === null || (AGE_GROUPS as readonly unknown[]).includes(v.ageGroup)) &&
    (v.guardianConsentedAt === null || typeof v.guardianConsentedAt === 'string') &&
    Object.keys(v).length === 8
  );
}

/** Whether the claim is the account exactly as the database has it (every field a route may read). */
export function claimMatches(claim: SignedInUser, user: SignedInUser): boolean {
  return (
    claim.id === user.id &&
    claim.email === user.email &&
    claim.firstName === user.firstName &&
    claim.lastName === user.lastName &&
    claim.role === user.role &&
    claim.profileImage === user.profileImage &&
    claim.ageGroup === user.ageGroup &&
    claim.guardianConsentedAt === user.guardianConsentedAt
  );
}

/**
 * Sets the claim for `user`, kept by the browser for `maxAgeSeconds`: until the sign-in's expiry is next due to slide
 * forward, so that the request after that goes the checked path, which slides it.
 */
export function setSignInClaim(c: Context<AppEnv>, user: SignedInUser, maxAgeSeconds: number): void {
  setJsonCookie(c, SIGN_IN_CLAIM_COOKIE, signInClaimValue(user), Math.max(1, Math.floor(maxAgeSeconds)));
}

/** The cookie's value for `user`: the account's fields as JSON, base64url (cookie-safe). */
export function signInClaimValue(user: SignedInUser): string {
  const { id, email, firstName, lastName, role, profileImage, ageGroup, guardianConsentedAt } = user;
  return jsonCookieValue({ id, email, firstName, lastName, role, profileImage, ageGroup, guardianConsentedAt });
}

export function clearSignInClaim<E extends AppEnv>(c: Context<E>): void {
  deleteServerCookie(c, SIGN_IN_CLAIM_COOKIE, { path: '/' });
  deleteServerCookie(c, MENTOR_HINT_COOKIE, { path: '/' });
}

/**
 * Whether the claimed account was a mentor when the server last looked (its mentor id and service type), in a cookie
 * of its own beside the claim. Only the Worker's page renderer reads it, to guess which of a page's reads to start
 * beside the bootstrap (decision 041): a mentor's dashboard then needs one database round trip, as a mentee's does,
 * instead of a second once the bootstrap has said "mentor". Trusted for nothing else: a wrong or forged hint only
 * costs its sender that second round trip, since the page is rendered for whoever the bootstrap says.
 */
export const MENTOR_HINT_COOKIE = 'sebenza_mentor_hint';

export interface MentorHint {
  /** The account it describes: a hint left by another account that used this browser is ignored. */
  userId: string;
  mentorId: number | null;
  serviceType: CurrentUser['serviceType'];
}

/** The request's hint about `userId`, or null when it has none about that account or one that is not well-formed. */
export function readMentorHint<E extends AppEnv>(c: Context<E>, userId: string): MentorHint | null {
  const hint = readJsonCookie(c, MENTOR_HINT_COOKIE, isMentorHint);
  return hint?.userId === userId ? hint : null;
}

/** Sets the hint, unless the request already carries exactly this one (most requests: nothing to send). */
export function keepMentorHint<E extends AppEnv>(c: Context<E>, hint: MentorHint): void {
  const held = readMentorHint(c, hint.userId);
  if (held && held.mentorId === hint.mentorId && held.serviceType === hint.serviceType) return;
  const { userId, mentorId, serviceType } = hint;
  setJsonCookie(c, MENTOR_HINT_COOKIE, jsonCookieValue({ userId, mentorId, serviceType }), MENTOR_HINT_MAX_AGE_SECONDS);
}

/** As long as an unused sign-in lasts (sign-in.ts): the bootstrap sets it again whenever it has changed. */
const MENTOR_HINT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

function isMentorHint(value: unknown): value is MentorHint {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.userId === 'string' &&
    (v.mentorId === null || Number.isSafeInteger(v.mentorId)) &&
    (v.serviceType === null || (SERVICE_TYPES as readonly unknown[]).includes(v.serviceType))
  );
}
