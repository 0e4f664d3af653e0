import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  column,
  columnNamed,
  name,
  nobodyWaitingAhead,
  parentId,
  rowOf,
  seatedOrHolding,
  seatsTaken,
  type Seating,
} from './seating.ts';

/*
 * The ways into a seat or a place in line, each ONE conditional statement that D1 runs atomically (decisions 007
 * and 019): whatever else runs at the same time, capacity holds, a user has at most one seat (UNIQUE (key,
 * user_id)) and is never both seated and waiting. Each answers a D1 result whose `meta.changes` says whether it
 * wrote; what the thing looks like afterwards (read last in the same batch) says why not.
 */

/** Whose seat, of which thing, and when (the "now" the open and hold conditions compare with). */
export type SeatRequest = { thingId: number; userId: string; now: Date };

/**
 * The thing's row when it is open, `also` holds (the domain's own rules: not its host, free, ...), a seat is free
 * counting live holds, and nobody waits ahead of the caller.
 */
function freeSeatFor(s: Seating, input: SeatRequest & { also?: SQL }) {
  const nowIso = input.now.toISOString();
  return sql`from ${name(s.parent)} where ${parentId(s)} = ${input.thingId} and ${s.open(nowIso)}
    ${input.also ? sql`and ${input.also}` : sql``}
    and ${seatsTaken(s, parentId(s), nowIso)} < ${column(s.parent, s.capacity)}
    and ${nobodyWaitingAhead(s, parentId(s), input.userId)}`;
}

/** The one place per user of a seat or waiting-list table: UNIQUE (key, user_id). */
export const onePerUser = (s: Seating, table: 'seats' | 'waitlist') => ({
  target: [columnNamed(s.tables[table], s.key), columnNamed(s.tables[table], 'user_id')],
});

/** The caller takes a seat (a session's participant, a free event's registration). */
export function takeSeatStatement(db: Db, s: Seating, input: SeatRequest & { also?: SQL }) {
  const row = rowOf(s.tables.seats, { [s.key]: parentId(s), user_id: sql`${input.userId}` });
  return db
    .insert(s.tables.seats)
    .select(sql`select ${row} ${freeSeatFor(s, input)}`)
    .onConflictDoNothing(onePerUser(s, 'seats'));
}

/**
 * A seat held for the caller until `expiresAt`, without a checkout yet, at the thing's price. One live hold per user
 * (a partial UNIQUE index), so a second one is simply not inserted.
 */
export function holdSeatStatement(
  db: Db,
  s: Seating,
  input: SeatRequest & { provider: string; expiresAt: string; also?: SQL },
) {
  if (!s.holds || !s.tables.holds) throw new Error(`seating: ${s.parent} holds no seats`);
  const row = rowOf(s.tables.holds, {
    [s.key]: parentId(s),
    user_id: sql`${input.userId}`,
    status: sql`'held'`,
    amount_cents: column(s.parent, s.holds.price),
    provider: sql`${input.provider}`,
    expires_at: sql`${input.expiresAt}`,
  });
  return db
    .insert(s.tables.holds)
    .select(sql`select ${row} ${freeSeatFor(s, input)}`)
    .onConflictDoNothing();
}

/**
 * The caller joins the end of the line: only while the thing is open, `also` holds, and the caller has no seat or
 * live hold. UNIQUE (key, user_id) keeps one place per user, so joining again changes nothing.
 */
export function queueStatement(db: Db, s: Seating, input: SeatRequest & { also?: SQL }) {
  const nowIso = input.now.toISOString();
  const row = rowOf(s.tables.waitlist, { [s.key]: parentId(s), user_id: sql`${input.userId}` });
  return db
    .insert(s.tables.waitlist)
    .select(
      sql`select ${row} from ${name(s.parent)}
        where ${parentId(s)} = ${input.thingId} and ${s.open(nowIso)}
          ${input.also ? sql`and ${input.also}` : sql``}
          and not ${seatedOrHolding(s, parentId(s), input.userId, nowIso)}`,
    )
    .onConflictDoNothing(onePerUser(s, 'waitlist'));
}

/** The caller leaves the line (nothing when they do not wait). */
export function leaveWaitlistStatement(db: Db, s: Seating, input: { thingId: number; userId: string }) {
  return db
    .delete(s.tables.waitlist)
    .where(sql`${column(s.waitlist, s.key)} = ${input.thingId} and ${column(s.waitlist, 'user_id')} = ${input.userId}`);
}

/** The caller's own place in line once they hold a seat or a live hold (they got in directly): one or the other. */
export function leaveWaitlistOnceSeated(db: Db, s: Seating, input: SeatRequest) {
  const waiting = { thing: column(s.waitlist, s.key), user: column(s.waitlist, 'user_id') };
  return db.delete(s.tables.waitlist).where(
    sql`${waiting.thing} = ${input.thingId} and ${waiting.user} = ${input.userId}
        and ${seatedOrHolding(s, waiting.thing, waiting.user, input.now.toISOString())}`,
  );
}
