import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app.ts';
import { ROUTES } from './routes/index.ts';

/** Every route the app mounts, once per method and path (middleware, registered with `use`, has method ALL). */
function mountedRoutes(): { method: string; path: string; pattern: RegExp }[] {
  const seen = new Map<string, { method: string; path: string; pattern: RegExp }>();
  for (const { method, path } of createApp().routes) {
    if (method !== 'ALL') seen.set(`${method} ${path}`, { method, path, pattern: patternOf(path) });
  }
  return [...seen.values()];
}

/**
 * A Hono path as a regular expression: `:name` is one segment, `:name{re}` a segment matching `re`, `*` anything
 * (the pages' catch-all).
 */
function patternOf(path: string): RegExp {
  const segments = path.split('/').map((segment) => {
    if (segment === '*') return '.*';
    if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const custom = /\{(.+)\}$/.exec(segment)?.[1];
    return custom ? `(?:${custom})` : '[^/]+';
  });
  return new RegExp(`^${segments.join('/')}$`);
}

describe('the role matrix', () => {
  it('has a row for every route the app mounts', async () => {
    const mounted = mountedRoutes();
    const covered = new Set<string>();
    for (const row of ROUTES) {
      // Each row's own fixture, as the matrix makes it for a visitor, names the concrete path.
      const ctx: Record<string, unknown> = {};
      await row.prepare?.(ctx, undefined);
      const path = (typeof row.path === 'string' ? row.path : row.path(ctx)).split('?')[0]!;
      // Hono answers with the first route registered that matches, so that is the route this row exercises.
      const route = mounted.find((r) => r.method === row.method && r.pattern.test(path));
      if (route) covered.add(`${route.method} ${route.path}`);
    }
    const missing = mounted.map((r) => `${r.method} ${r.path}`).filter((route) => !covered.has(route));
    expect(missing, 'routes without a row in tests/api/routes/').toEqual([]);
  });
});
