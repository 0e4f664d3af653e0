import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../worker/test/factories.ts';
import { api } from '../../worker/test/http.ts';
import { concretePath, mountedRoutes, PAGES_CATCH_ALL } from './mounted-routes.ts';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

let admin: string;
beforeAll(async () => {
  // As an admin: a path's other methods are 405 for everyone, and an admin is let into every route that exists.
  admin = await signIn((await createUser({ role: 'admin' })).id);
});

describe('a known path with a method it does not take', () => {
  it('answers PUT /api/group-sessions with 405 and the methods it takes', async () => {
    const res = await api('/api/group-sessions', { method: 'PUT', cookie: admin, body: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD, POST');
    expect(await res.json()).toEqual({ message: 'PUT is not allowed here. Allowed: GET, HEAD, POST.' });
  });

  it('answers 405 with Allow for every route’s path and every method no route takes there', async () => {
    const routes = mountedRoutes().filter((route) => route.path !== PAGES_CATCH_ALL);
    const checked: string[] = [];
    for (const path of new Set(routes.map((route) => concretePath(route.path)))) {
      const taken = METHODS.filter((method) => routes.some((r) => r.method === method && r.pattern.test(path)));
      const allow = taken.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method])).join(', ');
      await Promise.all(
        METHODS.filter((m) => !taken.includes(m)).map(async (method) => {
          const res = await api(path, { method, cookie: admin });
          expect(res.status, `${method} ${path}`).toBe(405);
          expect(res.headers.get('Allow'), `${method} ${path}`).toBe(allow);
          checked.push(`${method} ${path}`);
        }),
      );
    }
    expect(checked.length).toBeGreaterThan(100);
  }, 30_000);

  it('keeps 404 for paths no route knows', async () => {
    for (const method of METHODS) {
      const res = await api('/api/no-such-thing', { method, cookie: admin });
      expect(res.status, method).toBe(404);
      expect(res.headers.has('Allow')).toBe(false);
    }
  });
});
