import { env } from 'cloudflare:test';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  signIns,
  eventSeatHolds,
  images,
  knownDevices,
  loginAttempts,
  notificationOutbox,
  pendingSignUps,
  opportunityFeeds,
  processedWebhookEvents,
  users,
} from '../schema/db/index.ts';
import { createEvent, createMentor, createStory, createUser, db, signIn, uniqueEmail } from './test/factories.ts';
import { PNG_BYTES } from './test/image-bytes.ts';
import { imageUrl, newImageKey } from './images/images.ts';
import { hashToken } from './auth/sign-in.ts';
import { DAILY_CRON, FREQUENT_CRON } from './scheduled.ts';
import { runCron } from './test/cron.ts';

// The daily cron also runs the opportunity sync: the migration's public feeds are switched off here so these tests
// never reach the network (worker/opportunities/sync.test.ts plays the publishers).
beforeAll(async () => {
  await db.update(opportunityFeeds).set({ enabled: false });
});

it('the daily cron deletes expired sign-ins and sign-in attempts older than the window, and nothing else', async () => {
  const user = await createUser();
  const live = await hashToken((await signIn(user.id)).split('=')[1]!);
  const expired = await hashToken((await signIn(user.id)).split('=')[1]!);
  await db
    .update(signIns)
    .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
    .where(eq(signIns.tokenHash, expired));
  const email = uniqueEmail();
  await db.insert(loginAttempts).values([
    { email, attemptedAt: new Date(Date.now() - 20 * 60_000).toISOString() },
    { email, attemptedAt: new Date(Date.now() - 60_000).toISOString() },
  ]);

  await runCron(DAILY_CRON);

  const sessions = await db.select().from(signIns).where(eq(signIns.userId, user.id));
  expect(sessions.map((s) => s.tokenHash)).toEqual([live]);
  expect(await db.select().from(loginAttempts).where(eq(loginAttempts.email, email))).toHaveLength(1);
});

it('the daily cron deletes processed webhook event ids older than 90 days, and keeps newer ones', async () => {
  const day = 86_400_000;
  await db.insert(processedWebhookEvents).values([
    { eventId: 'evt_old_cron', type: 'invoice.paid', processedAt: new Date(Date.now() - 91 * day).toISOString() },
    { eventId: 'evt_recent_cron', type: 'invoice.paid', processedAt: new Date(Date.now() - 89 * day).toISOString() },
  ]);
  await runCron(DAILY_CRON);
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
    .update(signIns)
    .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
    .where(eq(signIns.tokenHash, stale));

  await runCron(FREQUENT_CRON);

  const status = async (id: number) =>
    (await db.select().from(eventSeatHolds).where(eq(eventSeatHolds.id, id)))[0]!.status;
  expect([await status(expired!.id), await status(live!.id)]).toEqual(['released', 'held']);
  // The expired session is the daily job's to delete.
  expect(await db.select().from(signIns).where(eq(signIns.tokenHash, stale))).toHaveLength(1);
});

it('the daily cron deletes expired sign-up links and devices that have not signed in for 400 days', async () => {
  const user = await createUser();
  const day = 86_400_000;
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
  await db.insert(knownDevices).values([
    { userId: user.id, device: 'stale-device', lastSignInAt: ago(401 * day) },
    { userId: user.id, device: 'usual-device', lastSignInAt: ago(30 * day) },
  ]);
  const pending = (email: string, expiresAt: string) => ({
    email,
    tokenHash: crypto.randomUUID(),
    firstName: 'Ayanda',
    lastName: 'Nkosi',
    passwordHash: 'x',
    createdAt: ago(day),
    expiresAt,
  });
  const [expired, live] = [uniqueEmail('expired'), uniqueEmail('live')];
  await db.insert(pendingSignUps).values([pending(expired, ago(1000)), pending(live, ago(-day))]);

  await runCron(DAILY_CRON);

  const devices = await db.select().from(knownDevices).where(eq(knownDevices.userId, user.id));
  expect(devices.map((d) => d.device)).toEqual(['usual-device']);
  const left = await db
    .select()
    .from(pendingSignUps)
    .where(inArray(pendingSignUps.email, [expired, live]));
  expect(left.map((p) => p.email)).toEqual([live]);
});

it('the daily cron deletes images nothing has referenced for a day, from D1 and R2, and keeps the rest', async () => {
  const owner = await createUser();
  const dayAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  const put = async (createdAt: string) => {
    const key = newImageKey();
    await env.IMAGES.put(key, PNG_BYTES, { httpMetadata: { contentType: 'image/png' } });
    await db
      .insert(images)
      .values({ key, ownerId: owner.id, contentType: 'image/png', bytes: PNG_BYTES.length, createdAt });
    return key;
  };
  const abandoned = await put(dayAgo(25));
  const orphaned = await put(dayAgo(48));
  const fresh = await put(dayAgo(2));
  const onAccount = await put(dayAgo(48));
  const onMentor = await put(dayAgo(48));
  const onStory = await put(dayAgo(48));
  // An image whose uploader's account is gone still shows on a published story.
  const onOrphanStory = await put(dayAgo(48));
  await db
    .update(users)
    .set({ profileImage: imageUrl(onAccount) })
    .where(eq(users.id, owner.id));
  await createMentor({ profileImage: imageUrl(onMentor) });
  await createStory({ userId: owner.id, profileImage: imageUrl(onStory) });
  await createStory({ userId: null, status: 'published', profileImage: imageUrl(onOrphanStory) });
  await db.update(images).set({ ownerId: null }).where(eq(images.key, orphaned));

  await runCron(DAILY_CRON);

  const kept = new Set(
    (
      await db
        .select({ key: images.key })
        .from(images)
        .where(inArray(images.key, [abandoned, orphaned, fresh, onAccount, onMentor, onStory, onOrphanStory]))
    ).map((r) => r.key),
  );
  expect(kept).toEqual(new Set([fresh, onAccount, onMentor, onStory, onOrphanStory]));
  expect(await env.IMAGES.head(abandoned)).toBeNull();
  expect(await env.IMAGES.head(orphaned)).toBeNull();
  for (const key of kept) expect(await env.IMAGES.head(key), key).not.toBeNull();
});

it('the daily cron deletes outbox rows delivered more than 30 days ago, and keeps pending and recent ones', async () => {
  const user = await createUser();
  const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const row = (key: string, status: 'sent' | 'pending', createdAt: string) => ({
    userId: user.id,
    channel: 'email' as const,
    kind: 'test',
    dedupeKey: key,
    text: 'Hello',
    dueAt: createdAt,
    nextAttemptAt: createdAt,
    status,
    createdAt,
  });
  await db
    .insert(notificationOutbox)
    .values([row('old-sent', 'sent', ago(31)), row('old-pending', 'pending', ago(31)), row('recent', 'sent', ago(29))]);

  await runCron(DAILY_CRON);

  const left = await db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, user.id));
  expect(left.map((r) => r.dedupeKey).sort()).toEqual(['old-pending', 'recent']);
});
