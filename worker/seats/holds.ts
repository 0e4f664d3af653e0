import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { column, type Seating } from './seating.ts';

/*
 * Giving held seats back. A hold is a seat taken while its buyer pays (counted as taken until it expires, decision
 * 007); these statements mark holds released, for the batches that free seats.
 */

function releaseHolds(db: Db, s: Seating, where: (hold: (columnName: string) => SQL) => SQL) {
  if (!s.holds || !s.tables.holds) throw new Error(`seating: ${s.parent} holds no seats`);
  const table = s.holds.table;
  return db
    .update(s.tables.holds)
    .set({ status: 'released' })
    .where(where((columnName) => column(table, columnName)));
}

/** Every hold of the thing whose time ran out unpaid (its seat already counts as free). */
export function releaseLapsedHolds(db: Db, s: Seating, input: { thingId: number; now: Date }) {
  return releaseHolds(
    db,
    s,
    (h) =>
      sql`${h(s.key)} = ${input.thingId} and ${h('status')} = 'held' and ${h('expires_at')} <= ${input.now.toISOString()}`,
  );
}

/** The caller's own lapsed hold (not yet swept by the cron), which would block a new one under the live-hold index. */
export function releaseOwnLapsedHold(db: Db, s: Seating, input: { thingId: number; userId: string; now: Date }) {
  return releaseHolds(
    db,
    s,
    (h) => sql`${h(s.key)} = ${input.thingId} and ${h('user_id')} = ${input.userId}
      and ${h('status')} = 'held' and ${h('expires_at')} <= ${input.now.toISOString()}`,
  );
}

/** The caller gives back the seat they hold while paying (cancelling, for its batch). */
export function releaseOwnHold(db: Db, s: Seating, input: { thingId: number; userId: string }) {
  return releaseHolds(
    db,
    s,
    (h) => sql`${h(s.key)} = ${input.thingId} and ${h('user_id')} = ${input.userId} and ${h('status')} = 'held'`,
  );
}
