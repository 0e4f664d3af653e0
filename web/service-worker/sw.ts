/**
 * Sebenza's service worker, served at /sw.js (built by scripts/vite-service-worker.ts). The rules and why:
 * docs/ARCHITECTURE.md, "Install and offline".
 */
import {
  APP_SHELL_PATH,
  cacheNames,
  isOlderCache,
  mayStoreApiAnswer,
  mayStoreAsset,
  mayStorePage,
  SKIP_WAITING,
  strategyFor,
} from './cache-rules.ts';

declare const self: ServiceWorkerGlobalScope;
// Replaced at build time: the first screen's files, and a hash of this worker's code and those files.
declare const __PRECACHE_URLS__: string[];
declare const __SW_VERSION__: string;

const VERSION = __SW_VERSION__;
const CACHES = cacheNames(VERSION);
const PRECACHE_URLS = __PRECACHE_URLS__;
const PRECACHED_PATHS = new Set(PRECACHE_URLS);

self.addEventListener('install', (event) => {
  // No skipWaiting(): a new version waits until the page asks for it, so no page runs half old, half new code.
  event.waitUntil(precache());
});

async function precache() {
  const cache = await caches.open(CACHES.precache);
  // The page has usually just downloaded the hashed files: take them from the HTTP cache rather than pay twice.
  // The unhashed ones (manifest, icons) are revalidated.
  await cache.addAll(
    PRECACHE_URLS.map((url) => new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'no-cache' })),
  );
  try {
    await cache.add(new Request(APP_SHELL_PATH, { cache: 'no-cache' }));
  } catch {
    // The shell is a fallback only: without it offline navigations to unseen pages get the small offline page.
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => isOlderCache(name, VERSION)).map((name) => caches.delete(name)));
      // Start the HTML request while the worker boots (a slow step on a low-end phone) instead of after.
      await self.registration.navigationPreload?.enable();
      // Control the page that installed us, so what it loads from now on can be kept for offline reading.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  switch (strategyFor(event.request, self.location.origin, PRECACHED_PATHS)) {
    case 'navigation':
      return event.respondWith(navigate(event));
    case 'api':
      return event.respondWith(readApi(event));
    case 'cache-first':
      return event.respondWith(cacheFirst(event));
    case null:
      return;
  }
});

/** Network first; offline: this page as last seen, else the app shell, else a short offline page. */
async function navigate(event: FetchEvent): Promise<Response> {
  const { request } = event;
  try {
    const response = ((await event.preloadResponse) as Response | undefined) ?? (await fetch(request));
    if (mayStorePage(response)) keep(event, CACHES.pages, request.url, response);
    return response;
  } catch {
    const pages = await caches.open(CACHES.pages);
    const precached = await caches.open(CACHES.precache);
    return (await pages.match(request.url)) ?? (await precached.match(APP_SHELL_PATH)) ?? offlinePage();
  }
}

/** Network first; a public answer is kept, and given back only when the network fails. */
async function readApi(event: FetchEvent): Promise<Response> {
  const { request } = event;
  try {
    const response = await fetch(request);
    if (mayStoreApiAnswer(response)) keep(event, CACHES.api, request.url, response);
    return response;
  } catch (error) {
    // Public answers are the same for everyone, whatever Vary says about the cookie.
    const saved = await (await caches.open(CACHES.api)).match(request.url, { ignoreVary: true });
    if (saved) return saved;
    throw error;
  }
}

/** Hashed files and the precached manifest and icons never change under one name: a kept copy wins. */
async function cacheFirst(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const kept = await caches.match(request.url);
  if (kept) return kept;
  const response = await fetch(request);
  // Lazily loaded chunks are kept only once used: users pay for every megabyte a precache would add.
  if (mayStoreAsset(response)) keep(event, CACHES.assets, request.url, response);
  return response;
}

function keep(event: FetchEvent, cacheName: string, url: string, response: Response) {
  const copy = response.clone();
  event.waitUntil(caches.open(cacheName).then((cache) => cache.put(url, copy)));
}

function offlinePage(): Response {
  const html =
    '<!doctype html><html lang="en-ZA"><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline · Sebenza</title>' +
    '<h1>You are offline</h1><p>This page is not saved on this phone yet. Connect to the internet and try again.</p>';
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
