import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { signIn } from './demo-sign-in.ts';
import { type BrowserRow, median, round, type Role } from './latency-rows.ts';
import { wasInterrupted } from './run-benchmark.ts';

/** Page loads per measured page; the row keeps the median. */
export const BROWSER_LOADS = 3;

/** The row label of a member's dashboard (`/` signed in), which the latency targets look for. */
export const DASHBOARD = '/ (dashboard)';

/** When one API request of the page load started and ended, in the page's own clock (ms from the navigation). */
interface ApiRequest {
  startTime: number;
  responseEnd: number;
}

/** Requests in a chain: each one that starts after another has answered is one step further; overlapping ones share. */
function chainLength(requests: ApiRequest[]): number {
  let longest = 0;
  const depths = new Map<ApiRequest, number>();
  for (const request of [...requests].sort((a, b) => a.startTime - b.startTime)) {
    const before = [...depths].filter(([r]) => r.responseEnd <= request.startTime).map(([, depth]) => depth);
    const depth = Math.max(0, ...before) + 1;
    depths.set(request, depth);
    longest = Math.max(longest, depth);
  }
  return longest;
}

/**
 * What "the page shows its data" means for each measured page: an element that exists only once the data is on
 * screen, however it got there (in the HTML the server rendered, or from an API answer the browser rendered).
 */
const DATA_SHOWN: Record<string, string> = {
  // The dashboard's four numbers (placeholders marked aria-busy until the member's data is there).
  '/': 'section[aria-labelledby="stats-title"] ul:not([aria-busy]) li',
  // A mentor card in the results.
  '/mentors': 'main article',
};

/** The API requests of the page so far, from the page's Resource Timing (a request is listed once it has ended). */
function apiRequestsOf(page: Page): Promise<ApiRequest[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
      .map(({ startTime, responseEnd }) => ({ startTime, responseEnd })),
  );
}

async function loadPage(browser: Browser, baseURL: string, role: Role, pagePath: string): Promise<BrowserRow> {
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
    await page.goto(pagePath, { waitUntil: 'commit' });
    const selector = DATA_SHOWN[pagePath]!;
    // The page's own clock: milliseconds from the navigation's start until the data is on screen.
    const shownAt = await page.waitForFunction(
      (s) => (document.querySelector(s) ? performance.now() : false),
      selector,
      { polling: 'raf', timeout: 30_000 },
    );
    const ms = (await shownAt.jsonValue()) as number;
    // Requests started before the data showed but still running then are listed once they end: let the load settle
    // (bounded: a page that keeps asking never goes idle, and then the requests that ended are what is known).
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    const api = await apiRequestsOf(page);
    return {
      role,
      method: 'GET',
      path: pagePath === '/' && role !== 'visitor' ? DASHBOARD : pagePath,
      ms: round(ms),
      // The chain the data waited for: the requests that had answered by the time it showed.
      roundTrips: chainLength(api.filter((r) => r.responseEnd <= ms)),
      apiRequests: api.filter((r) => r.startTime < ms).length,
      cached: false,
      phase: 'browser',
    };
  } finally {
    await context.close();
  }
}

/**
 * Loads each measured page BROWSER_LOADS times in Debian's Chromium; `launched` gets the way to close the browser,
 * so that the script's clean-up can close it on an error or Ctrl-C. Each row is the median load by time, with the
 * most round trips and API requests any load needed.
 */
export async function timeBrowser(
  baseURL: string,
  launched: (close: () => Promise<void>) => void,
): Promise<BrowserRow[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    // Ours close it, then stop the app server; Playwright's would exit the process before that.
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  launched(() => browser.close());
  const rows: BrowserRow[] = [];
  const pages: [Role, string][] = [
    ['mentee', '/'],
    ['mentor', '/'],
    ['visitor', '/mentors'],
    ['mentee', '/mentors'],
  ];
  for (const [role, pagePath] of pages) {
    const loads: BrowserRow[] = [];
    for (let i = 0; i < BROWSER_LOADS && !wasInterrupted(); i++)
      loads.push(await loadPage(browser, baseURL, role, pagePath));
    if (loads.length === 0) break;
    const typical = loads.find((l) => l.ms === median(loads.map((x) => x.ms)))!;
    rows.push({
      ...typical,
      roundTrips: Math.max(...loads.map((l) => l.roundTrips)),
      apiRequests: Math.max(...loads.map((l) => l.apiRequests)),
    });
  }
  return rows;
}
