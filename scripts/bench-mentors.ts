// Benchmarks the mentor directory at scale: seeds 100,000 mentors (with accounts, categories, journey paths,
// languages, sessions and ratings) into a throw-away local D1, then times the list service
// (worker/mentors/list-mentors.ts) for search, category, journey and language pages and their combinations, and prints
// p50/p95 latency, D1's rows_read per statement and per request, and the query plans. D1 bills and waits for every
// row read, so a request that reads more than ROWS_BUDGET rows fails the run (exit code 1). Nothing touches the
// development database.
//
//   node scripts/bench-mentors.ts [--mentors 100000] [--runs 40] [--keep]
//
// (node_modules/.bin first on PATH, as under npm scripts, so that `node` is Node 22 and `wrangler` resolves.)
//
// Latency is measured from Node through wrangler's platform proxy into workerd's D1, so it includes one local RPC hop
// per round trip; `D1 time` is D1's own execution time (meta.duration) of the request's statements.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getPlatformProxy } from 'wrangler';
import { execFile } from 'node:child_process';
import { parseArgs, promisify } from 'node:util';
import { WRANGLER_ENV } from './local-env.ts';
import { type Captured, capturing, measure, type Scenario } from './lib/measure-statements.ts';
import { type D1Like, type Filters, loadWorkerModules } from './lib/mentor-bench-modules.ts';
import { BENCH_MENTEE_ID, seedSyntheticMentors } from './lib/synthetic-mentors.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    mentors: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '40' },
    keep: { type: 'boolean', default: false },
  },
});
const MENTORS = Number(args.mentors);
const RUNS = Number(args.runs);
const WARMUP = 3;
/** The most rows one request may read at 100,000 mentors. */
const ROWS_BUDGET = 5_000;

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

const short = (sql: string) =>
  sql
    .replace(
      /select (\d as "tier", )?"mentors"\."id", [^]*?"mentors"\."service_type" from/g,
      'select <mentor columns> from',
    )
    .replace(/select ("tier", )?"id", "name", [^]*?"service_type" from/g, 'select <mentor columns> from')
    .replace(/\s+/g, ' ');

async function main() {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'sebenza-bench-'));
  console.log(`Benchmark state: ${stateDir}`);
  try {
    await bench(stateDir);
  } finally {
    if (args.keep) console.log(`Kept ${stateDir}`);
    else rmSync(stateDir, { recursive: true, force: true });
  }
}

async function bench(stateDir: string) {
  // Quietly: wrangler's tables are only shown when the migrations fail.
  await promisify(execFile)('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir], {
    env: WRANGLER_ENV,
    cwd: ROOT,
  }).catch((err: { stdout?: string; stderr?: string }) => {
    console.error(err.stdout, err.stderr);
    throw err;
  });
  const w = await loadWorkerModules();
  process.env.WRANGLER_LOG ??= 'error';
  const proxy = await getPlatformProxy<{ DB: D1Like }>({
    configPath: path.join(ROOT, 'wrangler.toml'),
    persist: { path: path.join(stateDir, 'v3') },
    remoteBindings: false,
    envFiles: [],
  });
  try {
    const d1 = proxy.env.DB;
    await seedSyntheticMentors(d1, w, MENTORS);
    const log: Captured[] = [];
    const db = w.createDb(capturing(d1, log));
    const page = (filters: Omit<Filters, 'limit'>) => async () => {
      const list = await w.listMentors(db, { limit: 24, ...filters });
      const total = `${list.total.toLocaleString('en-ZA')}${list.totalIsCapped ? '+' : ''}`;
      return `${list.items.length} items, total ${total}${list.nextCursor ? ', more' : ''}`;
    };
    const deepCursor = w.encodeCursor([Math.floor(MENTORS * 0.9)]);
    // A search's key is (tier, id): tier 1 holds the mentors who have the word outside their name and title.
    const deepSearchCursor = w.encodeCursor([1, Math.floor(MENTORS * 0.9)]);
    const scenarios: Scenario[] = [
      { name: 'search "mokoena" (a surname)', call: page({ search: 'mokoena' }) },
      { name: 'search "WEB DEV" (skills, any case)', call: page({ search: 'WEB DEV' }) },
      { name: 'search "vegetab" (start of a word)', call: page({ search: 'vegetab' }) },
      { name: 'search "farming" (stem: farmer, farm)', call: page({ search: 'farming' }) },
      { name: 'search "photographer" (title first)', call: page({ search: 'photographer' }) },
      { name: 'search "durban", page at 90% (cursor)', call: page({ search: 'durban', cursor: deepSearchCursor }) },
      { name: 'search "zzqx" (no match)', call: page({ search: 'zzqx' }) },
      { name: 'category technology', call: page({ category: 'technology' }) },
      { name: 'journey rural-innovator', call: page({ journey: 'rural-innovator' }) },
      { name: 'category + journey', call: page({ category: 'agriculture', journey: 'rural-innovator' }) },
      { name: 'language en (most mentors)', call: page({ language: 'en' }) },
      { name: 'language sfs (2%)', call: page({ language: 'sfs' }) },
      { name: 'category + language', call: page({ category: 'technology', language: 'zu' }) },
      { name: 'journey + language', call: page({ journey: 'rural-innovator', language: 'xh' }) },
      { name: 'search + language', call: page({ search: 'durban', language: 'zu' }) },
      { name: 'search + category', call: page({ search: 'durban', category: 'business' }) },
      { name: 'journey, page at 90% (cursor)', call: page({ journey: 'rural-innovator', cursor: deepCursor }) },
      // Rare and empty combinations: before the filters were words of the search index, these walked every candidate.
      { name: 'category + language sfs (rare)', call: page({ category: 'technology', language: 'sfs' }) },
      {
        name: 'category + journey + language',
        call: page({ category: 'agriculture', journey: 'rural-innovator', language: 'sfs' }),
      },
      {
        name: 'category + journey + language (none)',
        call: page({ category: 'technology', journey: 'creative-hustler', language: 'zu' }),
      },
      {
        name: 'search + every filter',
        call: page({ search: 'durban', category: 'business', journey: 'rural-innovator', language: 'en' }),
      },
      { name: 'search "the" (a common word)', call: page({ search: 'the' }) },
      { name: 'search "the" + language sfs', call: page({ search: 'the', language: 'sfs' }) },
      { name: 'no filter (first page)', call: page({}) },
      {
        name: 'GET /api/mentors/recommended',
        // What each recommended mentor matched on, best first, so a change to the matching shows in the answer.
        call: async () => {
          const cards = await w.recommendMentorCards(db, { userId: BENCH_MENTEE_ID, limit: 6, now: new Date() });
          return `${cards.length} mentors: ${cards.map((card) => card.matchedOn.join('+') || 'nothing').join(', ')}`;
        },
      },
      {
        name: 'GET /api/journey-paths',
        call: async () => `${(await w.listJourneyPaths(db)).length} paths`,
      },
      { name: 'GET /api/stats/users', call: async () => `${(await w.countUsers({ db })).users} users` },
    ];
    console.log('                                       end to end (Node → proxy → D1)    D1 time (meta.duration)');
    const results = [];
    for (const scenario of scenarios) {
      const r = await measure(d1, log, scenario, { runs: RUNS, warmup: WARMUP });
      const rowsRead = r.statements.reduce((sum, s) => sum + s.rowsRead, 0);
      results.push({ scenario, rowsRead, ...r });
      const perQuery = r.statements.map((s) => s.rowsRead).join(' + ');
      const over = rowsRead > ROWS_BUDGET ? '  OVER BUDGET' : '';
      console.log(
        `${scenario.name.padEnd(38)} p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  | D1 p50 ${ms(r.d1P50)}  p95 ${ms(r.d1P95)}  | rows_read ${perQuery} = ${rowsRead}${over}  (${r.summary})`,
      );
    }
    console.log(`\n${MENTORS.toLocaleString('en-ZA')} mentors, ${RUNS} runs per query after ${WARMUP} warm-up runs.\n`);
    console.log('Statements, rows_read, D1 time and query plans (last run of each):');
    for (const r of results) {
      console.log(`\n## ${r.scenario.name}`);
      for (const s of r.statements) {
        console.log(`  ${short(s.sql)}`);
        console.log(`    params ${JSON.stringify(s.params).slice(0, 120)}`);
        console.log(`    rows_read ${s.rowsRead}`);
        for (const line of s.plan) console.log(`    | ${line}`);
      }
    }
    const [size] = (await d1.prepare('SELECT sum(length(block)) AS bytes FROM mentor_search_data').all()).results;
    console.log(`\nFTS5 search index: ${(Number(size?.bytes ?? 0) / 1_048_576).toFixed(1)} MB`);
    const over = results.filter((r) => r.rowsRead > ROWS_BUDGET);
    if (over.length > 0) {
      console.error(`\nOver the budget of ${ROWS_BUDGET.toLocaleString('en-ZA')} rows read per request:`);
      for (const r of over) console.error(`  ${r.scenario.name}: ${r.rowsRead.toLocaleString('en-ZA')}`);
      process.exitCode = 1;
    } else console.log(`\nEvery request read at most ${ROWS_BUDGET.toLocaleString('en-ZA')} rows.`);
  } finally {
    await proxy.dispose();
  }
}

await main();
