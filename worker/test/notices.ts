import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { notifications } from '../../schema/db/index.ts';
import { readConfig } from '../env.ts';
import { deliverNotices } from '../notifications/run-sender.ts';
import { db } from './factories.ts';

/**
 * Runs the notification sender now, with the test server's channels (the in-app one; email and WhatsApp record
 * locally). Requests already start it in the background after every write; a test that reads what a notice delivered
 * calls this first, so it does not depend on when that background run finishes.
 */
export async function deliverPendingNotices(now?: Date) {
  const report = await deliverNotices({ db, env, config: readConfig(env), now });
  if (!report) throw new Error('The notification sender failed (see the log)');
  return report;
}

/** The member's in-app notices, oldest first, once the sender has delivered what the outbox holds. */
export async function noticesOf(userId: string) {
  await deliverPendingNotices();
  return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);
}
