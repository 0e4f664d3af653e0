import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../worker/test/http.ts';
import { cookieFor, ROLES, type Role } from '../../worker/test/factories.ts';

/**
 * Every API route, and the status each role gets from it. Issues that add routes add rows here.
 * A row's `body` is sent as JSON; `expect` holds one status per role, or a default for all.
 */
type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: () => unknown;
  expect: Partial<Record<Role, number>> & { default?: number };
};

let n = 0;
const freshAccount = () => ({
  email: `matrix-${Date.now()}-${++n}@example.test`,
  password: 'matrix-password',
  firstName: 'Ayanda',
  lastName: 'Nkosi',
});

const ROUTES: Route[] = [
  { method: 'GET', path: '/api/health', expect: { default: 200 } },
  { method: 'GET', path: '/api/auth/user', expect: { default: 200, visitor: 401 } },
  { method: 'GET', path: '/api/auth/user/mentor-status', expect: { default: 200, visitor: 401 } },
  // Anyone may create a new account (signed in or not); the body is always a fresh email.
  { method: 'POST', path: '/api/auth/register', body: freshAccount, expect: { default: 201 } },
  // Wrong credentials answer 401 whoever asks.
  {
    method: 'POST',
    path: '/api/auth/login',
    body: () => ({ email: 'nobody@example.test', password: 'wrong-password' }),
    expect: { default: 401 },
  },
  { method: 'GET', path: '/api/login', expect: { default: 200 } },
  { method: 'GET', path: '/api/logout', expect: { default: 302 } },
  { method: 'GET', path: '/api/dev-login-form', expect: { default: 200 } },
  { method: 'GET', path: '/api/auth/oidc/callback', expect: { default: 404 } },
];

const cookies = {} as Record<Role, string | undefined>;
beforeAll(async () => {
  for (const role of ROLES) cookies[role] = await cookieFor(role);
});

describe.each(ROUTES)('$method $path', (route) => {
  it.each(ROLES)('as %s', async (role) => {
    const expected = route.expect[role] ?? route.expect.default;
    expect(expected, 'every role needs an expected status').toBeDefined();
    // Sign-out revokes the session, so it gets a session of its own.
    const cookie = route.path === '/api/logout' && role !== 'visitor' ? await cookieFor(role) : cookies[role];
    const res = await api(route.path, { method: route.method, body: route.body?.(), cookie });
    expect(res.status).toBe(expected);
  });
});
