import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { prepareStateDir, serveCopyOfDist } from '../scripts/lib/serve-copy.ts';
import { makeAdministrators, TEST_EMAILS_LIKE, type TestUser } from './accounts.ts';
import { CHROMIUM_PATH, launchBrowserServer } from './browser.ts';
import { TestDatabase } from './test-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the run's Chromium listens (fixtures.ts connects each test file to it). */
    browserEndpoint: string;
    /** The server's wrangler state directory: tests open its D1 file for setup steps the app has no API for. */
    stateDir: string;
    /** The run's administrators, which tests sign in as (fixtures.ts). */
    admins: TestUser[];
    /** A freshly migrated and seeded state directory, for a test that starts a server of its own (`preparedState`). */
    preparedState: string;
    /** What preparing the database and starting the server printed, as `npm start` prints it. */
    startOutput: string;
  }
}

/** Administrators the tests take in turn: a few, since tests running at the same time may share one. */
const ADMINISTRATORS = 4;

/**
 * Serves the built app exactly as `npm start` does (scripts/serve.ts: wrangler dev on dist/), on a free
 * port with its own freshly migrated and seeded state directory, for the browser tests. It serves a copy of
 * dist/ taken now (scripts/lib/serve-copy.ts), so a build made during the run cannot swap the app under test.
 *
 * Test files run two at a time against this one server. Whatever writes to the database directly does so while no
 * test runs (test-db.ts says why): the administrators are made here, before the first test, and every test account
 * is deleted here, after the last, with all it made. Then the database must hold exactly the seeded rows again:
 * anything else is a test that left rows no account of its own owns, or changed seeded data, and fails the run.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests need Debian's Chromium at ${CHROMIUM_PATH}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium`,
    );
  }
  if (!existsSync('dist/sebenza/wrangler.json')) {
    throw new Error('Browser tests serve the built app: run `npm run build` first (npm test does).');
  }
  // A setup step changes public data straight in the database (a session moved into the past), which no write route
  // announces to the edge cache of public reads (decision 023): with it on, a page could show it as it was.
  const prepared = await prepareStateDir('e2e-seeded');
  const app = await serveCopyOfDist('e2e', { env: { EDGE_CACHE: 'off' }, preparedState: prepared.stateDir });
  const db = new TestDatabase(app.stateDir);
  const seeded = db.tableSizes();
  project.provide('baseURL', app.baseURL);
  project.provide('stateDir', app.stateDir);
  project.provide('preparedState', prepared.stateDir);
  project.provide('startOutput', `${prepared.output}${app.output()}`);
  project.provide('admins', await makeAdministrators(app.baseURL, db, ADMINISTRATORS));
  const browser = await launchBrowserServer();
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    try {
      db.deleteAccounts(TEST_EMAILS_LIKE);
      const changes = db.changesSince(seeded);
      if (changes.length) {
        // Vitest prints an error thrown here but does not fail the run for it: the exit code must say so.
        process.exitCode = 1;
        throw new Error(
          `The browser tests left the database different from the seed (rows per table):\n  ${changes.join('\n  ')}`,
        );
      }
    } finally {
      await browser.close();
      db.close();
      await app.stop();
      prepared.remove();
    }
  };
}
