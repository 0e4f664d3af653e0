// The test-only binding that vitest.config.ts adds; every other binding is generated from wrangler.toml
// (worker-configuration.d.ts, `npm run cf-typegen`).
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
  }
}
