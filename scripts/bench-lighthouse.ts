// Lighthouse 12 (from npm, its Node API) on the public pages of the app as `npm start` serves it, with Debian's
// Chromium headless, performance category only, the figures the public pages are held to:
//
//   npm run build && npm run bench:lighthouse [-- --runs 3] [--pages /,/mentors] [--url http://localhost:8787]
//                                             [--json figures.json] [--assert]
//
// (outside npm scripts put node_modules/.bin first on PATH, so that `node` is Node 22 and `wrangler` resolves.)
//
// - Without --url it builds nothing: it serves a copy of dist/ on a free port with its own freshly migrated and
//   seeded state directory (scripts/lib/serve-copy.ts, as the browser tests do) and stops it at the end.
//   With --url it measures that server (e.g. a running `npm start`) and starts nothing.
// - Two profiles, both Lighthouse's default mobile config with simulated throttling (Lantern):
//     default   Lighthouse's defaults (slow 4G: 150 ms RTT, 1.6 Mbps, 4x CPU slowdown);
//     low-end   10x CPU slowdown, 300 ms RTT, 700 kbps; every other setting default.
// - Each page and profile runs --runs times (default 3), each in a new Chromium with a fresh profile (chrome-launcher
//   makes a temporary user data dir per launch). The run reported is the MEDIAN run by performance score; the
//   table shows its metrics and every run's score. `transferred KB` is Lighthouse's total-byte-weight (bytes over
//   the network during the load, headers included).
// - --json writes every run's figures; --assert exits 1 unless each page's median score is at least 95 with the
//   default profile and at least 85 with the low-end one (the pages' goals), or when a run fails (e.g. NO_FCP).
//
// Simulated throttling scores depend on the CPU the page was observed on: Lighthouse's benchmarkIndex (printed)
// says how fast this machine was during the run. Compare figures taken on the same machine, not much else running.
import { loadavg } from 'node:os';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { runBenchmark, wasInterrupted } from './lib/run-benchmark.ts';
import { serveCopyOfDist, stopServedCopies } from './lib/serve-copy.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    pages: { type: 'string', default: '/,/mentors' },
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    assert: { type: 'boolean', default: false },
  },
});
const PAGES = args.pages
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const RUNS = Math.max(1, Number(args.runs) || 3);
/** Per run: Lighthouse's own load timeouts are 30-45 s; this only catches a hung browser connection. */
const RUN_TIMEOUT_MS = 180_000;

const PROFILES = {
  default: { goal: 95, throttling: {} },
  'low-end': { goal: 85, throttling: { cpuSlowdownMultiplier: 10, rttMs: 300, throughputKbps: 700 } },
} as const;
type ProfileName = keyof typeof PROFILES;

/** Lighthouse's default (mobile) config, performance only; `throttling` is merged into the default throttling. */
function configFor(profile: ProfileName): Config {
  return {
    extends: 'lighthouse:default',
    settings: {
      onlyCategories: ['performance'],
      throttlingMethod: 'simulate',
      throttling: PROFILES[profile].throttling,
    },
  };
}

interface RunFigures {
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  siMs: number | null;
  transferredBytes: number | null;
  runtimeError: string | null;
  runWarnings: string[];
  benchmarkIndex: number | null;
  throttling: Partial<Result['configSettings']['throttling']>;
  finalUrl: string | null;
}
interface PageFigures {
  page: string;
  profile: ProfileName;
  goal: number;
  runs: RunFigures[];
  median: RunFigures;
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

function figures(lhr: Result): RunFigures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const score = lhr.categories.performance?.score;
  return {
    score: score == null ? null : Math.round(score * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    siMs: audit('speed-index'),
    transferredBytes: audit('total-byte-weight'),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    runWarnings: lhr.runWarnings.map(String),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    throttling: lhr.configSettings.throttling,
    finalUrl: lhr.finalDisplayedUrl ?? null,
  };
}

function failedRun(message: string): RunFigures {
  return {
    score: null,
    fcpMs: null,
    lcpMs: null,
    tbtMs: null,
    cls: null,
    siMs: null,
    transferredBytes: null,
    runtimeError: message,
    runWarnings: [],
    benchmarkIndex: null,
    throttling: {},
    finalUrl: null,
  };
}

/** One Lighthouse run in a new Chromium (fresh profile), which is killed afterwards whatever happens. */
async function runOnce(url: string, profile: ProfileName): Promise<RunFigures> {
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
    if (!result) return failedRun('Lighthouse returned no result');
    return figures(result.lhr);
  } catch (error) {
    if (wasInterrupted()) throw error;
    return failedRun(error instanceof Error ? error.message : JSON.stringify(error));
  } finally {
    clearTimeout(timer);
    killChrome();
  }
}

/** The median run by performance score (a failed run counts as the lowest score). */
function medianRun(runs: RunFigures[]): RunFigures {
  const sorted = [...runs].sort((a, b) => (a.score ?? -1) - (b.score ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Loads each page's HTML and the assets it links once, so that no measured run pays wrangler's first request. */
async function warmUp(baseURL: string) {
  for (const page of PAGES) {
    const html = await (await fetch(new URL(page, baseURL))).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]!);
    await Promise.all(assets.map((asset) => fetch(new URL(asset, baseURL)).then((r) => r.arrayBuffer())));
  }
}

const seconds = (ms: number | null) => (ms == null ? '-' : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms: number | null) => (ms == null ? '-' : `${Math.round(ms)} ms`);
function printTable(rows: PageFigures[]) {
  const table = rows.map((row) => {
    const m = row.median;
    return [
      row.page,
      row.profile,
      `${m.score ?? 'ERR'} (${row.runs.map((r) => r.score ?? 'ERR').join(', ')})`,
      seconds(m.fcpMs),
      seconds(m.lcpMs),
      millis(m.tbtMs),
      m.cls == null ? '-' : m.cls.toFixed(3),
      seconds(m.siMs),
      m.transferredBytes == null ? '-' : (m.transferredBytes / 1024).toFixed(1),
    ];
  });
  const header = ['page', 'profile', 'score: median (runs)', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'transferred KB'];
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const row of table) console.log(line(row));
}

async function main(): Promise<number> {
  const started = new Date();
  const loadBefore = loadavg();
  let baseURL: string;
  if (args.url) {
    baseURL = args.url.replace(/\/$/, '');
  } else {
    console.log('Serving a copy of dist/ with a fresh seeded database…');
    const app = await serveCopyOfDist('lighthouse');
    baseURL = app.baseURL;
  }
  await warmUp(baseURL);
  console.log(
    `Lighthouse on ${baseURL}: ${PAGES.join(', ')} × ${Object.keys(PROFILES).join(', ')} × ${RUNS} runs ` +
      `(performance only, mobile, simulated throttling; load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')})`,
  );

  const rows: PageFigures[] = [];
  for (const page of PAGES) {
    for (const profile of Object.keys(PROFILES) as ProfileName[]) {
      const runs: RunFigures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await runOnce(new URL(page, baseURL).href, profile);
        runs.push(run);
        console.log(
          `  ${page} ${profile} run ${i + 1}/${RUNS}: ${run.score ?? 'ERR'}` +
            (run.runtimeError ? `  (${run.runtimeError})` : '') +
            (run.runWarnings.length ? `  warnings: ${run.runWarnings.join(' / ')}` : ''),
        );
      }
      rows.push({ page, profile, goal: PROFILES[profile].goal, runs, median: medianRun(runs) });
    }
  }
  const loadAfter = loadavg();

  console.log('');
  printTable(rows);
  const indexes = rows.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)).filter((b) => b != null);
  console.log(
    `\nLighthouse benchmarkIndex ${indexes.length ? `${Math.min(...indexes)}-${Math.max(...indexes)}` : '-'}; ` +
      `load average before ${loadBefore[0]!.toFixed(2)}, after ${loadAfter[0]!.toFixed(2)} (1 min). ` +
      `Goals: median ≥${PROFILES.default.goal} default, ≥${PROFILES['low-end'].goal} low-end.`,
  );

  if (args.json) {
    const report = {
      date: started.toISOString(),
      baseURL,
      lighthouse: 'lighthouse@12 (npm), simulated throttling, performance only',
      chromium: CHROMIUM_PATH,
      loadAverage: { before: loadBefore, after: loadAfter },
      runsPerPage: RUNS,
      results: rows,
    };
    writeFileSync(args.json, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Wrote ${args.json}`);
  }

  if (args.assert) {
    const failures = rows.filter(
      (r) => r.median.score == null || r.median.score < r.goal || r.runs.some((x) => x.score == null),
    );
    for (const f of failures) {
      console.error(`FAIL ${f.page} ${f.profile}: median ${f.median.score ?? 'ERR'}, goal ≥${f.goal}`);
    }
    if (failures.length) return 1;
    console.log('All pages meet the goals.');
  }
  return 0;
}

await runBenchmark(main, cleanUp);
