// Benchmarks the mentor directory at scale: seeds 100,000 mentors (with accounts, categories, journey paths,
// sessions and ratings) into a throw-away local D1, then times the list service (worker/mentors/list-mentors.ts)
// for search, category, journey and language pages and prints p50/p95 latency, D1's rows_read per statement and the
// query plans. Nothing touches the development database.
//
//   node scripts/bench-mentors.ts [--mentors 100000] [--runs 40] [--keep]
//
// (node_modules/.bin first on PATH, as under npm scripts, so that `node` is Node 22 and `wrangler` resolves.)
//
// Latency is measured from Node through wrangler's platform proxy into workerd's D1, so it includes one
// local RPC hop per round trip (the service makes two); `sql ms` is D1's own execution time (meta.duration).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getPlatformProxy } from 'wrangler';
import { execFile } from 'node:child_process';
import { parseArgs, promisify } from 'node:util';
import { WRANGLER_ENV } from './local-env.ts';
import { ADVISOR_CITIES, ADVISOR_SKILLS } from '../schema/contract/ai-rules.ts';
import { LANGUAGE_CODES } from '../schema/contract/enums.ts';

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

// --- the Worker modules, loaded by computed specifier (see scripts/seed.ts for why) ---------------------------
type Filters = {
  search?: string;
  category?: string;
  journey?: string;
  language?: string;
  limit: number;
  cursor?: string;
};
interface Statement {
  bind(...values: unknown[]): Statement;
  all(): Promise<{ results: Record<string, unknown>[]; meta: { rows_read?: number; duration?: number } }>;
}
interface D1Like {
  prepare(sql: string): Statement;
  batch(statements: Statement[]): Promise<unknown[]>;
  exec(sql: string): Promise<unknown>;
}
interface WorkerModules {
  createDb(d1: D1Like): unknown;
  listMentors(
    db: unknown,
    query: Filters,
  ): Promise<{ items: { id: number }[]; nextCursor: string | null; total: number }>;
  encodeCursor(key: readonly number[]): string;
  listJourneyPaths(db: unknown): Promise<unknown[]>;
  countUsers(input: { db: unknown }): Promise<{ users: number }>;
  CATEGORY_SEED: readonly { slug: string; name: string }[];
  JOURNEY_SEED: readonly { slug: string; name: string; description: string; color: string; icon: string }[];
}
async function loadWorkerModules(): Promise<WorkerModules> {
  const load = (relative: string) => import(new URL(relative, import.meta.url).href);
  const [client, list, cursor, taxonomy, stats, seed] = await Promise.all([
    load('../worker/db/client.ts'),
    load('../worker/mentors/list-mentors.ts'),
    load('../worker/db/keyset.ts'),
    load('../worker/taxonomy/taxonomy.ts'),
    load('../worker/stats/count-users.ts'),
    load('../worker/taxonomy/taxonomy-seed.ts'),
  ]);
  return { ...client, ...list, ...cursor, ...taxonomy, ...stats, ...seed };
}

// --- statement capture: which SQL (and parameters) the service sends -----------------------------------------
type Captured = { sql: string; params: unknown[] };
function capturing(d1: D1Like, log: Captured[]): D1Like {
  return {
    prepare(sql: string) {
      const entry: Captured = { sql, params: [] };
      log.push(entry);
      const real = d1.prepare(sql);
      return new Proxy(real, {
        get(target, prop) {
          if (prop === 'bind') {
            return (...values: unknown[]) => {
              entry.params = values;
              return target.bind(...values);
            };
          }
          const value = Reflect.get(target, prop);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    },
    batch: (statements) => d1.batch(statements),
    exec: (sql) => d1.exec(sql),
  };
}

// --- synthetic but plausible data ------------------------------------------------------------------------------
const FIRST = [
  'Thabo',
  'Naledi',
  'Sipho',
  'Zanele',
  'Lerato',
  'Bongani',
  'Ayanda',
  'Nomvula',
  'Pieter',
  'Anele',
  'Kagiso',
  'Lindiwe',
  'Musa',
  'Palesa',
  'Tshepo',
  'Refilwe',
  'Johan',
  'Fatima',
  'Priya',
  'Themba',
  'Mpho',
  'Nandi',
  'Sibusiso',
  'Karabo',
  'Lwazi',
  'Annelie',
  'Yusuf',
  'Zodwa',
  'Kabelo',
  'Busisiwe',
];
const LAST = [
  'Mokoena',
  'Dlamini',
  'Khumalo',
  'Nkosi',
  'Ndlovu',
  'Mahlangu',
  'Botha',
  'Naidoo',
  'van der Merwe',
  'Mthembu',
  'Zulu',
  'Molefe',
  'Pillay',
  'Sithole',
  'Radebe',
  'Jacobs',
  'Mabaso',
  'Petersen',
  'Cele',
  'Mokwena',
  'Maseko',
  'Ntuli',
  'Shabalala',
  'Adams',
  'Govender',
  'Baloyi',
  'Hlongwane',
  'Mazibuko',
  'Kruger',
  'Tshabalala',
];
const TITLES = [
  'Freelance web developer',
  'Side-hustle strategist',
  'Small-scale farmer',
  'Wedding photographer',
  'Bookkeeper for small businesses',
  'Caterer and baker',
  'Social media manager',
  'Maths tutor',
  'Guesthouse owner',
  'Fashion designer',
  'Mobile car wash owner',
  'Event planner',
  'Graphic designer',
  'Property investor',
  'Content creator',
  'Beauty salon owner',
  'Solar installer',
  'Craft jeweller',
  'Fitness coach',
  'Tour guide',
];
const OPENERS = [
  'I left a corporate job to',
  'After I was retrenched I started to',
  'I teach people how to',
  'Since 2019 I',
  'As a former teacher I now',
  'With no degree I learned to',
  'On weekends I began to',
  'Together with my family we',
];
const ACTIVITIES = [
  'run a catering business',
  'sell handmade jewellery online',
  'build websites for small businesses',
  'keep the books for spaza shops',
  'grow vegetables for local markets',
  'run a mobile car wash',
  'photograph weddings and matric dances',
  'tutor maths and science',
  'manage social media for brands',
  'rent out rooms to tourists',
  'design logos and brand identities',
  'sew school uniforms',
  'install solar panels in townships',
  'plan events and functions',
  'breed chickens for the festive season',
  'sell second-hand clothes at markets',
  'fix cellphones and laptops',
  'teach English online to students abroad',
  'write CVs and cover letters',
  'bake wedding cakes',
];
// The advisor's 15 cities: where the synthetic mentors live.
const CITIES = ADVISOR_CITIES;
const CLOSERS = [
  'I help people price their work and find their first customers.',
  'Ask me about registering with SARS and opening a business account.',
  'I share what worked and what cost me money.',
  'My sessions are practical: bring your numbers.',
  'I believe anyone can start with what they already have.',
  'I mentor young people from my township every month.',
];
// The advisor's 22 skills double as realistic mentor skills for the synthetic directory.
const SKILLS = ADVISOR_SKILLS;
// Each mentor speaks one of these, 4 in 5 English as well, 1 in 50 South African Sign Language too.
const HOME_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== 'en' && code !== 'sfs');

const lit = (value: unknown) => `'${JSON.stringify(value).replaceAll("'", "''")}'`;
/** Picks element `(n * step + offset) mod length` of a JSON array literal, inside SQL. */
const pick = (list: readonly string[], step: number, offset = 0) =>
  `json_extract(${lit(list)}, '$[' || ((n * ${step} + ${offset}) % ${list.length}) || ']')`;
const range = (from: number, to: number) =>
  `WITH RECURSIVE seq(n) AS (SELECT ${from} UNION ALL SELECT n + 1 FROM seq WHERE n < ${to})`;

async function seed(d1: D1Like, w: WorkerModules) {
  const started = Date.now();
  const now = new Date();
  const categories = w.CATEGORY_SEED.map((c) => c.slug);
  const journeys = w.JOURNEY_SEED.map((j) => j.slug);
  await d1.batch([
    ...w.CATEGORY_SEED.map((c, i) =>
      d1.prepare('INSERT INTO categories (slug, name, sort_order) VALUES (?, ?, ?)').bind(c.slug, c.name, i),
    ),
    ...w.JOURNEY_SEED.map((j, i) =>
      d1
        .prepare(
          'INSERT INTO journey_paths (slug, name, description, color, icon, sort_order) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .bind(j.slug, j.name, j.description, j.color, j.icon, i),
    ),
  ]);
  const CHUNK = 5_000;
  for (let from = 1; from <= MENTORS; from += CHUNK) {
    const to = Math.min(MENTORS, from + CHUNK - 1);
    const seq = range(from, to);
    await d1.batch([
      d1.prepare(`${seq} INSERT INTO users (id, email, first_name, last_name, password_hash)
        SELECT 'bench-' || n, 'bench-' || n || '@example.test', ${pick(FIRST, 7)}, ${pick(LAST, 11, 3)}, NULL FROM seq`),
      // Every 20th mentor is inactive (hidden from the directory).
      d1.prepare(`${seq} INSERT INTO mentors (id, user_id, name, title, description, experience, years_of_freedom,
          mentee_count, is_active, location, journey_path, category, skills, languages, service_type)
        SELECT n, 'bench-' || n, ${pick(FIRST, 7)} || ' ' || ${pick(LAST, 11, 3)}, ${pick(TITLES, 13)},
          ${pick(OPENERS, 3)} || ' ' || ${pick(ACTIVITIES, 17, 5)} || ' in ' || ${pick(CITIES, 19)} || '. ' || ${pick(CLOSERS, 23)},
          '', 1 + n % 9, n % 50, n % 20 <> 0, ${pick(CITIES, 19)},
          ${pick(journeys, 1)} || CASE WHEN n % 2 = 0 THEN ', ' || ${pick(journeys, 1, 5)} ELSE '' END,
          ${pick(categories, 1)} || CASE WHEN n % 3 > 0 THEN ', ' || ${pick(categories, 1, 3)} ELSE '' END
            || CASE WHEN n % 3 = 2 THEN ', ' || ${pick(categories, 1, 6)} ELSE '' END,
          json_array(${pick(SKILLS, 5)}, ${pick(SKILLS, 7, 9)}),
          CASE WHEN n % 50 = 0 THEN json_array(${pick(HOME_LANGUAGES, 3)}, 'sfs')
            WHEN n % 5 = 0 THEN json_array(${pick(HOME_LANGUAGES, 3)})
            ELSE json_array('en', ${pick(HOME_LANGUAGES, 3)}) END,
          CASE n % 7 WHEN 0 THEN 'coach' WHEN 1 THEN 'both' ELSE 'mentorship' END
        FROM seq`),
      // 1-3 categories and 1-2 journey paths per mentor, matching the display copies above.
      d1.prepare(`${seq} INSERT INTO mentor_categories (mentor_id, category_slug, position)
        SELECT n, ${pick(categories, 1)}, 0 FROM seq
        UNION ALL SELECT n, ${pick(categories, 1, 3)}, 1 FROM seq WHERE n % 3 > 0
        UNION ALL SELECT n, ${pick(categories, 1, 6)}, 2 FROM seq WHERE n % 3 = 2`),
      d1.prepare(`${seq} INSERT INTO mentor_journey_paths (mentor_id, journey_path_slug)
        SELECT n, ${pick(journeys, 1)} FROM seq UNION ALL SELECT n, ${pick(journeys, 1, 5)} FROM seq WHERE n % 2 = 0`),
      // The languages above (the display copy), as the filter's rows.
      d1.prepare(`${seq} INSERT INTO mentor_languages (mentor_id, language)
        SELECT n, ${pick(HOME_LANGUAGES, 3)} FROM seq
        UNION ALL SELECT n, 'en' FROM seq WHERE n % 5 <> 0
        UNION ALL SELECT n, 'sfs' FROM seq WHERE n % 50 = 0`),
      // One session per 4 mentors, alternately upcoming and past; each past one rated by two accounts.
      d1.prepare(`${seq} INSERT INTO group_sessions (mentor_id, title, description, scheduled_at, status)
        SELECT n, 'Session ' || n, 'Practical session', CASE WHEN n % 8 = 0
          THEN '${new Date(now.getTime() + 7 * 86_400_000).toISOString()}'
          ELSE '${new Date(now.getTime() - 7 * 86_400_000).toISOString()}' END,
          CASE WHEN n % 8 = 0 THEN 'scheduled' ELSE 'completed' END
        FROM seq WHERE n % 4 = 0`),
    ]);
    process.stdout.write(`\rseeded ${to.toLocaleString('en-ZA')} mentors`);
  }
  await d1
    .prepare(
      `INSERT INTO session_ratings (session_id, user_id, rating)
    SELECT s.id, 'bench-' || (1 + (s.id * 31 + k.k) % ${MENTORS}), 1 + (s.id + k.k) % 5
    FROM group_sessions s, (SELECT 1 AS k UNION ALL SELECT 2) k WHERE s.status = 'completed'`,
    )
    .all();
  await d1.prepare('ANALYZE').all();
  console.log(` in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// --- measurement -------------------------------------------------------------------------------------------
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type Scenario = { name: string; call: () => Promise<string> };

async function measure(d1: D1Like, log: Captured[], scenario: Scenario) {
  for (let i = 0; i < WARMUP; i++) await scenario.call();
  const wall: number[] = [];
  let summary = '';
  for (let i = 0; i < RUNS; i++) {
    log.length = 0;
    const t0 = performance.now();
    summary = await scenario.call();
    wall.push(performance.now() - t0);
  }
  // The statements of the last run, re-run one at a time: rows_read and plan once, D1's own time per run.
  const statements = [];
  for (const { sql, params } of log) {
    const first = await d1
      .prepare(sql)
      .bind(...params)
      .all();
    const plan = await d1
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all();
    statements.push({
      sql,
      params,
      rowsRead: first.meta.rows_read ?? NaN,
      plan: plan.results.map((r) => String(r.detail)),
    });
  }
  const d1Time: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    let total = 0;
    for (const { sql, params } of statements)
      total +=
        (
          await d1
            .prepare(sql)
            .bind(...params)
            .all()
        ).meta.duration ?? 0;
    d1Time.push(total);
  }
  wall.sort((a, b) => a - b);
  d1Time.sort((a, b) => a - b);
  return {
    p50: percentile(wall, 50),
    p95: percentile(wall, 95),
    d1P50: percentile(d1Time, 50),
    d1P95: percentile(d1Time, 95),
    summary,
    statements,
  };
}

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

const short = (sql: string) =>
  sql
    .replace(/select "mentors"\."id", [^]*?"mentors"\."service_type" from/, 'select <mentor columns> from')
    .replace(/select "id", "name", [^]*?"service_type" from/, 'select <mentor columns> from')
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
    await seed(d1, w);
    const log: Captured[] = [];
    const db = w.createDb(capturing(d1, log));
    const page = (filters: Omit<Filters, 'limit'>) => async () => {
      const list = await w.listMentors(db, { limit: 24, ...filters });
      return `${list.items.length} items, total ${list.total.toLocaleString('en-ZA')}`;
    };
    const deepCursor = w.encodeCursor([Math.floor(MENTORS * 0.9)]);
    const scenarios: Scenario[] = [
      { name: 'search "mokoena" (a surname)', call: page({ search: 'mokoena' }) },
      { name: 'search "WEB DEV" (skills, any case)', call: page({ search: 'WEB DEV' }) },
      { name: 'search "vegetab" (inside a word)', call: page({ search: 'vegetab' }) },
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
      { name: 'no filter (first page)', call: page({}) },
      {
        name: 'GET /api/journey-paths',
        call: async () => `${(await w.listJourneyPaths(db)).length} paths`,
      },
      { name: 'GET /api/stats/users', call: async () => `${(await w.countUsers({ db })).users} users` },
    ];
    console.log('                                       end to end (Node → proxy → D1)    D1 time (meta.duration)');
    const results = [];
    for (const scenario of scenarios) {
      const r = await measure(d1, log, scenario);
      results.push({ scenario, ...r });
      const rows = r.statements.map((s) => s.rowsRead).join(' + ');
      console.log(
        `${scenario.name.padEnd(38)} p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  | D1 p50 ${ms(r.d1P50)}  p95 ${ms(r.d1P95)}  | rows_read ${rows}  (${r.summary})`,
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
    console.log(`\nFTS5 trigram index: ${(Number(size?.bytes ?? 0) / 1_048_576).toFixed(1)} MB`);
  } finally {
    await proxy.dispose();
  }
}

await main();
