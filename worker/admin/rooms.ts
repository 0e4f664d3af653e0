import { asc, count, eq, sql } from 'drizzle-orm';
import * as z from 'zod';
import {
  ADMIN_MESSAGES,
  type AdminRoom,
  type CreateRoomSchema,
  type UpdateRoomSchema,
} from '../../schema/contract/admin.ts';
import { adminAuditLog, communityRooms, roomMembers } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { auditStatement } from '../audit/audit-log.ts';

const memberCounts = (db: Db) =>
  db
    .select({ roomId: roomMembers.roomId, n: count().as('n') })
    .from(roomMembers)
    .groupBy(roomMembers.roomId)
    .as('member_counts');

function selectRooms(db: Db) {
  const counts = memberCounts(db);
  return db
    .select({
      id: communityRooms.id,
      name: communityRooms.name,
      description: communityRooms.description,
      category: communityRooms.category,
      externalLink: communityRooms.externalLink,
      isArchived: communityRooms.isArchived,
      sortOrder: communityRooms.sortOrder,
      memberCount: sql<number>`coalesce(${counts.n}, 0)`,
      createdAt: communityRooms.createdAt,
    })
    .from(communityRooms)
    .leftJoin(counts, eq(counts.roomId, communityRooms.id));
}

const toRoom = (row: AdminRoom): AdminRoom => ({ ...row, memberCount: Number(row.memberCount) });

/** Every room, archived ones included, in the order /community shows them. */
export async function listAllRooms(db: Db): Promise<AdminRoom[]> {
  const rows = await selectRooms(db).orderBy(asc(communityRooms.sortOrder), asc(communityRooms.id));
  return rows.map(toRoom);
}

function nameTaken(err: unknown): never {
  if (isUniqueViolation(err, 'community_rooms.name')) {
    throw new HttpError(409, ADMIN_MESSAGES.roomNameTaken, [{ path: 'name', message: ADMIN_MESSAGES.roomNameTaken }]);
  }
  throw err;
}

/**
 * Creates a room. Its audit row is in the same batch: the new id is not known before the INSERT, so the audit
 * row reads it back by the room's unique name, as does the room answered (read last in the batch, so the write costs
 * one round trip).
 */
export async function createRoom(
  db: Db,
  adminId: string,
  input: z.output<typeof CreateRoomSchema>,
): Promise<AdminRoom> {
  const values = {
    name: input.name,
    description: input.description,
    category: input.category,
    externalLink: input.externalLink ?? null,
    sortOrder: input.sortOrder ?? 0,
  };
  try {
    const [, , [row]] = await db.batch([
      db.insert(communityRooms).values(values),
      db.insert(adminAuditLog).values({
        adminId,
        action: 'room.create',
        targetType: 'community_room',
        targetId: sql`(select cast(${communityRooms.id} as text) from ${communityRooms} where ${communityRooms.name} = ${input.name})`,
        detail: JSON.stringify(values),
      }),
      selectRooms(db).where(eq(communityRooms.name, input.name)).limit(1),
    ]);
    return toRoom(row!);
  } catch (err) {
    nameTaken(err);
  }
}

/** Edits, archives (`isArchived: true`) or restores a room. Archived rooms leave /community and refuse chat. */
export async function updateRoom(
  db: Db,
  input: { id: number; adminId: string; changes: z.output<typeof UpdateRoomSchema> },
): Promise<AdminRoom> {
  const [current] = await db
    .select({ id: communityRooms.id, isArchived: communityRooms.isArchived })
    .from(communityRooms)
    .where(eq(communityRooms.id, input.id))
    .limit(1);
  if (!current) throw notFound('Room');
  const changes = Object.fromEntries(Object.entries(input.changes).filter(([, v]) => v !== undefined));
  const action =
    changes.isArchived === true && !current.isArchived
      ? 'room.archive'
      : changes.isArchived === false && current.isArchived
        ? 'room.restore'
        : 'room.update';
  // The room as changed is read last in the write's batch: no round trip after it (decision 031).
  try {
    const [, , [row]] = await db.batch([
      db.update(communityRooms).set(changes).where(eq(communityRooms.id, input.id)),
      auditStatement(db, {
        adminId: input.adminId,
        action,
        targetType: 'community_room',
        targetId: input.id,
        detail: JSON.stringify(changes),
      }),
      selectRooms(db).where(eq(communityRooms.id, input.id)).limit(1),
    ]);
    if (!row) throw notFound('Room');
    return toRoom(row);
  } catch (err) {
    nameTaken(err);
  }
}
