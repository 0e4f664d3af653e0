import { describe, expect, it } from 'vitest';
import { declarationsOnMiddleware, mountedRoutes } from './mounted-routes.ts';
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
    // Every row's fixture is made once: on a busy machine that takes more than the default five seconds.
  }, 30_000);
});

// Decision 025: who may call a route, how its answers may be kept and what a write changes are declared once, with
// `route({ ... })` in the route's handler list; the middleware before every route reads nothing else.
describe('route policies', () => {
  it('are declared exactly once by every route the app mounts', () => {
    const undeclared = mountedRoutes()
      .filter((r) => r.policies.length !== 1)
      .map((r) => `${r.method} ${r.path} (${r.policies.length} declarations)`);
    expect(undeclared, 'declare each route with route({ who, cache | bumps }) (worker/http/route-policy.ts)').toEqual(
      [],
    );
  });

  it('say what every write bumps, and no read bumps anything', () => {
    const wrong = mountedRoutes()
      .filter(({ method, policies: [policy] }) => policy && (method === 'GET') !== (policy.bumps === null))
      .map(({ method, path }) => `${method} ${path}`);
    expect(wrong, 'a write declares `bumps` (possibly []); a GET declares `cache` instead').toEqual([]);
  });

  it('make public only reads that anyone may call', () => {
    const wrong = mountedRoutes()
      .filter(({ policies: [policy] }) => policy?.cache.kind === 'public-read')
      .filter(({ method, policies: [policy] }) => method !== 'GET' || policy!.who !== 'anyone')
      .map(({ method, path }) => `${method} ${path}`);
    expect(wrong, 'a public read is the same answer for every visitor').toEqual([]);
  });

  it('are never placed on middleware shared by several routes', () => {
    expect(declarationsOnMiddleware()).toEqual([]);
  });
});
