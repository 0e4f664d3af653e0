import { aliasedTable, and, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import { UNANSWERED_REQUEST_HOURS } from '../../schema/contract/coaching-calls-rules.ts';
import { COACHING_PATH } from '../../schema/contract/product.ts';
import {
  coachingCalls,
  coachingConnections,
  mentors,
  notificationOutbox,
  notificationPreferences,
  users,
} from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { fullNameOf } from '../db/full-name.ts';
import type { NotificationChannelName } from '../outbox/channels/channel.ts';
import { channelChosen, KEEP_FIRST, outboxRow } from '../outbox/outbox.ts';
import { REMINDER_WINDOWS } from './reminders.ts';

/*
 * What the schedule tells the two people of one-on-one coaching so nobody waits unattended: the reminders before each
 * call, and the subscriber told when a request has gone unanswered. (The coach told of requests and messages is written
 * with them: worker/coaching/notices.ts.) All go through the outbox (decision 018), on the member's chosen channels.
 */

/** A coaching request nobody answered in time (the subscriber is told). */
export const UNANSWERED_REQUEST_KIND = 'coaching-request-unanswered';

export const COACHING_CALL_REMINDERS = REMINDER_WINDOWS.map((window) => ({
  ...window,
  kind: `coaching-call-reminder-${window.name}`,
}));

/**
 * A UTC ISO time as South African wall-clock text in SQL, the same words as `formatSastDateTime`
 * ("Tue 1 Dec 2026, 09:00 SAST"), for notices written by one INSERT ... SELECT over many rows.
 */
export function sastDateTimeSql(iso: SQL | typeof coachingCalls.startsAt): SQL<string> {
  const part = (format: string) => sql`strftime(${format}, ${iso}, '+2 hours')`;
  return sql<string>`substr('SunMonTueWedThuFriSat', 1 + 3 * cast(${part('%w')} as integer), 3) || ' '
    || cast(${part('%d')} as integer) || ' '
    || substr('JanFebMarAprMayJunJulAugSepOctNovDec', 1 + 3 * (cast(${part('%m')} as integer) - 1), 3) || ' '
    || ${part('%Y, %H:%M')} || ' SAST'`;
}

/**
 * The reminders of booked coaching calls now due, to both people (the same windows as session reminders): one
 * INSERT ... SELECT per window and channel. The dedupe key names the window, the call and its start (the member's id
 * is appended), so each person is reminded once per window, and again after the call moves to a new time. A call that
 * is no longer booked is not selected.
 */
export function coachingCallReminderStatements(db: Db, now: Date) {
  const subscriber = aliasedTable(users, 'subscriber');
  const isSubscriber = eq(users.id, coachingCalls.menteeId);
  const statement = (reminder: (typeof COACHING_CALL_REMINDERS)[number], channel: NotificationChannelName) =>
    db
      .insert(notificationOutbox)
      .select(
        db
          .select(
            outboxRow(channel, {
              kind: reminder.kind,
              key: sql`${reminder.kind} || ':' || ${coachingCalls.id} || ':' || ${coachingCalls.startsAt}`,
              text: sql`'Reminder: your coaching call with ' || (case when ${isSubscriber} then ${mentors.name}
                else ${fullNameOf(subscriber)} end) || ' starts ' || ${sastDateTimeSql(coachingCalls.startsAt)} || '.'`,
              link: COACHING_PATH,
              dueAt: now,
            }),
          )
          .from(coachingCalls)
          .innerJoin(mentors, eq(mentors.id, coachingCalls.mentorId))
          .innerJoin(subscriber, eq(subscriber.id, coachingCalls.menteeId))
          .innerJoin(users, or(isSubscriber, eq(users.id, mentors.userId)))
          .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
          .where(
            and(
              eq(coachingCalls.status, 'booked'),
              gt(coachingCalls.startsAt, new Date(now.getTime() + reminder.startsAfterMs).toISOString()),
              lte(coachingCalls.startsAt, new Date(now.getTime() + reminder.startsWithinMs).toISOString()),
              channelChosen(channel),
            ),
          ),
      )
      .onConflictDoNothing(KEEP_FIRST);
  return COACHING_CALL_REMINDERS.flatMap((reminder) => [
    statement(reminder, 'in_app'),
    statement(reminder, 'email'),
    statement(reminder, 'whatsapp'),
  ]);
}

/**
 * The subscriber told, once per request, that a coach has not answered theirs for UNANSWERED_REQUEST_HOURS, with the
 * way to choose another coach (the coach picker on the coaching page). The key names the connection and when it was
 * asked for, so a request asked again after it ended is said so again when it too goes unanswered.
 */
export function unansweredRequestStatements(db: Db, now: Date) {
  const askedBefore = new Date(now.getTime() - UNANSWERED_REQUEST_HOURS * 3_600_000).toISOString();
  const statement = (channel: NotificationChannelName) =>
    db
      .insert(notificationOutbox)
      .select(
        db
          .select(
            outboxRow(channel, {
              kind: UNANSWERED_REQUEST_KIND,
              key: sql`${UNANSWERED_REQUEST_KIND} || ':' || ${coachingConnections.id} || ':' || ${coachingConnections.createdAt}`,
              text: sql`${mentors.name} || ${` has not answered your coaching request in ${UNANSWERED_REQUEST_HOURS} hours. You can choose another coach.`}`,
              link: COACHING_PATH,
              dueAt: now,
            }),
          )
          .from(coachingConnections)
          .innerJoin(mentors, eq(mentors.id, coachingConnections.mentorId))
          .innerJoin(users, eq(users.id, coachingConnections.menteeId))
          .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
          .where(
            and(
              eq(coachingConnections.status, 'pending'),
              lte(coachingConnections.createdAt, askedBefore),
              channelChosen(channel),
            ),
          ),
      )
      .onConflictDoNothing(KEEP_FIRST);
  return [statement('in_app'), statement('email'), statement('whatsapp')];
}

/** The schedule's step: the call reminders and unanswered requests now due, in one batch; answers the rows written. */
export async function writeCoachingNotices(db: Db, now: Date): Promise<number> {
  const [first, ...rest] = [...coachingCallReminderStatements(db, now), ...unansweredRequestStatements(db, now)];
  const results = await db.batch([first!, ...rest]);
  return results.reduce((sum, result) => sum + result.meta.changes, 0);
}
