// The test-only bindings that vitest.config.ts adds; every other binding is generated from wrangler.toml
// (worker-configuration.d.ts, `npm run cf-typegen`).
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    /** tests/api/fuzz.test.ts: cases per route, role and category, and the seed (empty: the fixed one). */
    FUZZ_RUNS?: string;
    FUZZ_SEED?: string;
  }
}
