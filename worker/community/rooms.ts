import { and, asc, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  COMMUNITY_MESSAGES,
  MESSAGE_RATE_LIMIT,
  MESSAGE_RATE_WINDOW_MS,
  type Room,
  type RoomMessage,
  type RoomMessagePage,
} from '../../schema/contract/community.ts';
import { signIns, communityRooms, roomMembers, roomMessages, users } from '../../schema/db/index.ts';
import { liveSignInAmong } from '../auth/sign-in.ts';
import { sharingAllowed, sharingAnswersOf, sharingRefusalOf } from '../consents/sharing.ts';
import type { Db } from '../db/client.ts';
import { HttpError, notFound, tooManyRequests } from '../http/errors.ts';

/** Rooms with live member counts and whether the caller has joined. */
function selectRooms(db: Db, userId: string | null) {
  const memberCounts = db
    .select({ roomId: roomMembers.roomId, n: count().as('n') })
    .from(roomMembers)
    .groupBy(roomMembers.roomId)
    .as('member_counts');
  return db
    .select({
      id: communityRooms.id,
      name: communityRooms.name,
      description: communityRooms.description,
      category: communityRooms.category,
      externalLink: communityRooms.externalLink,
      memberCount: sql<number>`coalesce(${memberCounts.n}, 0)`,
      isMember: userId
        ? sql<number>`exists (select 1 from ${roomMembers} where ${roomMembers.roomId} = ${communityRooms.id} and ${roomMembers.userId} = ${userId})`
        : sql<number>`0`,
    })
    .from(communityRooms)
    .leftJoin(memberCounts, eq(memberCounts.roomId, communityRooms.id));
}

const toRoom = (r: Awaited<ReturnType<typeof selectRooms>>[number]): Room => ({
  ...r,
  memberCount: Number(r.memberCount),
  isMember: Boolean(r.isMember),
});

const NOT_ARCHIVED = eq(communityRooms.isArchived, false);

/** Rooms that are not archived, with live member counts and whether the caller has joined. */
export async function listRooms(db: Db, userId: string | null): Promise<Room[]> {
  const rows = await selectRooms(db, userId)
    .where(NOT_ARCHIVED)
    .orderBy(asc(communityRooms.sortOrder), asc(communityRooms.id));
  return rows.map(toRoom);
}

async function requireOpenRoom(db: Db, roomId: number) {
  const [room] = await db.select().from(communityRooms).where(eq(communityRooms.id, roomId)).limit(1);
  if (!room) throw notFound('Room');
  if (room.isArchived) throw new HttpError(409, COMMUNITY_MESSAGES.archived);
  return room;
}

/**
 * Joining is idempotent: the UNIQUE(room_id, user_id) row either appears or already exists. The room as joined is
 * read in the same batch as the write, so nothing is read after it.
 */
export async function joinRoom(db: Db, roomId: number, userId: string): Promise<Room> {
  await requireOpenRoom(db, roomId);
  const [, [room]] = await db.batch([
    db.insert(roomMembers).values({ roomId, userId }).onConflictDoNothing(),
    selectRooms(db, userId).where(and(eq(communityRooms.id, roomId), NOT_ARCHIVED)),
  ]);
  if (!room) throw notFound('Room');
  return toRoom(room);
}

export async function isRoomMember(db: Db, roomId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: roomMembers.id })
    .from(roomMembers)
    .where(and(eq(roomMembers.roomId, roomId), eq(roomMembers.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** The rooms a user has joined (sign-out closes that sign-in's sockets in each). */
export async function roomsOfMember(db: Db, userId: string): Promise<number[]> {
  const rows = await db.select({ roomId: roomMembers.roomId }).from(roomMembers).where(eq(roomMembers.userId, userId));
  return rows.map((row) => row.roomId);
}

/**
 * The live socket's check (decision 016): of these sign-ins, the ones still signed in whose user is still a member
 * of the room. One query for every socket of the room.
 */
export async function sessionsStillInRoom(
  db: Db,
  { roomId, signInHashes }: { roomId: number; signInHashes: string[] },
  now = new Date(),
): Promise<Set<string>> {
  const rows = await db
    .select({ signInHash: signIns.tokenHash })
    .from(signIns)
    .innerJoin(roomMembers, and(eq(roomMembers.userId, signIns.userId), eq(roomMembers.roomId, roomId)))
    .where(liveSignInAmong(signInHashes, now));
  return new Set(rows.map((row) => row.signInHash));
}

/**
 * The one membership check for history, sending and the live socket: 404 unknown room, 409 archived, 403 not a
 * member. The room and the membership are read side by side: one round trip.
 */
export async function requireRoomMember(db: Db, roomId: number, userId: string): Promise<void> {
  const [[room], member] = await Promise.all([
    db
      .select({ isArchived: communityRooms.isArchived })
      .from(communityRooms)
      .where(eq(communityRooms.id, roomId))
      .limit(1),
    isRoomMember(db, roomId, userId),
  ]);
  assertRoomMember(room, member);
}

/** The rule behind `requireRoomMember`, for a caller that read the room and the membership itself (a report). */
export function assertRoomMember(room: { isArchived: boolean } | undefined, isMember: boolean): void {
  if (!room) throw notFound('Room');
  if (room.isArchived) throw new HttpError(409, COMMUNITY_MESSAGES.archived);
  if (!isMember) throw new HttpError(403, COMMUNITY_MESSAGES.notMember);
}

const messageColumns = {
  id: roomMessages.id,
  roomId: roomMessages.roomId,
  userId: roomMessages.userId,
  content: roomMessages.content,
  createdAt: roomMessages.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

type MessageRow = {
  id: number;
  roomId: number;
  userId: string;
  content: string;
  createdAt: string;
  firstName: string;
  lastName: string;
};

export function toRoomMessage(row: MessageRow): RoomMessage {
  const initial = row.lastName.trim().charAt(0);
  return {
    id: row.id,
    roomId: row.roomId,
    userId: row.userId,
    authorName: initial ? `${row.firstName} ${initial}.` : row.firstName,
    content: row.content,
    createdAt: row.createdAt,
  };
}

/**
 * Visible history. Without `after`: newest first, `before` pages back. With `after`: everything newer than
 * that id, oldest first — what a client missed while its socket was down.
 */
export async function listMessages(
  db: Db,
  roomId: number,
  { before, after, limit }: { before?: number; after?: number; limit: number },
): Promise<RoomMessagePage> {
  const visible = and(eq(roomMessages.roomId, roomId), isNull(roomMessages.hiddenAt));
  if (after !== undefined) {
    const rows = await db
      .select(messageColumns)
      .from(roomMessages)
      .innerJoin(users, eq(users.id, roomMessages.userId))
      .where(and(visible, gt(roomMessages.id, after)))
      .orderBy(asc(roomMessages.id))
      .limit(limit);
    return { items: rows.map(toRoomMessage), nextBefore: null };
  }
  const rows = await db
    .select(messageColumns)
    .from(roomMessages)
    .innerJoin(users, eq(users.id, roomMessages.userId))
    .where(before === undefined ? visible : and(visible, lt(roomMessages.id, before)))
    .orderBy(desc(roomMessages.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map(toRoomMessage);
  return { items, nextBefore: rows.length > limit ? items[items.length - 1]!.id : null };
}

/**
 * Stores one message, unless the author may not chat yet (under 18 without a guardian's consent, or age not
 * answered: decision 021) or has already sent MESSAGE_RATE_LIMIT messages (in any room) within the window: one
 * conditional INSERT decides, so concurrent sends cannot slip past the limit. Callers must have checked membership
 * and validated the content. Only the room's Durable Object calls this, for messages sent over HTTP and over its
 * sockets alike, so every message of a room is stored and broadcast in one order and both ways meet the same rules.
 */
export async function storeMessage(
  db: Db,
  input: { roomId: number; userId: string; content: string },
  now = new Date(),
): Promise<RoomMessage> {
  const since = new Date(now.getTime() - MESSAGE_RATE_WINDOW_MS).toISOString();
  // One batch, one round trip: the room and the author's answers (to say why, if nothing is stored), the INSERT and
  // the message read back. drizzle's insert…select names every column of the table, so the select lists them all.
  const [[room], [author], inserted, [stored]] = await db.batch([
    db
      .select({ isArchived: communityRooms.isArchived })
      .from(communityRooms)
      .where(eq(communityRooms.id, input.roomId))
      .limit(1),
    sharingAnswersOf(db, input.userId),
    db
      .insert(roomMessages)
      .select(
        sql`SELECT null, ${input.roomId}, ${input.userId}, ${input.content}, ${now.toISOString()}, null, null
        WHERE (SELECT count(*) FROM ${roomMessages}
               WHERE ${roomMessages.userId} = ${input.userId} AND ${roomMessages.createdAt} > ${since}) < ${MESSAGE_RATE_LIMIT}
          AND ${sharingAllowed(input.userId)}
          -- Sockets opened before a room was archived must not keep it alive.
          AND EXISTS (SELECT 1 FROM ${communityRooms}
                      WHERE ${communityRooms.id} = ${input.roomId} AND ${communityRooms.isArchived} = 0)`,
      )
      .returning({ id: roomMessages.id }),
    // The author's newest message: in this transaction, right after the INSERT, the one it stored (if it did).
    db
      .select(messageColumns)
      .from(roomMessages)
      .innerJoin(users, eq(users.id, roomMessages.userId))
      .where(
        eq(
          roomMessages.id,
          sql`(select max(${roomMessages.id}) from ${roomMessages} where ${roomMessages.userId} = ${input.userId})`,
        ),
      ),
  ]);
  if (!room) throw notFound('Room');
  if (room.isArchived) throw new HttpError(409, COMMUNITY_MESSAGES.archived);
  if (inserted.length === 0 || !stored) {
    throw sharingRefusalOf(author) ?? tooManyRequests(COMMUNITY_MESSAGES.tooFast, MESSAGE_RATE_WINDOW_MS / 1000);
  }
  return toRoomMessage(stored);
}
