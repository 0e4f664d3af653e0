import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MAX_WORDING_SUGGESTIONS_PER_MEMBER,
  MAX_WORDING_SUGGESTIONS_PER_NETWORK,
  WORDING_MESSAGES,
  type AdminWordingSuggestionPage,
} from '../../schema/contract/wording-suggestions.ts';
import { adminAuditLog, wordingSuggestions } from '../../schema/db/index.ts';
import { db, signedInAdmin, signedInMember, signedInMentee, signedInMentor } from '../test/factories.ts';
import { api } from '../test/http.ts';

type ErrorBody = { message: string; issues?: { path: string; message: string }[] };

let n = 0;
/** A suggestion unique to its test (the list is shared by the tests of this file). */
const body = (overrides: Record<string, unknown> = {}) => ({
  language: 'zu',
  pagePath: '/mentors?journey=creative-hustler',
  pageText: `Thola umeluleki ${++n}`,
  suggestion: `Thola umeluleki wakho ${n}`,
  ...overrides,
});

/** A network of its own for each visitor test, so their rate limits do not add up. */
const network = () => `198.51.100.${++n % 250}`;

const send = (payload: unknown, { cookie, ip }: { cookie?: string; ip?: string } = {}) =>
  api('/api/wording-suggestions', {
    method: 'POST',
    body: payload,
    cookie,
    headers: ip ? { 'CF-Connecting-IP': ip } : {},
  });

const list = (cookie?: string, query = '') => api(`/api/admin/wording-suggestions${query}`, { cookie });
const markHandled = (id: number, cookie?: string) =>
  api(`/api/admin/wording-suggestions/${id}/handled`, { method: 'POST', cookie });

describe('POST /api/wording-suggestions', () => {
  it('stores a member’s suggestion under their id, trimmed, and answers 201 with its id only', async () => {
    const { user, cookie } = await signedInMember();
    const res = await send(body({ pageText: '  Thola umeluleki  ', suggestion: '\nThola umeluleki wakho ' }), {
      cookie,
    });
    expect(res.status).toBe(201);
    const receipt = await res.json<{ id: number }>();
    expect(receipt).toEqual({ id: expect.any(Number) });
    const [row] = await db.select().from(wordingSuggestions).where(eq(wordingSuggestions.id, receipt.id));
    expect(row).toMatchObject({
      language: 'zu',
      pagePath: '/mentors?journey=creative-hustler',
      pageText: 'Thola umeluleki',
      suggestion: 'Thola umeluleki wakho',
      memberId: user.id,
      visitorNetwork: null,
      handledAt: null,
    });
    expect(Date.parse(row!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('takes a visitor’s suggestion, keeping a hash of their network and never the address itself', async () => {
    const ip = network();
    const res = await send(body({ language: 'af' }), { ip });
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: number }>();
    const [row] = await db.select().from(wordingSuggestions).where(eq(wordingSuggestions.id, id));
    expect(row!.memberId).toBeNull();
    expect(row!.visitorNetwork).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(ip);
  });

  const invalid: [string, unknown, string][] = [
    ['language', 'en', WORDING_MESSAGES.language],
    ['language', 'fr', WORDING_MESSAGES.language],
    ['language', undefined, WORDING_MESSAGES.language],
    ['pagePath', 'https://evil.example/', WORDING_MESSAGES.pagePath],
    ['pagePath', '//evil.example/', WORDING_MESSAGES.pagePath],
    ['pagePath', '/\\evil.example', WORDING_MESSAGES.pagePath],
    ['pagePath', 'mentors', WORDING_MESSAGES.pagePath],
    ['pagePath', `/${'x'.repeat(500)}`, WORDING_MESSAGES.pagePath],
    ['pagePath', undefined, WORDING_MESSAGES.pagePath],
    ['pageText', '   ', WORDING_MESSAGES.pageText],
    ['pageText', undefined, WORDING_MESSAGES.pageText],
    ['pageText', 42, WORDING_MESSAGES.pageText],
    ['pageText', 'x'.repeat(1001), WORDING_MESSAGES.tooLong(1000)],
    ['suggestion', '', WORDING_MESSAGES.suggestion],
    ['suggestion', undefined, WORDING_MESSAGES.suggestion],
    ['suggestion', 'x'.repeat(1001), WORDING_MESSAGES.tooLong(1000)],
  ];

  it.each(invalid)('answers 400 for %s = %j, naming the field', async (field, value, message) => {
    const { cookie } = await signedInMember();
    const payload: Record<string, unknown> = body({ [field]: value });
    if (value === undefined) delete payload[field];
    const res = await send(payload, { cookie });
    expect(res.status).toBe(400);
    const json = await res.json<ErrorBody>();
    expect(json.issues).toEqual([{ path: field, message }]);
  });

  it('answers 400, never 500, for a body that is not an object', async () => {
    for (const payload of ['null', '[]', '"text"', '{']) {
      const res = await send(payload, { ip: network() });
      expect(res.status, payload).toBe(400);
    }
  });

  it(`refuses a member’s suggestion past ${MAX_WORDING_SUGGESTIONS_PER_MEMBER} in 10 minutes with 429 and Retry-After`, async () => {
    const { cookie } = await signedInMember();
    for (let i = 0; i < MAX_WORDING_SUGGESTIONS_PER_MEMBER; i++) {
      expect((await send(body(), { cookie })).status).toBe(201);
    }
    const res = await send(body(), { cookie });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: WORDING_MESSAGES.tooMany });
    const retryAfter = Number(res.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another member is not held back by it.
    expect((await send(body(), { cookie: (await signedInMember()).cookie })).status).toBe(201);
  });

  it(`refuses a visitor network’s suggestion past ${MAX_WORDING_SUGGESTIONS_PER_NETWORK} in 10 minutes, even sent at once`, async () => {
    const ip = network();
    const results = await Promise.all(
      Array.from({ length: MAX_WORDING_SUGGESTIONS_PER_NETWORK + 5 }, () => send(body(), { ip })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_WORDING_SUGGESTIONS_PER_NETWORK);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(results.find((r) => r.status === 429)!.headers.get('Retry-After')).toMatch(/^\d+$/);
    // Another network is not.
    expect((await send(body(), { ip: network() })).status).toBe(201);
  });
});

describe('the admin list of suggestions', () => {
  it('shows admins the open suggestions newest first, with the sender’s name or none for a visitor, paged', async () => {
    const admin = await signedInAdmin();
    const member = await signedInMember({ firstName: 'Ayanda', lastName: 'Zulu' });
    const fromVisitor = await (await send(body({ language: 'xh' }), { ip: network() })).json<{ id: number }>();
    const fromMember = await (
      await send(body({ pagePath: '/events' }), { cookie: member.cookie })
    ).json<{
      id: number;
    }>();

    const res = await list(admin.cookie, '?limit=2');
    expect(res.status).toBe(200);
    const page = await res.json<AdminWordingSuggestionPage>();
    expect(page.items.map((s) => s.id)).toEqual([fromMember.id, fromVisitor.id]);
    expect(page.items[0]).toEqual({
      id: fromMember.id,
      language: 'zu',
      pagePath: '/events',
      pageText: expect.stringMatching(/^Thola umeluleki \d+$/),
      suggestion: expect.stringMatching(/^Thola umeluleki wakho \d+$/),
      sender: { id: member.user.id, firstName: 'Ayanda', lastName: 'Zulu' },
      createdAt: expect.any(String),
    });
    expect(page.items[1]).toMatchObject({ language: 'xh', sender: null });
    // Older ones are on the next page.
    expect(page.nextCursor).toEqual(expect.any(String));
    const next = await (
      await list(admin.cookie, `?limit=2&cursor=${page.nextCursor}`)
    ).json<AdminWordingSuggestionPage>();
    expect(next.items.every((s) => s.id < fromVisitor.id)).toBe(true);
  });

  it('answers 400 for a cursor or limit that is not one', async () => {
    const admin = await signedInAdmin();
    expect((await list(admin.cookie, '?cursor=nope')).status).toBe(400);
    expect((await list(admin.cookie, '?limit=0')).status).toBe(400);
  });

  it('is for admins only: 401 for a visitor, 403 for a mentee, a mentor or a member', async () => {
    expect((await list()).status).toBe(401);
    for (const { cookie } of [await signedInMentee(), await signedInMentor(), await signedInMember()]) {
      expect((await list(cookie)).status).toBe(403);
    }
  });
});

describe('POST /api/admin/wording-suggestions/:id/handled', () => {
  it('takes the suggestion out of the open list, records the admin and audits it once', async () => {
    const admin = await signedInAdmin();
    const { id } = await (await send(body(), { ip: network() })).json<{ id: number }>();

    const res = await markHandled(id, admin.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, handledAt: expect.any(String) });
    const [row] = await db.select().from(wordingSuggestions).where(eq(wordingSuggestions.id, id));
    expect(row!.handledBy).toBe(admin.user.id);
    const open = await (await list(admin.cookie, '?limit=100')).json<AdminWordingSuggestionPage>();
    expect(open.items.map((s) => s.id)).not.toContain(id);

    // Again (another admin, at the same time): the same answer, the first admin kept, no second audit row.
    const other = await signedInAdmin();
    const again = await markHandled(id, other.cookie);
    expect(again.status).toBe(200);
    expect((await again.json<{ handledAt: string }>()).handledAt).toBe(row!.handledAt);
    const audit = await db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(id)));
    expect(audit.filter((a) => a.targetType === 'wording_suggestion')).toEqual([
      expect.objectContaining({ adminId: admin.user.id, action: 'wording_suggestion.handle' }),
    ]);
  });

  it('answers 404 for a suggestion that does not exist and 400 for an id that is not one', async () => {
    const admin = await signedInAdmin();
    expect((await markHandled(999_999_999, admin.cookie)).status).toBe(404);
    const res = await api('/api/admin/wording-suggestions/abc/handled', { method: 'POST', cookie: admin.cookie });
    expect(res.status).toBe(400);
  });

  it('lets nobody but admins mark one handled, and leaves it open', async () => {
    const { id } = await (await send(body(), { ip: network() })).json<{ id: number }>();
    expect((await markHandled(id)).status).toBe(401);
    for (const { cookie } of [await signedInMentee(), await signedInMentor(), await signedInMember()]) {
      expect((await markHandled(id, cookie)).status).toBe(403);
    }
    const [row] = await db.select().from(wordingSuggestions).where(eq(wordingSuggestions.id, id));
    expect(row!.handledAt).toBeNull();
  });
});
