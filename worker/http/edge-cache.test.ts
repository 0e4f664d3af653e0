import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MentorList } from '../../schema/contract/mentors.ts';
import type { GroupSession } from '../../schema/contract/sessions-rules.ts';
import type { SuccessStoryPage } from '../../schema/contract/stories.ts';
import { ROUND_TRIPS_HEADER } from '../db/simulated-latency.ts';
import worker from '../index.ts';
import {
  cookieFor,
  createEvent,
  createMentor,
  createSession,
  createStory,
  seedTaxonomy,
  signedInMember,
  withSignInClaim,
} from '../test/factories.ts';
import { ORIGIN } from '../test/http.ts';
import { createApp } from '../app.ts';
import { EDGE_CACHE_HEADER, EDGE_FRESH_MS, EDGE_STALE_MS } from './edge-cache.ts';
import { EVERY_DOMAIN, routePoliciesOf } from './route-policy.ts';

// Decision 023: a visitor's public read is answered at the edge until a write changes what it shows; nothing a
// signed-in member is answered ever goes through that cache.

/** A request through the Worker's own entry with the edge cache on (tests have it off) and D1 round trips counted. */
async function send(path: string, { method = 'GET', cookie, body, headers = {} }: RequestOptions = {}) {
  const init: RequestInit = { method, headers: { ...headers }, redirect: 'manual' };
  const h = init.headers as Record<string, string>;
  if (cookie) h.Cookie = cookie;
  if (method !== 'GET') h.Origin = ORIGIN;
  if (body !== undefined) {
    h['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}${path}`, init) as Parameters<typeof worker.fetch>[0],
    { ...env, EDGE_CACHE: 'on', SIMULATED_D1_DELAY_MS: '0' },
    ctx,
  );
  // What the answer left to finish (keeping a copy) is done before the next request.
  await waitOnExecutionContext(ctx);
  return { res, how: res.headers.get(EDGE_CACHE_HEADER), roundTrips: Number(res.headers.get(ROUND_TRIPS_HEADER)) };
}
type RequestOptions = { method?: string; cookie?: string; body?: unknown; headers?: Record<string, string> };

/** Reads `path` as a visitor until the edge keeps it (a write elsewhere in the file may have just bumped it). */
async function cachedVisitorRead(path: string) {
  let read = await send(path);
  for (let i = 0; i < 3 && read.how !== 'hit'; i++) read = await send(path);
  expect(read.how).toBe('hit');
  return read;
}

describe('the edge cache of public reads', () => {
  it('keeps a visitor’s public read: the next visitor is answered without a database trip, as public', async () => {
    const first = await send('/api/journey-paths?edge-test=keeps');
    expect(first.res.status).toBe(200);
    expect(first.how).toBe('miss');
    expect(first.roundTrips).toBeGreaterThan(0);
    const second = await send('/api/journey-paths?edge-test=keeps');
    expect(second.how).toBe('hit');
    expect(second.roundTrips).toBe(0);
    expect(second.res.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(second.res.headers.get('Vary')).toContain('Cookie');
    expect(await second.res.json()).toEqual(await first.res.json());
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves a copy past its freshness once while it refreshes it, and none past its stale window', async () => {
    const path = '/api/categories?edge-test=stale';
    expect((await send(path)).how).toBe('miss');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + EDGE_FRESH_MS + 1_000 });
    const stale = await send(path);
    expect(stale.how).toBe('stale');
    expect(stale.roundTrips).toBe(0);
    // The refresh ran after that answer (send waits for it) and kept a new copy.
    expect((await send(path)).how).toBe('hit');

    vi.setSystemTime(Date.now() + EDGE_FRESH_MS + EDGE_STALE_MS + 1_000);
    expect((await send(path)).how).toBe('miss');
  });

  it('shows a story as soon as an admin publishes it', async () => {
    const story = await createStory({ name: `Edge story ${crypto.randomUUID()}` });
    const names = async (read: { res: Response }) =>
      ((await read.res.json()) as SuccessStoryPage).items.map((s) => s.name);
    expect(await names(await cachedVisitorRead('/api/success-stories?limit=50'))).not.toContain(story.name);

    const admin = await cookieFor('admin');
    expect((await send(`/api/admin/stories/${story.id}/publish`, { method: 'POST', cookie: admin })).res.status).toBe(
      200,
    );
    const after = await send('/api/success-stories?limit=50');
    expect(after.how).toBe('miss');
    expect(await names(after)).toContain(story.name);
  });

  it('lists a new mentor as soon as their profile is made', async () => {
    const names = async (read: { res: Response }) => ((await read.res.json()) as MentorList).items.map((m) => m.name);
    await seedTaxonomy();
    const path = '/api/mentors?limit=100';
    const before = await cachedVisitorRead(path);
    const { cookie } = await signedInMember();
    const name = `Edge Mentor ${crypto.randomUUID().slice(0, 8)}`;
    const created = await send('/api/mentors', {
      method: 'POST',
      cookie,
      body: {
        name,
        title: 'Seamstress',
        description: 'Helps people price what they sew.',
        experience: 'Ten years of markets.',
        journeyPaths: ['creative-hustler'],
        categories: ['business'],
        skills: ['Pricing'],
        location: 'Durban',
        languages: ['zu', 'en'],
      },
    });
    expect(created.res.status).toBe(201);
    expect(await names(before)).not.toContain(name);
    const after = await send(path);
    expect(after.how).toBe('miss');
    expect(await names(after)).toContain(name);
  });

  it('shows a session’s new seat count as soon as someone joins it', async () => {
    const { mentor } = await createMentor();
    const session = await createSession(mentor.id, { maxParticipants: 5 });
    const path = `/api/group-sessions/${session.id}`;
    expect(((await (await cachedVisitorRead(path)).res.json()) as GroupSession).currentParticipants).toBe(0);

    const { cookie } = await signedInMember();
    expect((await send(`${path}/join`, { method: 'POST', cookie })).res.status).toBe(201);
    const after = await send(path);
    expect(after.how).toBe('miss');
    expect(((await after.res.json()) as GroupSession).currentParticipants).toBe(1);
  });

  it('never keeps or serves a signed-in answer: two members get their own, a visitor after them the visitor’s', async () => {
    const { mentor } = await createMentor();
    const session = await createSession(mentor.id);
    const path = `/api/group-sessions/${session.id}`;
    const joiner = await signedInMember();
    const other = await signedInMember();
    const joinerCookie = await withSignInClaim(joiner.cookie);
    const otherCookie = await withSignInClaim(other.cookie);
    expect((await send(`${path}/join`, { method: 'POST', cookie: joinerCookie })).res.status).toBe(201);
    // A visitor's copy is at the edge before the members ask.
    await cachedVisitorRead(path);

    const asJoiner = await send(path, { cookie: joinerCookie });
    const asOther = await send(path, { cookie: otherCookie });
    for (const read of [asJoiner, asOther]) {
      expect(read.how).toBeNull();
      expect(read.roundTrips).toBeGreaterThan(0);
      expect(read.res.headers.get('Cache-Control')).toBe('private, no-store');
    }
    expect(((await asJoiner.res.json()) as GroupSession).isRegistered).toBe(true);
    expect(((await asOther.res.json()) as GroupSession).isRegistered).toBe(false);

    const visitor = await send(path);
    expect(visitor.how).toBe('hit');
    const seen = (await visitor.res.json()) as GroupSession;
    expect(seen.isRegistered).toBe(false);
    expect(seen.currentParticipants).toBe(1);
  });

  it('keeps nothing a member was answered, even on a path no visitor has asked for yet', async () => {
    const { mentor } = await createMentor();
    const session = await createSession(mentor.id);
    const path = `/api/group-sessions/${session.id}?edge-test=members-first`;
    const member = await signedInMember();
    const cookie = await withSignInClaim(member.cookie);
    expect((await send(`/api/group-sessions/${session.id}/join`, { method: 'POST', cookie })).res.status).toBe(201);
    expect(((await (await send(path, { cookie })).res.json()) as GroupSession).isRegistered).toBe(true);

    const visitor = await send(path);
    expect(visitor.how).toBe('miss');
    expect(((await visitor.res.json()) as GroupSession).isRegistered).toBe(false);
  });

  it('keeps a visitor’s rendered page (one copy per data-saver choice, 304 for a known ETag), never a member’s', async () => {
    const first = await send('/journeys');
    expect(first.res.status).toBe(200);
    const html = await first.res.text();
    expect(html).toContain('id="sebenza-server-state"');
    const again = await send('/journeys');
    expect(again.how).toBe('hit');
    expect(again.roundTrips).toBe(0);
    expect(await again.res.text()).toBe(html);
    expect(again.res.headers.get('Cache-Control')).toBe('no-cache');

    const etag = again.res.headers.get('ETag')!;
    const revalidated = await send('/journeys', { headers: { 'If-None-Match': etag } });
    expect(revalidated.res.status).toBe(304);

    const saver = await send('/journeys', { headers: { 'Save-Data': 'on' } });
    expect(saver.how).not.toBe('hit');

    // A member's page is rendered with their own data (decision 041): never looked up, never kept, and the visitors'
    // copy is still theirs afterwards.
    const member = await signedInMember();
    const memberPage = await send('/journeys', { cookie: member.cookie });
    expect(memberPage.how).toBeNull();
    expect(memberPage.res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await memberPage.res.text()).toContain(member.user.email);
    const afterwards = await send('/journeys');
    expect(afterwards.how).toBe('hit');
    expect(await afterwards.res.text()).toBe(html);
    // The first server render of a file loads the renderer, which takes seconds on a busy machine.
  }, 30_000);

  it('keeps a page per language: a copy in isiZulu is never served to a reader of English, nor the other way', async () => {
    const english = await cachedVisitorRead('/success-stories');
    const englishHtml = await english.res.text();
    expect(englishHtml).toContain('<html lang="en-ZA">');

    // The browser's preference and the reader's choice lead to the same copy, kept apart from the English one.
    const preferred = await send('/success-stories', { headers: { 'Accept-Language': 'zu-ZA,zu;q=0.9,en;q=0.8' } });
    expect(preferred.how).toBe('miss');
    const zuluHtml = await preferred.res.text();
    expect(zuluHtml).toContain('<html lang="zu-ZA">');
    const chosen = await send('/success-stories', { cookie: 'sebenza_language=zu' });
    expect(chosen.how).toBe('hit');
    expect(await chosen.res.text()).toBe(zuluHtml);

    // A reader whose choice is English gets the English copy even when their browser prefers isiZulu.
    const choseEnglish = await send('/success-stories', {
      cookie: 'sebenza_language=en',
      headers: { 'Accept-Language': 'zu' },
    });
    expect(choseEnglish.how).toBe('hit');
    expect(await choseEnglish.res.text()).toBe(englishHtml);
    expect(english.res.headers.get('Vary')).toContain('Accept-Language');
  }, 30_000);

  it('keeps a page under the build it names, so a deployment never serves pages pointing at the old build’s files', async () => {
    const shell = await (await env.ASSETS.fetch(new Request(`${ORIGIN}/`))).text();
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(shell)));
    const build = [...digest.slice(0, 6)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    await cachedVisitorRead('/events');
    // Another build's key for the same page holds nothing; this build's holds the page.
    expect(await caches.default.match(`${ORIGIN}/__edge-cache/${build}/full/en/events`)).toBeDefined();
    expect(await caches.default.match(`${ORIGIN}/__edge-cache/000000000000/full/en/events`)).toBeUndefined();
  }, 30_000);

  it('keeps the public page of a session, an event and a mentor; a join shows at once; a 404 page is never kept', async () => {
    const { mentor } = await createMentor();
    const session = await createSession(mentor.id, { maxParticipants: 5 });
    await cachedVisitorRead(`/events/${(await createEvent()).id}`);
    await cachedVisitorRead(`/mentors/${mentor.id}`);
    const kept = await cachedVisitorRead(`/group-sessions/${session.id}`);
    expect(kept.roundTrips).toBe(0);

    const member = await signedInMember();
    const join = await send(`/api/group-sessions/${session.id}/join`, { method: 'POST', cookie: member.cookie });
    expect(join.res.status).toBeLessThan(300);
    expect((await send(`/group-sessions/${session.id}`)).how).not.toBe('hit');

    for (let i = 0; i < 2; i++) {
      const missing = await send('/events/999999');
      expect(missing.res.status).toBe(404);
      expect(missing.how).toBeNull();
    }
  }, 30_000);
});

describe('which writes change which reads (the routes’ declarations, decision 025)', () => {
  const policies = routePoliciesOf(createApp());

  it('finds the domains each public read shows, and no public read where none is declared', () => {
    expect(policies.publicReadAt('/api/mentors')?.domains).toEqual(['mentors', 'sessions']);
    expect(policies.publicReadAt('/api/group-sessions/7')?.domains).toEqual(['sessions', 'mentors']);
    expect(policies.publicReadAt('/api/success-stories/impact')?.domains).toEqual(['stories']);
    // The first route registered wins, as in the app: a member's own list is not the public `/:id`.
    expect(policies.publicReadAt('/api/group-sessions/my-sessions')).toBeUndefined();
    expect(policies.publicReadAt('/api/something-new')).toBeUndefined();
    expect(policies.of('HEAD', '/api/events')).toBe(policies.of('GET', '/api/events'));
  });

  it('bumps what a write declares: its own domains, every domain where it reaches everywhere, none for private ones', () => {
    const bumps = (method: string, path: string) => policies.of(method, path)?.bumps;
    expect(bumps('POST', '/api/group-sessions/3/join')).toEqual(['sessions', 'mentors']);
    expect(bumps('POST', '/api/mentors')).toEqual(['mentors']);
    expect(bumps('POST', '/api/events/4/register')).toEqual(['events']);
    expect(bumps('POST', '/api/admin/stories/1/publish')).toEqual(['stories']);
    expect(bumps('POST', '/api/webhooks/paystack')).toEqual(EVERY_DOMAIN);
    expect(bumps('DELETE', '/api/me')).toEqual(EVERY_DOMAIN);
    expect(bumps('POST', '/api/notifications/read-all')).toEqual([]);
    expect(bumps('POST', '/api/logout')).toEqual([]);
    expect(bumps('GET', '/api/mentors')).toBeNull();
  });

  it('keeps a public read that shows no domain (only configuration) for its freshness', async () => {
    expect((await send('/api/privacy-notice?edge-test=no-domains')).how).toBe('miss');
    expect((await send('/api/privacy-notice?edge-test=no-domains')).how).toBe('hit');
  });
});
