import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Notification, NotificationPage } from '../../schema/contract/notifications.ts';
import { notifications } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { IdCursorSchema, pageOf } from '../db/keyset.ts';
import { readCursor } from '../http/cursor.ts';
import { notFound } from '../http/errors.ts';

/*
 * The in-app notices as members read them. They are written by the notification sender (the in-app channel,
 * channels/in-app.ts) from the outbox, never directly: a notice is written with `noticeStatements` (outbox.ts).
 */

const fields = {
  id: notifications.id,
  kind: notifications.kind,
  text: notifications.text,
  link: notifications.link,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

/** The member's notices, newest first (keyset on id), and how many are unread. */
export async function listNotifications(
  db: Db,
  userId: string,
  query: { limit: number; cursor?: string },
): Promise<NotificationPage> {
  const beforeId = query.cursor ? readCursor(query.cursor, IdCursorSchema)[0] : undefined;
  const mine = eq(notifications.userId, userId);
  const [rows, [unread]] = await db.batch([
    db
      .select(fields)
      .from(notifications)
      .where(beforeId === undefined ? mine : and(mine, lt(notifications.id, beforeId)))
      .orderBy(desc(notifications.id))
      .limit(query.limit + 1),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt))),
  ]);
  const page = pageOf(
    rows,
    query.limit,
    (row): Notification => row,
    (row) => [row.id],
  );
  return { ...page, unreadCount: unread?.n ?? 0 };
}

/** Marks one of the member's own notices read (idempotent); someone else's notice is a 404, as a missing one. */
export async function markNotificationRead(
  db: Db,
  userId: string,
  id: number,
  now = new Date(),
): Promise<Notification> {
  const own = and(eq(notifications.id, id), eq(notifications.userId, userId));
  // One trip: the notice is read back in the update's batch.
  const [, [row]] = await db.batch([
    db
      .update(notifications)
      .set({ readAt: now.toISOString() })
      .where(and(own, isNull(notifications.readAt))),
    db.select(fields).from(notifications).where(own).limit(1),
  ]);
  if (!row) throw notFound('Notification');
  return row;
}

/** Marks every unread notice of the member read; answers how many changed. */
export async function markAllNotificationsRead(db: Db, userId: string, now = new Date()) {
  const changed = await db
    .update(notifications)
    .set({ readAt: now.toISOString() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: changed.length };
}
