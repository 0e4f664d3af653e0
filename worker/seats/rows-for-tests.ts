import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { columnNamed, rowOf, type Seating } from './seating.ts';

/*
 * For tests of any kind of thing with seats: who holds its seats and who waits, in order, and a queue set up
 * directly (the services only ever add to a list through their conditional statements).
 */

async function userIdsOf(db: Db, s: Seating, table: 'seats' | 'waitlist', thingId: number): Promise<string[]> {
  const t = s.tables[table];
  const rows = await db
    .select({ userId: columnNamed(t, 'user_id') })
    .from(t)
    .where(eq(columnNamed(t, s.key), thingId))
    .orderBy(asc(columnNamed(t, 'id')));
  return rows.map((r) => String(r.userId));
}

/** The users holding the thing's seats, in the order they took them. */
export const seatHolderIds = (db: Db, s: Seating, thingId: number) => userIdsOf(db, s, 'seats', thingId);

/** The users waiting for the thing, first in line first. */
export const waitingIds = (db: Db, s: Seating, thingId: number) => userIdsOf(db, s, 'waitlist', thingId);

/** Puts the users in line for the thing, one at a time, so the queue order (the ids) follows the array. */
export async function queueUp(db: Db, s: Seating, thingId: number, userIds: string[]) {
  for (const userId of userIds) {
    const row = rowOf(s.tables.waitlist, { [s.key]: sql`${thingId}`, user_id: sql`${userId}` });
    await db.insert(s.tables.waitlist).select(sql`select ${row}`);
  }
}
