import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../index.ts';

/**
 * Fires one of the Worker's crons (worker/scheduled.ts: DAILY_CRON, FREQUENT_CRON, NOTIFICATION_CRON) the way the
 * platform does, and waits for everything it started.
 */
export async function runCron(cron: string) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron }), env, ctx);
  await waitOnExecutionContext(ctx);
}
