// How the app feels from Johannesburg, where every D1 round trip goes to Europe:
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
//     service worker, signed in through the same login for the demo mentee's and mentor's dashboards. It times from
//     the navigation's start until the page shows its data (the dashboard's four numbers; the /mentors cards), told
//     by what is on screen, so the data may come in the HTML or from the API; the median of 3 loads. From the page's
//     Resource Timing it counts the API requests started before the data showed, and the chain of them the data
//     waited for after the HTML (requests that overlap count once); both 0 when the HTML carries the data.
//
// Output: a table per role, the browser figures, and whether the latency targets hold; --json prints instead
// `[{ role, method, path, ms, roundTrips, cached, phase }]` where phase is cold, warm or browser; a browser row's
// roundTrips is the chain of API requests after the HTML, and it has `apiRequests` too (started before the data
// showed). --assert exits 1 when a target is missed: among them, a member's dashboard needs more than 2 API round
// trips after the HTML, or (with a delay of 150 ms or less) more than 0.8 s, to show its data.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Cookies, signIn } from './lib/demo-sign-in.ts';
import { printTable, targets } from './lib/latency-report.ts';
import { median, round, type Method, type RequestRow, type Role, type Row } from './lib/latency-rows.ts';
import { timeBrowser } from './lib/page-load-timing.ts';
import { runBenchmark, wasInterrupted } from './lib/run-benchmark.ts';
import { serveCopyOfDist, stopServedCopies } from './lib/serve-copy.ts';

const { values: args } = parseArgs({
  options: {
    'delay-ms': { type: 'string', default: '150' },
    json: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    // A seeded state directory to copy instead of preparing one (the browser tests pass theirs).
    'prepared-state': { type: 'string' },
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

/** The reads every visitor's pages make, and two server-rendered pages (and publicItemPages). */
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
/**
 * The server-rendered pages of one session, event and mentor (where share links lead), for the first of each the
 * public lists give (asked with `limit=1`, which no path above asks, so none of them is warmed by it).
 */
async function publicItemPages(baseURL: string): Promise<string[]> {
  const firstId = async (list: string) => {
    const answer = (await (await fetch(`${baseURL}${list}?limit=1`)).json()) as { items: { id: number }[] };
    if (!answer.items[0]) throw new Error(`The demo data has nothing at ${list}.`);
    return answer.items[0].id;
  };
  return [
    `/group-sessions/${await firstId('/api/group-sessions')}`,
    `/events/${await firstId('/api/events')}`,
    `/mentors/${await firstId('/api/mentors')}`,
  ];
}

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
  /** The request's path; a function for one that names what an earlier write made (the row shows `label`). */
  path: string | (() => string);
  label?: string;
  body?: unknown | (() => unknown);
  /** Keeps what the answer says for a later write. */
  remember?: (answer: unknown) => void;
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
  const path = typeof write.path === 'function' ? write.path() : write.path;
  const body = typeof write.body === 'function' ? write.body() : write.body;
  const started = performance.now();
  const response = await fetch(`${baseURL}${path}`, {
    method: write.method,
    headers: {
      Cookie: cookies.header(),
      Origin: baseURL,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await response.text();
  const ms = performance.now() - started;
  cookies.take(response);
  if (!response.ok) throw new Error(`${write.method} ${path} answered ${response.status}: ${text}`);
  write.remember?.(JSON.parse(text));
  return { status: response.status, ms, roundTrips: Number(response.headers.get(ROUND_TRIPS_HEADER)), cached: false };
}

/** Times `role`'s writes: the first of each cold, then the median of `repeat` more (in the order listed). */
async function timeWrites(
  baseURL: string,
  role: Exclude<Role, 'visitor'>,
  writesOf: (baseURL: string, cookies: Cookies) => Promise<Write[]>,
): Promise<RequestRow[]> {
  const cookies = await signIn(baseURL, role);
  const writes = await writesOf(baseURL, cookies);
  const timings = writes.map(() => [] as Timed[]);
  for (let i = 0; i <= repeat && !wasInterrupted(); i++) {
    for (const [n, write] of writes.entries()) timings[n]!.push(await timeWrite(baseURL, write, cookies));
  }
  return writes.flatMap((write, n) => {
    const [cold, ...warm] = timings[n]!;
    if (!cold || warm.length === 0) return [];
    const typical = warm.find((t) => t.ms === median(warm.map((w) => w.ms)))!;
    const path = write.label ?? String(write.path);
    const row = { role, method: write.method, path, cached: false };
    return [
      { ...row, ms: round(cold.ms), roundTrips: cold.roundTrips, phase: 'cold' as const },
      { ...row, ms: round(typical.ms), roundTrips: typical.roundTrips, phase: 'warm' as const },
    ];
  });
}

/**
 * The demo subscriber's coaching calls: their coach's open times (read), and booking a call a day or more ahead with
 * the in-time cancellation that gives it back, so every booking finds the same slot and a call left.
 */
async function subscriberCoaching(baseURL: string, cookies: Cookies): Promise<{ reads: string[]; writes: Write[] }> {
  const headers = { Cookie: cookies.header() };
  const connections = (await (await fetch(`${baseURL}/api/coaching-connections`, { headers })).json()) as {
    id: number;
    status: string;
    myRole: string;
    mentor: { id: number };
  }[];
  const connection = connections.find((c) => c.myRole === 'mentee' && c.status === 'active');
  if (!connection) throw new Error('The demo subscriber has no active coaching connection.');
  const slotsPath = `/api/coaching/coaches/${connection.mentor.id}/slots`;
  const { slots } = (await (await fetch(`${baseURL}${slotsPath}`, { headers })).json()) as { slots: string[] };
  const startsAt = slots.find((slot) => Date.parse(slot) > Date.now() + 25 * 3_600_000);
  if (!startsAt) throw new Error('The demo coach has no open slot a day or more ahead.');
  let callId = 0;
  return {
    reads: [slotsPath],
    writes: [
      {
        method: 'POST',
        path: '/api/coaching/calls',
        body: { connectionId: connection.id, startsAt },
        remember: (answer) => (callId = (answer as { id: number }).id),
      },
      { method: 'POST', path: () => `/api/coaching/calls/${callId}/cancel`, label: '/api/coaching/calls/:id/cancel' },
    ],
  };
}

/** Times each path as `role`: once cold, then `repeat` times warm. Paths the app does not have (404) are left out. */
async function timeRole(baseURL: string, role: Role, paths: string[]): Promise<RequestRow[]> {
  const cookies = role === 'visitor' ? null : await signIn(baseURL, role);
  const rows: RequestRow[] = [];
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
  const app = await serveCopyOfDist('sim-latency', {
    env: { SIMULATED_D1_DELAY_MS: String(delayMs) },
    preparedState: args['prepared-state'],
  });
  const { baseURL } = app;
  // The Worker's first request compiles it; /api/health reads no database, so no path below starts warmer than another.
  await fetch(`${baseURL}/api/health`);

  const rows: Row[] = [];
  rows.push(...(await timeRole(baseURL, 'visitor', [...PUBLIC_PATHS, ...(await publicItemPages(baseURL))])));
  for (const role of ['mentee', 'mentor', 'admin'] as const)
    rows.push(...(await timeRole(baseURL, role, SIGNED_IN_PATHS)));
  if (!wasInterrupted()) rows.push(...(await timeWrites(baseURL, 'mentee', menteeWrites)));
  if (!wasInterrupted()) {
    const coaching = await subscriberCoaching(baseURL, await signIn(baseURL, 'subscriber'));
    rows.push(...(await timeRole(baseURL, 'subscriber', coaching.reads)));
    rows.push(...(await timeWrites(baseURL, 'subscriber', async () => coaching.writes)));
  }
  if (!args['no-browser'] && !wasInterrupted())
    rows.push(
      ...(await timeBrowser(baseURL, (close) => {
        closeBrowser = close;
      })),
    );
  if (wasInterrupted()) return 130;

  if (args.json) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    say(`\nEvery D1 call delayed by ${delayMs} ms; requests from this machine, warm = median of ${repeat}.\n`);
    printTable(rows, say);
  }
  say('\nTargets:');
  const results = targets(rows, delayMs);
  for (const { target, met, misses } of results) {
    say(`  ${met ? 'met    ' : 'MISSED '} ${target}`);
    for (const miss of misses) say(`          ${miss}`);
  }
  return args.assert && results.some((r) => !r.met) ? 1 : 0;
}

await runBenchmark(main, cleanUp);
