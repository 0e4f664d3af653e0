import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { signIn } from './demo-sign-in.ts';
import { median, round, type Role, type Row } from './latency-rows.ts';
import { wasInterrupted } from './run-benchmark.ts';

/** Page loads per measured page; the row keeps the median. */
export const BROWSER_LOADS = 3;

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

/**
 * Loads each measured page BROWSER_LOADS times in Debian's Chromium; `launched` gets the way to close the browser,
 * so that the script's clean-up can close it on an error or Ctrl-C.
 */
export async function timeBrowser(baseURL: string, launched: (close: () => Promise<void>) => void): Promise<Row[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    // Ours close it, then stop the app server; Playwright's would exit the process before that.
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  launched(() => browser.close());
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
