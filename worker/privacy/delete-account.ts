import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PaymentProviderName } from '../../schema/contract/coaching.ts';
import {
  ACCOUNT_DELETION_MESSAGES,
  DELETED_USER_NAME,
  RETENTION,
  type AccountDeleted,
  type DeleteAccountInput,
  type DeletionCheck,
} from '../../schema/contract/privacy.ts';
import { SESSION_CANCELLED_NOTICE_KIND, effectiveSessionStatus } from '../../schema/contract/sessions-rules.ts';
import { formatSastDateTime } from '../../schema/contract/share.ts';
import { sessionCancelledText } from '../outbox/notice-texts.ts';
import { coachingFiles, signIns, groupSessions, images, mentors, users } from '../../schema/db/index.ts';
import { verifyPassword } from '../auth/password.ts';
import { recordSignInAttempt, type SignInClient } from '../auth/sign-in-limits.ts';
import { renewingSubscriptions, stopRenewals } from '../billing/subscriptions.ts';
import { rawStatement, type Db } from '../db/client.ts';
import { HttpError, unauthorized } from '../http/errors.ts';
import { fanOutNoticeStatements, type NoticeText } from '../outbox/outbox.ts';
import type { PaymentProvider } from '../payments/provider.ts';

/*
 * Deletion (POPIA s 24; docs/decisions/020-popia-export-and-deletion.md). The account's row is deleted, and every
 * row that points at it goes with it (ON DELETE CASCADE) or loses the pointer (SET NULL), except what must outlive
 * it. That is moved to a new anonymised row, the tombstone ('Deleted user', a fresh id that appears nowhere else, and
 * no real email, password or provider subject to sign in with), so the member's id is left nowhere:
 *
 * - messages others read (room chat, coaching chat, and the coaching conversations they belong to), which then show
 *   DELETED_USER_NAME as their author;
 * - a coach's mentor profile, emptied and unlisted, while coaching conversations, ledger lines or payouts hang on it;
 * - payment records (coaching subscriptions, paid-seat holds): amounts, dates and provider references, no name or
 *   email, for tax law (RETENTION.paymentRecordYears; the daily cron deletes them after that).
 *
 * Money records (payments, receipts and credit notes) stay too, for the same tax law, but are not moved to the
 * tombstone: they are the operator's books, which the ledger sums (docs/decisions/034-money-ledger.md), so they point
 * at nobody (their user id is cleared) and the name and email printed on each receipt and credit note are erased, as
 * the privacy notice promises ("without your name or email"); the amount, date, what was bought and the provider's
 * reference remain. A coach's payout account (bank details) goes: nothing can be paid to a deleted account.
 *
 * The erasure is ONE D1 batch (atomic), keyed by the member's id, so a retry after a failure starts again from an
 * untouched account, and a retry after success finds nothing (the session is gone, and every statement matches no
 * row; the tombstone is only made while the account still exists). The steps before it (stopping renewals, closing
 * sockets, deleting pictures and shared coaching files from R2) are each safe to repeat.
 *
 * Round trips (decision 022): everything the deletion reads goes at once, beside the session check; then the password
 * attempt's conditional insert, which must be counted before the password is checked (decision 015); then the
 * erasure. Three with a password, two without.
 */

/**
 * The columns whose rows outlive the account, moved to the tombstone: what others read, and the payment records
 * (counted for the confirmation). The tombstone is dropped again when none of them had a row.
 */
const KEPT_FOR_OTHERS = [
  ['room_messages', 'user_id'],
  ['coaching_messages', 'sender_id'],
  ['coaching_messages', 'receiver_id'],
  ['coaching_connections', 'mentee_id'],
  ['coaching_calls', 'mentee_id'],
  ['mentors', 'user_id'],
] as const;
const KEPT_PAYMENT_RECORDS = [
  ['coaching_subscriptions', 'user_id'],
  ['event_seat_holds', 'user_id'],
] as const;
const KEPT_REFERENCES = [...KEPT_FOR_OTHERS, ...KEPT_PAYMENT_RECORDS];

/** How a complaint the member filed keeps its contact line (the database wants at least five characters there). */
const ERASED_CONTACT = 'Account deleted';

/** `GET /api/me/deletion`: an account with a password confirms with it; one without (OpenID Connect) with its email. */
export async function deletionCheck(db: Db, userId: string): Promise<DeletionCheck> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw unauthorized();
  return { confirmWith: row.passwordHash ? 'password' : 'email' };
}

export type AccountDeletion = {
  db: Db;
  bucket: R2Bucket;
  /** Who is typing the password: a wrong one counts against the sign-in limits like a failed sign-in. */
  client: SignInClient;
  providerFor: (name: PaymentProviderName) => PaymentProvider;
  /** Reads where the account's live sockets are, answering how to close those of one session. */
  liveSocketsOf: (userId: string) => Promise<(signInHash: string) => Promise<void>>;
  now?: Date;
};

/**
 * `DELETE /api/me`: confirms it is the member (password, or email without one), stops subscription renewals at the
 * provider, closes the account's live sockets, removes its pictures and the files it shared in coaching conversations
 * from R2 and erases the account in one batch.
 */
export async function deleteAccount(
  services: AccountDeletion,
  user: { id: string; email: string },
  input: DeleteAccountInput,
): Promise<AccountDeleted> {
  const { db, bucket, now = new Date() } = services;
  // Every read at once; nothing is changed (or closed, or stopped) before the member is confirmed.
  const [[[account], renewing, sessions, ownImages, sharedFiles, hosted], closeSocketsOf] = await Promise.all([
    db.batch([
      db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1),
      renewingSubscriptions(db, user.id),
      db.select({ hash: signIns.tokenHash }).from(signIns).where(eq(signIns.userId, user.id)),
      db.select({ key: images.key }).from(images).where(eq(images.ownerId, user.id)),
      db.select({ key: coachingFiles.r2Key }).from(coachingFiles).where(eq(coachingFiles.uploaderId, user.id)),
      db
        .select({
          id: groupSessions.id,
          title: groupSessions.title,
          scheduledAt: groupSessions.scheduledAt,
          durationMinutes: groupSessions.durationMinutes,
          status: groupSessions.status,
        })
        .from(groupSessions)
        .innerJoin(mentors, eq(mentors.id, groupSessions.mentorId))
        .where(and(eq(mentors.userId, user.id), eq(groupSessions.status, 'scheduled')))
        .orderBy(groupSessions.id),
    ]),
    services.liveSocketsOf(user.id),
  ]);
  if (!account) throw unauthorized();
  await confirmIdentity(db, user, account.passwordHash, input, services.client, now);
  await stopRenewals(renewing, services.providerFor);

  // Before the batch, while the memberships that found the sockets still exist. A socket opened in the moment between
  // closes at its object's next re-check, which finds the session deleted (decision 016).
  await Promise.all(sessions.map(({ hash }) => closeSocketsOf(hash)));
  // Pictures and shared files first: once their rows are gone nothing would find them again.
  const removedKeys = [...ownImages, ...sharedFiles].map(({ key }) => key);
  if (removedKeys.length > 0) await bucket.delete(removedKeys);

  const cancelledSessions = hosted
    .filter((s) => effectiveSessionStatus(s.status, s.scheduledAt, s.durationMinutes, now) === 'scheduled')
    .map((s) => ({ id: s.id, text: sessionCancelledText(s.title, formatSastDateTime(s.scheduledAt)) }));
  const erased = await eraseAccount(db, { userId: user.id, email: user.email, cancelledSessions, now });

  // Pictures and files uploaded while this request ran.
  const lateKeys = erased.storedKeys.filter((key) => !removedKeys.includes(key));
  if (lateKeys.length > 0) await bucket.delete(lateKeys);
  return { deleted: true, keptPaymentRecords: erased.keptPaymentRecords };
}

/** The password (recorded first, under the sign-in limits), or the account's email when it has no password. */
async function confirmIdentity(
  db: Db,
  user: { id: string; email: string },
  passwordHash: string | null,
  input: DeleteAccountInput,
  client: SignInClient,
  now: Date,
): Promise<void> {
  if (!passwordHash) {
    const typed = input.email?.trim().toLowerCase() ?? '';
    if (!typed) throw refusal(400, 'email', ACCOUNT_DELETION_MESSAGES.emailRequired);
    if (typed !== user.email.toLowerCase()) throw refusal(403, 'email', ACCOUNT_DELETION_MESSAGES.wrongEmail);
    return;
  }
  if (!input.password) throw refusal(400, 'password', ACCOUNT_DELETION_MESSAGES.passwordRequired);
  // Someone holding only a session (a phone left signed in) must not be able to guess the password here freely.
  await recordSignInAttempt(db, user.email, client, now);
  if (!(await verifyPassword(input.password, passwordHash))) {
    throw refusal(403, 'password', ACCOUNT_DELETION_MESSAGES.wrongPassword);
  }
}

const refusal = (status: 400 | 403, path: string, message: string) =>
  new HttpError(status, message, [{ path, message }]);

/**
 * The erasure itself, as one atomic D1 batch (see the top of this file). `cancelledSessions` are the member's group
 * sessions still ahead, with the notice each one's participants get.
 */
export async function eraseAccount(
  db: Db,
  input: { userId: string; email: string; cancelledSessions: { id: number; text: NoticeText }[]; now: Date },
): Promise<{ keptPaymentRecords: number; storedKeys: string[] }> {
  const { userId, email, now } = input;
  const at = now.toISOString();
  const tombstone = crypto.randomUUID();
  const myMentorIds = sql`(SELECT id FROM mentors WHERE user_id = ${userId})`;

  const moveTo = ([table, column]: readonly [string, string]) =>
    sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${tombstone}
      WHERE ${sql.identifier(column)} = ${userId}`;
  const keep = KEPT_FOR_OTHERS.map(moveTo);
  const keepPayments = KEPT_PAYMENT_RECORDS.map(moveTo);
  const keepMoney = sql`UPDATE payments SET user_id = NULL WHERE user_id = ${userId}`;
  const deleteImages = sql`DELETE FROM images WHERE owner_id = ${userId} RETURNING key`;
  // The files the member shared go from both conversations (the rows would go with the account anyway), so their keys
  // are known.
  const deleteSharedFiles = sql`DELETE FROM coaching_files WHERE uploader_id = ${userId} RETURNING r2_key AS key`;

  const statements: SQL[] = [
    // The tombstone, only while the account exists (a retry after success makes none).
    sql`INSERT INTO users (id, email, first_name, last_name, role, created_at, deleted_at)
      SELECT ${tombstone}, ${`${tombstone}@deleted.invalid`}, ${DELETED_USER_NAME}, '', 'member', ${at}, ${at}
      WHERE EXISTS (SELECT 1 FROM users WHERE id = ${userId})`,

    // Hosting ends: participants and people waiting for sessions still ahead are told (on their channels), then the sessions go (with their seats and
    // ratings) whether or not the mentor profile itself has to stay.
    ...input.cancelledSessions.flatMap((session) =>
      fanOutNoticeStatements(db, {
        kind: SESSION_CANCELLED_NOTICE_KIND,
        key: `${SESSION_CANCELLED_NOTICE_KIND}:${session.id}`,
        text: session.text,
        link: '/group-sessions',
        recipients: sql`SELECT user_id FROM session_participants WHERE session_id = ${session.id}
          UNION SELECT user_id FROM session_waitlist WHERE session_id = ${session.id}`,
      }).map((statement) => statement.getSQL()),
    ),
    sql`DELETE FROM group_sessions WHERE mentor_id IN ${myMentorIds}`,
    sql`DELETE FROM mentor_connections WHERE mentor_id IN ${myMentorIds}`,
    // The mentor profile goes unless coaching conversations or the coach's money records (earnings, payouts) hang on
    // it; then it stays, emptied and unlisted.
    sql`DELETE FROM mentors WHERE user_id = ${userId}
      AND NOT EXISTS (SELECT 1 FROM coaching_connections cc WHERE cc.mentor_id = mentors.id)
      AND NOT EXISTS (SELECT 1 FROM ledger_lines l WHERE l.mentor_id = mentors.id)
      AND NOT EXISTS (SELECT 1 FROM coach_payouts p WHERE p.mentor_id = mentors.id)`,
    sql`DELETE FROM mentor_categories WHERE mentor_id IN ${myMentorIds}`,
    sql`DELETE FROM mentor_journey_paths WHERE mentor_id IN ${myMentorIds}`,
    sql`UPDATE mentors SET name = ${DELETED_USER_NAME}, title = '', profile_image = NULL, description = '',
        experience = '', years_of_freedom = 0, is_active = 0, location = '', journey_path = '', category = '',
        skills = '[]', updated_at = ${at}
      WHERE user_id = ${userId}`,
    // A coach's hours go; calls still booked on either side are called off (the record of each call stays).
    sql`DELETE FROM coach_availability WHERE mentor_id IN ${myMentorIds}`,
    sql`UPDATE coaching_calls SET status = 'cancelled', counts = 0, updated_at = ${at},
        cancelled_by = CASE WHEN mentee_id = ${userId} THEN 'subscriber' ELSE 'coach' END
      WHERE status = 'booked' AND (mentee_id = ${userId} OR mentor_id IN ${myMentorIds})`,
    // Conversations stay readable for the other person, but nobody can write in them again.
    sql`UPDATE coaching_connections SET status = 'ended'
      WHERE mentee_id = ${userId} OR mentor_id IN ${myMentorIds}`,

    // Payment records keep amounts, dates and provider references; renewals were stopped at the provider already.
    sql`UPDATE coaching_subscriptions SET cancel_at_period_end = 1
      WHERE user_id = ${userId} AND status IN ('active', 'past_due')`,
    sql`UPDATE event_seat_holds
      SET checkout_url = NULL, status = CASE status WHEN 'held' THEN 'released' ELSE status END
      WHERE user_id = ${userId}`,
    keepMoney,
    sql`UPDATE money_documents SET user_id = NULL, payer_name = ${DELETED_USER_NAME}, payer_email = ''
      WHERE user_id = ${userId}`,
    sql`DELETE FROM coach_payout_accounts WHERE mentor_id IN ${myMentorIds}`,

    // Kept rows move to the tombstone.
    ...keep,
    ...keepPayments,

    // Rows whose link to the account is SET NULL would keep what they say about the member: erase that first.
    sql`DELETE FROM success_stories WHERE user_id = ${userId}`,
    // What they suggested for our translations was their own words; the texts are fixed already or can be again.
    sql`DELETE FROM wording_suggestions WHERE member_id = ${userId}`,
    // An open investigation must not vanish with the complainant, so the complaint stays, without who filed it.
    sql`UPDATE complaints SET complainant_id = NULL, full_name = ${DELETED_USER_NAME},
        contact_details = ${ERASED_CONTACT}, updated_at = ${at}
      WHERE complainant_id = ${userId}`,
    deleteImages,
    deleteSharedFiles,
    // Rows found by email address rather than by id.
    sql`DELETE FROM login_attempts WHERE email = ${email}`,
    sql`DELETE FROM pending_sign_ups WHERE email = ${email}`,

    // Everything else goes with the account (ON DELETE CASCADE) or forgets it (SET NULL).
    sql`DELETE FROM users WHERE id = ${userId}`,
    sql`DELETE FROM users WHERE id = ${tombstone} AND ${sql.join(
      KEPT_REFERENCES.map(
        ([table, column]) =>
          sql`NOT EXISTS (SELECT 1 FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${tombstone})`,
      ),
      sql` AND `,
    )}`,
  ];

  const results = await db.$client.batch<{ key: string }>(statements.map((statement) => rawStatement(db, statement)));
  const resultOf = (statement: SQL) => results[statements.indexOf(statement)]!;
  return {
    keptPaymentRecords: [...keepPayments, keepMoney].reduce(
      (sum, statement) => sum + resultOf(statement).meta.changes,
      0,
    ),
    storedKeys: [deleteImages, deleteSharedFiles].flatMap((statement) =>
      resultOf(statement).results.map((row) => row.key),
    ),
  };
}

/**
 * The daily cron: payment records of deleted accounts are deleted once kept as long as tax law needs
 * (RETENTION.paymentRecordYears after their last change), and with them any tombstone nothing refers to any more.
 */
export async function deleteExpiredRecordsOfDeletedAccounts(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RETENTION.paymentRecordYears);
  const tombstones = sql`(SELECT id FROM users WHERE deleted_at IS NOT NULL)`;
  const unreferenced = sql.join(
    KEPT_REFERENCES.map(
      ([table, column]) =>
        sql`NOT EXISTS (SELECT 1 FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = users.id)`,
    ),
    sql` AND `,
  );
  await db.$client.batch([
    ...KEPT_PAYMENT_RECORDS.map(([table, column]) =>
      rawStatement(
        db,
        sql`DELETE FROM ${sql.identifier(table)}
          WHERE ${sql.identifier(column)} IN ${tombstones} AND updated_at < ${cutoff.toISOString()}`,
      ),
    ),
    rawStatement(db, sql`DELETE FROM users WHERE deleted_at IS NOT NULL AND ${unreferenced}`),
  ]);
}
