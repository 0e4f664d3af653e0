import { SITE_ORIGIN } from '../test/http.ts';
import { createExecutionContext, env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../schema/db/index.ts';
import { createApp } from '../app.ts';
import { createUser, db, uniqueEmail } from '../test/factories.ts';
import { OIDC_ISSUER, oidcStandIn, validClaims, type StandInOptions } from '../test/oidc-stand-in.ts';

/**
 * The OpenID Connect flow against a stand-in provider (worker/test/oidc-stand-in.ts): its discovery, key set and
 * token endpoints are answered by the test with really signed ID tokens; everything on our side runs for real.
 */
const CLIENT_ID = 'sebenza-test';
const oidcEnv = { ...env, OIDC_ISSUER, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: 'shh' };
const app = createApp();
const REFUSED = 'Sign-in with the provider did not complete';

function call(path: string, cookie?: string) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  return app.fetch(
    new Request(`http://localhost${path}`, { headers, redirect: 'manual' }),
    oidcEnv,
    createExecutionContext(),
  );
}

async function startFlow(provider: Awaited<ReturnType<typeof oidcStandIn>>) {
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

/** A whole sign-in with the provider answering `claims`; the callback's response. */
async function signInWith(options: StandInOptions) {
  const provider = await oidcStandIn(options);
  const flow = await startFlow(provider);
  return call(`/api/auth/oidc/callback?code=abc&state=${flow.state}`, flow.cookie);
}

afterEach(() => vi.restoreAllMocks());

describe('OpenID Connect sign-in', () => {
  it('sends /api/login to the provider with PKCE, state and nonce', async () => {
    const provider = await oidcStandIn({ claims: () => ({}) });
    const { location } = await startFlow(provider);
    expect(location.origin + location.pathname).toBe(`${OIDC_ISSUER}/authorize`);
    expect(location.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(location.searchParams.get('redirect_uri')).toBe(`${SITE_ORIGIN}/api/auth/oidc/callback`);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.searchParams.get('scope')).toBe('openid email profile');
  });

  it('creates the account on first sign-in, then signs the same subject into it again', async () => {
    const email = uniqueEmail('oidc');
    const provider = await oidcStandIn({
      claims: (nonce) =>
        validClaims(CLIENT_ID, nonce, {
          sub: `sub-${email}`,
          email,
          email_verified: true,
          given_name: 'Lerato\u200B',
          family_name: 'Khumalo',
        }),
    });
    const { cookie, state } = await startFlow(provider);
    const res = await call(`/api/auth/oidc/callback?code=abc&state=${state}`, cookie);
    expect(res.status).toBe(303);
    // A new account starts on the welcome page; a returning one goes home.
    expect(res.headers.get('Location')).toBe('/complete-profile');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('sebenza_session='))).toBe(true);
    expect(provider.tokenRequest()?.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(provider.tokenRequest()?.get('client_secret')).toBe('shh');
    const [created] = await db.select().from(users).where(eq(users.email, email));
    expect(created).toMatchObject({ firstName: 'Lerato', lastName: 'Khumalo', passwordHash: null });

    const again = await startFlow(provider);
    const second = await call(`/api/auth/oidc/callback?code=def&state=${again.state}`, again.cookie);
    expect(second.status).toBe(303);
    expect(second.headers.get('Location')).toBe('/');
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('refuses a forged token: signed with a key that is not the provider’s', async () => {
    const email = uniqueEmail('forged');
    const res = await signInWith({
      claims: (nonce) => validClaims(CLIENT_ID, nonce, { sub: 'forged', email, email_verified: true }),
      signer: () => 'forger',
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(REFUSED);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('sebenza_session='))).toBe(false);
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses a token for another client (wrong audience), an expired one, another issuer’s, and a replayed nonce', async () => {
    const now = Math.floor(Date.now() / 1000);
    const cases: Record<string, (nonce: string) => Record<string, unknown>> = {
      'wrong audience': (nonce) => validClaims('someone-else', nonce, { sub: 's1' }),
      expired: (nonce) => validClaims(CLIENT_ID, nonce, { sub: 's1', iat: now - 900, exp: now - 600 }),
      'another issuer': (nonce) => validClaims(CLIENT_ID, nonce, { sub: 's1', iss: 'https://evil.example' }),
      'replayed nonce': () => validClaims(CLIENT_ID, 'an-old-nonce', { sub: 's1' }),
      'no nonce': (nonce) => ({ ...validClaims(CLIENT_ID, nonce, { sub: 's1' }), nonce: undefined }),
    };
    for (const [name, claims] of Object.entries(cases)) {
      const res = await signInWith({ claims });
      expect(res.status, name).toBe(400);
      expect(await res.text(), name).toContain(REFUSED);
      vi.restoreAllMocks();
    }
  });

  it('refuses a callback whose state does not match the cookie, or that comes without the cookie', async () => {
    const provider = await oidcStandIn({ claims: (nonce) => validClaims(CLIENT_ID, nonce, { sub: 's1' }) });
    const flow = await startFlow(provider);
    expect((await call(`/api/auth/oidc/callback?code=x&state=forged`, flow.cookie)).status).toBe(400);
    expect((await call(`/api/auth/oidc/callback?code=x&state=${flow.state}`)).status).toBe(400);
    expect(provider.tokenRequest()).toBeUndefined();
  });

  it('links an existing password account only when the provider verified the email', async () => {
    const existing = await createUser();
    let verified = false;
    const provider = await oidcStandIn({
      claims: (nonce) =>
        validClaims(CLIENT_ID, nonce, {
          sub: `link-${existing.id}`,
          email: existing.email,
          email_verified: verified,
        }),
    });
    const flow = await startFlow(provider);
    expect((await call(`/api/auth/oidc/callback?code=x&state=${flow.state}`, flow.cookie)).status).toBe(409);

    verified = true;
    const flow2 = await startFlow(provider);
    const linkedRes = await call(`/api/auth/oidc/callback?code=x&state=${flow2.state}`, flow2.cookie);
    expect(linkedRes.status).toBe(303);
    // Linking is not a new account: no welcome page.
    expect(linkedRes.headers.get('Location')).toBe('/');
    const [linked] = await db.select().from(users).where(eq(users.id, existing.id));
    expect(linked!.oidcSubject).toBe(`${OIDC_ISSUER}|link-${existing.id}`);
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
