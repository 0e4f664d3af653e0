import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPPORTUNITY_MESSAGES } from '../../schema/contract/opportunities.ts';
import { adminAuditLog, businessOpportunities } from '../../schema/db/index.ts';
import { createUser, db, signedInMember, signIn } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { TRENDS, addFeed, feedRow, startEmpty } from '../test/opportunity-sync.ts';

beforeEach(startEmpty);
afterEach(() => vi.restoreAllMocks());

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

    const actions = await db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'opportunity_feed'), eq(adminAuditLog.targetId, String(feed.id))))
      .orderBy(asc(adminAuditLog.id));
    expect(actions.map((a) => a.action)).toEqual([
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
