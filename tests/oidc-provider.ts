import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import type { OidcProviders } from '../worker/test/oidc-providers.ts';

/** The app's client at the providers: the callback is the local origin's (worker/env.ts, no APP_ORIGIN in tests). */
const CLIENT = {
  client_id: 'sebenza-local',
  client_secret: 'sebenza-local-secret',
  redirect_uris: ['http://localhost:8787/api/auth/oidc/callback'],
  token_endpoint_auth_method: 'client_secret_post',
};
const KEY_ID = 'provider-key-1';

const signingKey = () => ({
  ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
  kid: KEY_ID,
  alg: 'RS256',
  use: 'sig',
});

/** The public half of a private RSA JWK (what a key set publishes). */
const publicHalf = ({ kty, n, e, kid, alg, use }: ReturnType<typeof signingKey>) => ({ kty, n, e, kid, alg, use });

/**
 * Starts one provider on 127.0.0.1 (a free port): its development interactions sign in any login name, which becomes
 * the account's id and email, and ask for consent. Its ID tokens carry the profile and email claims (as Keycloak's and
 * Google's do), which is all the app reads. `publishedKeys` replaces the key set it serves at /jwks.
 */
async function startProvider(publishedKeys?: object[]): Promise<{ issuer: string; server: Server }> {
  const { default: Provider } = await import('oidc-provider');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The provider warns that its in-memory store and development sign-in page are for development only, which is what
  // a test wants: those two notices are not printed in every run.
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('oidc-provider WARNING: a quick start development-only')) warn(...args);
  };
  const provider = new Provider(issuer, {
    clients: [CLIENT],
    jwks: { keys: [signingKey()] },
    cookies: { keys: [randomUUID()] },
    claims: { email: ['email', 'email_verified'], profile: ['family_name', 'given_name', 'name'] },
    conformIdTokenClaims: false,
    // Lifetimes of its own (in seconds), so the provider does not print a notice for each default it uses.
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    findAccount: (_ctx, accountId) => ({
      accountId,
      claims: () => ({
        sub: accountId,
        email: accountId,
        email_verified: true,
        given_name: 'Naledi',
        family_name: 'Dube',
      }),
    }),
  });
  console.warn = warn;
  if (publishedKeys) {
    provider.use(async (ctx, next) => {
      if (ctx.path !== '/jwks') return next();
      ctx.type = 'application/jwk-set+json';
      ctx.body = { keys: publishedKeys };
    });
  }
  server.on('request', provider.callback());
  return { issuer, server };
}

/** Vitest's global setup for the worker project: the providers live for the run and stop after it. */
export default async function setup(project: TestProject) {
  const honest = await startProvider();
  const mismatched = await startProvider([publicHalf(signingKey())]);
  const provided: OidcProviders = {
    issuer: honest.issuer,
    mismatchedIssuer: mismatched.issuer,
    clientId: CLIENT.client_id,
    clientSecret: CLIENT.client_secret,
  };
  project.provide('oidcProviders', provided);
  return async () => {
    for (const { server } of [honest, mismatched]) server.closeAllConnections();
    await Promise.all([honest, mismatched].map(({ server }) => new Promise((resolve) => server.close(resolve))));
  };
}
