// How the app feels from Johannesburg, where every D1 round trip goes to Europe (issue 16):
//
//   npm run sim:latency [-- --delay-ms 150] [--json] [--no-build] [--no-browser] [--repeat 5] [--assert]
//
// (`npm run -s sim:latency -- --json` keeps npm's own banner out of the JSON; outside npm scripts put
// node_modules/.bin first on PATH, so that `node` is Node 22 and `wrangler` resolves.)
//
// It builds the app (unless --no-build) and serves a copy of dist/ exactly as `npm start` does, on a free port with its
// own freshly migrated and seeded database (scripts/lib/serve-copy.ts), with SIMULATED_D1_DELAY_MS set: the Worker then
// wraps its real D1 binding so that every call waits --delay-ms first, and reports in X-D1-Round-Trips how many
// sequential trips each answer cost (worker/db/simulated-latency.ts; calls that overlap count as one trip). Nothing
// else in the code path changes. Everything it starts (the server, Chromium) is stopped at the end, on an error and
// on Ctrl-C (scripts/lib/run-benchmark.ts).
//
// Method.
//   - Requests: Node's fetch from this machine, so the times are the Worker's plus the simulated database's, without a
//     phone's own network. The visitor (no cookie) and the demo mentee, mentor and admin (signed in through
//     POST /api/auth/login) each ask the main public reads and, when signed in, their own reads. "cold" is the first
//     request for that path and role after the server started (nothing cached for it yet; the Worker itself is warmed
//     up first with /api/health, which reads no database), "warm" the median of --repeat more. `cached` is true when
//     the answer came from the edge cache (X-Edge-Cache: hit).
//   - Writes: the demo mentee joins and leaves an open session, saves their profile and marks their notices read, each
//     once cold and --repeat more times (median); the writes' target is at most two round trips each.
//   - Browser: Debian's Chromium (as the browser tests launch it), a fresh context per load with no HTTP cache and no
//     service worker. It times from the navigation's start until the page shows its data (the dashboard's four
//     numbers; the /mentors cards), the median of 3 loads, and counts the API requests the page waited for in a
//     chain after the HTML (requests that overlap count once).
//
// Output: a table per role, the browser figures, and whether the issue's targets hold; --json prints instead
// `[{ role, method, path, ms, roundTrips, cached, phase }]` where phase is cold, warm or browser (for browser rows
// roundTrips is the chain of API requests after the HTML). --assert exits 1 when a target is missed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { runBenchmark, wasInterrupted } from './lib/run-benchmark.ts';
import { serveCopyOfDist, stopServedCopies } from './lib/serve-copy.ts';

const { values: args } = parseArgs({
  options: {
    'delay-ms': { type: 'string', default: '150' },
    json: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'no-browser': { type: 'boolean', default: false },
    repeat: { type: 'string', default: '5' },
    assert: { type: 'boolean', default: false },
  },
});
const delayMs = Number(args['delay-ms']);
const repeat = Number(args.repeat);
if (!Number.isInteger(delayMs) || delayMs < 0) throw new Error('--delay-ms must be a whole number of milliseconds');
if (!Number.isInteger(repeat) || repeat < 1) throw new Error('--repeat must be at least 1');

/** With --json, stdout carries only the JSON: everything said along the way goes to stderr. */
const say = (text: string) => (args.json ? console.error(text) : console.log(text));

const ROUND_TRIPS_HEADER = 'x-d1-round-trips';
const EDGE_CACHE_HEADER = 'x-edge-cache';
const BROWSER_LOADS = 3;

type Role = 'visitor' | 'mentee' | 'mentor' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Row {
  role: Role;
  method: Method;
  path: string;
  ms: number;
  roundTrips: number;
  cached: boolean;
  phase: 'cold' | 'warm' | 'browser';
}

/** The reads every visitor's pages make (issue 16's table), and two server-rendered pages. */
const PUBLIC_PATHS = [
  '/api/journey-paths',
  '/api/categories',
  '/api/stats/users',
  '/api/community/rooms',
  '/api/community/videos',
  '/api/success-stories',
  '/api/success-stories/impact',
  '/api/mentors',
  '/api/mentors?search=business',
  '/api/group-sessions',
  '/api/events',
  '/api/coaching/plans',
  '/',
  '/mentors',
];
/** What a signed-in member's screens ask for themselves; /api/bootstrap only where the app has it. */
const SIGNED_IN_PATHS = [
  '/api/bootstrap',
  '/api/auth/user',
  '/api/auth/user/mentor-status',
  '/api/mentee-profile',
  '/api/notifications',
  '/api/mentor-connections',
  '/api/dashboard',
  // The welcome page's matches.
  '/api/mentors/recommended',
  '/api/group-sessions/my-sessions',
  '/api/mentors',
  '/api/group-sessions',
];

/**
 * Writes a member makes all the time, each repeatable with the same outcome: joining a session is measured with the
 * leave that undoes it, so every join finds the seat free again. The session is an upcoming demo session with seats
 * that the member neither hosts nor has joined (found through the API, as the app finds it).
 */
interface Write {
  method: Exclude<Method, 'GET'>;
  path: string;
  body?: unknown;
}
async function menteeWrites(baseURL: string, cookies: Cookies): Promise<Write[]> {
  const response = await fetch(`${baseURL}/api/group-sessions?upcoming=true&limit=50`, {
    headers: { Cookie: cookies.header() },
  });
  const { items } = (await response.json()) as {
    items: {
      id: number;
      isHost: boolean;
      isRegistered: boolean;
      currentParticipants: number;
      maxParticipants: number;
      waitlistCount: number;
    }[];
  };
  const open = items.find(
    (s) => !s.isHost && !s.isRegistered && s.waitlistCount === 0 && s.currentParticipants < s.maxParticipants,
  );
  if (!open) throw new Error('The demo data has no upcoming session with a free seat for the mentee.');
  return [
    { method: 'POST', path: `/api/group-sessions/${open.id}/join` },
    { method: 'DELETE', path: `/api/group-sessions/${open.id}/join` },
    {
      method: 'PUT',
      path: '/api/mentee-profile',
      body: {
        goals: 'Earn from my sewing on weekends',
        preferredJourneyPath: 'creative-hustler',
        languages: ['zu', 'en'],
      },
    },
    { method: 'POST', path: '/api/notifications/read-all' },
  ];
}

const DEMO_PASSWORDS: Record<Exclude<Role, 'visitor'>, string> = {
  mentee: 'mentee-demo-pass',
  mentor: 'mentor-demo-pass',
  admin: 'admin-demo-pass',
};

/** A tiny cookie jar: the `name=value` of every cookie the server set, sent back on each request. */
class Cookies {
  private readonly values = new Map<string, string>();
  take(response: Response) {
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = setCookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || pair.slice(at + 1) === '';
      if (expired) this.values.delete(name);
      else this.values.set(name, pair.slice(at + 1));
    }
  }
  header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  list(url: string) {
    return [...this.values].map(([name, value]) => ({ name, value, url }));
  }
}

async function signIn(baseURL: string, role: Exclude<Role, 'visitor'>): Promise<Cookies> {
  const cookies = new Cookies();
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { Origin: baseURL, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `${role}@sebenza.test`, password: DEMO_PASSWORDS[role] }),
  });
  if (!response.ok) throw new Error(`Signing in as ${role} answered ${response.status}: ${await response.text()}`);
  cookies.take(response);
  return cookies;
}

interface Timed {
  status: number;
  ms: number;
  roundTrips: number;
  cached: boolean;
}

async function timeGet(baseURL: string, urlPath: string, cookies: Cookies | null): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(`${baseURL}${urlPath}`, {
    headers: cookies ? { Cookie: cookies.header() } : {},
    redirect: 'manual',
  });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  cookies?.take(response);
  const trips = response.headers.get(ROUND_TRIPS_HEADER);
  if (trips === null) throw new Error(`${urlPath} answered without ${ROUND_TRIPS_HEADER}: is the simulation on?`);
  return {
    status: response.status,
    ms,
    roundTrips: Number(trips),
    cached: response.headers.get(EDGE_CACHE_HEADER) === 'hit',
  };
}

async function timeWrite(baseURL: string, write: Write, cookies: Cookies): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(`${baseURL}${write.path}`, {
    method: write.method,
    headers: {
      Cookie: cookies.header(),
      Origin: baseURL,
      ...(write.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: write.body === undefined ? undefined : JSON.stringify(write.body),
    redirect: 'manual',
  });
  const text = await response.text();
  const ms = performance.now() - started;
  cookies.take(response);
  if (!response.ok) throw new Error(`${write.method} ${write.path} answered ${response.status}: ${text}`);
  return { status: response.status, ms, roundTrips: Number(response.headers.get(ROUND_TRIPS_HEADER)), cached: false };
}

/** Times the mentee's writes: the first of each cold, then the median of `repeat` more (in the order listed). */
async function timeWrites(baseURL: string): Promise<Row[]> {
  const cookies = await signIn(baseURL, 'mentee');
  const writes = await menteeWrites(baseURL, cookies);
  const timings = writes.map(() => [] as Timed[]);
  for (let i = 0; i <= repeat && !wasInterrupted(); i++) {
    for (const [n, write] of writes.entries()) timings[n]!.push(await timeWrite(baseURL, write, cookies));
  }
  return writes.flatMap((write, n) => {
    const [cold, ...warm] = timings[n]!;
    if (!cold || warm.length === 0) return [];
    const typical = warm.find((t) => t.ms === median(warm.map((w) => w.ms)))!;
    const row = { role: 'mentee' as const, method: write.method, path: write.path, cached: false };
    return [
      { ...row, ms: round(cold.ms), roundTrips: cold.roundTrips, phase: 'cold' as const },
      { ...row, ms: round(typical.ms), roundTrips: typical.roundTrips, phase: 'warm' as const },
    ];
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Times each path as `role`: once cold, then `repeat` times warm. Paths the app does not have (404) are left out. */
async function timeRole(baseURL: string, role: Role, paths: string[]): Promise<Row[]> {
  const cookies = role === 'visitor' ? null : await signIn(baseURL, role);
  const rows: Row[] = [];
  for (const urlPath of paths) {
    if (wasInterrupted()) break;
    const cold = await timeGet(baseURL, urlPath, cookies);
    if (cold.status === 404) continue;
    if (cold.status !== 200) throw new Error(`GET ${urlPath} as ${role} answered ${cold.status}`);
    const warm: Timed[] = [];
    for (let i = 0; i < repeat; i++) warm.push(await timeGet(baseURL, urlPath, cookies));
    const typical = warm.find((t) => t.ms === median(warm.map((w) => w.ms)))!;
    const row = { role, method: 'GET' as const, path: urlPath };
    rows.push({ ...row, ms: round(cold.ms), roundTrips: cold.roundTrips, cached: cold.cached, phase: 'cold' });
    rows.push({ ...row, ms: round(typical.ms), roundTrips: typical.roundTrips, cached: typical.cached, phase: 'warm' });
  }
  return rows;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** When each API request of a page load started and ended (Node's clock), to find the chain the page waited for. */
interface ApiRequest {
  url: string;
  start: number;
  end: number;
}

/** Requests in a chain: each one that starts after another has answered is one step further; overlapping ones share. */
function chainLength(requests: ApiRequest[]): number {
  let longest = 0;
  const depths = new Map<ApiRequest, number>();
  for (const request of [...requests].sort((a, b) => a.start - b.start)) {
    const before = [...depths].filter(([r]) => r.end <= request.start).map(([, depth]) => depth);
    const depth = Math.max(0, ...before) + 1;
    depths.set(request, depth);
    longest = Math.max(longest, depth);
  }
  return longest;
}

/** What "the page shows its data" means for each measured page. */
const DATA_SHOWN: Record<string, string> = {
  // The four numbers of the dashboard (they are placeholders with aria-busy until GET /api/dashboard answered).
  '/': 'section[aria-labelledby="stats-title"] ul:not([aria-busy]) li',
  // A mentor card in the results.
  '/mentors': 'main article',
};

async function loadPage(browser: Browser, baseURL: string, role: Role, pagePath: string): Promise<Row> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-ZA',
    timezoneId: 'Africa/Johannesburg',
    serviceWorkers: 'block',
  });
  try {
    if (role !== 'visitor') {
      const signedIn = await signIn(baseURL, role);
      await context.addCookies(signedIn.list(baseURL));
    }
    const page: Page = await context.newPage();
    const api: ApiRequest[] = [];
    const open = new Map<object, ApiRequest>();
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) {
        const entry = { url: request.url(), start: Date.now(), end: Infinity };
        open.set(request, entry);
        api.push(entry);
      }
    });
    const finish = (request: object) => {
      const entry = open.get(request);
      if (entry) entry.end = Date.now();
    };
    page.on('requestfinished', finish);
    page.on('requestfailed', finish);
    await page.goto(pagePath, { waitUntil: 'commit' });
    const selector = DATA_SHOWN[pagePath]!;
    // The page's own clock: milliseconds from the navigation's start until the data is on screen.
    const shownAt = await page.waitForFunction(
      (s) => (document.querySelector(s) ? performance.now() : false),
      selector,
      { polling: 'raf', timeout: 30_000 },
    );
    const ms = (await shownAt.jsonValue()) as number;
    const dataAt = Date.now();
    const waitedFor = api.filter((r) => r.end <= dataAt);
    const label = pagePath === '/' && role !== 'visitor' ? '/ (dashboard)' : pagePath;
    return {
      role,
      method: 'GET',
      path: label,
      ms: round(ms),
      roundTrips: chainLength(waitedFor),
      cached: false,
      phase: 'browser',
    };
  } finally {
    await context.close();
  }
}

async function timeBrowser(baseURL: string): Promise<Row[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    // Ours close it, then stop the app server; Playwright's would exit the process before that.
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  closeBrowser = () => browser.close();
  const rows: Row[] = [];
  const pages: [Role, string][] = [
    ['mentee', '/'],
    ['mentor', '/'],
    ['visitor', '/mentors'],
    ['mentee', '/mentors'],
  ];
  for (const [role, pagePath] of pages) {
    const loads: Row[] = [];
    for (let i = 0; i < BROWSER_LOADS && !wasInterrupted(); i++)
      loads.push(await loadPage(browser, baseURL, role, pagePath));
    if (loads.length === 0) break;
    const typical = loads.find((l) => l.ms === median(loads.map((x) => x.ms)))!;
    rows.push({ ...typical, roundTrips: Math.max(...loads.map((l) => l.roundTrips)) });
  }
  return rows;
}

function printTable(rows: Row[]) {
  const requests = rows.filter((r) => r.phase !== 'browser');
  const keyOf = (r: Row) => `${r.role} ${r.method} ${r.path}`;
  const keys = [...new Set(requests.map(keyOf))];
  const table = keys.map((key) => {
    const cold = requests.find((r) => r.phase === 'cold' && keyOf(r) === key)!;
    const warm = requests.find((r) => r.phase === 'warm' && keyOf(r) === key)!;
    return [
      cold.role,
      `${cold.method} ${cold.path}`,
      cold.ms.toFixed(0),
      String(cold.roundTrips),
      warm.ms.toFixed(0),
      String(warm.roundTrips),
      warm.cached ? 'yes' : 'no',
    ];
  });
  const header = ['role', 'request', 'cold ms', 'cold trips', 'warm ms', 'warm trips', 'warm cached'];
  printAligned(header, table);
  const browser = rows.filter((r) => r.phase === 'browser');
  if (browser.length > 0) {
    say(`\nIn Chromium (phone viewport, no HTTP cache, median of ${BROWSER_LOADS} loads):`);
    printAligned(
      ['role', 'page', 'data shown after ms', 'API round trips after the HTML'],
      browser.map((r) => [r.role, r.path, r.ms.toFixed(0), String(r.roundTrips)]),
    );
  }
}

function printAligned(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const numeric = (i: number) => rows.every((r) => /^[\d.]+$/.test(r[i]!));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (numeric(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  say(line(header));
  say(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const row of rows) say(line(row));
}

/** The targets, each with whether it holds. */
function targets(rows: Row[]): { target: string; met: boolean; misses: string[] }[] {
  const warm = rows.filter((r) => r.phase === 'warm');
  const publicApi = warm.filter((r) => r.role === 'visitor' && r.path.startsWith('/api/'));
  const signedIn = warm.filter((r) => r.role !== 'visitor' && r.method === 'GET' && r.path.startsWith('/api/'));
  const writes = rows.filter((r) => r.phase !== 'browser' && r.method !== 'GET');
  const dashboards = rows.filter((r) => r.phase === 'browser' && r.path.startsWith('/ (dashboard)'));
  const check = (target: string, list: Row[], ok: (r: Row) => boolean) => {
    const misses = list
      .filter((r) => !ok(r))
      .map((r) => `${r.role} ${r.method} ${r.path} (${r.phase}): ${r.ms} ms, ${r.roundTrips} trips`);
    return { target, met: list.length > 0 && misses.length === 0, misses };
  };
  return [
    check('warm public GETs (visitor) ≤ 20 ms and 0 round trips', publicApi, (r) => r.ms <= 20 && r.roundTrips === 0),
    check('signed-in GETs ≤ 1 round trip and ≤ 180 ms', signedIn, (r) => r.roundTrips <= 1 && r.ms <= 180),
    check('signed-in writes (cold and warm) ≤ 2 round trips', writes, (r) => r.roundTrips <= 2),
    ...(dashboards.length > 0
      ? [
          check(
            'the dashboard shows its data within 2 API round trips of the HTML',
            dashboards,
            (r) => r.roundTrips <= 2,
          ),
        ]
      : []),
  ];
}

let closeBrowser: (() => Promise<void>) | undefined;
async function cleanUp() {
  await closeBrowser?.().catch(() => {});
  await stopServedCopies();
}

/** Runs `vite build` with its output on stderr (stdout may be carrying the JSON). */
function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build'], {
      stdio: ['ignore', process.stderr, process.stderr],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`))));
  });
}

async function main(): Promise<number> {
  if (!args['no-build']) await build();
  if (wasInterrupted()) return 130;
  say(`Serving a copy of dist/ with a fresh seeded database, every D1 call delayed by ${delayMs} ms…`);
  const app = await serveCopyOfDist('sim-latency', { env: { SIMULATED_D1_DELAY_MS: String(delayMs) } });
  const { baseURL } = app;
  // The Worker's first request compiles it; /api/health reads no database, so no path below starts warmer than another.
  await fetch(`${baseURL}/api/health`);

  const rows: Row[] = [];
  rows.push(...(await timeRole(baseURL, 'visitor', PUBLIC_PATHS)));
  for (const role of ['mentee', 'mentor', 'admin'] as const)
    rows.push(...(await timeRole(baseURL, role, SIGNED_IN_PATHS)));
  if (!wasInterrupted()) rows.push(...(await timeWrites(baseURL)));
  if (!args['no-browser'] && !wasInterrupted()) rows.push(...(await timeBrowser(baseURL)));
  if (wasInterrupted()) return 130;

  if (args.json) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    say(`\nEvery D1 call delayed by ${delayMs} ms; requests from this machine, warm = median of ${repeat}.\n`);
    printTable(rows);
  }
  say('\nTargets (issue 16):');
  const results = targets(rows);
  for (const { target, met, misses } of results) {
    say(`  ${met ? 'met    ' : 'MISSED '} ${target}`);
    for (const miss of misses) say(`          ${miss}`);
  }
  return args.assert && results.some((r) => !r.met) ? 1 : 0;
}

await runBenchmark(main, cleanUp);
