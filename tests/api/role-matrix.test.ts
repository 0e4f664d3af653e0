import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../worker/test/http.ts';
import { cookieFor, ROLES, withSignInClaim, type Role } from '../../worker/test/factories.ts';
import { createApp } from '../../worker/app.ts';
import { PRIVATE_CACHE_CONTROL, PUBLIC_READ_CACHE_CONTROL } from '../../worker/http/cache-control.ts';
import { routePoliciesOf, type RoutePolicy, type Who } from '../../worker/http/route-policy.ts';
import { ROUTES } from './routes/index.ts';
import { IMAGE_CACHE_CONTROL } from '../../worker/images/routes.ts';

/**
 * Every API route (tests/api/routes/), and the status each role gets from it. Signed-in roles send the sign-in claim
 * a browser holds (decision 022), so reads go the way where the session is checked beside them; writes, and the
 * sign-out rows' fresh sessions, check it first. Each row is also checked against the route's declared policy
 * (decision 025): its expected statuses against who may call it, its answers' caching against its cache class.
 */
const policies = routePoliciesOf(createApp());
const cookies = {} as Record<Role, string | undefined>;
beforeAll(async () => {
  for (const role of ROLES) {
    const cookie = await cookieFor(role);
    cookies[role] = cookie && (await withSignInClaim(cookie));
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
    const { pathname } = new URL(path, 'http://localhost');
    const policy = policies.of(route.method, pathname);
    expect(policy, 'the route declares its policy').toBeDefined();
    if (!route.whoDiffers) expectAllowedBy(`${route.method} ${pathname}`, policy!.who, { role, expected: expected! });
    const res = await api(path, { method: route.method, body: route.body?.(ctx), cookie });
    expect(res.status).toBe(expected);
    const request = { method: route.method, pathname, signedIn: cookie !== undefined, policy: policy! };
    expectCacheHeaders(res, { ...request, publicPath: policies.publicReadAt(pathname) !== undefined });
  });
});

/** The status a role is expected to get agrees with who the route says may call it. */
function expectAllowedBy(request: string, who: Who, { role, expected }: { role: Role; expected: number }) {
  const refusal = who === 'anyone' ? null : role === 'visitor' ? 401 : who === 'admin' && role !== 'admin' ? 403 : null;
  if (refusal) expect(expected, `${request} is for ${who}: a ${role} is refused with ${refusal}`).toBe(refusal);
  // Where nobody is refused, the row's status comes from the route itself, never from a caller check.
  else
    expect([401, ...(who === 'admin' ? [403] : [])], `${request} is for ${who}: a ${role} gets in`).not.toContain(
      expected,
    );
}

/**
 * Nothing that depends on the session may be kept by a cache. Every API answer to a signed-in request is
 * `private, no-store`; a visitor's is public only on the routes declared a public read, whose paths say
 * `Vary: Cookie` on all of their answers. A route that sets its own caching (pages, pictures) says so: a member's pages
 * are `private, no-store` too, a visitor's pages and the app shell are revalidated every time.
 */
function expectCacheHeaders(
  res: Response,
  request: { method: string; pathname: string; signedIn: boolean; policy: RoutePolicy; publicPath: boolean },
) {
  const { pathname, policy } = request;
  const cacheControl = res.headers.get('Cache-Control');
  const vary = res.headers.get('Vary') ?? '';
  if (policy.cache.kind === 'own') {
    // Pictures are the same for everyone (worker/images), kept a day: a member's deleted picture leaves caches then.
    if (pathname.startsWith('/images/')) {
      if (res.status === 200) expect(cacheControl).toBe(IMAGE_CACHE_CONTROL);
    } else {
      // A member's page holds their own data (decision 041); a visitor's page and the bare app shell are the same for
      // everyone, revalidated every time.
      const membersPage = request.signedIn && pathname !== '/app-shell';
      expect(cacheControl).toBe(membersPage ? PRIVATE_CACHE_CONTROL : 'no-cache');
      expect(vary).toContain('Cookie');
    }
    return;
  }
  const visitorsCopy =
    !request.signedIn && request.method === 'GET' && res.status === 200 && policy.cache.kind === 'public-read';
  expect(cacheControl).toBe(visitorsCopy ? PUBLIC_READ_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
  // Whatever the method: a write to a public read's path, a member's answer and an error all vary by cookie.
  if (request.publicPath) expect(vary).toContain('Cookie');
}
