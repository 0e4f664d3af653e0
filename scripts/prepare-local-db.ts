// Applies the D1 migrations to the local database and seeds demo data when it is empty.
// Run by `npm start` and `npm run dev`; safe to run any number of times.
import { QUIET_WRANGLER_ENV, run, STATE_DIR } from './local-env.ts';
import { seedLocalDatabase } from './seed.ts';

await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', STATE_DIR], QUIET_WRANGLER_ENV);
console.log(`Local database (${STATE_DIR}): every migration applied.`);
await seedLocalDatabase({ onlyIfEmpty: true });
