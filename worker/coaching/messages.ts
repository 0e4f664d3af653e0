import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  COACHING_MESSAGES,
  type CoachingConnection,
  type CoachingMessage,
  type CoachingMessagePage,
} from '../../schema/contract/coaching.ts';
import {
  COMMUNITY_MESSAGES,
  MESSAGE_RATE_LIMIT,
  MESSAGE_RATE_WINDOW_MS,
} from '../../schema/contract/community-rules.ts';
import { coachingConnections, coachingFiles, coachingMessages } from '../../schema/db/index.ts';
import { sharingAllowed, sharingRefusal } from '../consents/sharing.ts';
import type { Db } from '../db/client.ts';
import { HttpError, tooManyRequests } from '../http/errors.ts';
import { firstMessageOfDayNoticeStatements } from './notices.ts';
import { activeSubscriptionOf, hasActiveSubscription, requireParty, writeThenView, type Party } from './connections.ts';

/** Sending needs the subscriber's active subscription; the refusal is the spec's toast, word for word. */
export const COACHING_REQUIRED = `${COACHING_MESSAGES.coachingRequired}: ${COACHING_MESSAGES.coachingRequiredText}`;

const messageColumns = {
  id: coachingMessages.id,
  connectionId: coachingMessages.connectionId,
  senderId: coachingMessages.senderId,
  receiverId: coachingMessages.receiverId,
  content: coachingMessages.content,
  messageType: coachingMessages.messageType,
  createdAt: coachingMessages.createdAt,
  readAt: coachingMessages.readAt,
};

/** A message as history reads it, with a file message's file (null for text, and once its uploader deleted it). */
const messageWithFileColumns = {
  ...messageColumns,
  fileId: coachingFiles.id,
  fileName: coachingFiles.fileName,
  fileContentType: coachingFiles.contentType,
  fileSizeBytes: coachingFiles.sizeBytes,
};

type MessageRow = {
  id: number;
  connectionId: number;
  senderId: string;
  receiverId: string;
  content: string;
  messageType: string;
  createdAt: string;
  readAt: string | null;
  fileId?: number | null;
  fileName?: string | null;
  fileContentType?: string | null;
  fileSizeBytes?: number | null;
};

function toMessage({
  fileId,
  fileName,
  fileContentType,
  fileSizeBytes,
  messageType,
  ...row
}: MessageRow): CoachingMessage {
  if (messageType !== 'file') return { ...row, messageType: 'text' };
  const file =
    fileId != null && fileName != null && fileContentType != null && fileSizeBytes != null
      ? { id: fileId, name: fileName, contentType: fileContentType, sizeBytes: fileSizeBytes }
      : null;
  return { ...row, messageType: 'file', file };
}

/**
 * `GET /api/messages?connectionId=`: the two parties only (404 for anyone else), also after the connection ended
 * or the subscription lapsed (history stays readable). Without `after`: newest first, `before` pages back. With
 * `after`: everything newer than that id, oldest first (what a client missed while its socket was down).
 */
export async function listMessages(
  db: Db,
  {
    userId,
    connectionId,
    before,
    after,
    limit,
  }: { userId: string; connectionId: number; before?: number; after?: number; limit: number },
): Promise<CoachingMessagePage> {
  await requireParty(db, { connectionId, userId });
  const conversation = eq(coachingMessages.connectionId, connectionId);
  if (after !== undefined) {
    const rows = await db
      .select(messageWithFileColumns)
      .from(coachingMessages)
      .leftJoin(coachingFiles, eq(coachingFiles.messageId, coachingMessages.id))
      .where(and(conversation, gt(coachingMessages.id, after)))
      .orderBy(asc(coachingMessages.id))
      .limit(limit);
    return { items: rows.map(toMessage), nextBefore: null };
  }
  const rows = await db
    .select(messageWithFileColumns)
    .from(coachingMessages)
    .leftJoin(coachingFiles, eq(coachingFiles.messageId, coachingMessages.id))
    .where(before === undefined ? conversation : and(conversation, lt(coachingMessages.id, before)))
    .orderBy(desc(coachingMessages.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map(toMessage);
  return { items, nextBefore: rows.length > limit ? items[items.length - 1]!.id : null };
}

/**
 * The spec's receiver rule (section 6), seen from the sender's side of the connection: the coach writes to the
 * connection's menteeId; the subscriber writes to "the mentor's id as text" (the coach's user id is accepted too).
 * Anything else is refused. Returns the receiver's USER id, which is what is stored.
 */
export function receiverFor(party: Party, receiverId: string): string {
  if (party.role === 'coach') {
    if (receiverId === party.menteeId) return party.menteeId;
  } else if (receiverId === String(party.mentorId) || receiverId === party.coachUserId) {
    return party.coachUserId;
  }
  throw new HttpError(400, COACHING_MESSAGES.wrongReceiver);
}

/**
 * `POST /api/messages`: stores one message, which the caller then publishes. ONE conditional INSERT holds every rule
 * that can change under concurrency: the sender may chat (not under 18 without a guardian's consent: decision 021),
 * the connection is active, the subscriber's subscription is active, and the sender has sent fewer than
 * MESSAGE_RATE_LIMIT messages in this conversation within the window (as room chat). Only when nothing went in do we
 * read, to choose the refusal.
 */
export async function storeMessage(
  db: Db,
  {
    userId,
    connectionId,
    receiverId,
    content,
    now = new Date(),
  }: { userId: string; connectionId: number; receiverId: string; content: string; now?: Date },
): Promise<CoachingMessage> {
  const party = await requireParty(db, { connectionId, userId });
  const receiver = receiverFor(party, receiverId);
  const since = new Date(now.getTime() - MESSAGE_RATE_WINDOW_MS).toISOString();
  // The rate count walks only the conversation's newest 2 × limit messages (its (connection_id, id) index): while
  // the limit holds, both parties together cannot have more than that within one window. The receiver's notice of the
  // day's first message goes in the same batch (written only when this message went in).
  const [inserted] = await db.batch([
    db
      .insert(coachingMessages)
      .select(
        sql`SELECT null, ${connectionId}, ${userId}, ${receiver}, ${content}, 'text', null, ${now.toISOString()}
    WHERE EXISTS (SELECT 1 FROM ${coachingConnections}
                  WHERE ${coachingConnections.id} = ${connectionId} AND ${coachingConnections.status} = 'active')
      AND ${activeSubscriptionOf(party.menteeId)}
      AND (SELECT count(*) FROM (SELECT sender_id, created_at FROM ${coachingMessages}
                                 WHERE connection_id = ${connectionId} ORDER BY id DESC LIMIT ${2 * MESSAGE_RATE_LIMIT})
           WHERE sender_id = ${userId} AND created_at > ${since}) < ${MESSAGE_RATE_LIMIT}
      AND ${sharingAllowed(userId)}`,
      )
      .returning(messageColumns),
    ...firstMessageOfDayNoticeStatements(db, { connectionId, senderId: userId, receiverId: receiver, now }),
  ]);
  const row = inserted[0];
  if (row) return toMessage(row);

  const refusal = await sharingRefusal(db, userId);
  if (refusal) throw refusal;
  const [connection] = await db
    .select({ status: coachingConnections.status })
    .from(coachingConnections)
    .where(eq(coachingConnections.id, connectionId));
  if (connection?.status !== 'active') throw new HttpError(409, COACHING_MESSAGES.connectionNotActive);
  if (!(await hasActiveSubscription(db, party.menteeId))) throw new HttpError(403, COACHING_REQUIRED);
  throw tooManyRequests(COMMUNITY_MESSAGES.tooFast, MESSAGE_RATE_WINDOW_MS / 1000);
}

/**
 * `POST /api/coaching-connections/:id/read`: marks every message to the caller in that conversation read, and answers
 * the connection as it is then with the highest id it marked (for the `read` event), or null when nothing was unread.
 */
export async function markRead(
  db: Db,
  { userId, connectionId, now = new Date() }: { userId: string; connectionId: number; now?: Date },
): Promise<{ upToId: number | null; connection: CoachingConnection }> {
  await requireParty(db, { connectionId, userId });
  const { written: marked, connection } = await writeThenView(db, {
    connectionId,
    userId,
    write: db
      .update(coachingMessages)
      .set({ readAt: now.toISOString() })
      .where(
        and(
          eq(coachingMessages.connectionId, connectionId),
          eq(coachingMessages.receiverId, userId),
          isNull(coachingMessages.readAt),
        ),
      )
      .returning({ id: coachingMessages.id }),
  });
  const upToId = marked.reduce<number | null>((top, m) => (top === null || m.id > top ? m.id : top), null);
  return { upToId, connection };
}
