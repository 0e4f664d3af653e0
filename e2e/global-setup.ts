import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { serveCopyOfDist } from '../scripts/lib/serve-copy.ts';
import { CHROMIUM_PATH } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's wrangler state directory: fixtures open its D1 file to remove what a test created. */
    stateDir: string;
  }
}

/**
 * Serves the built app exactly as `npm start` does (scripts/serve.ts: wrangler dev on dist/), on a free
 * port with its own freshly migrated and seeded state directory, for the browser tests. It serves a copy of
 * dist/ taken now (scripts/lib/serve-copy.ts), so a build made during the run cannot swap the app under test.
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
  // The fixtures remove what each test made straight from the database, which no write route announces to the edge
  // cache of public reads (decision 023): with it on, a later test could be shown a list from before that removal.
  const app = await serveCopyOfDist('e2e', { env: { EDGE_CACHE: 'off' } });
  project.provide('baseURL', app.baseURL);
  project.provide('stateDir', app.stateDir);
  return () => app.stop();
}
