import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../worker/test/http.ts';
import { cookieFor, ROLES, withSessionClaim, type Role } from '../../worker/test/factories.ts';
import { isPublicRead, PRIVATE_CACHE_CONTROL, PUBLIC_READ_CACHE_CONTROL } from '../../worker/http/cache-control.ts';
import { ROUTES } from './routes/index.ts';

/**
 * Every API route (tests/api/routes/), and the status each role gets from it. Signed-in roles send the session claim
 * a browser holds (decision 022), so reads go the way where the session is checked beside them; writes, and the
 * sign-out rows' fresh sessions, check it first.
 */
const cookies = {} as Record<Role, string | undefined>;
beforeAll(async () => {
  for (const role of ROLES) {
    const cookie = await cookieFor(role);
    cookies[role] = cookie && (await withSessionClaim(cookie));
  }
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
    expectCacheHeaders(res, { method: route.method, path, signedIn: cookie !== undefined });
  });
});

/**
 * Issue 14: nothing that depends on the session may be kept by a cache. Every API answer to a signed-in request is
 * `private, no-store`; a visitor's is public only on the public reads; a path that has a public answer says
 * `Vary: Cookie` on all of its answers. Pages (HTML, never personal) are revalidated every time.
 */
function expectCacheHeaders(res: Response, request: { method: string; path: string; signedIn: boolean }) {
  const { pathname } = new URL(request.path, 'http://localhost');
  const cacheControl = res.headers.get('Cache-Control');
  const vary = res.headers.get('Vary') ?? '';
  // Pictures are the same for everyone (worker/images): a kept copy never goes stale, as their key never changes.
  if (pathname.startsWith('/images/')) {
    if (res.status === 200) expect(cacheControl).toBe('public, max-age=31536000, immutable');
    return;
  }
  if (!pathname.startsWith('/api/')) {
    expect(cacheControl).toBe('no-cache');
    expect(vary).toContain('Cookie');
    return;
  }
  const publicRead = !request.signedIn && request.method === 'GET' && res.status === 200 && isPublicRead(pathname);
  expect(cacheControl).toBe(publicRead ? PUBLIC_READ_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
  if (isPublicRead(pathname)) expect(vary).toContain('Cookie');
}
