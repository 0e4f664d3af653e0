// Seeds the demo data (mentors, sessions, events, stories, rooms, plans, opportunities and the demo sign-ins)
// into the LOCAL D1 database that `wrangler dev --persist-to $STATE_DIR` serves. Only ever into an empty
// database: a database that already has accounts is left alone.
//
//   node scripts/seed.ts          (npm run db:seed; apply the migrations first: npm run db:migrate:local)
//
// SEBENZA_STATE_DIR overrides the state directory (default .wrangler/state), exactly as for the other scripts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getPlatformProxy, unstable_readConfig } from 'wrangler';
import { DEMO_ACCOUNTS } from '../worker/auth/demo-accounts.ts';
import { STATE_DIR } from './local-env.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The seed itself is Worker code (worker/seed/demo-data.ts, type-checked by tsconfig.worker.json with the
 * Workers types). It is loaded through a computed specifier so that this Node-side project does not re-check
 * Worker files against Node/DOM types; these two signatures are all the script relies on.
 */
interface WorkerSeedModules {
  createDb(d1: unknown): unknown;
  seedDemoData(
    db: unknown,
    options: { readSample: (file: string) => Promise<string> },
  ): Promise<{ status: 'seeded'; counts: Record<string, number> } | { status: 'skipped'; reason: string }>;
}
async function loadWorkerSeed(): Promise<WorkerSeedModules> {
  const load = (relative: string) => import(new URL(relative, import.meta.url).href);
  const [{ createDb }, { seedDemoData }] = await Promise.all([
    load('../worker/db/client.ts'),
    load('../worker/seed/demo-data.ts'),
  ]);
  return { createDb, seedDemoData };
}

export interface SeedLocalOptions {
  /**
   * true (the default): a database that already has accounts is skipped with a note.
   * false: that case is an error instead, for callers that must end up with the demo data.
   */
  onlyIfEmpty?: boolean;
  /** The wrangler state directory (what `--persist-to` receives). */
  stateDir?: string;
}

export async function seedLocalDatabase({
  onlyIfEmpty = true,
  stateDir = STATE_DIR,
}: SeedLocalOptions = {}): Promise<void> {
  // `--persist-to <dir>` (wrangler dev, d1 migrations apply) keeps its data in `<dir>/v3`; getPlatformProxy's
  // `persist.path` is that inner directory itself (its default is `.wrangler/state/v3`).
  const persistPath = path.resolve(ROOT, stateDir, 'v3');
  const shownPath = persistPath.startsWith(ROOT + path.sep) ? path.relative(ROOT, persistPath) : persistPath;
  const { createDb, seedDemoData } = await loadWorkerSeed();
  const d1Only = writeD1OnlyConfig();
  const proxy = await getPlatformProxy<{ DB: unknown }>({
    configPath: d1Only.configPath,
    persist: { path: persistPath },
    remoteBindings: false,
    // Only the D1 binding is used; no .env/.dev.vars values are needed.
    envFiles: [],
  }).finally(d1Only.remove);
  try {
    // The sample opportunities are the repo's publisher captures (worker/seed/opportunities.ts), read from disk.
    const readSample = (file: string) => readFile(path.join(ROOT, 'worker/opportunities/fixtures', file), 'utf8');
    const result = await seedDemoData(createDb(proxy.env.DB), { readSample });
    if (result.status === 'skipped') {
      const message = `Demo data not added: ${result.reason} (${shownPath})`;
      if (!onlyIfEmpty) throw new Error(message);
      console.log(message);
      return;
    }
    console.log(`Seeded demo data into ${shownPath}:`);
    for (const [what, n] of Object.entries(result.counts)) console.log(`  ${String(n).padStart(3)} ${what}`);
    console.log('Demo sign-ins (development only):');
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(26)} ${a.password.padEnd(22)} ${a.role}`);
  } catch (err) {
    // drizzle wraps the driver's error ("Failed query: ..."); the SQLite message is in `cause`.
    const detail =
      err instanceof Error ? `${err.message} ${String((err.cause as Error | undefined)?.message ?? '')}` : '';
    if (/no such table/i.test(detail)) {
      throw new Error('The local database has no tables yet: run `npm run db:migrate:local` first, then seed again.', {
        cause: err,
      });
    }
    throw err;
  } finally {
    await proxy.dispose();
  }
}

/**
 * wrangler.toml with its D1 database and nothing else. The proxy runs no Worker code, so with the full configuration
 * workerd warned on every start that the Durable Object classes "will fail at runtime" (they work in the served app).
 * The same database id and persist path mean the same local database file.
 */
function writeD1OnlyConfig(): { configPath: string; remove(): void } {
  const config = unstable_readConfig({ config: path.join(ROOT, 'wrangler.toml') });
  const dir = mkdtempSync(path.join(tmpdir(), 'sebenza-seed-'));
  const configPath = path.join(dir, 'wrangler.json');
  const { name, compatibility_date, d1_databases } = config;
  writeFileSync(configPath, JSON.stringify({ name, compatibility_date, d1_databases }));
  return { configPath, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

// Run directly (`node scripts/seed.ts`), not when imported by prepare-local-db.ts.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await seedLocalDatabase();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
}
