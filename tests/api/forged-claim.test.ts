import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_CLAIM_COOKIE, signInClaimValue } from '../../worker/auth/sign-in-claim.ts';
import { SIGN_IN_COOKIE } from '../../worker/auth/sign-in.ts';
import { readConfig } from '../../worker/env.ts';
import { toBase64Url } from '../../worker/lib/base64url.ts';
import { deliverNotices } from '../../worker/notifications/run-sender.ts';
import { api, postForm } from '../../worker/test/http.ts';
import { checkoutPath } from '../../worker/test/payments.ts';
import { countRoundTrips } from '../../worker/test/round-trips.ts';
import {
  createEvent,
  createPlan,
  createUser,
  db,
  ROLES,
  signedInAs,
  signIn,
  withSignInClaim,
  type Role,
  type SignedIn,
} from '../../worker/test/factories.ts';
import { ROUTES } from './routes/index.ts';

/**
 * A sign-in claim is never proof (decision 022): whoever sends one naming someone else, with a made-up sign-in token
 * or with their own, is answered as they really are, and nothing is done for the person the claim names (decision 031:
 * nothing that changes anything happens before the sign-in check has passed). Every write of the role matrix is sent
 * with a made-up token and a claim naming a real member who may make it, and every D1 table, KV entry and R2 object
 * must be as it was.
 */

/** One member of each role, whose cookie carries their own claim (a fixture may act as them). */
const victims = {} as Record<Exclude<Role, 'visitor'>, SignedIn>;
beforeAll(async () => {
  for (const role of ROLES) {
    if (role === 'visitor') continue;
    const signedIn = (await signedInAs(role))!;
    victims[role] = { ...signedIn, cookie: await withSignInClaim(signedIn.cookie) };
  }
});

/** A made-up sign-in token (43 characters, as a real one) and a claim naming `victim`. */
function forgedCookie(victim: SignedIn['user'], token = `${SIGN_IN_COOKIE}=${toBase64Url(randomBytes(32))}`) {
  return `${token}; ${SIGN_IN_CLAIM_COOKIE}=${signInClaimValue(victim)}`;
}

const randomBytes = (n: number) => crypto.getRandomValues(new Uint8Array(n));

/**
 * A fixture's writes leave the outbox sender running in the background (worker/notifications/run-sender.ts), and its
 * deliveries would show as changes: what is due is delivered here until nothing due is left undelivered.
 */
async function outboxDelivered() {
  const config = readConfig(env);
  const due = env.DB.prepare(
    `select count(*) as due from notification_outbox where status = 'pending' and next_attempt_at <= ?`,
  );
  while ((await due.bind(new Date().toISOString()).first<number>('due'))! > 0) {
    await deliverNotices({ db, env, config });
  }
}

/** Every row of every D1 table, every KV entry and every R2 object, each as one line of text per table or store. */
async function snapshot(): Promise<Map<string, Set<string>>> {
  await outboxDelivered();
  const { results: tables } = await env.DB.prepare(
    `select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\'
     and name not like '\\_cf\\_%' escape '\\' and name != 'd1_migrations' order by name`,
  ).all<{ name: string }>();
  const rows = await env.DB.batch(tables.map(({ name }) => env.DB.prepare(`select * from "${name}"`)));
  const stores = new Map(tables.map(({ name }, i) => [name, new Set(rows[i]!.results.map((r) => JSON.stringify(r)))]));
  stores.set('KV', new Set(await kvEntries()));
  stores.set('R2', new Set(await r2Objects()));
  return stores;
}

/** Every line of a listing that comes in pages, each page asked for with the cursor the one before answered. */
async function allPages(pageAt: (cursor?: string) => Promise<{ lines: string[]; next?: string }>) {
  const lines: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await pageAt(cursor);
    lines.push(...page.lines);
    cursor = page.next;
  } while (cursor);
  return lines;
}

const kvEntries = () =>
  allPages(async (cursor) => {
    const page = await env.CACHE.list({ cursor });
    const values = await Promise.all(page.keys.map(({ name }) => env.CACHE.get(name)));
    const lines = page.keys.map(({ name }, i) => `${name} ${values[i]}`);
    return { lines, next: page.list_complete ? undefined : page.cursor };
  });

const r2Objects = () =>
  allPages(async (cursor) => {
    const page = await env.IMAGES.list({ cursor });
    return { lines: page.objects.map((o) => `${o.key} ${o.etag}`), next: page.truncated ? page.cursor : undefined };
  });

/** What changed between two snapshots: per table or store, the lines that appeared and those that went. */
function changes(before: Map<string, Set<string>>, after: Map<string, Set<string>>) {
  const changed: Record<string, { added: string[]; removed: string[] }> = {};
  for (const name of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(name) ?? new Set<string>();
    const is = after.get(name) ?? new Set<string>();
    const added = [...is].filter((line) => !was.has(line));
    const removed = [...was].filter((line) => !is.has(line));
    if (added.length || removed.length) changed[name] = { added, removed };
  }
  return changed;
}

/**
 * Where a visitor's own request writes, so the forged one (answered as a visitor) may add lines there too: never lines
 * that name the member the claim names, and never a change to what was there.
 */
const VISITORS_WRITE: Record<string, { stores: string[]; why: string }> = {
  'POST /api/auth/register': {
    stores: ['pending_sign_ups', 'KV'],
    why: 'anyone may start a sign-up: the pending sign-up and the email in the local outbox',
  },
  'POST /api/auth/login': {
    stores: ['login_attempts'],
    why: 'a wrong password is counted whoever tries it (decision 015)',
  },
  'POST /api/wording-suggestions': {
    stores: ['wording_suggestions'],
    why: 'anyone may suggest a better wording; a visitor’s is kept under their network, never the member named',
  },
};

/** The role that may make the write (the first whose matrix status is a success), else a mentee. */
function victimRoleOf(route: (typeof ROUTES)[number]): Exclude<Role, 'visitor'> {
  const succeeds = (status: number | undefined) => status !== undefined && status < 400;
  const role = ROLES.find((r) => r !== 'visitor' && succeeds(route.expect[r] ?? route.expect.default));
  return (role as Exclude<Role, 'visitor'> | undefined) ?? 'mentee';
}

const writes = ROUTES.filter((route) => route.method !== 'GET').map((route) => ({
  ...route,
  role: victimRoleOf(route),
  name: typeof route.path === 'string' ? route.path : route.path.name,
}));

function expectNothingDoneFor(victim: SignedIn['user'], changed: ReturnType<typeof changes>, visitorsStores: string[]) {
  for (const [store, { added, removed }] of Object.entries(changed)) {
    expect(visitorsStores, `a forged claim changed ${store}: ${JSON.stringify({ added, removed })}`).toContain(store);
    expect(removed, `a forged claim changed what ${store} held`).toEqual([]);
    const naming = added.filter((line) => line.includes(victim.id) || line.includes(victim.email));
    expect(naming, `a forged claim added to ${store} for the member it names`).toEqual([]);
  }
}

describe('a forged sign-in claim', () => {
  it.each(writes)('$method $name naming a $role: answered as a visitor, nothing changed', async (route) => {
    const victim = victims[route.role];
    const ctx: Record<string, unknown> = {};
    await route.prepare?.(ctx, victim.cookie);
    const path = typeof route.path === 'string' ? route.path : route.path(ctx);
    const before = await snapshot();
    // Through the Worker's own entry, which also waits for what the request left to `waitUntil`.
    const { res } = await countRoundTrips(path, {
      method: route.method,
      cookie: forgedCookie(victim.user),
      body: route.body?.(ctx),
    });
    const asVisitor = route.expect.visitor ?? route.expect.default;
    expect(res.status, `${route.method} ${path} with a forged claim`).toBe(asVisitor);
    const key = `${route.method} ${path.split('?')[0]}`;
    expectNothingDoneFor(victim.user, changes(before, await snapshot()), VISITORS_WRITE[key]?.stores ?? []);
  });
});

/**
 * The member's own open test checkouts (a coaching subscription waiting for its first payment, a held seat of a paid
 * event): Pay and Decline with a forged claim, with a made-up token and with the sender's own sign-in.
 */
describe("a forged sign-in claim on someone else's test checkout", () => {
  /** A member with two open test checkouts: a coaching subscription's first payment and a held seat's. */
  async function memberWithOpenCheckouts() {
    const member = await createUser();
    const cookie = await withSignInClaim(await signIn(member.id));
    const customer = await api('/api/coaching/sandbox/create-customer', { method: 'POST', cookie });
    const { customerId } = (await customer.json()) as { customerId: string };
    const subscription = await api('/api/coaching/sandbox/create-subscription', {
      method: 'POST',
      cookie,
      body: { planId: (await createPlan()).id, customerId, coachId: null },
    });
    expect(subscription.status).toBe(201);
    const { checkoutUrl } = (await subscription.json()) as { checkoutUrl: string };
    const event = await createEvent({ priceCents: 15_000 });
    const seat = await api(`/api/events/${event.id}/register`, { method: 'POST', cookie });
    expect(seat.status).toBe(202);
    const held = (await seat.json()) as { checkout: { checkoutUrl: string } };
    const checkouts = [
      { what: 'a subscription', path: checkoutPath(checkoutUrl) },
      { what: 'a held seat', path: checkoutPath(held.checkout.checkoutUrl) },
    ];
    return { member, checkouts };
  }

  const cases = ['pay', 'decline'].flatMap((action) =>
    ['a made-up token', "the sender's own sign-in"].map((token) => ({ action, token })),
  );
  it.each(cases)('$action with $token changes nothing', async ({ action, token }) => {
    const { member, checkouts } = await memberWithOpenCheckouts();
    const sendersToken = await signIn((await createUser()).id);
    for (const { what, path } of checkouts) {
      const before = await snapshot();
      const cookie = token === 'a made-up token' ? forgedCookie(member) : forgedCookie(member, sendersToken);
      const res = await postForm(path, { action }, cookie);
      // Answered as the sender really is: a visitor is asked to sign in, another account is told it is not theirs.
      expect(res.status, `${action} on ${what}`).toBe(token === 'a made-up token' ? 401 : 403);
      expectNothingDoneFor(member, changes(before, await snapshot()), []);
    }
  });
});
