import { createExecutionContext, env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../schema/db/index.ts';
import { createApp } from '../app.ts';
import { createUser, db, uniqueEmail } from '../test/factories.ts';

/**
 * The OpenID Connect flow against a stand-in provider: the provider is a remote service, so its two
 * endpoints (discovery and token) are answered by this test; everything on our side runs for real.
 */
const ISSUER = 'https://id.example.test';
const CLIENT_ID = 'sebenza-test';
const oidcEnv = { ...env, OIDC_ISSUER: ISSUER, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: 'shh' };
const app = createApp();

function call(path: string, cookie?: string) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  return app.fetch(
    new Request(`http://localhost${path}`, { headers, redirect: 'manual' }),
    oidcEnv,
    createExecutionContext(),
  );
}

function b64url(value: unknown) {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Answers discovery and the token endpoint; `claims` lets each test shape the ID token. */
function fakeProvider(claims: (nonce: string) => Record<string, unknown>) {
  let lastTokenRequest: URLSearchParams | undefined;
  let authorizeNonce = '';
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url === `${ISSUER}/.well-known/openid-configuration`) {
      return Response.json({
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/authorize`,
        token_endpoint: `${ISSUER}/token`,
      });
    }
    if (url === `${ISSUER}/token`) {
      lastTokenRequest = new URLSearchParams(String(init?.body));
      const idToken = `${b64url({ alg: 'RS256' })}.${b64url(claims(authorizeNonce))}.sig`;
      return Response.json({ id_token: idToken, access_token: 'at', token_type: 'Bearer' });
    }
    return new Response('unexpected', { status: 500 });
  });
  return {
    spy,
    setNonce: (n: string) => (authorizeNonce = n),
    tokenRequest: () => lastTokenRequest,
  };
}

async function startFlow(provider: ReturnType<typeof fakeProvider>) {
  const res = await call('/api/login');
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('Location')!);
  provider.setNonce(location.searchParams.get('nonce')!);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('sebenza_oidc='))!
    .split(';')[0]!;
  return { location, cookie, state: location.searchParams.get('state')! };
}

afterEach(() => vi.restoreAllMocks());

describe('OpenID Connect sign-in', () => {
  it('sends /api/login to the provider with PKCE, state and nonce', async () => {
    const provider = fakeProvider(() => ({}));
    const { location } = await startFlow(provider);
    expect(location.origin + location.pathname).toBe(`${ISSUER}/authorize`);
    expect(location.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost/api/auth/oidc/callback');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('scope')).toBe('openid email profile');
  });

  it('creates the account on first sign-in, then signs the same subject into it again', async () => {
    const email = uniqueEmail('oidc');
    const provider = fakeProvider((nonce) => ({
      iss: ISSUER,
      sub: `sub-${email}`,
      aud: CLIENT_ID,
      exp: Date.now() / 1000 + 300,
      nonce,
      email,
      email_verified: true,
      given_name: 'Lerato',
      family_name: 'Khumalo',
    }));
    const { cookie, state } = await startFlow(provider);
    const res = await call(`/api/auth/oidc/callback?code=abc&state=${state}`, cookie);
    expect(res.status).toBe(303);
    // A new account starts on the welcome page; a returning one goes home.
    expect(res.headers.get('Location')).toBe('/complete-profile');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('sebenza_session='))).toBe(true);
    expect(provider.tokenRequest()?.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [created] = await db.select().from(users).where(eq(users.email, email));
    expect(created).toMatchObject({ firstName: 'Lerato', lastName: 'Khumalo', passwordHash: null });

    const again = await startFlow(provider);
    const second = await call(`/api/auth/oidc/callback?code=def&state=${again.state}`, again.cookie);
    expect(second.status).toBe(303);
    expect(second.headers.get('Location')).toBe('/');
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('refuses a callback whose state does not match, a wrong audience, or a replayed nonce', async () => {
    const email = uniqueEmail('oidc');
    let audience = CLIENT_ID;
    let nonceOverride: string | undefined = undefined;
    const provider = fakeProvider((nonce) => ({
      iss: ISSUER,
      sub: 's1',
      aud: audience,
      exp: Date.now() / 1000 + 300,
      nonce: nonceOverride ?? nonce,
      email,
    }));
    const flow = await startFlow(provider);
    expect((await call(`/api/auth/oidc/callback?code=x&state=forged`, flow.cookie)).status).toBe(400);
    expect((await call(`/api/auth/oidc/callback?code=x&state=${flow.state}`)).status).toBe(400);

    audience = 'someone-else';
    const flow2 = await startFlow(provider);
    const wrongAud = await call(`/api/auth/oidc/callback?code=x&state=${flow2.state}`, flow2.cookie);
    expect(wrongAud.status).toBe(400);
    expect(await wrongAud.text()).toContain('Sign-in with the provider did not complete');

    audience = CLIENT_ID;
    nonceOverride = 'old-nonce';
    const flow3 = await startFlow(provider);
    expect((await call(`/api/auth/oidc/callback?code=x&state=${flow3.state}`, flow3.cookie)).status).toBe(400);
  });

  it('links an existing password account only when the provider verified the email', async () => {
    const existing = await createUser();
    let verified = false;
    const provider = fakeProvider((nonce) => ({
      iss: ISSUER,
      sub: `link-${existing.id}`,
      aud: CLIENT_ID,
      exp: Date.now() / 1000 + 300,
      nonce,
      email: existing.email,
      email_verified: verified,
    }));
    const flow = await startFlow(provider);
    expect((await call(`/api/auth/oidc/callback?code=x&state=${flow.state}`, flow.cookie)).status).toBe(409);

    verified = true;
    const flow2 = await startFlow(provider);
    const linkedRes = await call(`/api/auth/oidc/callback?code=x&state=${flow2.state}`, flow2.cookie);
    expect(linkedRes.status).toBe(303);
    // Linking is not a new account: no welcome page.
    expect(linkedRes.headers.get('Location')).toBe('/');
    const [linked] = await db.select().from(users).where(eq(users.id, existing.id));
    expect(linked!.oidcSubject).toBe(`${ISSUER}|link-${existing.id}`);
  });

  it('without a provider configured the callback does not exist', async () => {
    const res = await createApp().fetch(
      new Request('http://localhost/api/auth/oidc/callback?code=x&state=y'),
      env,
      createExecutionContext(),
    );
    expect(res.status).toBe(404);
  });
});
