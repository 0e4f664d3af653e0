import { printAligned } from './aligned-table.ts';
import type { BrowserRow, Row } from './latency-rows.ts';
import { BROWSER_LOADS, DASHBOARD } from './page-load-timing.ts';

/** A member's dashboard shows its data within this many API round trips after the HTML… */
const DASHBOARD_MAX_ROUND_TRIPS = 2;
/** …and within this long from the navigation's start, with every D1 call delayed by DASHBOARD_TIME_DELAY_MS or less. */
const DASHBOARD_MAX_MS = 800;
const DASHBOARD_TIME_DELAY_MS = 150;

/** Prints the rows as a table per phase: `say` writes a line where the script's output goes. */
export function printTable(rows: Row[], say: (text: string) => void) {
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
  printAligned(header, table, say);
  const browser = rows.filter((r): r is BrowserRow => r.phase === 'browser');
  if (browser.length > 0) {
    say(`\nIn Chromium (phone viewport, no HTTP cache, median of ${BROWSER_LOADS} loads):`);
    printAligned(
      ['role', 'page', 'data shown after ms', 'API requests before the data', 'API round trips after the HTML'],
      browser.map((r) => [r.role, r.path, r.ms.toFixed(0), String(r.apiRequests), String(r.roundTrips)]),
      say,
    );
  }
}

/** The latency targets, each with whether it holds; `delayMs` is the simulated delay of every D1 call. */
export function targets(rows: Row[], delayMs: number): { target: string; met: boolean; misses: string[] }[] {
  const warm = rows.filter((r) => r.phase === 'warm');
  const publicApi = warm.filter((r) => r.role === 'visitor' && r.path.startsWith('/api/'));
  const signedIn = warm.filter((r) => r.role !== 'visitor' && r.method === 'GET' && r.path.startsWith('/api/'));
  const writes = rows.filter((r) => r.phase !== 'browser' && r.method !== 'GET');
  const dashboards = rows.filter((r): r is BrowserRow => r.phase === 'browser' && r.path === DASHBOARD);
  const check = <R extends Row>(target: string, list: R[], ok: (r: R) => boolean) => {
    const misses = list.filter((r) => !ok(r)).map(describe);
    return { target, met: list.length > 0 && misses.length === 0, misses };
  };
  return [
    check('warm public GETs (visitor) ≤ 20 ms and 0 round trips', publicApi, (r) => r.ms <= 20 && r.roundTrips === 0),
    check('signed-in GETs ≤ 1 round trip and ≤ 180 ms', signedIn, (r) => r.roundTrips <= 1 && r.ms <= 180),
    check('signed-in writes (cold and warm) ≤ 2 round trips', writes, (r) => r.roundTrips <= 2),
    ...(dashboards.length > 0
      ? [
          check(
            `a member's dashboard shows its data within ${DASHBOARD_MAX_ROUND_TRIPS} API round trips of the HTML`,
            dashboards,
            (r) => r.roundTrips <= DASHBOARD_MAX_ROUND_TRIPS,
          ),
        ]
      : []),
    // The time is held at the delay it was set for: a longer simulated delay is another network.
    ...(dashboards.length > 0 && delayMs <= DASHBOARD_TIME_DELAY_MS
      ? [
          check(
            `a member's dashboard shows its data within ${DASHBOARD_MAX_MS} ms of the navigation`,
            dashboards,
            (r) => r.ms <= DASHBOARD_MAX_MS,
          ),
        ]
      : []),
  ];
}

function describe(r: Row): string {
  const requests = r.phase === 'browser' ? `, ${r.apiRequests} API requests before the data` : '';
  return `${r.role} ${r.method} ${r.path} (${r.phase}): ${r.ms} ms, ${r.roundTrips} trips${requests}`;
}
