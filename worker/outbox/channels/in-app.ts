import { and, eq, sql } from 'drizzle-orm';
import { notificationOutbox, notifications } from '../../../schema/db/index.ts';
import type { Db } from '../../db/client.ts';
import type { NotificationChannel, OutgoingNotice } from './channel.ts';

/**
 * In-app notices: the `notifications` row the screens read (GET /api/notifications). The row is written and the outbox
 * row marked sent in one batch, both only while this sender's claim holds, so a notice appears exactly once even when
 * two senders picked up the same row after a claim ran out.
 */
export class InAppChannel implements NotificationChannel {
  readonly name = 'in_app';
  readonly mode = 'provider';
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async deliver(notice: OutgoingNotice): Promise<void> {
    const db = this.#db;
    const stillClaimed = and(
      eq(notificationOutbox.id, notice.outboxId),
      eq(notificationOutbox.claimToken, notice.claimToken),
    );
    await db.batch([
      // Every column in table order, as drizzle lists them for an INSERT ... SELECT.
      db.insert(notifications).select(
        db
          .select({
            id: sql<number>`null`.as('id'),
            userId: notificationOutbox.userId,
            kind: notificationOutbox.kind,
            text: sql<string>`${notice.text}`.as('text'),
            link: notificationOutbox.link,
            readAt: sql<string | null>`null`.as('read_at'),
            createdAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as('created_at'),
          })
          .from(notificationOutbox)
          .where(stillClaimed),
      ),
      db
        .update(notificationOutbox)
        .set({
          status: 'sent',
          sentAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
          claimToken: null,
          claimedUntil: null,
        })
        .where(stillClaimed),
    ]);
  }
}
