/**
 * The service worker's decisions, as plain functions so they are tested without a browser
 * (docs/ARCHITECTURE.md, "Install and offline"). Users pay per megabyte and phones are shared: keep only what
 * is needed, and never keep an answer that belongs to one person.
 */

/** The page asks a waiting worker to take over with this message (web/src/lib/pwa/register-service-worker.ts). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** An HTML shell without content (served by the Worker): what a navigation gets offline when its page is not kept. */
export const APP_SHELL_PATH = '/app-shell';

const CACHE_PREFIX = 'sebenza-';

/** Every cache name carries the version, so activating a new version can drop everything an older one kept. */
export function cacheNames(version: string) {
  return {
    /** The first screen's files, fetched on install. */
    precache: `${CACHE_PREFIX}precache-${version}`,
    /** Other content-hashed files under /assets, kept when first used. */
    assets: `${CACHE_PREFIX}assets-${version}`,
    /** The last HTML seen for each address. */
    pages: `${CACHE_PREFIX}pages-${version}`,
    /** The last public API answers (lists), for reading offline. */
    api: `${CACHE_PREFIX}api-${version}`,
  };
}

export function isOlderCache(name: string, version: string): boolean {
  return name.startsWith(CACHE_PREFIX) && !name.endsWith(`-${version}`);
}

/** How the worker answers a request; null leaves it to the browser (no respondWith). */
export type Strategy = 'navigation' | 'api' | 'cache-first' | null;

export function strategyFor(
  request: Pick<Request, 'method' | 'mode' | 'url'>,
  origin: string,
  precachedPaths: ReadonlySet<string>,
): Strategy {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  if (url.pathname.startsWith('/api/')) {
    // The Worker's own pages under /api (sign-in, sign-out, the test checkout) belong to one person or have effects.
    return request.mode === 'navigate' ? null : 'api';
  }
  if (request.mode === 'navigate') return 'navigation';
  // Files under /assets have a content hash in their name: a kept copy is never out of date.
  if (url.pathname.startsWith('/assets/') || precachedPaths.has(url.pathname)) return 'cache-first';
  return null;
}

/** The directive names of a Cache-Control header, lower case ("public, max-age=60" → public, max-age). */
function cacheControlDirectives(headers: Headers): Set<string> {
  const value = headers.get('Cache-Control') ?? '';
  return new Set(value.split(',').map((part) => part.split('=')[0]!.trim().toLowerCase()));
}

type StorableResponse = Pick<Response, 'status' | 'type' | 'headers'>;

/** A whole, same-origin answer (not an error, a redirect or a partial one). */
function isComplete(response: StorableResponse): boolean {
  return response.status === 200 && response.type === 'basic';
}

/** A page is kept for offline reading unless the server says it is one person's or must not be stored. */
export function mayStorePage(response: StorableResponse): boolean {
  const directives = cacheControlDirectives(response.headers);
  return isComplete(response) && !directives.has('no-store') && !directives.has('private');
}

/**
 * An API answer is kept only when the server marks it public (signed-out lists); session-dependent answers are
 * `private, no-store`, and anything unmarked is treated as private: a phone may be shared.
 */
export function mayStoreApiAnswer(response: StorableResponse): boolean {
  const directives = cacheControlDirectives(response.headers);
  return isComplete(response) && directives.has('public') && !directives.has('private') && !directives.has('no-store');
}

/** A content-hashed file is kept when it arrived whole. */
export function mayStoreAsset(response: StorableResponse): boolean {
  return isComplete(response);
}
