import { createExecutionContext, env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { users } from '../../schema/db/index.ts';
import { createApp } from '../app.ts';
import { readConfig } from '../env.ts';
import { uniqueEmail, db } from '../test/factories.ts';
import { signInCookieFrom, SITE_ORIGIN } from '../test/http.ts';

/**
 * Sign-in through a real OpenID provider process: the `oidc-provider` package, started on 127.0.0.1 over plain http
 * for the run (tests/oidc-provider.ts, the worker project's global setup), as a developer runs Keycloak or a test
 * provider on their machine. The app runs for real in workerd; this test plays the browser between the two, with a
 * cookie jar at the provider, and signs in through the provider's own login and consent pages.
 */
const providers = inject('oidcProviders');
const app = createApp();
const REFUSED = 'Sign-in with the provider did not complete';

const bindingsFor = (issuer: string) => ({
  ...env,
  OIDC_ISSUER: issuer,
  OIDC_CLIENT_ID: providers.clientId,
  OIDC_CLIENT_SECRET: providers.clientSecret,
});

/** A request to the app as the browser sends it (the app's own origin, the cookie it set). */
function callApp(bindings: ReturnType<typeof bindingsFor>, url: string, cookie?: string) {
  const request = new Request(new URL(url, SITE_ORIGIN), {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: 'manual',
  });
  return app.fetch(request, bindings, createExecutionContext());
}

/** The provider's cookies, as a browser keeps them (its pages are one site: every cookie goes back on every request). */
function cookieJar() {
  const cookies = new Map<string, string>();
  return async (url: URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const setCookie of res.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
}

/**
 * Follows the provider from the app's redirect to the redirect back to the app: at its login page signs in as
 * `accountId` (which the provider also gives as the account's email), at its consent page agrees. Answers the URL
 * of the app's callback, with the provider's code and state.
 */
async function throughProvider(authorizeUrl: URL, accountId: string): Promise<URL> {
  const browse = cookieJar();
  let url = authorizeUrl;
  let form: Record<string, string> | null = null;
  for (let step = 0; step < 12; step++) {
    const res = form ? await browse(url, { method: 'POST', body: new URLSearchParams(form) }) : await browse(url);
    form = null;
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('Location')!, url);
      if (url.origin === SITE_ORIGIN) return url;
      continue;
    }
    const page: string = await res.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (res.status !== 200 || !prompt) throw new Error(`The provider answered ${res.status}: ${page.slice(0, 300)}`);
    form = prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt };
  }
  throw new Error('The provider never sent the browser back to the app.');
}

/** The whole sign-in: /api/login, the provider, the app's callback. Answers the callback's response. */
async function signInThrough(issuer: string, email: string) {
  const bindings = bindingsFor(issuer);
  const login = await callApp(bindings, '/api/login');
  expect(login.status, await login.clone().text()).toBe(302);
  const authorizeUrl = new URL(login.headers.get('Location')!);
  expect(authorizeUrl.origin).toBe(issuer);
  const oidcCookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('sebenza_oidc='))!
    .split(';')[0]!;
  const callback = await throughProvider(authorizeUrl, email);
  return { bindings, res: await callApp(bindings, callback.pathname + callback.search, oidcCookie) };
}

describe('sign-in through a real OpenID provider on loopback over http', () => {
  it('signs a newcomer in: the account is made from the provider’s claims, and /api/auth/user answers it', async () => {
    const email = uniqueEmail('provider');
    const { bindings, res } = await signInThrough(providers.issuer, email);
    expect(res.status, await res.clone().text()).toBe(303);
    expect(res.headers.get('Location')).toBe('/complete-profile');

    const me = await callApp(bindings, '/api/auth/user', signInCookieFrom(res));
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email, firstName: 'Naledi', lastName: 'Dube' });
    const [account] = await db.select().from(users).where(eq(users.email, email));
    expect(account?.oidcSubject).toBe(`${providers.issuer}|${email}`);
  });

  it('refuses an ID token the provider’s published keys did not sign: 400, no session, no account', async () => {
    const email = uniqueEmail('mismatched');
    const { res } = await signInThrough(providers.mismatchedIssuer, email);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(REFUSED);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('sebenza_session='))).toBe(false);
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('a provider on this machine that names endpoints elsewhere', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is not used: its http token endpoint on another host would carry the code and secret in the clear (502)', async () => {
    const issuer = 'http://127.0.0.1:9';
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.url !== `${issuer}/.well-known/openid-configuration`) return realFetch(input, init);
      return Response.json({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: 'http://id.example.com/token',
        jwks_uri: `${issuer}/jwks`,
      });
    });
    const login = await callApp(bindingsFor(issuer), '/api/login');
    expect(login.status).toBe(502);
  });
});

describe('which OIDC_ISSUER the configuration takes', () => {
  const configWith =
    (issuer: string, appEnv = 'development') =>
    () =>
      readConfig({ ...env, APP_ENV: appEnv, OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'sebenza' });
  const refusal = /OIDC_ISSUER must be an https URL/;

  it.each(['http://127.0.0.1:8080', 'http://127.5.6.7', 'http://[::1]:8080/realms/dev', 'http://localhost:8080'])(
    'in development, http on this machine: %s',
    (issuer) => {
      expect(configWith(issuer)().oidc?.issuer).toBe(issuer);
    },
  );

  it.each(['http://id.example.com', 'http://10.0.0.5:8080', 'http://127.0.0.1.example.com', 'ftp://127.0.0.1'])(
    'never http (or another scheme) elsewhere: %s',
    (issuer) => {
      expect(configWith(issuer)).toThrow(refusal);
    },
  );

  it('in production, https only, even on this machine', () => {
    expect(configWith('http://127.0.0.1:8080', 'production')).toThrow(refusal);
    expect(() =>
      readConfig({
        ...env,
        APP_ENV: 'production',
        APP_ORIGIN: 'https://sebenza.example',
        OIDC_ISSUER: 'https://id.example.com',
        OIDC_CLIENT_ID: 'sebenza',
      }),
    ).not.toThrow();
  });
});
