import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, SignedInUser } from '../env.ts';
import { AGE_GROUPS } from '../../schema/contract/consents-rules.ts';
import { fromBase64Url, toBase64Url } from '../lib/base64url.ts';

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
  const value = getCookie(c, SIGN_IN_CLAIM_COOKIE);
  if (!value || value.length > MAX_CLAIM_LENGTH) return null;
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(fromBase64Url(value)));
    return isSignedInUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
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
  setCookie(c, SIGN_IN_CLAIM_COOKIE, signInClaimValue(user), {
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    path: '/',
    maxAge: Math.max(1, Math.floor(maxAgeSeconds)),
  });
}

/** The cookie's value for `user`: the account's fields as JSON, base64url (cookie-safe). */
export function signInClaimValue(user: SignedInUser): string {
  const { id, email, firstName, lastName, role, profileImage, ageGroup, guardianConsentedAt } = user;
  const json = JSON.stringify({ id, email, firstName, lastName, role, profileImage, ageGroup, guardianConsentedAt });
  return toBase64Url(new TextEncoder().encode(json));
}

export function clearSignInClaim(c: Context<AppEnv>): void {
  deleteCookie(c, SIGN_IN_CLAIM_COOKIE, { path: '/', secure: new URL(c.req.url).protocol === 'https:' });
}
