import { SERVER_STATE_ELEMENT_ID } from '../schema/contract/server-render.ts';
import {
  type Browser,
  type BrowserContext,
  type BrowserServer,
  chromium,
  type Download,
  type Page,
} from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';

// How the browser tests start Chromium and open pages. Test files do not use this directly: they get a browser,
// pages and accounts from the fixtures in fixtures.ts, which close the pages after every test.

export { CHROMIUM_PATH };

export const PHONE = { width: 412, height: 915 };
export const DESKTOP = { width: 1280, height: 800 };
export type Viewport = typeof DESKTOP;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * The run's one Chromium (global-setup.ts), which every test file connects to (`connectBrowser`): a Chromium started
 * for each file cost about two seconds a file (the start, and its first page, which is slower than the next ones).
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A connection to the run's Chromium; closing it closes the contexts it opened, not Chromium. */
export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

/**
 * The bytes of a finished download. Read through Playwright's connection: the run's Chromium is connected to, not
 * launched by the test file, so `download.path()` has no file on this side to give.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A fresh context (its own cookies and storage) with one page, as a South African visitor sees the app. */
export interface PageOptions {
  /**
   * Let the app's service worker install (the offline tests). Off by default: once it controls a page, the page's
   * requests go through it, where `page.route` cannot intercept them.
   */
  serviceWorker?: boolean;
  /** The base address of another server than the run's shared one (offline.test.ts deploys to one of its own). */
  server?: string;
  /** The browser's language (its Accept-Language and navigator.language); South African English by default. */
  locale?: string;
}

export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: Viewport,
  { serviceWorker = false, locale = 'en-ZA' }: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale,
    timezoneId: 'Africa/Johannesburg',
    serviceWorkers: serviceWorker ? 'allow' : 'block',
  });
  const page = await context.newPage();
  // A server-rendered page shows its content before it is interactive, and the app takes it over on the visitor's
  // first interaction (decision 024). A test, like a person, starts using the page with a key press and acts once the
  // app has taken over. Pages outside the app (sign-in) have no #root. (e2e/first-paint.test.ts opens pages without
  // this, to see what a visitor who only reads gets.)
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => afterLoad(await goto(url, options));
  page.reload = async (options) => afterLoad(await reload(options));
  async function afterLoad<T>(response: T): Promise<T> {
    await startUsing(page);
    return response;
  }
  return { context, page };
}

/**
 * What a person does before using a page: a key press (Shift, which changes nothing), which starts the app on a page
 * the server rendered; then waits until the app is interactive (offline: see below).
 */
export async function startUsing(page: Page) {
  const { inApp, rendered, online } = await page.evaluate((stateId) => {
    return {
      inApp: Boolean(document.getElementById('root')),
      rendered: Boolean(document.getElementById(stateId)),
      online: navigator.onLine,
    };
  }, SERVER_STATE_ELEMENT_ID);
  if (!inApp) return;
  await page.keyboard.press('Shift');
  // Offline, a page the server rendered reads on without the app, which starts once back online
  // (web/src/lib/boot/offline-status.ts); the app shell (a signed-in page) starts at once either way.
  if (online || !rendered) await untilAppReady(page);
}

/** Signs in through the real sign-in page, as a person would. */
export async function signInThroughPage(page: Page, email: string, password: string) {
  await page.goto('/api/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/api/login');
}

/** Waits until the app is interactive: the server's HTML is hydrated (or the shell rendered) and links route in-app. */
export async function untilAppReady(page: Page) {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/**
 * Opens `path` the way a click inside the app does: the browser renders the screen and makes its own API requests
 * (so a test can intercept them), instead of the server rendering it on a full page load.
 */
export async function openInApp(page: Page, path: string) {
  // The bare app shell (worker/pages/routes.ts): rendered in the browser, it asks for nothing but who is signed in.
  await page.goto('/app-shell');
  await untilAppReady(page);
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * The JSON of the next answer the page itself gets from `path` (and whose address passes `matches`). A page must show
 * exactly what it was answered: other test files add and remove rows meanwhile, so a second read of the API may
 * already differ. Set it up before what makes the page ask (a server-rendered page asks nothing: see `openInApp`).
 */
export async function nextAnswer<T>(page: Page, path: string, matches: (url: URL) => boolean = () => true): Promise<T> {
  const response = await page.waitForResponse((answer) => {
    const url = new URL(answer.url());
    return url.pathname === path && matches(url);
  });
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}`);
  return (await response.json()) as T;
}

/**
 * Holds back the app's code file that contains `marker` (a text of one lazily loaded part of a screen) until
 * `release()`: the app can start while that part of the page stays the server's HTML, as on a slow connection.
 * `held` resolves once the browser has asked for the file. Call before the page loads.
 */
export async function holdCodeBack(page: Page, marker: string): Promise<{ held: Promise<void>; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding = () => {};
  const held = new Promise<void>((resolve) => (holding = resolve));
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    const code = await response.text();
    if (code.includes(marker)) {
      holding();
      await released;
    }
    await route.fulfill({ response, body: code });
  });
  return { held, release };
}
