import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import type { AppBindings, AppConfig, AppEnv } from '../env.ts';
import { notificationChannelsFor } from '../outbox/channels/channels-for.ts';
import { writeCoachingNotices } from './coaching-notices.ts';
import { writeSessionReminders } from './reminders.ts';
import { deliverDueNotices, type DeliveryReport } from '../outbox/sender.ts';

type Parts = { db: Db; env: Pick<AppBindings, 'CACHE'>; config: AppConfig; now?: Date };

/** Delivers what is due with this deployment's channels; a failure is logged, never thrown at its caller. */
export async function deliverNotices({ db, env, config, now }: Parts): Promise<DeliveryReport | null> {
  try {
    const channels = notificationChannelsFor({ db, env, config });
    return await deliverDueNotices({
      db,
      channels,
      origin: config.origin,
      reminderLinkKey: config.reminderLinkKey,
      now,
    });
  } catch (err) {
    console.error('The notification sender failed', err);
    return null;
  }
}

/**
 * The every-minute Cron Trigger: the reminders now due (sessions, coaching calls) and the unanswered coaching requests
 * are written, then everything due is delivered.
 */
export async function runNotificationSchedule(parts: Parts & { now: Date }): Promise<void> {
  const steps = [
    ['session reminders', writeSessionReminders],
    ['coaching notices', writeCoachingNotices],
  ] as const;
  await Promise.all(
    steps.map(async ([what, write]) => {
      try {
        await write(parts.db, parts.now);
      } catch (err) {
        // Written next minute instead (each notice once, by its key); what is already due still goes out.
        console.error(`Writing ${what} failed`, err);
      }
    }),
  );
  await deliverNotices(parts);
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * After every successful write request, the sender runs in the background (waitUntil), so a notice written in that
 * request's batch (in-app ones above all) is delivered at once instead of at the next minute's run. It costs one
 * claim statement on the outbox's partial index when nothing is due; the answer is not delayed.
 */
export const deliverNoticesAfterWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!WRITES.has(c.req.method) || c.res.status >= 400) return;
  let ctx: typeof c.executionCtx;
  try {
    ctx = c.executionCtx;
  } catch {
    return; // Called without an execution context (app.fetch in a script): the schedule delivers.
  }
  ctx.waitUntil(deliverNotices({ db: c.var.db, env: c.env, config: c.var.config }));
};
