import { describe, expect, it } from 'vitest';
import { mountedRoutes } from './mounted-routes.ts';
import { ROUTES } from './routes/index.ts';

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
