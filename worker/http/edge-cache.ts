import type { Context, MiddlewareHandler } from 'hono';
import { isDataSaverOn } from '../../schema/contract/data-saver-rules.ts';
import { SERVER_STATE_ELEMENT_ID } from '../../schema/contract/server-render.ts';
import type { AppEnv } from '../env.ts';
import { pageLanguage } from './language.ts';
import { DOMAINS, EVERY_DOMAIN, type Domain, type RoutePolicies } from './route-policy.ts';

/**
 * Public reads answered at the edge (decision 023). A visitor's GET of a public read (a route declaring
 * `publicRead(...)`, route-policy.ts) or of a server-rendered page is kept in the Cache API of the Cloudflare location
 * that answered it, and the next visitor there gets it without a database trip: for EDGE_FRESH_MS as it is, then for
 * EDGE_STALE_MS more while one request refreshes it in the background. Only requests without a sign-in cookie are ever
 * looked up or kept, so no signed-in answer touches this cache.
 *
 * What an answer shows belongs to one or more domains (mentors, sessions, ...), which the public read declares (a
 * page shows them all). Each domain has a version, a random token kept in the same cache, and an answer is kept with
 * the tokens of the domains it shows, read before the answer was: it is served only while they are all still current.
 * Every successful write (any method but GET/HEAD that did not fail with a 4xx) replaces, after its answer, the tokens
 * of the domains its route declares it bumps (decision 025), so the next read misses and asks D1.
 */
export const EDGE_FRESH_MS = 60_000;
export const EDGE_STALE_MS = 60_000;

/** Says how an answer was served: hit (fresh), stale (and refreshing), miss (read from D1, now kept). */
export const EDGE_CACHE_HEADER = 'X-Edge-Cache';

/**
 * The domains a write changes, as its route declares them. A write no declaration covers can only be one no route
 * took (a 4xx, never bumped); should one slip past the route-coverage test, it bumps everything rather than leave
 * answers stale.
 */
function domainsOfWrite(policies: RoutePolicies, method: string, path: string): readonly Domain[] {
  return policies.of(method, path)?.bumps ?? EVERY_DOMAIN;
}

/** Off in the worker tests (they write the database directly, which no write route announces) unless asked for. */
function edgeCacheOn(env: AppEnv['Bindings']): boolean {
  return env.EDGE_CACHE ? env.EDGE_CACHE !== 'off' : env.APP_ENV !== 'test';
}

const STORED_AT = 'X-Edge-Stored-At';
/** The versions of the answer's domains when it was read: it is served only while they are still current. */
const VERSIONS = 'X-Edge-Versions';
/** The answer's own Cache-Control and Vary, kept aside: the stored copy carries the cache's lifetime instead. */
const CLIENT_CACHE_CONTROL = 'X-Edge-Client-Cache-Control';
const CLIENT_VARY = 'X-Edge-Client-Vary';
const INTERNAL_HEADERS = [STORED_AT, VERSIONS, CLIENT_CACHE_CONTROL, CLIENT_VARY];

/** Requests this module sends through the app itself to refresh a stale answer (never looked up, always kept). */
const refreshes = new WeakSet<Request>();
/** Keys being refreshed by this isolate, so that a burst of stale hits refreshes once. */
const refreshing = new Set<string>();

type Reads = (
  | { kind: 'api' }
  | {
      kind: 'page';
      isRenderedPath: (path: string) => boolean;
      /**
       * Which build of the app a page is made with. Part of a page's key: a page names the build's asset files, which
       * the next deployment replaces, so a page kept from before a deployment must never be served after it.
       */
      build: (c: Context<AppEnv>) => Promise<string>;
    }
) & {
  /** Whether the request carries a sign-in cookie (worker/auth): such a request is never looked up or kept. */
  holdsSignIn: (c: Context) => boolean;
  /** The routes' declarations: which reads are public and what they show, which domains each write bumps. */
  policies: RoutePolicies;
};

/**
 * The middleware, placed just before the sign-in is read: for `api` on /api/*, for `page` on the pages (with the
 * paths the server renders). It also bumps the domains of every successful write that passes through it.
 */
export function edgeCache(reads: Reads): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!edgeCacheOn(c.env)) return next();
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') {
      await next();
      if (c.res.status < 400 || c.res.status >= 500) {
        await bumpDomains(c, domainsOfWrite(reads.policies, method, c.req.path));
      }
      return;
    }
    const path = c.req.path;
    if (method !== 'GET' || reads.holdsSignIn(c)) return next();
    const shown =
      reads.kind === 'api' ? reads.policies.publicReadAt(path)?.domains : reads.isRenderedPath(path) && DOMAINS;
    if (!shown) return next();

    const key = cacheKey(c, reads.kind === 'page' ? await reads.build(c) : null);
    const isRefresh = refreshes.has(c.req.raw);
    // The kept copy and the versions it must have been kept under, looked up together: one wait, not two.
    const [kept, versions] = await Promise.all([
      isRefresh ? undefined : caches.default.match(key),
      currentVersions(key, shown),
    ]);
    const cached = kept?.headers.get(VERSIONS) === versions ? kept : undefined;
    if (cached) {
      const age = Date.now() - Number(cached.headers.get(STORED_AT));
      if (age <= EDGE_FRESH_MS) return served(c, cached, 'hit');
      if (age <= EDGE_FRESH_MS + EDGE_STALE_MS && refreshInBackground(c, key)) return served(c, cached, 'stale');
    }
    await next();
    // Kept under the versions read before the database was: a write meanwhile makes this copy outdated at once.
    const copy = await keepable(c.res, reads.kind === 'page', versions);
    if (copy && !inBackground(c, () => caches.default.put(key, copy))) await caches.default.put(key, copy);
    if (copy && !isRefresh) c.header(EDGE_CACHE_HEADER, 'miss');
  };
}

/** Continues `promise` after the answer; false when the request has no execution context to do that in. */
function inBackground(c: Context<AppEnv>, promise: () => Promise<unknown>): boolean {
  let ctx: Pick<ExecutionContext, 'waitUntil'>;
  try {
    ctx = c.executionCtx;
  } catch {
    // The page renderer's in-process reads come without one.
    return false;
  }
  ctx.waitUntil(promise().catch((error: unknown) => console.error('Edge cache:', error)));
  return true;
}

/** Asks the app for a fresh answer after this one, unless it is already being asked; false when it cannot. */
function refreshInBackground(c: Context<AppEnv>, key: string): boolean {
  if (refreshing.has(key)) return true;
  // The same visitor's request again (it carries no sign-in cookie): its cookies, Save-Data and Accept-Language choose
  // the same copy.
  const headers = new Headers();
  for (const name of ['accept', 'accept-language', 'cookie', 'save-data']) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  const request = new Request(c.req.url, { headers });
  refreshes.add(request);
  return inBackground(c, () => {
    refreshing.add(key);
    return c.var.dispatch(request).finally(() => refreshing.delete(key));
  });
}

/** The kept answer as the client gets it: its own headers back, how it was served said. */
function served(c: Context<AppEnv>, cached: Response, how: 'hit' | 'stale'): Response {
  const headers = new Headers(cached.headers);
  const cacheControl = headers.get(CLIENT_CACHE_CONTROL);
  const vary = headers.get(CLIENT_VARY);
  for (const name of INTERNAL_HEADERS) headers.delete(name);
  headers.delete('Cache-Control');
  if (cacheControl) headers.set('Cache-Control', cacheControl);
  if (vary) headers.set('Vary', vary);
  headers.set(EDGE_CACHE_HEADER, how);
  const etag = headers.get('ETag');
  if (etag && c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(cached.body, { status: cached.status, headers });
}

/** A copy of `res` to keep, or null: only complete 200 answers that set no cookie (and pages that were rendered). */
async function keepable(res: Response, isPage: boolean, versions: string): Promise<Response | null> {
  if (res.status !== 200 || res.headers.has('Set-Cookie')) return null;
  const body = await res.clone().arrayBuffer();
  if (isPage && !new TextDecoder().decode(body).includes(`id="${SERVER_STATE_ELEMENT_ID}"`)) return null;
  const headers = new Headers(res.headers);
  const cacheControl = headers.get('Cache-Control');
  const vary = headers.get('Vary');
  if (cacheControl) headers.set(CLIENT_CACHE_CONTROL, cacheControl);
  if (vary) headers.set(CLIENT_VARY, vary);
  headers.delete('Vary');
  headers.delete(EDGE_CACHE_HEADER);
  headers.set('Cache-Control', `public, max-age=${Math.ceil((EDGE_FRESH_MS + EDGE_STALE_MS) / 1000)}`);
  headers.set(STORED_AT, String(Date.now()));
  headers.set(VERSIONS, versions);
  return new Response(body, { status: 200, headers });
}

/** Where the versions and the kept answers live: reserved paths of the app's own origin, never served as such. */
const CACHE_PREFIX = '/__edge-cache';
const VERSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

function versionKey(origin: string, domain: Domain): string {
  return `${origin}${CACHE_PREFIX}/version/${domain}`;
}

/**
 * The key of a request's answer: its URL under the reserved prefix, and for a page (`pageBuild` not null) the build
 * it is made with and the data-saver choice.
 */
function cacheKey(c: Context<AppEnv>, pageBuild: string | null): string {
  const url = new URL(c.req.url);
  const dataSaver =
    pageBuild !== null && isDataSaverOn({ cookie: c.req.header('cookie'), saveData: c.req.header('save-data') });
  // A page is kept per language too: one kept in isiZulu is never served to a reader of English.
  const language = pageBuild !== null && pageLanguage(c);
  const variant = pageBuild !== null ? `/${pageBuild}/${dataSaver ? 'saver' : 'full'}/${language}` : '';
  return `${url.origin}${CACHE_PREFIX}${variant}${url.pathname}${url.search}`;
}

/** The current versions of `domains`, as one string to compare with a kept copy's. */
async function currentVersions(key: string, domains: readonly Domain[]): Promise<string> {
  const origin = new URL(key).origin;
  return (await Promise.all(domains.map((domain) => currentVersion(origin, domain)))).join('.');
}

async function currentVersion(origin: string, domain: Domain): Promise<string> {
  const kept = await caches.default.match(versionKey(origin, domain));
  if (kept) return kept.text();
  // No version yet here (or evicted): a new one, so nothing kept under an earlier one can come back.
  return setVersion(origin, domain);
}

async function setVersion(origin: string, domain: Domain): Promise<string> {
  const version = crypto.randomUUID().slice(0, 8);
  const response = new Response(version, {
    headers: { 'Cache-Control': `public, max-age=${VERSION_LIFETIME_SECONDS}` },
  });
  await caches.default.put(versionKey(origin, domain), response);
  return version;
}

async function bumpDomains(c: Context<AppEnv>, domains: readonly Domain[]): Promise<void> {
  if (domains.length === 0) return;
  const origin = new URL(c.req.url).origin;
  try {
    await Promise.all(domains.map((domain) => setVersion(origin, domain)));
  } catch (error) {
    // The write itself succeeded; a kept answer then lives out its short freshness instead.
    console.error('Edge cache: could not bump', domains, error);
  }
}
