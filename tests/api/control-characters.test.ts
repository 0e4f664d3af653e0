/// <reference types="vite/client" />
import { beforeAll, describe, expect, it } from 'vitest';
import { createListedMentor, createUser, seedTaxonomy, signIn } from '../../worker/test/factories.ts';
import { api } from '../../worker/test/http.ts';
import { concretePath, mountedRoutes, PAGES_CATCH_ALL } from './mounted-routes.ts';

/**
 * Every query parameter any list takes: the keys of every `*QuerySchema` in the contract (so a new list's parameters
 * are fuzzed without editing this file), plus those the sign-in pages read without a schema, and the page search.
 */
function queryParameterNames(): string[] {
  const contracts = import.meta.glob<Record<string, unknown>>(
    ['../../schema/contract/*.ts', '!../../schema/contract/*.test.ts'],
    { eager: true },
  );
  const names = new Set(['mode', 'code', 'state', 'search']);
  for (const contract of Object.values(contracts)) {
    for (const [name, schema] of Object.entries(contract)) {
      if (!name.endsWith('QuerySchema')) continue;
      const shape = (schema as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def?.shape;
      if (shape) for (const key of Object.keys(shape)) names.add(key);
    }
  }
  return [...names].sort();
}

/** NUL (the probe's finding), other C0 controls, DEL and a C1 control, and a quote for the FTS5 query syntax. */
const CONTROL_TEXT = 'abc\u0000def\u0001\t\n\u001b\u007f\u0085"x';

/** Every GET route's path with its parameters filled in. */
function getPaths(): string[] {
  return mountedRoutes()
    .filter((route) => route.method === 'GET' && route.path !== PAGES_CATCH_ALL)
    .map((route) => concretePath(route.path));
}

/** Pages a visitor gets rendered on the server, from the lists' own queries. */
const RENDERED_PAGES = ['/', '/mentors', '/events', '/success-stories'];

function expectNoServerError(res: Response, body: string, what: string) {
  expect(res.status, what).toBeLessThan(500);
  expect(body, what).not.toMatch(/\bat \S+ \(|node_modules|\/work\/|file:\/\//);
}

let admin: string;
beforeAll(async () => {
  admin = await signIn((await createUser({ role: 'admin' })).id);
  await seedTaxonomy();
  await createListedMentor();
});

describe('control characters in query parameters', () => {
  it('finds the parameters of every list in the contract', () => {
    expect(queryParameterNames()).toEqual(
      expect.arrayContaining(['search', 'category', 'journey', 'cursor', 'limit', 'status', 'upcoming', 'province']),
    );
  });

  it('answers the mentor search with a NUL byte 400, not the FTS5 error’s 500', async () => {
    const res = await api('/api/mentors?search=abc%00def');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Search and filter text may not contain control characters.' });
    // Text without control characters still searches.
    expect((await api('/api/mentors?search=%22abc%22%20def')).status).toBe(200);
  });

  it('never answers 5xx for any parameter of any GET route (as an admin, who reaches every list)', async () => {
    const names = queryParameterNames();
    let tried = 0;
    for (const path of getPaths()) {
      await Promise.all(
        names.map(async (name) => {
          const url = `${path}?${new URLSearchParams({ [name]: CONTROL_TEXT })}`;
          const res = await api(url, { cookie: admin });
          expectNoServerError(res, await res.text(), url);
          if (path.startsWith('/api/')) expect(res.status, url).toBe(400);
          tried += 1;
        }),
      );
    }
    expect(tried).toBeGreaterThan(500);
  }, 30_000);

  it('still serves the pages rendered from a list’s query', async () => {
    for (const page of RENDERED_PAGES) {
      for (const name of ['search', 'category', 'cursor']) {
        const url = `${page}?${new URLSearchParams({ [name]: CONTROL_TEXT })}`;
        const res = await api(url);
        expect(res.status, url).toBe(200);
        expectNoServerError(res, await res.text(), url);
      }
    }
  });

  it('never answers 5xx for control characters in a path parameter, whatever the method', async () => {
    for (const route of mountedRoutes().filter((r) => r.path.includes('/:'))) {
      const path = concretePath(route.path, 'a\u0000b\u001b');
      const res = await api(path, { method: route.method, cookie: admin });
      expectNoServerError(res, await res.text(), `${route.method} ${path}`);
    }
  });
});
