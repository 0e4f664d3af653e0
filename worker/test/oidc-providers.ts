/**
 * What the worker project's global setup (tests/oidc-provider.ts, in Node) hands the tests in workerd: real OpenID
 * providers (the `oidc-provider` package) on loopback over http, and the app's client at them.
 */
export type OidcProviders = {
  /** Signs its ID tokens with the keys it publishes. */
  issuer: string;
  /** Signs its ID tokens with one key and publishes another under the same key id (a provider whose keys changed). */
  mismatchedIssuer: string;
  clientId: string;
  clientSecret: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    oidcProviders: OidcProviders;
  }
}
