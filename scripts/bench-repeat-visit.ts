// What a repeat visit to `/` costs in network bytes (the goal: at most 15 KB), on a phone viewport:
//
//   npm run build && npm run bench:repeat-visit [-- --url http://localhost:8787] [--page /] [--assert]
//
// (outside npm scripts put node_modules/.bin first on PATH, so that `node` is Node 22 and `wrangler` resolves.)
//
// Without --url it builds nothing: it serves a copy of dist/ on a free port with its own freshly migrated and seeded
// state directory (scripts/lib/serve-copy.ts, as the browser tests do) and stops it at the end. With --url it
// measures that server (e.g. a running `npm start`) and starts nothing.
//
// Method. Debian's Chromium through playwright-core, one fresh browser context (412×915, en-ZA), signed out:
//   1. first visit: a new tab loads the page and waits for `load` and network idle (no request for 500 ms), then
//      2 s more so that a service worker, if the app has one, can finish installing and precaching; the tab closes.
//   2. repeat visit: a new tab in the same context (same HTTP cache, same service worker, same storage) loads the
//      page the same way.
// Bytes are counted as the browser received them over the network (response headers plus the encoded, i.e.
// compressed, body), from the DevTools protocol:
//   - the tab's requests: a CDP session on the tab (Network domain). Each finished request counts its
//     Network.loadingFinished encodedDataLength, which is 0 for a memory or disk cache hit and only the headers
//     for a 304 revalidation. A response the service worker answered (response.fromServiceWorker) counts 0 here,
//     because whatever the worker itself fetched from the network to answer it is counted next;
//   - the service worker's own requests (its fetches to the network, precaching, updates): Playwright reports them
//     as context requests with request.serviceWorker() set, from its own CDP session on the worker target;
//     each counts response headers plus encoded body (request.sizes(), which come from the same encodedDataLength).
//     A worker fetch answered from the HTTP cache counts 0.
// Not counted: request bytes sent upstream, and WebSocket frames (the signed-out landing page opens none).
// The HTML, every script, stylesheet, image, font and API call is listed on the repeat visit with its size and
// where it came from (network, memory/disk cache, service worker).
import { parseArgs } from 'node:util';
import { type BrowserContext, chromium, type Request } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { runBenchmark, wasInterrupted } from './lib/run-benchmark.ts';
import { serveCopyOfDist, stopServedCopies } from './lib/serve-copy.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    page: { type: 'string', default: '/' },
    assert: { type: 'boolean', default: false },
  },
});
const BUDGET_KB = 15;
/** A phone, as e2e/browser.ts's PHONE. */
const PHONE = { width: 412, height: 915 };

interface Entry {
  url: string;
  type: string;
  status: number | null;
  /** network | memory cache | disk cache | service worker | prefetch cache | failed | pending */
  source: string;
  bytes: number;
  /** true for the service worker's own requests */
  fromWorker: boolean;
}

/** Loads `url` in a new tab of `context` and returns every request it (and the service worker) made. */
async function visit(context: BrowserContext, url: string): Promise<Entry[]> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  type Pending = { url: string; type: string; status: number | null; source: string; bytes: number };
  const requests = new Map<string, Pending>();
  cdp.on('Network.requestWillBeSent', (e) => {
    // A redirect reuses the requestId: keep the hop that was answered with the redirect as its own row.
    const previous = requests.get(e.requestId);
    if (previous && e.redirectResponse) {
      requests.set(`${e.requestId}#${requests.size}`, {
        ...previous,
        status: e.redirectResponse.status,
        bytes: e.redirectResponse.encodedDataLength,
      });
    }
    requests.set(e.requestId, {
      url: e.request.url,
      type: e.type ?? 'Other',
      status: null,
      source: 'pending',
      bytes: 0,
    });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.source = 'memory cache';
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.status = e.response.status;
    r.type = e.type;
    if (e.response.fromServiceWorker) r.source = 'service worker';
    else if (e.response.fromDiskCache) r.source = r.source === 'memory cache' ? r.source : 'disk cache';
    else if (e.response.fromPrefetchCache) r.source = 'prefetch cache';
    else if (r.source === 'pending') r.source = 'network';
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    if (r.source === 'pending') r.source = 'network';
    r.bytes = r.source === 'service worker' ? 0 : e.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.source = e.canceled ? 'canceled' : `failed (${e.errorText})`;
  });
  await cdp.send('Network.enable');

  const workerRequests: Promise<Entry>[] = [];
  const onWorkerRequest = (request: Request) => {
    if (!request.serviceWorker()) return;
    workerRequests.push(
      (async () => {
        // Playwright may never settle these for a worker's request (seen with Chromium 156): give up after 5 s.
        const response = await within(request.response(), null);
        const sizes = response ? await within(request.sizes(), null) : null;
        return {
          url: request.url(),
          type: request.resourceType(),
          status: response?.status() ?? null,
          source: response ? 'network (worker)' : 'failed (worker)',
          bytes: sizes ? Math.max(0, sizes.responseHeadersSize + sizes.responseBodySize) : 0,
          fromWorker: true,
        };
      })(),
    );
  };
  context.on('requestfinished', onWorkerRequest);
  context.on('requestfailed', onWorkerRequest);

  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.waitForTimeout(2_000);
  context.off('requestfinished', onWorkerRequest);
  context.off('requestfailed', onWorkerRequest);
  await cdp.detach();
  await page.close();

  const fromTab = [...requests.values()].map((r) => ({ ...r, fromWorker: false }));
  return [...fromTab, ...(await Promise.all(workerRequests))];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const total = (entries: Entry[]) => entries.reduce((sum, e) => sum + e.bytes, 0);

let closeBrowser: (() => Promise<void>) | undefined;
async function cleanUp() {
  await closeBrowser?.().catch(() => {});
  await stopServedCopies();
}

async function main(): Promise<number> {
  let baseURL: string;
  if (args.url) {
    baseURL = args.url.replace(/\/$/, '');
  } else {
    console.log('Serving a copy of dist/ with a fresh seeded database…');
    const app = await serveCopyOfDist('repeat-visit');
    baseURL = app.baseURL;
  }
  if (wasInterrupted()) return 130;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    // Ours above close it, then stop the app server; Playwright's would exit the process before that.
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  closeBrowser = () => browser.close();
  if (wasInterrupted()) return 130;
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'en-ZA',
    timezoneId: 'Africa/Johannesburg',
  });
  const url = new URL(args.page, baseURL).href;
  const first = await visit(context, url);
  const repeat = await visit(context, url);
  const workers = context.serviceWorkers().length;
  await context.close();

  console.log(`\n${url}, phone viewport ${PHONE.width}×${PHONE.height}, service workers: ${workers}`);
  console.log(`first visit:  ${kb(total(first)).padStart(7)} KB over the network, ${first.length} requests`);
  console.log(`repeat visit: ${kb(total(repeat)).padStart(7)} KB over the network, ${repeat.length} requests\n`);
  console.log('Requests on the repeat visit:');
  const rows = repeat.map((e) => [
    kb(e.bytes),
    String(e.status ?? '-'),
    e.source,
    e.type,
    e.url.startsWith(baseURL) ? e.url.slice(baseURL.length) : e.url,
  ]);
  const header = ['KB', 'status', 'from', 'type', 'url'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padStart(widths[i]!) : i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));

  if (args.assert) {
    const repeatKB = total(repeat) / 1024;
    if (repeatKB > BUDGET_KB) {
      console.error(`\nFAIL: the repeat visit transferred ${repeatKB.toFixed(1)} KB, budget ${BUDGET_KB} KB.`);
      return 1;
    }
    console.log(`\nWithin budget (${BUDGET_KB} KB).`);
  }
  return 0;
}

await runBenchmark(main, cleanUp);

/** `promise`'s value, or `fallback` when it fails or has not settled within 5 s. */
function within<T, F>(promise: Promise<T>, fallback: F): Promise<T | F> {
  return Promise.race([
    promise.catch(() => fallback),
    new Promise<F>((resolve) => setTimeout(() => resolve(fallback), 5_000).unref()),
  ]);
}
