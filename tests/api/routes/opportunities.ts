import { eq } from 'drizzle-orm';
import { opportunityFeeds, opportunitySyncState } from '../../../schema/db/index.ts';
import { db } from '../../../worker/test/factories.ts';
import type { MatrixRoute } from './types.ts';

/** Members (any signed-in role) get `status`; visitors 401. */
const membersOnly = (status: number) => ({ default: status, visitor: 401 });
/** Admin-only: visitors 401, every other role 403, the admin `status`. */
const adminOnly = (status: number) => ({ default: 403, visitor: 401, admin: status });

let n = 0;
const feedUrl = () => `https://feeds.example.test/matrix-${Date.now().toString(36)}-${++n}.xml`;

/**
 * Each role's Refresh may run: the 10-minute limit is cleared, and every feed is switched off so the run reads no
 * network (the sync's own tests play the feeds: worker/opportunities/sync.test.ts).
 */
async function syncAllowed() {
  await db.update(opportunityFeeds).set({ enabled: false });
  await db
    .update(opportunitySyncState)
    .set({ runningSince: null, lastStartedAt: null })
    .where(eq(opportunitySyncState.id, 1));
}

async function feed(ctx: Record<string, unknown>) {
  const [row] = await db
    .insert(opportunityFeeds)
    .values({ name: 'Matrix feed', kind: 'rss', url: feedUrl(), enabled: false })
    .returning();
  ctx.feedId = row!.id;
}

export const opportunityRoutes: MatrixRoute[] = [
  { method: 'GET', path: '/api/business-opportunities', expect: membersOnly(200) },
  { method: 'GET', path: '/api/business-opportunities?sort=newest&kind=tender&limit=5', expect: membersOnly(200) },
  { method: 'POST', path: '/api/business-opportunities/sync', prepare: syncAllowed, expect: membersOnly(200) },
  { method: 'GET', path: '/api/admin/opportunity-feeds', expect: adminOnly(200) },
  {
    method: 'POST',
    path: '/api/admin/opportunity-feeds',
    body: () => ({ name: 'Matrix small-business news', kind: 'rss', url: feedUrl(), enabled: false }),
    expect: adminOnly(201),
  },
  {
    method: 'PATCH',
    path: (ctx) => `/api/admin/opportunity-feeds/${ctx.feedId}`,
    prepare: feed,
    body: () => ({ name: 'Matrix feed (renamed)' }),
    expect: adminOnly(200),
  },
  {
    method: 'DELETE',
    path: (ctx) => `/api/admin/opportunity-feeds/${ctx.feedId}`,
    prepare: feed,
    expect: adminOnly(204),
  },
];
