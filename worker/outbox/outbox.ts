import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { notificationOutbox, notificationPreferences, users } from '../../schema/db/index.ts';
import type { I18n } from '@lingui/core';
import { APP_LANGUAGES } from '../../schema/contract/app-languages.ts';
import type { Db } from '../db/client.ts';
import { i18nFor } from '../i18n/i18n.ts';
import type { NotificationChannelName } from './channels/channel.ts';

/*
 * Writing notices (docs/decisions/018-notification-outbox.md). A notice is never sent from a request: it is written
 * to the outbox, one row per channel the member has chosen, by statements that join the `db.batch` of the change it
 * announces, so the change and its notices land together or not at all. The sender (sender.ts) delivers them.
 *
 * Channels are chosen in SQL, against the member's preferences (an INSERT ... SELECT per channel: in the app always,
 * email unless turned off, WhatsApp when turned on), so writing a notice reads nothing first. Every row has a dedupe
 * key, the notice's `key` plus the member's id, UNIQUE per channel: the same notice written twice is written once.
 */

/**
 * Notices about a member's own money (a receipt, a credit note): emailed whatever they chose for email notices, and
 * without the footer on turning notices off. They are records the member asked for by paying and may need for their
 * books, not the app's news (sessions, stories, coaching), which is what the email setting is about.
 */
export const RECORD_NOTICE_KINDS = { receipt: 'receipt-issued', creditNote: 'credit-note-issued' } as const;
const recordKinds = new Set<string>(Object.values(RECORD_NOTICE_KINDS));
export const isRecordNotice = (kind: string) => recordKinds.has(kind);

/**
 * A notice's text in whichever language it is read in: `(i18n) => i18n._(msg\`Your story was published.\`)`, with
 * SQL inside when it names something the batch reads (`sql\`${name} || ${i18n._(msg\`...\`)}\``).
 */
export type NoticeText = (i18n: I18n) => string | SQL;

/** What a notice says. Each field may be SQL, evaluated inside the batch (say the id of a row inserted just before). */
export type NoticeContent = {
  /** A short machine-readable tag, e.g. 'story-published'. */
  kind: string;
  /**
   * Names this notice (its kind and what it is about, e.g. `session-cancelled:12`). The member's id is appended, and
   * a member gets one notice per key and channel: give a repeatable event its occurrence (a time) in the key.
   */
  key: string | SQL;
  /**
   * One or two sentences, the same on every channel. A `NoticeText` is written in each recipient's language, read
   * from their profile inside the statement that writes the notice (decision 042): the text is kept as written, so a
   * notice reads the same in the app, an email and WhatsApp, and a fan-out to many members reads nothing first.
   */
  text: string | SQL | NoticeText;
  /** An in-app path to open, e.g. '/success-stories'; outside the app it becomes a full URL. */
  link?: string | SQL | null;
  /** When it should go out (default: now). */
  dueAt?: Date;
};

const CHANNEL_ON: Record<NotificationChannelName, SQL | undefined> = {
  in_app: undefined,
  // No preferences row: email on, WhatsApp off (schema/db/notifications.ts).
  email: sql`coalesce(${notificationPreferences.emailEnabled}, 1) = 1`,
  whatsapp: sql`coalesce(${notificationPreferences.whatsappEnabled}, 0) = 1`,
};

const value = (v: string | SQL | null | undefined) => (v === undefined || v === null ? sql`null` : sql`${v}`);

/** The text in the language of the `users` row the statement selects: one CASE over the app's languages. */
function inRecipientLanguage(text: string | SQL | NoticeText): SQL {
  if (typeof text !== 'function') return value(text);
  const [source, ...others] = APP_LANGUAGES;
  const branches = others.map((language) => sql` when ${language} then ${value(text(i18nFor(language)))}`);
  return sql`(case ${users.language}${sql.join(branches)} else ${value(text(i18nFor(source)))} end)`;
}

/**
 * One outbox row for an INSERT ... SELECT whose source has a `users` row (and the member's preferences joined):
 * every column in table order, as drizzle lists them.
 */
export function outboxRow(
  channel: NotificationChannelName,
  notice: NoticeContent & { sessionId?: SQLiteColumn | null },
) {
  const due = (notice.dueAt ?? new Date()).toISOString();
  return {
    id: sql<number>`null`.as('id'),
    userId: users.id,
    channel: sql<string>`${channel}`.as('channel'),
    kind: sql<string>`${notice.kind}`.as('kind'),
    dedupeKey: sql<string>`${value(notice.key)} || ':' || ${users.id}`.as('dedupe_key'),
    text: sql<string>`${inRecipientLanguage(notice.text)}`.as('text'),
    link: sql<string | null>`${value(notice.link)}`.as('link'),
    sessionId: sql<number | null>`${notice.sessionId ?? sql`null`}`.as('session_id'),
    dueAt: sql<string>`${due}`.as('due_at'),
    status: sql<string>`'pending'`.as('status'),
    attempts: sql<number>`0`.as('attempts'),
    nextAttemptAt: sql<string>`${due}`.as('next_attempt_at'),
    claimToken: sql<string | null>`null`.as('claim_token'),
    claimedUntil: sql<string | null>`null`.as('claimed_until'),
    sentAt: sql<string | null>`null`.as('sent_at'),
    lastError: sql<string | null>`null`.as('last_error'),
    createdAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as('created_at'),
  };
}

/** The condition a channel's rows need, on a source that joins the member's preferences. */
export const channelChosen = (channel: NotificationChannelName) => CHANNEL_ON[channel];

/** A row written twice (same dedupe key and channel) stays one row. */
export const KEEP_FIRST = { target: [notificationOutbox.dedupeKey, notificationOutbox.channel] };

function statementsFor(db: Db, notice: NoticeContent, who: SQL) {
  const forChannel = (channel: NotificationChannelName) =>
    db
      .insert(notificationOutbox)
      .select(
        db
          .select(outboxRow(channel, notice))
          .from(users)
          .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
          .where(and(who, channelChosen(channel))),
      )
      .onConflictDoNothing(KEEP_FIRST);
  // In-app first: its `meta.changes` is the number of members told.
  return [forChannel('in_app'), forChannel('email'), forChannel('whatsapp')] as const;
}

/**
 * The statements that tell one member something, for the `db.batch` of the change it announces (spread them in:
 * `db.batch([change, ...noticeStatements(db, { userId, kind, key, text, link })])`).
 */
export function noticeStatements(db: Db, notice: NoticeContent & { userId: string }) {
  return statementsFor(db, notice, eq(users.id, notice.userId));
}

/**
 * The statements that tell everyone a query names, however many, for the change's batch: `recipients` is a subquery
 * answering user ids, read when the batch runs (e.g. the participants of a session at the moment it is cancelled).
 * The first statement's `meta.changes` is the number of members told.
 */
export function fanOutNoticeStatements(db: Db, notice: NoticeContent & { recipients: SQL }) {
  return statementsFor(db, notice, sql`${users.id} in (${notice.recipients})`);
}
