import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../worker/test/http.ts';
import { cookieFor, ROLES, type Role } from '../../worker/test/factories.ts';
import { ROUTES } from './routes/index.ts';

/** Every API route (tests/api/routes/), and the status each role gets from it. */
const cookies = {} as Record<Role, string | undefined>;
beforeAll(async () => {
  for (const role of ROLES) cookies[role] = await cookieFor(role);
});

describe.each(
  ROUTES.map((route) => ({ ...route, name: typeof route.path === 'string' ? route.path : route.path.name })),
)('$method $name', (route) => {
  it.each(ROLES)('as %s', async (role) => {
    const expected = route.expect[role] ?? route.expect.default;
    expect(expected, 'every role needs an expected status').toBeDefined();
    const cookie = route.freshSession && role !== 'visitor' ? await cookieFor(role) : cookies[role];
    const ctx: Record<string, unknown> = {};
    await route.prepare?.(ctx, cookie);
    const path = typeof route.path === 'string' ? route.path : route.path(ctx);
    const res = await api(path, { method: route.method, body: route.body?.(ctx), cookie });
    expect(res.status).toBe(expected);
  });
});
