import { describe, expect, it } from 'vitest';
import {
  cacheNames,
  isOlderCache,
  mayStoreApiAnswer,
  mayStoreAsset,
  mayStorePage,
  strategyFor,
} from './cache-rules.ts';

const ORIGIN = 'https://sebenza.example';
const PRECACHED = new Set(['/manifest.webmanifest', '/icons/icon-192.png']);

function request(path: string, { method = 'GET', mode = 'cors' as RequestMode, origin = ORIGIN } = {}) {
  return { method, mode, url: `${origin}${path}` };
}

/** What a same-origin fetch answers in a service worker (Node's own Response has type 'default'). */
function response(cacheControl: string | null, { status = 200, type = 'basic' as ResponseType } = {}) {
  const headers = new Headers(cacheControl === null ? {} : { 'Cache-Control': cacheControl });
  return { status, type, headers };
}

describe('strategyFor', () => {
  it('answers page navigations network first, but leaves the Worker pages under /api alone', () => {
    expect(strategyFor(request('/mentors', { mode: 'navigate' }), ORIGIN, PRECACHED)).toBe('navigation');
    expect(strategyFor(request('/api/login', { mode: 'navigate' }), ORIGIN, PRECACHED)).toBeNull();
    expect(strategyFor(request('/api/logout', { mode: 'navigate' }), ORIGIN, PRECACHED)).toBeNull();
  });

  it('handles API reads, and never writes or other origins', () => {
    expect(strategyFor(request('/api/mentors?limit=12'), ORIGIN, PRECACHED)).toBe('api');
    expect(strategyFor(request('/api/auth/user'), ORIGIN, PRECACHED)).toBe('api');
    expect(strategyFor(request('/api/group-sessions', { method: 'POST' }), ORIGIN, PRECACHED)).toBeNull();
    expect(strategyFor(request('/api/mentors', { origin: 'https://elsewhere.example' }), ORIGIN, PRECACHED)).toBeNull();
    expect(strategyFor(request('/mentors', { mode: 'navigate', method: 'POST' }), ORIGIN, PRECACHED)).toBeNull();
  });

  it('serves hashed assets and precached files from the cache first, and leaves other files alone', () => {
    expect(strategyFor(request('/assets/mentors-page-abc123.js'), ORIGIN, PRECACHED)).toBe('cache-first');
    expect(strategyFor(request('/icons/icon-192.png'), ORIGIN, PRECACHED)).toBe('cache-first');
    expect(strategyFor(request('/images/mentors/1.webp'), ORIGIN, PRECACHED)).toBeNull();
    expect(strategyFor(request('/sw.js'), ORIGIN, PRECACHED)).toBeNull();
  });
});

describe('mayStoreApiAnswer', () => {
  it('keeps only answers the server marks public', () => {
    expect(mayStoreApiAnswer(response('public, max-age=60, stale-while-revalidate=300'))).toBe(true);
    expect(mayStoreApiAnswer(response('Public,Max-Age=60'))).toBe(true);
  });

  it('never keeps a session-dependent or unmarked answer', () => {
    expect(mayStoreApiAnswer(response('private, no-store'))).toBe(false);
    expect(mayStoreApiAnswer(response('no-store'))).toBe(false);
    expect(mayStoreApiAnswer(response('public, no-store'))).toBe(false);
    expect(mayStoreApiAnswer(response(null))).toBe(false);
    expect(mayStoreApiAnswer(response('max-age=60'))).toBe(false);
  });

  it('never keeps an error, a redirect or a partial answer', () => {
    expect(mayStoreApiAnswer(response('public, max-age=60', { status: 404 }))).toBe(false);
    expect(mayStoreApiAnswer(response('public, max-age=60', { status: 206 }))).toBe(false);
    expect(mayStoreApiAnswer(response('public, max-age=60', { status: 0, type: 'opaqueredirect' }))).toBe(false);
  });
});

describe('mayStorePage', () => {
  it('keeps pages unless the server says they are private or must not be stored', () => {
    expect(mayStorePage(response(null))).toBe(true);
    expect(mayStorePage(response('public, max-age=0, must-revalidate'))).toBe(true);
    expect(mayStorePage(response('private'))).toBe(false);
    expect(mayStorePage(response('no-store'))).toBe(false);
    expect(mayStorePage(response(null, { status: 500 }))).toBe(false);
    expect(mayStorePage(response(null, { status: 0, type: 'opaqueredirect' }))).toBe(false);
  });
});

describe('mayStoreAsset', () => {
  it('keeps whole same-origin files only', () => {
    expect(mayStoreAsset(response('public, max-age=31536000, immutable'))).toBe(true);
    expect(mayStoreAsset(response(null, { status: 404 }))).toBe(false);
  });
});

describe('cache versions', () => {
  it('names every cache after the version, and finds the older versions', () => {
    const current = Object.values(cacheNames('v2'));
    expect(current.every((name) => !isOlderCache(name, 'v2'))).toBe(true);
    expect(Object.values(cacheNames('v1')).every((name) => isOlderCache(name, 'v2'))).toBe(true);
    // Caches that are not ours (none today) are left alone.
    expect(isOlderCache('someone-else', 'v2')).toBe(false);
  });
});
