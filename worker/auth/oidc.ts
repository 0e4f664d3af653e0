import { eq } from 'drizzle-orm';
import * as oauth from 'oauth4webapi';
import type { AppLanguage } from '../../schema/contract/app-languages.ts';
import { cleanName, hasLetter } from '../../schema/contract/fields-rules.ts';
import { users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import type { AppConfig } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { isLoopbackUrl } from '../../schema/contract/outside-address-rules.ts';

/**
 * OpenID Connect sign-in (authorization code flow with PKCE), switched on by OIDC_ISSUER + OIDC_CLIENT_ID, on the
 * maintained `oauth4webapi`: discovery, state, PKCE, the token exchange, and the ID token's checks (issuer,
 * audience, expiry, issued-at, nonce), plus its signature against the provider's published keys (JWKS). The token
 * comes straight from the provider over TLS, which OIDC Core 3.1.3.7 lets stand in for the signature; we check it
 * anyway, so a token that did not come from the provider's keys is refused wherever it came from.
 *
 * oauth4webapi speaks only https. The configuration (worker/env.ts) admits an http issuer only on this machine and
 * outside production (a developer's Keycloak, the tests' oidc-provider); for that issuer alone, and only for the
 * endpoints it names on this machine too, plain http is allowed (the library's `allowInsecureRequests`).
 */
export type OidcSettings = NonNullable<AppConfig['oidc']>;

export const OIDC_COOKIE = 'sebenza_oidc';
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';
const TIMEOUT_MS = 10_000;

/** Per isolate: the provider's metadata rarely changes, and oauth4webapi caches its keys against this object. */
const servers = new Map<string, Promise<oauth.AuthorizationServer>>();

/** The options every request to the provider takes: a time limit, and http for a provider on this machine. */
function requestOptions(issuer: string) {
  const local = new URL(issuer).protocol === 'http:';
  return { signal: AbortSignal.timeout(TIMEOUT_MS), ...(local ? { [oauth.allowInsecureRequests]: true } : {}) };
}

/** A provider on this machine may not send the Worker's requests anywhere else over http. */
function assertEndpointsLocal(as: oauth.AuthorizationServer) {
  for (const endpoint of [as.token_endpoint, as.jwks_uri]) {
    const url = endpoint ? new URL(endpoint) : null;
    if (url?.protocol === 'http:' && !isLoopbackUrl(url)) {
      throw new Error(`A provider on this machine names an http endpoint elsewhere: ${url.origin}`);
    }
  }
  return as;
}

function authorizationServer(issuer: string): Promise<oauth.AuthorizationServer> {
  let server = servers.get(issuer);
  if (!server) {
    const issuerUrl = new URL(issuer);
    server = oauth
      .discoveryRequest(issuerUrl, { algorithm: 'oidc', ...requestOptions(issuer) })
      .then((response) => oauth.processDiscoveryResponse(issuerUrl, response))
      .then(assertEndpointsLocal);
    servers.set(issuer, server);
    // A failed discovery is tried again on the next sign-in.
    server.catch(() => servers.delete(issuer));
  }
  return server.catch((err: unknown) => {
    console.error('OpenID Connect discovery failed', err);
    throw new HttpError(502, 'The sign-in provider is not reachable right now. Please try again.');
  });
}

/** Builds the provider URL to send the browser to, and the cookie value that binds the callback to it. */
export async function beginOidcSignIn(oidc: OidcSettings, origin: string) {
  const as = await authorizationServer(oidc.issuer);
  if (!as.authorization_endpoint) throw new HttpError(502, 'The sign-in provider has no authorization endpoint.');
  const state = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  const verifier = oauth.generateRandomCodeVerifier();
  const url = new URL(as.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: oidc.clientId,
    redirect_uri: origin + OIDC_CALLBACK_PATH,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  }).toString();
  return { redirectTo: url.toString(), cookieValue: [state, nonce, verifier].join('.') };
}

type IdTokenClaims = oauth.IDToken & {
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
};

const failed = () => new HttpError(400, 'Sign-in with the provider did not complete. Please try again.');

/**
 * Finishes the flow at the callback (`callbackUrl` is the request's URL, with `code` and `state`): checks the state
 * against the cookie, exchanges the code with the PKCE verifier, checks the ID token and its signature, and finds,
 * links or creates the account.
 */
export async function completeOidcSignIn(
  db: Db,
  oidc: OidcSettings,
  origin: string,
  callbackUrl: URL,
  cookieValue: string | undefined,
  { language }: { language: AppLanguage },
): Promise<{ userId: string; created: boolean }> {
  const [state, nonce, verifier] = (cookieValue ?? '').split('.');
  if (!state || !nonce || !verifier) throw failed();
  const as = await authorizationServer(oidc.issuer);
  const client: oauth.Client = { client_id: oidc.clientId };
  const clientAuth = oidc.clientSecret ? oauth.ClientSecretPost(oidc.clientSecret) : oauth.None();

  let claims: IdTokenClaims;
  try {
    const params = oauth.validateAuthResponse(as, client, callbackUrl, state);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      clientAuth,
      params,
      origin + OIDC_CALLBACK_PATH,
      verifier,
      requestOptions(oidc.issuer),
    );
    const result = await oauth.processAuthorizationCodeResponse(as, client, response, {
      expectedNonce: nonce,
      requireIdToken: true,
    });
    await oauth.validateApplicationLevelSignature(as, response, requestOptions(oidc.issuer));
    claims = oauth.getValidatedIdTokenClaims(result)!;
  } catch (err) {
    // Whatever failed (a forged or expired token, a wrong audience, a replayed state), the person is told the same.
    console.warn('OpenID Connect sign-in refused', err instanceof Error ? `${err.name}: ${err.message}` : err);
    throw failed();
  }
  return findOrCreateOidcUser(db, claims, language);
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The account for these claims; `created` when this first sign-in made it (a newcomer, for the welcome page), in the
 * language of the page the sign-in started from.
 */
async function findOrCreateOidcUser(
  db: Db,
  claims: IdTokenClaims,
  language: AppLanguage,
): Promise<{ userId: string; created: boolean }> {
  const subject = `${claims.iss}|${claims.sub}`;
  const [bySubject] = await db.select({ id: users.id }).from(users).where(eq(users.oidcSubject, subject)).limit(1);
  if (bySubject) return { userId: bySubject.id, created: false };

  const email = text(claims.email)?.trim().toLowerCase();
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
  // Names from the provider follow the rules for names typed here (schema/contract/fields-rules.ts).
  const [first = '', ...rest] = cleanName(text(claims.name) ?? '').split(' ');
  const firstName = cleanName(text(claims.given_name) ?? first);
  const id = crypto.randomUUID();
  await db.insert(users).values({
    id,
    email,
    oidcSubject: subject,
    firstName: hasLetter(firstName) ? firstName : email.split('@')[0]!,
    lastName: cleanName(text(claims.family_name) ?? rest.join(' ')),
    language,
  });
  return { userId: id, created: true };
}
