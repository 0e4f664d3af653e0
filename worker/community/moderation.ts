import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { communityRooms, roomMembers, roomMessageReports, roomMessages, users } from '../../schema/db/index.ts';
import { auditStatement } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { assertRoomMember } from './rooms.ts';

/** A member flags a message in a room they belong to. Reporting twice is harmless (one report per reporter). */
export async function reportMessage(db: Db, input: { messageId: number; reporterId: string; reason: string }) {
  // The message, its room and the reporter's membership in one read (it travels beside the session check).
  const [message] = await db
    .select({
      hiddenAt: roomMessages.hiddenAt,
      isArchived: communityRooms.isArchived,
      isMember: sql<number>`exists (select 1 from ${roomMembers} where ${roomMembers.roomId} = ${roomMessages.roomId}
        and ${roomMembers.userId} = ${input.reporterId})`,
    })
    .from(roomMessages)
    .innerJoin(communityRooms, eq(communityRooms.id, roomMessages.roomId))
    .where(eq(roomMessages.id, input.messageId))
    .limit(1);
  if (!message || message.hiddenAt) throw notFound('Message');
  assertRoomMember(message, Boolean(message.isMember));
  const inserted = await db
    .insert(roomMessageReports)
    .values({ messageId: input.messageId, reporterId: input.reporterId, reason: input.reason })
    .onConflictDoNothing()
    .returning({ id: roomMessageReports.id });
  return { created: inserted.length > 0 };
}

const reporters = alias(users, 'reporters');
const authors = alias(users, 'authors');

/** The moderation queue: open reports with the message and who wrote and reported it. */
export async function listOpenReports(db: Db) {
  return db
    .select({
      id: roomMessageReports.id,
      reason: roomMessageReports.reason,
      createdAt: roomMessageReports.createdAt,
      reporter: { id: reporters.id, firstName: reporters.firstName, lastName: reporters.lastName },
      message: {
        id: roomMessages.id,
        roomId: roomMessages.roomId,
        content: roomMessages.content,
        createdAt: roomMessages.createdAt,
      },
      author: { id: authors.id, firstName: authors.firstName, lastName: authors.lastName },
    })
    .from(roomMessageReports)
    .innerJoin(roomMessages, eq(roomMessages.id, roomMessageReports.messageId))
    .innerJoin(reporters, eq(reporters.id, roomMessageReports.reporterId))
    .innerJoin(authors, eq(authors.id, roomMessages.userId))
    .where(eq(roomMessageReports.status, 'open'))
    .orderBy(desc(roomMessageReports.createdAt))
    .limit(200);
}

/** Hides a message for everyone (the caller then tells the room's live clients) and closes its reports. */
export async function hideMessage(db: Db, input: { messageId: number; adminId: string }, now = new Date()) {
  const at = now.toISOString();
  const [message] = await db.select().from(roomMessages).where(eq(roomMessages.id, input.messageId)).limit(1);
  if (!message) throw notFound('Message');
  if (message.hiddenAt) throw new HttpError(409, 'This message is already hidden.');
  await db.batch([
    db
      .update(roomMessages)
      .set({ hiddenAt: at, hiddenBy: input.adminId })
      .where(and(eq(roomMessages.id, input.messageId), isNull(roomMessages.hiddenAt))),
    db
      .update(roomMessageReports)
      .set({ status: 'actioned', resolvedBy: input.adminId, resolvedAt: at })
      .where(and(eq(roomMessageReports.messageId, input.messageId), eq(roomMessageReports.status, 'open'))),
    auditStatement(db, {
      adminId: input.adminId,
      action: 'room_message.hide',
      targetType: 'room_message',
      targetId: input.messageId,
    }),
  ]);
  return { roomId: message.roomId };
}

/** Dismisses one report: the message stays visible. */
export async function dismissReport(db: Db, input: { reportId: number; adminId: string }, now = new Date()) {
  const [report] = await db.select().from(roomMessageReports).where(eq(roomMessageReports.id, input.reportId)).limit(1);
  if (!report) throw notFound('Report');
  if (report.status !== 'open') throw new HttpError(409, 'This report has already been handled.');
  await db.batch([
    db
      .update(roomMessageReports)
      .set({ status: 'dismissed', resolvedBy: input.adminId, resolvedAt: now.toISOString() })
      .where(eq(roomMessageReports.id, input.reportId)),
    auditStatement(db, {
      adminId: input.adminId,
      action: 'room_report.dismiss',
      targetType: 'room_message_report',
      targetId: input.reportId,
    }),
  ]);
}
