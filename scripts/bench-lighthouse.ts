// Lighthouse 12 (from npm, its Node API) on the app as `npm start` serves it, with Debian's Chromium headless,
// performance category only, as a visitor or signed in as a demo member, held to the goals below:
//
//   npm run build && npm run bench:lighthouse [-- --as mentee] [--runs 3] [--pages /,/mentors]
//                                             [--url http://localhost:8787] [--json figures.json]
//                                             [--reports folder] [--assert] [--profiles low-end]
//
// (outside npm scripts put node_modules/.bin first on PATH, so that `node` is Node 22 and `wrangler` resolves.)
//
// - Without --url it builds nothing: it serves a copy of dist/ on a free port with its own freshly migrated and
//   seeded state directory (scripts/lib/serve-copy.ts, as the browser tests do) and stops it at the end.
//   With --url it measures that server (e.g. a running `npm start`) and starts nothing.
// - --as visitor (the default) measures `/` and `/mentors` signed out; --as mentee or --as mentor signs in once as
//   that demo account (POST /api/auth/login) and measures the member's pages: `/` (the dashboard), `/mentors`,
//   `/group-sessions`, `/events`, `/community` and `/coaching-chat`. --pages replaces either list.
//   A member's run is a first visit with a sign-in: each run's fresh Chromium gets the session's cookies in its cookie
//   jar (the DevTools protocol, before any page opens) and nothing else; Lighthouse empties the HTTP cache and
//   removes service workers before loading, and leaves cookies alone. Every run must end on the page asked (not a
//   sign-in redirect) with no API request refused (401/403), and after each run the session must still answer
//   GET /api/auth/user as the member: otherwise the run fails, and the benchmark stops when the session ended.
// - Two profiles, both Lighthouse's default mobile config with simulated throttling (Lantern):
//     default   Lighthouse's defaults (slow 4G: 150 ms RTT, 1.6 Mbps, 4x CPU slowdown);
//     low-end   10x CPU slowdown, 300 ms RTT, 700 kbps; every other setting default.
// - Each page and profile runs --runs times (default 3), each in a new Chromium with a fresh profile (chrome-launcher
//   makes a temporary user data dir per launch). The run reported is the MEDIAN run by performance score; the
//   table shows its metrics and every run's score. `transferred KB` is Lighthouse's total-byte-weight (bytes over
//   the network during the load, headers included), `requests` its resource-summary total (the document included).
//   A summary table follows, one line per page: median score default and low-end, TBT low-end, bytes, requests.
// - --json writes every run's figures; --reports writes every run's full Lighthouse report (the lhr JSON, e.g. to
//   read what its LCP element was) into a folder; --assert exits 1 naming each goal missed, or a run that failed
//   (e.g. NO_FCP, or not the signed-in page).
//
// Simulated throttling scores depend on the CPU the page was observed on: Lighthouse's benchmarkIndex (printed)
// says how fast this machine was during the run. Compare figures taken on the same machine, not much else running.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Result } from 'lighthouse';
import { type BrowserCookie, setBrowserCookies } from './lib/browser-cookies.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import {
  failedRun,
  figuresOf,
  medianRun,
  type PageFigures,
  printDetailTable,
  printSummaryTable,
  type ProfileName,
  type RunFigures,
} from './lib/lighthouse-figures.ts';
import { checkStillSignedIn, type Member, notTheSignedInPage, signInAs } from './lib/lighthouse-member.ts';
import { runBenchmark, wasInterrupted } from './lib/run-benchmark.ts';
import { serveCopyOfDist, stopServedCopies } from './lib/serve-copy.ts';

/** What a page is held to (--assert): median scores per profile; for members also the weight of a first visit. */
interface Goals {
  minScore: Record<ProfileName, number>;
  /** The low-end profile's median run. */
  maxLowEndTbtMs?: number;
  /** Each profile's median run. */
  maxRequests?: number;
  maxTransferredKB?: number;
}
const VISITOR_GOALS: Goals = { minScore: { default: 95, 'low-end': 85 } };
const MEMBER_GOALS: Goals = {
  minScore: { default: 90, 'low-end': 75 },
  maxLowEndTbtMs: 1_000,
  maxRequests: 20,
  maxTransferredKB: 150,
};
const VISITOR_PAGES = ['/', '/mentors'];
const MEMBER_PAGES = ['/', '/mentors', '/group-sessions', '/events', '/community', '/coaching-chat'];

const AUDIENCES = ['visitor', 'mentee', 'mentor'] as const;
type Audience = (typeof AUDIENCES)[number];

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    as: { type: 'string', default: 'visitor' },
    pages: { type: 'string' },
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    reports: { type: 'string' },
    assert: { type: 'boolean', default: false },
    profiles: { type: 'string' },
  },
});
if (!(AUDIENCES as readonly string[]).includes(args.as)) {
  throw new Error(`--as must be one of ${AUDIENCES.join(', ')}, not ${args.as}`);
}
const AUDIENCE = args.as as Audience;
const GOALS = AUDIENCE === 'visitor' ? VISITOR_GOALS : MEMBER_GOALS;
const PAGES = args.pages
  ? args.pages
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
  : AUDIENCE === 'visitor'
    ? VISITOR_PAGES
    : MEMBER_PAGES;
const RUNS = Math.max(1, Number(args.runs) || 3);
/** Per run: Lighthouse's own load timeouts are 30-45 s; this only catches a hung browser connection. */
const RUN_TIMEOUT_MS = 180_000;

const THROTTLING: Record<ProfileName, NonNullable<Config['settings']>['throttling']> = {
  default: {},
  'low-end': { cpuSlowdownMultiplier: 10, rttMs: 300, throughputKbps: 700 },
};
const ALL_PROFILES = Object.keys(THROTTLING) as ProfileName[];
/** --profiles measures only some (e.g. `low-end`, to compare two builds quicker); --assert then holds only those. */
const PROFILES = args.profiles ? (args.profiles.split(',') as ProfileName[]) : ALL_PROFILES;
for (const profile of PROFILES) {
  if (!ALL_PROFILES.includes(profile)) throw new Error(`--profiles: ${profile} is not one of ${ALL_PROFILES.join(', ')}`);
}

/** Lighthouse's default (mobile) config, performance only; `throttling` is merged into the default throttling. */
function configFor(profile: ProfileName): Config {
  return {
    extends: 'lighthouse:default',
    settings: {
      onlyCategories: ['performance'],
      throttlingMethod: 'simulate',
      throttling: THROTTLING[profile],
    },
  };
}

// --- cleanup: whatever happens (error, Ctrl-C), no Chromium and no server outlive this script ------------------
let chrome: chromeLauncher.LaunchedChrome | undefined;
/** The Chromium being launched, if any: a Ctrl-C during its launch must still kill it. */
let launching: Promise<chromeLauncher.LaunchedChrome> | undefined;
function killChrome() {
  const running = chrome;
  chrome = undefined;
  try {
    running?.kill();
  } catch {
    // already gone
  }
}
async function cleanUp() {
  killChrome();
  const late = await launching?.catch(() => undefined);
  try {
    late?.kill();
  } catch {
    // already gone
  }
  await stopServedCopies();
}

/**
 * One Lighthouse run in a new Chromium (fresh profile, holding only `cookies`), which is killed afterwards whatever
 * happens. Answers the run's figures and, when Lighthouse finished, its report.
 */
async function runOnce(
  url: string,
  profile: ProfileName,
  cookies: BrowserCookie[],
): Promise<{ figures: RunFigures; lhr: Result | null }> {
  if (wasInterrupted()) throw new Error('Interrupted.');
  launching = chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    handleSIGINT: false, // runBenchmark's handler stops the app server too
    logLevel: 'silent',
  });
  const launched = await launching;
  chrome = launched;
  if (wasInterrupted()) {
    killChrome();
    throw new Error('Interrupted.');
  }
  let timer: NodeJS.Timeout | undefined;
  try {
    if (cookies.length) await setBrowserCookies(launched.port, cookies);
    // Lighthouse drives the browser over the DevTools port and never notices it dying: fail the run instead.
    const died = new Promise<never>((_, reject) =>
      launched.process.once('exit', (code, signal) =>
        reject(new Error(`Chromium exited during the run (${signal ?? code})`)),
      ),
    );
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no result within ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
    });
    const result = await Promise.race([
      lighthouse(url, { port: launched.port, logLevel: 'error' }, configFor(profile)),
      died,
      timedOut,
    ]);
    if (!result) return { figures: failedRun('Lighthouse returned no result'), lhr: null };
    return { figures: figuresOf(result.lhr), lhr: result.lhr };
  } catch (error) {
    if (wasInterrupted()) throw error;
    return { figures: failedRun(error instanceof Error ? error.message : JSON.stringify(error)), lhr: null };
  } finally {
    clearTimeout(timer);
    killChrome();
  }
}

/**
 * Loads each page's HTML and the assets it links once (with the member's cookies, when signed in), so that no measured
 * run pays wrangler's first request.
 */
async function warmUp(baseURL: string, member: Member | null) {
  const headers = member ? { Cookie: member.cookies.header() } : undefined;
  for (const page of PAGES) {
    const html = await (await fetch(new URL(page, baseURL), { headers })).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]!);
    await Promise.all(assets.map((asset) => fetch(new URL(asset, baseURL), { headers }).then((r) => r.arrayBuffer())));
  }
}

/** After a failed run: stops the benchmark when the app server is gone, since no later run could measure anything. */
async function checkServerAnswers(baseURL: string, serverOutput: () => string) {
  const answers = await fetch(`${baseURL}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (!answers) throw new Error(`The app server at ${baseURL} stopped answering. It printed last:\n${serverOutput()}`);
}

/** Whether a figure misses its ceiling; a figure the run did not give misses it too. */
const above = (value: number | null, max: number) => value == null || value > max;

/** The goals `median` misses, each as a sentence; none for a page that meets them all. */
function missedGoals({ profile, runs, median }: PageFigures): string[] {
  const missed: string[] = [];
  const failed = runs.filter((run) => run.score == null);
  if (failed.length) missed.push(`${failed.length} run(s) failed: ${failed.map((r) => r.runtimeError).join(' / ')}`);
  const minScore = GOALS.minScore[profile];
  if (median.score == null || median.score < minScore) {
    missed.push(`median score ${median.score ?? 'ERR'} < ${minScore}`);
  }
  const { maxLowEndTbtMs, maxRequests, maxTransferredKB } = GOALS;
  if (maxLowEndTbtMs != null && profile === 'low-end' && above(median.tbtMs, maxLowEndTbtMs)) {
    missed.push(`TBT ${median.tbtMs == null ? '?' : Math.round(median.tbtMs)} ms > ${maxLowEndTbtMs} ms`);
  }
  if (maxRequests != null && above(median.requests, maxRequests)) {
    missed.push(`${median.requests ?? '?'} requests > ${maxRequests}`);
  }
  const transferredKB = median.transferredBytes == null ? null : median.transferredBytes / 1024;
  if (maxTransferredKB != null && above(transferredKB, maxTransferredKB)) {
    missed.push(`${transferredKB?.toFixed(1) ?? '?'} KB transferred > ${maxTransferredKB} KB`);
  }
  return missed;
}

function goalsText(): string {
  const parts = [`median ≥${GOALS.minScore.default} default, ≥${GOALS.minScore['low-end']} low-end`];
  if (GOALS.maxLowEndTbtMs != null) parts.push(`TBT low-end ≤${GOALS.maxLowEndTbtMs / 1000} s`);
  if (GOALS.maxRequests != null) parts.push(`≤${GOALS.maxRequests} requests`);
  if (GOALS.maxTransferredKB != null) parts.push(`≤${GOALS.maxTransferredKB} KB`);
  return parts.join(', ');
}

/** A file name for one run's report, e.g. mentee-group-sessions-low-end-2.json. */
function reportName(page: string, profile: ProfileName, run: number): string {
  const slug = page
    .replace(/^\/$/, 'home')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '');
  return `${AUDIENCE}-${slug}-${profile}-${run}.json`;
}

async function main(): Promise<number> {
  const started = new Date();
  const loadBefore = loadavg();
  let baseURL: string;
  /** What the server we started printed last (none for --url). */
  let serverOutput = () => '';
  if (args.url) {
    baseURL = args.url.replace(/\/$/, '');
  } else {
    console.log('Serving a copy of dist/ with a fresh seeded database…');
    const app = await serveCopyOfDist('lighthouse');
    baseURL = app.baseURL;
    serverOutput = () => app.output().slice(-4_000);
  }
  const member = AUDIENCE === 'visitor' ? null : await signInAs(baseURL, AUDIENCE);
  const cookies = member ? member.cookies.list(baseURL) : [];
  await warmUp(baseURL, member);
  if (args.reports) mkdirSync(args.reports, { recursive: true });
  const audience = member ? `as the demo ${member.role}` : 'as a visitor';
  console.log(
    `Lighthouse on ${baseURL} ${audience}: ${PAGES.join(', ')} × ${PROFILES.join(', ')} × ${RUNS} runs ` +
      `(performance only, mobile, simulated throttling; load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')})`,
  );

  const rows: PageFigures[] = [];
  for (const page of PAGES) {
    for (const profile of PROFILES) {
      const runs: RunFigures[] = [];
      for (let i = 1; i <= RUNS; i++) {
        const url = new URL(page, baseURL).href;
        const { figures, lhr } = await runOnce(url, profile, cookies);
        const wrongPage = member && lhr ? notTheSignedInPage(lhr, url) : null;
        const run = wrongPage ? failedRun(wrongPage) : figures;
        runs.push(run);
        if (lhr && args.reports)
          writeFileSync(path.join(args.reports, reportName(page, profile, i)), JSON.stringify(lhr));
        console.log(
          `  ${page} ${profile} run ${i}/${RUNS}: ${run.score ?? 'ERR'}` +
            (run.runtimeError ? `  (${run.runtimeError})` : '') +
            (run.runWarnings.length ? `  warnings: ${run.runWarnings.join(' / ')}` : '') +
            `  (benchmarkIndex ${run.benchmarkIndex ?? '-'}, load ${loadavg()[0]!.toFixed(2)})`,
        );
        if (run.score == null) await checkServerAnswers(baseURL, serverOutput);
        // Every later run uses the same cookies: a run that ended the session would spoil all of them.
        if (member) await checkStillSignedIn(baseURL, member);
      }
      rows.push({ page, profile, runs, median: medianRun(runs) });
    }
  }
  const loadAfter = loadavg();

  console.log('');
  printDetailTable(rows);
  console.log('');
  printSummaryTable(rows, audience);
  const indexes = rows.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)).filter((b) => b != null);
  console.log(
    `\nLighthouse benchmarkIndex ${indexes.length ? `${Math.min(...indexes)}-${Math.max(...indexes)}` : '-'}; ` +
      `load average before ${loadBefore[0]!.toFixed(2)}, after ${loadAfter[0]!.toFixed(2)} (1 min). ` +
      `Goals ${audience}: ${goalsText()}.`,
  );

  if (args.json) {
    const report = {
      date: started.toISOString(),
      baseURL,
      audience: AUDIENCE,
      lighthouse: 'lighthouse@12 (npm), simulated throttling, performance only',
      chromium: CHROMIUM_PATH,
      loadAverage: { before: loadBefore, after: loadAfter },
      runsPerPage: RUNS,
      goals: GOALS,
      results: rows,
    };
    writeFileSync(args.json, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Wrote ${args.json}`);
  }

  if (args.assert) {
    const failures = rows.flatMap((row) => missedGoals(row).map((miss) => `FAIL ${row.page} ${row.profile}: ${miss}`));
    for (const failure of failures) console.error(failure);
    if (failures.length) return 1;
    console.log('All pages meet the goals.');
  }
  return 0;
}

await runBenchmark(main, cleanUp);
