import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  groupSessions,
  notificationOutbox,
  notificationPreferences,
  sessionParticipants,
  users,
} from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { ChannelDeliveryError, type NotificationChannel, type NotificationChannels } from './channels/channel.ts';
import { isRecordNotice } from './outbox.ts';
import { renderNotice, renderReminder, type RenderedNotice } from './render.ts';

/*
 * The sender (docs/decisions/018-notification-outbox.md): runs every minute from the Cron Trigger and right after each
 * successful write request (waitUntil), so in-app notices appear at once. Senders may run side by side: each claims
 * due rows with ONE conditional UPDATE ... RETURNING, which D1 runs atomically, so a row is claimed by one sender only,
 * and only the claiming sender may record its outcome. A failed attempt is retried with exponential backoff, the other
 * channels of the same notice unaffected.
 */

/** Rows claimed at a time. */
export const CLAIM_SIZE = 25;
/** How long a claim holds: far longer than a round's sends (10 s timeout each), so a row is never sent twice. */
export const CLAIM_MS = 2 * 60_000;
/** Attempts before a row is given up as failed (the retries wait 1, 2, 4, 8 and 16 minutes). */
export const MAX_ATTEMPTS = 6;
/** How long one run keeps claiming more rows. */
const RUN_BUDGET_MS = 20_000;

/** The wait before the next attempt after `attempts` failed ones: 1 minute, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export type DeliveryReport = { sent: number; skipped: number; retrying: number; failed: number };

export type SenderParts = {
  db: Db;
  channels: NotificationChannels;
  /** The site's address, which links outside the app start with. */
  origin: string;
  reminderLinkKey: string | null;
  now?: Date;
};

type Claimed = typeof notificationOutbox.$inferSelect;
type Outcome = keyof DeliveryReport;

/** Delivers every due row, a claimed batch at a time, until none is left or the run's time is up. */
export async function deliverDueNotices(parts: SenderParts): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, skipped: 0, retrying: 0, failed: 0 };
  const started = Date.now();
  const now = parts.now ?? new Date();
  while (Date.now() - started < RUN_BUDGET_MS) {
    const token = crypto.randomUUID();
    const claimed = await claimDueRows(parts.db, token, now);
    if (claimed.length === 0) break;
    const details = await detailsOf(
      parts.db,
      claimed.map((row) => row.id),
    );
    const outcomes = await Promise.all(
      claimed.map((row) => deliverRow(parts, { row, token, now, detail: details.get(row.id) })),
    );
    for (const outcome of outcomes) report[outcome] += 1;
    if (claimed.length < CLAIM_SIZE) break;
  }
  return report;
}

/** One statement: the due, unclaimed rows (oldest first) become this sender's until the claim runs out. */
function claimDueRows(db: Db, token: string, now: Date): Promise<Claimed[]> {
  const nowIso = now.toISOString();
  const o = notificationOutbox;
  const claimable = and(
    eq(o.status, 'pending'),
    lte(o.nextAttemptAt, nowIso),
    or(isNull(o.claimedUntil), lte(o.claimedUntil, nowIso)),
  );
  return db
    .update(o)
    .set({
      claimToken: token,
      claimedUntil: new Date(now.getTime() + CLAIM_MS).toISOString(),
      attempts: sql`${o.attempts} + 1`,
    })
    .where(
      and(
        claimable,
        inArray(
          o.id,
          db.select({ id: o.id }).from(o).where(claimable).orderBy(asc(o.nextAttemptAt), asc(o.id)).limit(CLAIM_SIZE),
        ),
      ),
    )
    .returning();
}

/** What sending needs beyond the row, read for the whole batch at once: the address, choices and the session. */
async function detailsOf(db: Db, ids: number[]) {
  const o = notificationOutbox;
  const rows = await db
    .select({
      id: o.id,
      email: users.email,
      language: users.language,
      emailEnabled: notificationPreferences.emailEnabled,
      whatsappEnabled: notificationPreferences.whatsappEnabled,
      whatsappPhone: notificationPreferences.whatsappPhone,
      sessionTitle: groupSessions.title,
      sessionAt: groupSessions.scheduledAt,
      sessionStatus: groupSessions.status,
      meetingLink: groupSessions.meetingLink,
      location: groupSessions.location,
      seat: sessionParticipants.id,
    })
    .from(o)
    .innerJoin(users, eq(users.id, o.userId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, o.userId))
    .leftJoin(groupSessions, eq(groupSessions.id, o.sessionId))
    .leftJoin(
      sessionParticipants,
      and(eq(sessionParticipants.sessionId, o.sessionId), eq(sessionParticipants.userId, o.userId)),
    )
    .where(inArray(o.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

type Detail = Awaited<ReturnType<typeof detailsOf>> extends Map<number, infer D> ? D : never;

/** Why a row is not sent at all, or null when it should be. */
function reasonToSkip(row: Claimed, detail: Detail, channel: NotificationChannel | null, now: Date): string | null {
  if (!channel) return 'This server does not offer the channel.';
  if (row.channel === 'email' && detail.emailEnabled === false && !isRecordNotice(row.kind)) {
    return 'The member turned email off.';
  }
  if (row.channel === 'whatsapp' && !(detail.whatsappEnabled && detail.whatsappPhone)) {
    return 'The member turned WhatsApp off.';
  }
  if (row.sessionId !== null) {
    if (detail.sessionStatus !== 'scheduled' || !detail.sessionAt || detail.sessionAt <= now.toISOString()) {
      return 'The session was cancelled or has started.';
    }
    // A reminder (and its meeting link) is for participants only.
    if (detail.seat === null) return 'The member no longer holds a seat.';
  }
  return null;
}

async function deliverRow(
  parts: SenderParts,
  { row, token, now, detail }: { row: Claimed; token: string; now: Date; detail: Detail | undefined },
): Promise<Outcome> {
  const { db } = parts;
  const mine = and(eq(notificationOutbox.id, row.id), eq(notificationOutbox.claimToken, token));
  const release = { claimToken: null, claimedUntil: null };
  const channel = parts.channels[row.channel];
  // No detail: the member's account went while the row was claimed (the row goes with it).
  const skip = detail ? reasonToSkip(row, detail, channel, now) : 'The account no longer exists.';
  if (skip || !detail || !channel) {
    await db
      .update(notificationOutbox)
      .set({ status: 'skipped', lastError: skip, ...release })
      .where(mine);
    return 'skipped';
  }
  try {
    const rendered = await render(row, detail, parts);
    await channel.deliver({
      ...rendered,
      outboxId: row.id,
      claimToken: token,
      recipient: { email: detail.email, whatsappPhone: detail.whatsappPhone },
    });
  } catch (err) {
    if (!(err instanceof ChannelDeliveryError)) console.error('Delivering a notice failed', row.channel, err);
    const giveUp = row.attempts >= MAX_ATTEMPTS;
    await db
      .update(notificationOutbox)
      .set({
        status: giveUp ? 'failed' : 'pending',
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)).toISOString(),
        lastError: err instanceof ChannelDeliveryError ? err.message : 'Unexpected error while sending.',
        ...release,
      })
      .where(mine);
    return giveUp ? 'failed' : 'retrying';
  }
  // Outside the try: if recording fails, the row is not retried at once but only when the claim runs out. (The in-app
  // channel has recorded it already, in its own batch; then this changes nothing.)
  await db
    .update(notificationOutbox)
    .set({ status: 'sent', sentAt: now.toISOString(), ...release })
    .where(mine);
  return 'sent';
}

function render(row: Claimed, detail: Detail, parts: SenderParts): Promise<RenderedNotice> | RenderedNotice {
  // In the recipient's language as their profile says now (they may have changed it since the row was written).
  const ctx = { origin: parts.origin, reminderLinkKey: parts.reminderLinkKey, language: detail.language };
  // A reminder: reasonToSkip has made sure the member still holds the seat.
  if (row.sessionId !== null && detail.sessionTitle !== null && detail.sessionAt !== null && detail.seat !== null) {
    const session = {
      id: row.sessionId,
      title: detail.sessionTitle,
      scheduledAt: detail.sessionAt,
      meetingLink: detail.meetingLink,
      location: detail.location,
    };
    return renderReminder(session, detail.seat, ctx);
  }
  return renderNotice(row, ctx);
}
