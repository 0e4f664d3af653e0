import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';
import type { RoutePolicies } from './route-policy.ts';

/**
 * Cache-Control for every API answer (decision 013), from the cache class the answering route declares
 * (route-policy.ts, decision 025).
 *
 * - A visitor's read of a public list or directory entry is the same for every visitor: browsers, the edge and the
 *   service worker may keep it for a minute and serve it up to five minutes stale while they refresh it. A seat count
 *   a visitor sees may lag by that much; joining is always checked in the database.
 * - Everything else (any signed-in request, every write, every error) depends on who asks or must not be replayed:
 *   `private, no-store`, so no cache on the way, and no service worker, keeps it for the next person on a shared
 *   phone.
 * `Vary: Cookie` on every answer of those paths, public or private, because the same URL answers a signed-in member
 * differently. A route that sets its own Cache-Control (the calendar feed, images) keeps it.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export function apiCacheControl(policies: RoutePolicies): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status === 101 || c.res.headers.has('Cache-Control')) return;
    const publicRead = policies.publicReadAt(c.req.path);
    const visitorsCopy =
      (c.req.method === 'GET' || c.req.method === 'HEAD') && c.res.status === 200 && !c.var.user && publicRead;
    c.header('Cache-Control', visitorsCopy ? PUBLIC_READ_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
    // Every answer of a path that has a public one says so, the member's private one included: a cache that kept the
    // visitors' copy then knows it is not the answer for a request with a cookie.
    if (publicRead) c.header('Vary', 'Cookie', { append: true });
  };
}
