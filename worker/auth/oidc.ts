import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import type { AppConfig } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { fromBase64Url, toBase64Url } from '../lib/base64url.ts';

/**
 * OpenID Connect sign-in (authorization code flow with PKCE), switched on by OIDC_ISSUER + OIDC_CLIENT_ID.
 * The ID token comes straight from the provider's token endpoint over TLS, so per OIDC Core 3.1.3.7 the
 * TLS server check stands in for a signature check; issuer, audience, expiry and nonce are still verified.
 */
export type OidcSettings = NonNullable<AppConfig['oidc']>;

export const OIDC_COOKIE = 'sebenza_oidc';
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';

const DiscoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
});
type Discovery = z.infer<typeof DiscoverySchema>;

const discoveryCache = new Map<string, Discovery>();

async function discover(issuer: string): Promise<Discovery> {
  const cached = discoveryCache.get(issuer);
  if (cached) return cached;
  const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new HttpError(502, 'The sign-in provider is not reachable right now. Please try again.');
  const discovery = DiscoverySchema.parse(await res.json());
  discoveryCache.set(issuer, discovery);
  return discovery;
}

function randomToken(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** Builds the provider URL to send the browser to, and the cookie value that binds the callback to it. */
export async function beginOidcSignIn(oidc: OidcSettings, origin: string) {
  const discovery = await discover(oidc.issuer);
  const state = randomToken(16);
  const nonce = randomToken(16);
  const verifier = randomToken(32);
  const challenge = toBase64Url(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))),
  );
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: oidc.clientId,
    redirect_uri: origin + OIDC_CALLBACK_PATH,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  return { redirectTo: url.toString(), cookieValue: [state, nonce, verifier].join('.') };
}

const IdTokenClaimsSchema = z.object({
  iss: z.string(),
  sub: z.string().min(1),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  nonce: z.string().optional(),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});

const failed = () => new HttpError(400, 'Sign-in with the provider did not complete. Please try again.');

/** Exchanges the callback's code, checks the ID token, and finds, links or creates the account. */
export async function completeOidcSignIn(
  db: Db,
  oidc: OidcSettings,
  origin: string,
  params: { code?: string; state?: string },
  cookieValue: string | undefined,
): Promise<{ userId: string; created: boolean }> {
  const [state, nonce, verifier] = (cookieValue ?? '').split('.');
  if (!params.code || !params.state || !state || params.state !== state || !nonce || !verifier) throw failed();

  const discovery = await discover(oidc.issuer);
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: params.code,
    redirect_uri: origin + OIDC_CALLBACK_PATH,
    client_id: oidc.clientId,
    code_verifier: verifier,
  });
  if (oidc.clientSecret) form.set('client_secret', oidc.clientSecret);
  const res = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: form,
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw failed();
  const tokens = z.object({ id_token: z.string() }).safeParse(await res.json().catch(() => null));
  if (!tokens.success) throw failed();

  const claims = IdTokenClaimsSchema.safeParse(decodeJwtPayload(tokens.data.id_token));
  if (!claims.success) throw failed();
  const c = claims.data;
  const audiences = Array.isArray(c.aud) ? c.aud : [c.aud];
  if (
    c.iss !== discovery.issuer ||
    !audiences.includes(oidc.clientId) ||
    c.exp * 1000 <= Date.now() ||
    c.nonce !== nonce
  ) {
    throw failed();
  }
  return findOrCreateOidcUser(db, c);
}

function decodeJwtPayload(jwt: string): unknown {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(new TextDecoder().decode(fromBase64Url(payload)));
  } catch {
    return null;
  }
}

/** The account for these claims; `created` when this first sign-in made it (a newcomer, for the welcome page). */
async function findOrCreateOidcUser(
  db: Db,
  claims: z.infer<typeof IdTokenClaimsSchema>,
): Promise<{ userId: string; created: boolean }> {
  const subject = `${claims.iss}|${claims.sub}`;
  const [bySubject] = await db.select({ id: users.id }).from(users).where(eq(users.oidcSubject, subject)).limit(1);
  if (bySubject) return { userId: bySubject.id, created: false };

  const email = claims.email?.trim().toLowerCase();
  if (!email) throw new HttpError(400, 'The sign-in provider did not share an email address, which Sebenza needs.');
  const [byEmail] = await db
    .select({ id: users.id, oidcSubject: users.oidcSubject })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (byEmail) {
    // Link an existing password account only when the provider vouches for the address.
    if (claims.email_verified !== true || byEmail.oidcSubject) {
      throw new HttpError(409, 'An account with this email already exists. Please sign in with your password.');
    }
    await db.update(users).set({ oidcSubject: subject }).where(eq(users.id, byEmail.id));
    return { userId: byEmail.id, created: false };
  }
  const [first = '', ...rest] = (claims.name ?? '').split(' ');
  const id = crypto.randomUUID();
  await db.insert(users).values({
    id,
    email,
    oidcSubject: subject,
    firstName: (claims.given_name ?? first) || email.split('@')[0]!,
    lastName: claims.family_name ?? rest.join(' '),
  });
  return { userId: id, created: true };
}
