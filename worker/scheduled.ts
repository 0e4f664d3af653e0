import { and, lt, ne } from 'drizzle-orm';
import {
  signIns,
  guardianConsentRequests,
  knownDevices,
  loginAttempts,
  notificationOutbox,
  passwordResets,
  pendingSignUps,
  processedWebhookEvents,
} from '../schema/db/index.ts';
import { DEVICE_COOKIE_MAX_AGE_SECONDS, SIGN_IN_WINDOW_MS } from './auth/sign-in-limits.ts';
import { advisorFor } from './ai/advisor-for.ts';
import { createDb, type Db } from './db/client.ts';
import { readConfig, type AppBindings } from './env.ts';
import { completeEndedEvents } from './events/register-event.ts';
import { deleteUnusedImages } from './images/images.ts';
import { releaseExpiredHoldsAndPromote } from './events/waitlist-promotion.ts';
import { fillMissingMatchTerms } from './mentees/mentee-profile.ts';
import { deleteExpiredRecordsOfDeletedAccounts } from './privacy/delete-account.ts';
import { runOpportunitySync } from './opportunities/sync.ts';
import { runNotificationSchedule } from './notifications/run-sender.ts';
import { scheduledPayouts } from './payouts/payouts-for.ts';
import { runPayouts } from './payouts/run.ts';
import { completeEndedSessions } from './sessions/complete-ended-sessions.ts';
import { promoteIntoFreeSessionSeats } from './sessions/waitlist-promotion.ts';

/** wrangler.toml `[triggers] crons`: the daily housekeeping, the 5-minute seat-hold sweep, the notification outbox. */
export const DAILY_CRON = '0 2 * * *';
export const FREQUENT_CRON = '*/5 * * * *';
/** Every minute, so a notice goes out within 5 minutes of its due time even after a retry (decision 018). */
export const NOTIFICATION_CRON = '* * * * *';
/** Mentee profiles given their match terms per minute until none is left without (decision 022). */
export const MATCH_TERMS_PER_RUN = 100;

/** Webhook event ids are kept this long: providers stop redelivering an event within days (Stripe: 3). */
export const PROCESSED_WEBHOOK_RETENTION_DAYS = 90;
/** Delivered (or skipped, or given up) outbox rows are kept this long, to answer "did my reminder go out?". */
const OUTBOX_RETENTION_DAYS = 30;

/** Runs the jobs of the cron that fired (`controller.cron`); an unknown schedule runs the daily jobs. */
export function runScheduledJobs(cron: string, env: AppBindings, now = new Date()): Promise<void> {
  if (cron === NOTIFICATION_CRON) return runEveryMinute(env, now);
  return cron === FREQUENT_CRON ? runFrequentJobs(env, now) : runDailyJobs(env, now);
}

/**
 * Every minute: the notification outbox, and the match terms of profiles written before they were stored (once all
 * have them, the look for more reads an empty index).
 */
async function runEveryMinute(env: AppBindings, now: Date): Promise<void> {
  const db = createDb(env.DB);
  await Promise.all([
    runNotificationSchedule({ db, env, config: readConfig(env), now }),
    fillMissingMatchTerms(db, MATCH_TERMS_PER_RUN),
  ]);
}

/**
 * Every 5 minutes: paid-event seats whose hold expired unpaid go to the first person waiting (or become free), and
 * any seat freed where no service saw it goes to the waiting list too (decision 019).
 */
export async function runFrequentJobs(env: AppBindings, now = new Date()): Promise<void> {
  const db = createDb(env.DB);
  const holdProvider = readConfig(env).payments?.provider ?? null;
  await releaseExpiredHoldsAndPromote(db, { now, holdProvider });
  await promoteIntoFreeSessionSeats(db, now);
}

/**
 * The daily cron (wrangler.toml `[triggers]`): housekeeping that keeps tables small, and the opportunity sync.
 * Later jobs join here as plain functions.
 */
export async function runDailyJobs(env: AppBindings, now = new Date()): Promise<void> {
  const db = createDb(env.DB);
  // The opportunity sync waits on the network for seconds, so it runs beside the housekeeping; it never throws.
  const sync = syncOpportunitiesOnSchedule(env, db, now);
  try {
    await runHousekeeping(db, now);
    await deleteUnusedImages({ db, bucket: env.IMAGES }, now);
    await payCoachesOnSchedule(env, db, now);
  } finally {
    await sync;
  }
}

async function runHousekeeping(db: Db, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString();
  // A device cookie that has not signed in for its whole lifetime is gone from the browser.
  const deviceCutoff = new Date(now.getTime() - DEVICE_COOKIE_MAX_AGE_SECONDS * 1000).toISOString();
  const webhookCutoff = new Date(now.getTime() - PROCESSED_WEBHOOK_RETENTION_DAYS * 86_400_000).toISOString();
  const outboxCutoff = new Date(now.getTime() - OUTBOX_RETENTION_DAYS * 86_400_000).toISOString();
  await db.batch([
    db.delete(signIns).where(lt(signIns.expiresAt, now.toISOString())),
    db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, windowStart)),
    db.delete(knownDevices).where(lt(knownDevices.lastSignInAt, deviceCutoff)),
    db.delete(pendingSignUps).where(lt(pendingSignUps.expiresAt, now.toISOString())),
    // A password-reset link is good for an hour; a day later its row says nothing anyone needs.
    db.delete(passwordResets).where(lt(passwordResets.expiresAt, new Date(now.getTime() - 86_400_000).toISOString())),
    // A parent or guardian's link that expired unused; the consents given stay in `consents`.
    db.delete(guardianConsentRequests).where(lt(guardianConsentRequests.expiresAt, now.toISOString())),
    db.delete(processedWebhookEvents).where(lt(processedWebhookEvents.processedAt, webhookCutoff)),
    db
      .delete(notificationOutbox)
      .where(and(lt(notificationOutbox.createdAt, outboxCutoff), ne(notificationOutbox.status, 'pending'))),
  ]);
  // Sessions and events that have ended are stored as completed (reads already show them so).
  await completeEndedSessions(db, now);
  await completeEndedEvents(db, now);
  // Deleted accounts' payment records, once tax law no longer needs them (/privacy says how long).
  await deleteExpiredRecordsOfDeletedAccounts(db, now);
}

/**
 * The monthly coach payouts (worker/payouts/run.ts), checked daily: the 1st pays the month that ended, and later days
 * only retry transfers that could not be sent (the run creates at most one payout per coach and month).
 */
async function payCoachesOnSchedule(env: AppBindings, db: Db, now: Date): Promise<void> {
  const provider = scheduledPayouts(env, readConfig(env), db);
  if (provider) await runPayouts({ db, provider, now });
}

/**
 * The daily opportunity sync (decision 012): the same code path and lock as a member's Refresh, without the 10-minute
 * limit. A run already in progress means this one is skipped; any failure is logged, never thrown past the other jobs.
 */
async function syncOpportunitiesOnSchedule(env: AppBindings, db: Db, now: Date): Promise<void> {
  try {
    const run = await runOpportunitySync({ db, advisor: advisorFor(readConfig(env)), now, trigger: 'cron' });
    if (run.status === 'ran' && run.outcome !== 'ok') {
      console.warn(
        'Opportunity sync finished with failing feeds',
        run.result.feeds.filter((f) => !f.ok),
      );
    }
  } catch (err) {
    console.error('Opportunity sync failed', err);
  }
}
