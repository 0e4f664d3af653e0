import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { authSessions, loginAttempts } from '../schema/db/index.ts';
import worker from './index.ts';
import { createUser, db, signIn, uniqueEmail } from './test/factories.ts';
import { hashToken } from './auth/session.ts';

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
