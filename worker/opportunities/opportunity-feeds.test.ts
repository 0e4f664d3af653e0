import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPPORTUNITY_MESSAGES } from '../../schema/contract/opportunities.ts';
import { adminAuditLog, businessOpportunities } from '../../schema/db/index.ts';
import { createUser, db, signedInMember, signIn } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { TRENDS, addFeed, feedRow, startEmpty } from '../test/opportunity-sync.ts';

beforeEach(startEmpty);
afterEach(() => vi.restoreAllMocks());

/** The audit log's actions on one feed, oldest first. */
const auditedActions = async (feedId: number) =>
  (
    await db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'opportunity_feed'), eq(adminAuditLog.targetId, String(feedId))))
      .orderBy(asc(adminAuditLog.id))
  ).map((row) => row.action);

describe('/api/admin/opportunity-feeds', () => {
  const admin = async () => signIn((await createUser({ role: 'admin' })).id);
  const feedsApi = (path: string, init: { method?: string; body?: unknown; cookie?: string }) =>
    api(`/api/admin/opportunity-feeds${path}`, init);

  it('lets an admin add, list, edit and remove a feed, each change in the audit log', async () => {
    const cookie = await admin();
    const created = await feedsApi('', {
      method: 'POST',
      cookie,
      body: { name: 'Small business news', kind: 'rss', url: 'https://news.example.test/small-business.xml' },
    });
    expect(created.status).toBe(201);
    const feed = (await created.json()) as { id: number; enabled: boolean; lastError: string | null };
    expect(feed).toMatchObject({ enabled: true, lastError: null, lastRunAt: null, lastItemCount: 0 });

    const listed = await feedsApi('', { cookie });
    expect(((await listed.json()) as { id: number }[]).map((f) => f.id)).toEqual([feed.id]);

    const patched = await feedsApi(`/${feed.id}`, {
      method: 'PATCH',
      cookie,
      body: { enabled: false, name: 'Renamed' },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ id: feed.id, enabled: false, name: 'Renamed' });

    const item = await db
      .insert(businessOpportunities)
      .values({
        sourceKey: 'https://news.example.test/small-business/1',
        kind: 'news',
        feedId: feed.id,
        category: 'business',
        title: 'A story',
        description: 'A story.',
        trendScore: 10,
        timeToMarket: 'x',
        difficulty: 'easy',
        estimatedStartupCost: 'x',
        marketSize: 'x',
      })
      .returning();
    const removed = await feedsApi(`/${feed.id}`, { method: 'DELETE', cookie });
    expect(removed.status).toBe(204);
    const [orphan] = await db.select().from(businessOpportunities).where(eq(businessOpportunities.id, item[0]!.id));
    // The item leaves the list at once; its row stays, no longer tied to the deleted feed.
    expect(orphan).toMatchObject({ feedId: null, expiredAt: expect.any(String) });

    expect(await auditedActions(feed.id)).toEqual([
      'opportunity-feed.create',
      'opportunity-feed.disable',
      'opportunity-feed.delete',
    ]);
    expect((await feedsApi(`/${feed.id}`, { method: 'DELETE', cookie })).status).toBe(404);
  });

  it('refuses a duplicate address (409), a non-https one (400) and an unknown feed (404)', async () => {
    const cookie = await admin();
    const body = { name: 'Trends', kind: 'google-trends', url: TRENDS };
    expect((await feedsApi('', { method: 'POST', cookie, body })).status).toBe(201);
    const duplicate = await feedsApi('', { method: 'POST', cookie, body });
    expect(duplicate.status).toBe(409);
    expect(((await duplicate.json()) as { message: string }).message).toBe(OPPORTUNITY_MESSAGES.feedExists);

    const plain = await feedsApi('', { method: 'POST', cookie, body: { ...body, url: 'http://news.example.test/x' } });
    expect(plain.status).toBe(400);
    expect(((await plain.json()) as { message: string }).message).toBe(OPPORTUNITY_MESSAGES.feedUrl);
    expect((await feedsApi('', { method: 'POST', cookie, body: { ...body, kind: 'atom' } })).status).toBe(400);

    const other = await addFeed('https://news.example.test/other.xml', 'rss');
    const clash = await feedsApi(`/${other.id}`, { method: 'PATCH', cookie, body: { url: TRENDS } });
    expect(clash.status).toBe(409);
    const missing = await feedsApi('/999999', { method: 'PATCH', cookie, body: { enabled: false } });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe(OPPORTUNITY_MESSAGES.feedNotFound);
  });

  it('changes only the fields a PATCH sends: renaming a switched-off feed leaves it off', async () => {
    const cookie = await admin();
    const created = await feedsApi('', {
      method: 'POST',
      cookie,
      body: { name: 'Quiet feed', kind: 'rss', url: 'https://news.example.test/quiet.xml', enabled: false },
    });
    const feed = (await created.json()) as { id: number; enabled: boolean };
    expect(feed.enabled).toBe(false);

    const renamed = await feedsApi(`/${feed.id}`, { method: 'PATCH', cookie, body: { name: 'Quiet feed, renamed' } });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: 'Quiet feed, renamed', enabled: false, kind: 'rss' });
    const moved = await feedsApi(`/${feed.id}`, {
      method: 'PATCH',
      cookie,
      body: { url: 'https://news.example.test/quieter.xml' },
    });
    expect(await moved.json()).toMatchObject({ name: 'Quiet feed, renamed', enabled: false });
    expect(await feedRow(feed.id)).toMatchObject({
      name: 'Quiet feed, renamed',
      url: 'https://news.example.test/quieter.xml',
      enabled: false,
    });
    expect(await auditedActions(feed.id)).toEqual([
      'opportunity-feed.create',
      'opportunity-feed.update',
      'opportunity-feed.update',
    ]);
  });

  // The address as an admin types it, and the refusal's sentence. The URL parser rewrites several of these
  // (2130706433, 0x7f.1, 0177.0.0.1 and 127.1 all become 127.0.0.1), so each form is tried as written.
  const notPublic = OPPORTUNITY_MESSAGES.feedUrlNotPublic;
  const REFUSED: [string, string][] = [
    ['https://127.0.0.1/feed.xml', notPublic],
    ['https://127.0.0.1:8812/internal-secret', notPublic],
    ['https://[::1]/feed.xml', notPublic],
    ['https://[0:0:0:0:0:0:0:1]/feed.xml', notPublic],
    ['https://localhost/feed.xml', notPublic],
    ['https://LOCALHOST./feed.xml', notPublic],
    ['https://feeds.localhost/feed.xml', notPublic],
    ['https://2130706433/feed.xml', notPublic],
    ['https://0x7f.1/feed.xml', notPublic],
    ['https://0177.0.0.1/feed.xml', notPublic],
    ['https://127.1/feed.xml', notPublic],
    ['https://%31%32%37.0.0.1/feed.xml', notPublic],
    ['https://0x08080808/feed.xml', notPublic], // 8.8.8.8 is public, but not written as such
    ['https://169.254.169.254/latest/meta-data/', notPublic],
    ['https://metadata.google.internal/computeMetadata/v1/', notPublic],
    ['https://metadata/computeMetadata/v1/', notPublic],
    ['https://instance-data/latest/', notPublic],
    ['https://0.0.0.0/feed.xml', notPublic],
    ['https://[::]/feed.xml', notPublic],
    ['https://10.1.2.3/feed.xml', notPublic],
    ['https://172.16.0.1/feed.xml', notPublic],
    ['https://172.31.255.255/feed.xml', notPublic],
    ['https://192.168.1.1/feed.xml', notPublic],
    ['https://100.64.0.1/feed.xml', notPublic],
    ['https://100.127.255.255/feed.xml', notPublic],
    ['https://[fd00::1]/feed.xml', notPublic],
    ['https://[fc00::1]/feed.xml', notPublic],
    ['https://[fe80::1]/feed.xml', notPublic],
    ['https://[::ffff:127.0.0.1]/feed.xml', notPublic],
    ['https://[::ffff:7f00:1]/feed.xml', notPublic],
    ['https://[::ffff:169.254.169.254]/feed.xml', notPublic],
    ['https://[::ffff:a00:1]/feed.xml', notPublic],
    ['https://user:secret@news.example.test/feed.xml', OPPORTUNITY_MESSAGES.feedUrlCredentials],
    ['https://user@news.example.test/feed.xml', OPPORTUNITY_MESSAGES.feedUrlCredentials],
    ['http://news.example.test/feed.xml', OPPORTUNITY_MESSAGES.feedUrl],
    ['ftp://news.example.test/feed.xml', OPPORTUNITY_MESSAGES.feedUrl],
  ];
  const ALLOWED = [
    'https://news.example.test/small-business.xml',
    'https://feeds.example.co.za:8443/rss',
    'https://8.8.8.8/feed.xml',
    'https://172.32.0.1/feed.xml',
    'https://100.128.0.1/feed.xml',
    'https://[2001:4860:4860::8888]/feed.xml',
  ];

  it('refuses (400, with the reason) a feed address the Worker may not fetch, when it is added or edited', async () => {
    const cookie = await admin();
    const feed = await addFeed('https://news.example.test/edited.xml', 'rss');
    for (const [url, message] of REFUSED) {
      const created = await feedsApi('', { method: 'POST', cookie, body: { name: 'Feed', kind: 'rss', url } });
      expect(created.status, url).toBe(400);
      expect(((await created.json()) as { message: string }).message, url).toBe(message);
      const edited = await feedsApi(`/${feed.id}`, { method: 'PATCH', cookie, body: { url } });
      expect(edited.status, url).toBe(400);
      expect(((await edited.json()) as { message: string }).message, url).toBe(message);
    }
    expect((await feedsApi('', { cookie }).then((r) => r.json())) as unknown[]).toHaveLength(1);
    expect((await feedRow(feed.id)).url).toBe('https://news.example.test/edited.xml');
  });

  it('accepts public https addresses, IP addresses included', async () => {
    const cookie = await admin();
    for (const url of ALLOWED) {
      const created = await feedsApi('', { method: 'POST', cookie, body: { name: 'Feed', kind: 'rss', url } });
      expect(created.status, url).toBe(201);
    }
  });

  it('is for admins only: 401 for a visitor, 403 for a member', async () => {
    const feed = await addFeed('https://news.example.test/guarded.xml', 'rss');
    const cookie = (await signedInMember()).cookie;
    expect((await feedsApi('', {})).status).toBe(401);
    expect((await feedsApi('', { cookie })).status).toBe(403);
    expect((await feedsApi(`/${feed.id}`, { method: 'DELETE', cookie })).status).toBe(403);
    expect(
      (
        await feedsApi('', {
          method: 'POST',
          cookie,
          body: { name: 'x', kind: 'rss', url: 'https://news.example.test/y.xml' },
        })
      ).status,
    ).toBe(403);
    expect(await feedRow(feed.id)).toBeDefined();
  });
});
