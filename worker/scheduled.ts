import { lt } from 'drizzle-orm';
import { authSessions, loginAttempts } from '../schema/db/index.ts';
import { FAILED_LOGIN_WINDOW_MS } from './auth/accounts.ts';
import { createDb } from './db/client.ts';
import type { AppBindings } from './env.ts';
import { completeEndedEvents } from './events/register-event.ts';
import { completeEndedSessions } from './sessions/join-session.ts';

/**
 * The daily cron (wrangler.toml `[triggers]`): housekeeping that keeps tables small.
 * Later jobs (session status, opportunity sync) join here as plain functions.
 */
export async function runDailyJobs(env: AppBindings, now = new Date()): Promise<void> {
  const db = createDb(env.DB);
  const windowStart = new Date(now.getTime() - FAILED_LOGIN_WINDOW_MS).toISOString();
  await db.batch([
    db.delete(authSessions).where(lt(authSessions.expiresAt, now.toISOString())),
    db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, windowStart)),
  ]);
  // Sessions and events that have ended are stored as completed (reads already show them so).
  await completeEndedSessions(db, now);
  await completeEndedEvents(db, now);
}
