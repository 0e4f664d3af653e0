import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menteeProfiles } from '../../schema/db/index.ts';
import { eq } from 'drizzle-orm';
import { api } from '../../worker/test/http.ts';
import { cookieFor, createComplaint, createMentee, db, ROLES, type Role } from '../../worker/test/factories.ts';
import { ROUTES } from './routes/index.ts';
import type { MatrixRoute } from './routes/types.ts';

/**
 * Property-based requests over every route of the role matrix, as every role: hostile bodies, query parameters
 * and path segments. Two properties hold for each answer:
 * - no 5xx: bad input is the caller's mistake and gets a 4xx (or is ignored);
 * - nothing crosses users: no answer to anyone but an admin contains a victim's private data (email, mentee
 *   goals, complaint text), each marked with a string that appears nowhere else.
 *
 * `npm test` runs FUZZ_RUNS (default 1) cases per route, role and category with a fixed seed, so CI is
 * repeatable; `npm run fuzz` runs many more with a random seed and prints it (set FUZZ_SEED to replay one).
 */
const RUNS = Number(env.FUZZ_RUNS ?? '1');
const SEED = env.FUZZ_SEED ? Number(env.FUZZ_SEED) : 20_261_122;

const MARKER = `victimmarker${crypto.randomUUID().replaceAll('-', '')}`;

/** Strings that have broken parsers, SQL, FTS and normalisation somewhere. */
const NASTY = [
  '',
  ' ',
  '\u0000',
  'abc\u0000def',
  '\u202e\u200b\ufeff',
  "'",
  '"',
  '\\',
  '*',
  'NEAR(',
  '"unterminated',
  '%',
  '%00',
  '../../etc/passwd',
  '-1',
  '0',
  '1e999',
  '0x10',
  '9007199254740993',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  'x'.repeat(5000),
];

/** Characters that end strings, start syntax or hide: put inside an ordinary word, where filters miss them. */
const SPECIAL = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u200b',
  '\u202e',
  '\ufffd',
  "'",
  '"',
  '\\',
  '*',
  '%',
  '(',
  ')',
  ':',
  '^',
  '-',
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom('abc', 'mentor', 'Jo'), fc.constantFrom(...SPECIAL), fc.constantFrom('def', 'burg', ''))
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** A row's own body with some of its fields replaced, dropped or joined by unknown ones; or any JSON at all. */
function hostileBody(base: unknown): fc.Arbitrary<unknown> {
  const anyJson = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('not json', '{"a":', ''));
  if (!base || typeof base !== 'object' || Array.isArray(base)) return anyJson;
  const keys = Object.keys(base);
  const mutated = fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...keys, 'extra'), hostileValue, { maxKeys: 3 }),
      drop: fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
    })
    .map(({ replace, drop }) => {
      const body: Record<string, unknown> = { ...(base as Record<string, unknown>), ...replace };
      for (const key of drop) delete body[key];
      return body;
    });
  return fc.oneof({ weight: 3, arbitrary: mutated }, { weight: 1, arbitrary: anyJson });
}

/** Query parameters any list might read, plus the row's own. */
const QUERY_KEYS = ['search', 'category', 'journey', 'cursor', 'limit', 'page', 'status', 'topic', 'from', 'to'];

function hostileQuery(path: string): fc.Arbitrary<string> {
  const [pathname, existing = ''] = path.split('?');
  const keys = [...new Set([...QUERY_KEYS, ...new URLSearchParams(existing).keys()])];
  // Mostly one parameter at a time: a hostile value in another parameter would be refused first and hide it.
  const one = fc.tuple(fc.constantFrom(...keys), hostileString).map(([key, value]) => ({ [key]: value }));
  const many = fc.record(Object.fromEntries(keys.map((key) => [key, hostileString])), { requiredKeys: [] });
  return fc.oneof({ weight: 3, arbitrary: one }, { weight: 1, arbitrary: many }).map((values) => {
    const query = new URLSearchParams(existing);
    for (const [key, value] of Object.entries(values)) query.set(key, value as string);
    return `${pathname}?${query}`;
  });
}

/** The path with one of its id-like segments (digits or a UUID) replaced by a hostile one. */
function hostilePath(path: string): fc.Arbitrary<string> | undefined {
  const [pathname, query] = path.split('?');
  const segments = pathname!.split('/');
  const idIndexes = segments.flatMap((segment, i) => (/^(\d+|[0-9a-f-]{36})$/i.test(segment) ? [i] : []));
  if (idIndexes.length === 0) return undefined;
  return fc.tuple(fc.constantFrom(...idIndexes), hostileString).map(([index, value]) => {
    const copy = [...segments];
    copy[index] = encodeURIComponent(value);
    return copy.join('/') + (query ? `?${query}` : '');
  });
}

/**
 * Besides the random cases, every query parameter and body field of every route meets each of these once, as a
 * role the route lets in: the values that broke something before, which random cases reach only by luck.
 */
const PROBES = ['abc\u0000def', `abc${SPECIAL.join('')}def`, '"', 'x'.repeat(5000)];

type Category = 'body' | 'query' | 'path' | 'probe';
const counts: Record<Category, { requests: number; statuses: Record<string, number> }> = {
  body: { requests: 0, statuses: {} },
  query: { requests: 0, statuses: {} },
  path: { requests: 0, statuses: {} },
  probe: { requests: 0, statuses: {} },
};

async function send(category: Category, role: Role, route: MatrixRoute, path: string, body: unknown, cookie?: string) {
  const res = await api(path, {
    method: route.method,
    cookie,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });
  const text = await res.text();
  counts[category].requests += 1;
  const bucket = `${Math.floor(res.status / 100)}xx`;
  counts[category].statuses[bucket] = (counts[category].statuses[bucket] ?? 0) + 1;
  const request = `${route.method} ${path} as ${role}${body === undefined ? '' : ` body ${JSON.stringify(body).slice(0, 300)}`}`;
  expect(res.status, `${request} answered ${res.status}: ${text.slice(0, 300)}`).toBeLessThan(500);
  if (role !== 'admin') expect(text.includes(MARKER), `${request} leaked another user's data`).toBe(false);
}

beforeAll(async () => {
  // The victim: a mentee whose private data carries the marker.
  const { user } = await createMentee({ email: `${MARKER}@example.test` });
  await db
    .update(menteeProfiles)
    .set({ goals: `Goals ${MARKER}` })
    .where(eq(menteeProfiles.userId, user.id));
  await createComplaint(user.id, { complaintDetails: `Complaint ${MARKER}`, contactDetails: `${MARKER}@example.test` });
});

afterAll(() => {
  console.info(`API fuzz (seed ${SEED}, ${RUNS} run(s) per route, role and category):`);
  for (const [category, { requests, statuses }] of Object.entries(counts)) {
    console.info(`  ${category}: ${requests} requests, ${JSON.stringify(statuses)}`);
  }
});

/** A row's path for the test's title: the path itself, or the name of the function that builds it. */
function titleOf(route: MatrixRoute): string {
  return typeof route.path === 'string' ? route.path : route.path.name;
}

describe.each(ROUTES.map((route) => ({ ...route, name: titleOf(route) })))('fuzz $method $name', (route) => {
  it.each(ROLES)('as %s: no 5xx, nothing crosses users', async (role) => {
    const cookie = await cookieFor(role);
    const ctx: Record<string, unknown> = {};
    await route.prepare?.(ctx, cookie);
    const path = typeof route.path === 'string' ? route.path : route.path(ctx);
    const settings = { numRuns: RUNS, seed: SEED, endOnFailure: true };

    if (route.method !== 'GET') {
      await fc.assert(
        fc.asyncProperty(hostileBody(route.body?.(ctx)), (body) => send('body', role, route, path, body, cookie)),
        settings,
      );
    }
    await fc.assert(
      fc.asyncProperty(hostileQuery(path), (fuzzedPath) =>
        send('query', role, route, fuzzedPath, route.body?.(ctx), cookie),
      ),
      settings,
    );
    const paths = hostilePath(path);
    if (paths) {
      await fc.assert(
        fc.asyncProperty(paths, (fuzzedPath) => send('path', role, route, fuzzedPath, route.body?.(ctx), cookie)),
        settings,
      );
    }
  });
});

/** The first role the route's matrix row answers with a success, if any role may call it at all. */
function firstRoleLetIn(route: MatrixRoute): Role | undefined {
  return ROLES.find((role) => (route.expect[role] ?? route.expect.default ?? 400) < 400);
}

// The probes need a caller the row lets in, so rows every role is refused (a bad token or cursor, a wrong content
// type, a forged webhook, a room nobody has joined...) get no probe case rather than a skipped one: they still meet
// the random cases above as every role.
const probedRoutes = ROUTES.flatMap((route) => {
  const role = firstRoleLetIn(route);
  return role ? [{ ...route, role, name: titleOf(route) }] : [];
});

describe.each(probedRoutes)('probe $method $name', (route) => {
  const { role } = route;
  it('every parameter and field meets the probes: no 5xx, nothing crosses users', async () => {
    const cookie = await cookieFor(role);
    const ctx: Record<string, unknown> = {};
    await route.prepare?.(ctx, cookie);
    const path = typeof route.path === 'string' ? route.path : route.path(ctx);
    const body = route.body?.(ctx);
    const [pathname, existing = ''] = path.split('?');
    // Writes take their input from the body; their query parameters get the random cases only.
    const queryKeys = route.method === 'GET' ? [...QUERY_KEYS, ...new URLSearchParams(existing).keys()] : [];
    // These are reads, which change nothing the next one sees, so they are sent all at once: one after the other
    // they took over a third of the file's time. The writes below go one at a time, each seeing what the last one made.
    await Promise.all(
      [...new Set(queryKeys)].flatMap((key) =>
        PROBES.map((probe) => {
          const query = new URLSearchParams(existing);
          query.set(key, probe);
          return send('probe', role, route, `${pathname}?${query}`, body, cookie);
        }),
      ),
    );
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const key of Object.keys(body)) {
        for (const probe of PROBES) await send('probe', role, route, path, { ...body, [key]: probe }, cookie);
      }
    }
  }, 60_000);
});
