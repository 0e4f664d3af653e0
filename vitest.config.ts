import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

// Four projects, one runner:
// - worker: the API inside workerd with real D1/R2/KV/Durable Object bindings (tests go through SELF.fetch);
// - worker-provider: the same, with a model provider configured (`*.provider.test.ts`);
// - web: the SPA's pure logic in Node;
// - e2e: real Chromium against the app served exactly as `npm start` serves it.
export default defineConfig(async () => {
  const migrations = await readD1Migrations('migrations');
  // `npm run fuzz` passes these through to tests/api/fuzz.test.ts.
  const fuzzSettings = { FUZZ_RUNS: process.env.FUZZ_RUNS ?? '1', FUZZ_SEED: process.env.FUZZ_SEED ?? '' };
  /** The Worker in workerd with wrangler.toml's bindings, migrations applied per file, plus `bindings`. */
  const workerPlugin = (bindings: Record<string, string> = {}) =>
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: { bindings: { APP_ENV: 'test', TEST_MIGRATIONS: migrations, ...fuzzSettings, ...bindings } },
    });
  // As in vite.config.ts: Lingui's macros and catalogs (the Worker renders the SPA's pages, the web tests its parts).
  process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';
  const translations = () => [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()];
  // As in vite.config.ts: the Worker imports the SPA's server renderer by this name.
  const resolve = {
    alias: { '@sebenza/web-renderer': fileURLToPath(new URL('./web/src/server/index.ts', import.meta.url)) },
  };
  return {
    test: {
      reporters: ['default', './scripts/summary-reporter.ts'],
      projects: [
        {
          plugins: [workerPlugin(), ...translations()],
          resolve,
          test: {
            name: 'worker',
            include: ['worker/**/*.test.ts', 'tests/api/**/*.test.ts'],
            exclude: ['worker/**/*.provider.test.ts'],
            setupFiles: ['./worker/test/apply-migrations.ts'],
            // Real OpenID providers on loopback for the run (a Node process cannot be started from inside workerd).
            globalSetup: ['./tests/oidc-provider.ts'],
            // One Worker runs every file (a new workerd per file cost ~4 s each); the setup file gives each file
            // fresh storage instead (decision 032).
            isolate: false,
          },
        },
        {
          // The same Worker configured with a model provider: the real openai client calls a stand-in server that
          // each test plays by intercepting the isolate's outbound fetch (no key, no network).
          plugins: [
            workerPlugin({
              OPENAI_API_KEY: 'sk-test-stand-in',
              OPENAI_BASE_URL: 'https://models.test/v1',
              OPENAI_TIMEOUT_MS: '300',
            }),
            ...translations(),
          ],
          resolve,
          test: {
            name: 'worker-provider',
            include: ['worker/**/*.provider.test.ts'],
            isolate: false,
            setupFiles: ['./worker/test/apply-migrations.ts'],
          },
        },
        {
          plugins: translations(),
          test: {
            name: 'web',
            include: ['web/**/*.test.{ts,tsx}', 'schema/**/*.test.ts', 'tests/*.test.ts'],
            environment: 'node',
          },
        },
        {
          test: {
            name: 'e2e',
            include: ['e2e/**/*.test.ts'],
            globalSetup: ['./e2e/global-setup.ts'],
            environment: 'node',
            // One file at a time: on a 2-core machine two files side by side (maxWorkers 2, measured) took longer than
            // one after the other, as Chromium and the server share the cores. The files do not depend on each other
            // (each test makes its own accounts and rows, e2e/fixtures.ts), so a larger machine may run them in parallel.
            fileParallelism: false,
            // One process runs every file, as for the worker projects: each file then imports Playwright and the
            // fixtures once instead of again (about half a second a file). Each test still gets its own contexts.
            isolate: false,
            // The fixtures read the test server's D1 file with node:sqlite, which Node 22 flags as experimental
            // once per worker; that notice says nothing about the tests.
            execArgv: ['--disable-warning=ExperimentalWarning'],
            // A bound for a test that hangs, not a measure: a busy machine makes the longest journeys slow.
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});
