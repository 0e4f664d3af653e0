import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { GROUP_SESSION_PAGE_PREFIX } from '../../schema/contract/share.ts';
import {
  groupSessions,
  notificationOutbox,
  notificationPreferences,
  sessionParticipants,
  users,
} from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import type { NotificationChannelName } from '../outbox/channels/channel.ts';
import { channelChosen, KEEP_FIRST, outboxRow } from '../outbox/outbox.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The reminder windows (decision 018), for group sessions and coaching calls alike. Something starting within a
 * window's reach gets its reminder: 24 hours before (when more than an hour away), and 1 hour before. Whoever joins or
 * books later than a window's start still gets that window's reminder at once, so nobody goes unreminded.
 */
export const REMINDER_WINDOWS = [
  { name: '24h', startsWithinMs: 24 * HOUR_MS, startsAfterMs: HOUR_MS },
  { name: '1h', startsWithinMs: HOUR_MS, startsAfterMs: 0 },
] as const;

export const SESSION_REMINDERS = REMINDER_WINDOWS.map((window) => ({
  ...window,
  kind: `session-reminder-${window.name}`,
}));

export const isSessionReminder = (kind: string) => SESSION_REMINDERS.some((r) => r.kind === kind);

/**
 * The statements that write every reminder now due: one INSERT ... SELECT per window and channel over the participants
 * of scheduled sessions starting in the window. The dedupe key names the window, the session, its start and the
 * member, so the every-minute schedule writes each reminder once per member and channel (a session moved to a new time
 * is reminded of again). Whoever left holds no seat and is not selected; a cancelled session is not scheduled. What
 * a reminder says (the time, the meeting link) is read when it is sent, and only while the member still holds a seat
 * (sender.ts): the row itself carries no meeting link.
 */
export function sessionReminderStatements(db: Db, now: Date) {
  const statement = (reminder: (typeof SESSION_REMINDERS)[number], channel: NotificationChannelName) =>
    db
      .insert(notificationOutbox)
      .select(
        db
          .select(
            outboxRow(channel, {
              kind: reminder.kind,
              key: sql`${reminder.kind} || ':' || ${groupSessions.id} || ':' || ${groupSessions.scheduledAt}`,
              // What the app shows is written when the reminder is sent (render.ts); this is only the row's record.
              text: sql`'Reminder: "' || ${groupSessions.title} || '"'`,
              link: sql`${GROUP_SESSION_PAGE_PREFIX} || ${groupSessions.id}`,
              sessionId: groupSessions.id,
              dueAt: now,
            }),
          )
          .from(groupSessions)
          .innerJoin(sessionParticipants, eq(sessionParticipants.sessionId, groupSessions.id))
          .innerJoin(users, eq(users.id, sessionParticipants.userId))
          .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
          .where(
            and(
              eq(groupSessions.status, 'scheduled'),
              gt(groupSessions.scheduledAt, new Date(now.getTime() + reminder.startsAfterMs).toISOString()),
              lte(groupSessions.scheduledAt, new Date(now.getTime() + reminder.startsWithinMs).toISOString()),
              channelChosen(channel),
            ),
          ),
      )
      .onConflictDoNothing(KEEP_FIRST);
  return SESSION_REMINDERS.flatMap((reminder) => [
    statement(reminder, 'in_app'),
    statement(reminder, 'email'),
    statement(reminder, 'whatsapp'),
  ]);
}

/** The schedule's step: writes the reminders now due (in one batch); answers how many rows were written. */
export async function writeSessionReminders(db: Db, now: Date): Promise<number> {
  const [first, ...rest] = sessionReminderStatements(db, now);
  const results = await db.batch([first!, ...rest]);
  return results.reduce((sum, result) => sum + result.meta.changes, 0);
}
