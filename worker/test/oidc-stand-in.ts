import { vi } from 'vitest';
import { toBase64Url } from '../lib/base64url.ts';

/**
 * A stand-in OpenID Connect provider for worker tests: the provider is a remote service, so its discovery document,
 * key set (JWKS) and token endpoint are answered here by intercepting the isolate's outbound fetch to its host, while
 * the app's own code (oauth4webapi included) runs for real. ID tokens are real RS256 JWS, signed with the provider's
 * key, or with a forger's key that has the provider's key id.
 */
export const OIDC_ISSUER = 'https://id.example.test';
const KEY_ID = 'stand-in-key-1';
const HOST = new URL(OIDC_ISSUER).host;

const RSA = {
  name: 'RSASSA-PKCS1-v1_5',
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: 'SHA-256',
};
const newKeyPair = () => crypto.subtle.generateKey(RSA, true, ['sign', 'verify']) as Promise<CryptoKeyPair>;

/** One provider key and one forger's key per test file (RSA key generation takes a moment). */
let keys: Promise<{ provider: CryptoKeyPair; forger: CryptoKeyPair }> | undefined;
const keysOnce = () =>
  (keys ??= Promise.all([newKeyPair(), newKeyPair()]).then(([provider, forger]) => ({ provider, forger })));

const json = (value: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));

async function signJwt(claims: Record<string, unknown>, key: CryptoKey): Promise<string> {
  const input = `${json({ alg: 'RS256', typ: 'JWT', kid: KEY_ID })}.${json(claims)}`;
  const signature = await crypto.subtle.sign(RSA.name, key, new TextEncoder().encode(input));
  return `${input}.${toBase64Url(new Uint8Array(signature))}`;
}

export type StandInOptions = {
  /** The ID token's claims; `nonce` is the one the app sent to the authorization endpoint. */
  claims: (nonce: string) => Record<string, unknown>;
  /** 'forger': a key that is not the provider's, under the provider's key id. */
  signer?: () => 'provider' | 'forger';
};

const realFetch = globalThis.fetch;

export async function oidcStandIn({ claims, signer = () => 'provider' }: StandInOptions) {
  const { provider, forger } = await keysOnce();
  const publicJwk = {
    ...(await crypto.subtle.exportKey('jwk', provider.publicKey)),
    kid: KEY_ID,
    alg: 'RS256',
    use: 'sig',
  };
  let authorizeNonce = '';
  let lastTokenRequest: URLSearchParams | undefined;

  async function handle(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === '/.well-known/openid-configuration') {
      return Response.json({
        issuer: OIDC_ISSUER,
        authorization_endpoint: `${OIDC_ISSUER}/authorize`,
        token_endpoint: `${OIDC_ISSUER}/token`,
        jwks_uri: `${OIDC_ISSUER}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (pathname === '/jwks') return Response.json({ keys: [publicJwk] });
    if (pathname === '/token' && request.method === 'POST') {
      lastTokenRequest = new URLSearchParams(await request.text());
      const key = signer() === 'forger' ? forger.privateKey : provider.privateKey;
      const idToken = await signJwt(claims(authorizeNonce), key);
      return Response.json({ id_token: idToken, access_token: 'stand-in-access-token', token_type: 'Bearer' });
    }
    return Response.json({ error: 'not_found' }, { status: 404 });
  }

  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    return new URL(request.url).host === HOST ? handle(request) : realFetch(input, init);
  });

  return {
    /** The app sends the nonce to the provider through the browser; the test passes it on from the redirect. */
    setNonce: (nonce: string) => (authorizeNonce = nonce),
    tokenRequest: () => lastTokenRequest,
  };
}

/** Standard claims of a valid ID token for the app's client, five minutes to live. */
export function validClaims(clientId: string, nonce: string, extra: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return { iss: OIDC_ISSUER, aud: clientId, iat: now, exp: now + 300, nonce, ...extra };
}
