import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  authSessions,
  eventSeatHolds,
  loginAttempts,
  opportunityFeeds,
  processedWebhookEvents,
} from '../schema/db/index.ts';
import worker from './index.ts';
import { createEvent, createUser, db, signIn, uniqueEmail } from './test/factories.ts';
import { hashToken } from './auth/session.ts';

// The daily cron also runs the opportunity sync: the migration's public feeds are switched off here so these tests
// never reach the network (worker/opportunities/sync.test.ts plays the publishers).
beforeAll(async () => {
  await db.update(opportunityFeeds).set({ enabled: false });
});

it('the daily cron deletes expired sessions and sign-in attempts older than the window, and nothing else', async () => {
  const user = await createUser();
  const live = await hashToken((await signIn(user.id)).split('=')[1]!);
  const expired = await hashToken((await signIn(user.id)).split('=')[1]!);
  await db
    .update(authSessions)
    .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
    .where(eq(authSessions.tokenHash, expired));
  const email = uniqueEmail();
  await db.insert(loginAttempts).values([
    { email, attemptedAt: new Date(Date.now() - 20 * 60_000).toISOString() },
    { email, attemptedAt: new Date(Date.now() - 60_000).toISOString() },
  ]);

  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: '0 2 * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);

  const sessions = await db.select().from(authSessions).where(eq(authSessions.userId, user.id));
  expect(sessions.map((s) => s.tokenHash)).toEqual([live]);
  expect(await db.select().from(loginAttempts).where(eq(loginAttempts.email, email))).toHaveLength(1);
});

async function runCron(cron: string) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron }), env, ctx);
  await waitOnExecutionContext(ctx);
}

it('the daily cron deletes processed webhook event ids older than 90 days, and keeps newer ones', async () => {
  const day = 86_400_000;
  await db.insert(processedWebhookEvents).values([
    { eventId: 'evt_old_cron', type: 'invoice.paid', processedAt: new Date(Date.now() - 91 * day).toISOString() },
    { eventId: 'evt_recent_cron', type: 'invoice.paid', processedAt: new Date(Date.now() - 89 * day).toISOString() },
  ]);
  await runCron('0 2 * * *');
  const ids = (await db.select().from(processedWebhookEvents)).map((e) => e.eventId);
  expect(ids).toContain('evt_recent_cron');
  expect(ids).not.toContain('evt_old_cron');
});

it('the 5-minute cron releases expired seat holds only, and leaves the daily housekeeping to the daily cron', async () => {
  const event = await createEvent({ priceCents: 15_000 });
  const holders = [await createUser(), await createUser()];
  const [expired, live] = await db
    .insert(eventSeatHolds)
    .values(
      [-60_000, 10 * 60_000].map((offset, i) => ({
        eventId: event.id,
        userId: holders[i]!.id,
        amountCents: 15_000,
        provider: 'sandbox' as const,
        expiresAt: new Date(Date.now() + offset).toISOString(),
      })),
    )
    .returning();
  const user = await createUser();
  const stale = await hashToken((await signIn(user.id)).split('=')[1]!);
  await db
    .update(authSessions)
    .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
    .where(eq(authSessions.tokenHash, stale));

  await runCron('*/5 * * * *');

  const status = async (id: number) =>
    (await db.select().from(eventSeatHolds).where(eq(eventSeatHolds.id, id)))[0]!.status;
  expect([await status(expired!.id), await status(live!.id)]).toEqual(['released', 'held']);
  // The expired session is the daily job's to delete.
  expect(await db.select().from(authSessions).where(eq(authSessions.tokenHash, stale))).toHaveLength(1);
});
