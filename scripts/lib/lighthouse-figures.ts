// What `npm run bench:lighthouse` (scripts/bench-lighthouse.ts) keeps of each Lighthouse run, and the two tables it
// prints from them.
import type { Result } from 'lighthouse';
import { printAligned } from './aligned-table.ts';

export type ProfileName = 'default' | 'low-end';

export interface RunFigures {
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  siMs: number | null;
  /** Lighthouse's total-byte-weight: bytes over the network during the load, headers included. */
  transferredBytes: number | null;
  /** Lighthouse's resource-summary total: every network request of the load, the document included. */
  requests: number | null;
  runtimeError: string | null;
  runWarnings: string[];
  benchmarkIndex: number | null;
  throttling: Partial<Result['configSettings']['throttling']>;
  finalUrl: string | null;
}

export interface PageFigures {
  page: string;
  profile: ProfileName;
  runs: RunFigures[];
  median: RunFigures;
}

export function figuresOf(lhr: Result): RunFigures {
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
    requests: requestCount(lhr),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    runWarnings: lhr.runWarnings.map(String),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    throttling: lhr.configSettings.throttling,
    finalUrl: lhr.finalDisplayedUrl ?? null,
  };
}

function requestCount(lhr: Result): number | null {
  const details = lhr.audits['resource-summary']?.details;
  if (details?.type !== 'table') return null;
  const total = details.items.find((item) => item.resourceType === 'total');
  return typeof total?.requestCount === 'number' ? total.requestCount : null;
}

/** A run that gave no figures, with why. */
export function failedRun(message: string): RunFigures {
  return {
    score: null,
    fcpMs: null,
    lcpMs: null,
    tbtMs: null,
    cls: null,
    siMs: null,
    transferredBytes: null,
    requests: null,
    runtimeError: message,
    runWarnings: [],
    benchmarkIndex: null,
    throttling: {},
    finalUrl: null,
  };
}

/** The median run by performance score (a failed run counts as the lowest score). */
export function medianRun(runs: RunFigures[]): RunFigures {
  const sorted = [...runs].sort((a, b) => (a.score ?? -1) - (b.score ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const seconds = (ms: number | null) => (ms == null ? '-' : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms: number | null) => (ms == null ? '-' : `${Math.round(ms)} ms`);
const kilobytes = (bytes: number | null) => (bytes == null ? '-' : (bytes / 1024).toFixed(1));

/** Every page and profile: the median run's figures and every run's score. */
export function printDetailTable(rows: PageFigures[]) {
  printAligned(
    ['page', 'profile', 'score: median (runs)', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'transferred KB', 'requests'],
    rows.map(({ page, profile, runs, median: m }) => [
      page,
      profile,
      `${m.score ?? 'ERR'} (${runs.map((r) => r.score ?? 'ERR').join(', ')})`,
      seconds(m.fcpMs),
      seconds(m.lcpMs),
      millis(m.tbtMs),
      m.cls == null ? '-' : m.cls.toFixed(3),
      seconds(m.siMs),
      kilobytes(m.transferredBytes),
      String(m.requests ?? '-'),
    ]),
  );
}

/**
 * One line per page, as the goals are stated: the median score of each profile, the low-end median run's TBT, and the
 * weight of a first visit (the default profile's median run; the bytes and requests of a load do not depend on the
 * throttling). `audience` names whose pages they are, e.g. "as the demo mentee".
 */
export function printSummaryTable(rows: PageFigures[], audience: string) {
  const pages = [...new Set(rows.map((r) => r.page))];
  const medianOf = (page: string, profile: ProfileName) =>
    rows.find((r) => r.page === page && r.profile === profile)?.median;
  printAligned(
    [`page, ${audience}`, 'default', 'low-end', 'TBT low-end', 'bytes', 'requests'],
    pages.map((page) => {
      const standard = medianOf(page, 'default');
      const lowEnd = medianOf(page, 'low-end');
      return [
        page,
        String(standard?.score ?? 'ERR'),
        String(lowEnd?.score ?? 'ERR'),
        seconds(lowEnd?.tbtMs ?? null),
        standard?.transferredBytes == null ? '-' : `${kilobytes(standard.transferredBytes)} KB`,
        String(standard?.requests ?? '-'),
      ];
    }),
  );
}
