import { sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client.ts';
import { releaseLapsedHolds } from './holds.ts';
import { column, name, parentId, rowOf, seatedOrHolding, seatsTaken, type Seating } from './seating.ts';
import { onePerUser } from './take-seat.ts';

/*
 * Promotion from a waiting list (decision 019). Every statement that can free a seat (leaving, a higher capacity, a
 * released hold, the cron's sweep) puts these statements after it in ONE D1 batch, which D1 runs as a transaction:
 * the seat is freed and given to the first person waiting together, so no other request ever sees it free, capacity
 * holds, and nobody waiting is passed over.
 */

/** A promotion's waiting rows (`w`) that now hold a seat or a hold: whom the batch promoted. */
function promotedRows(s: Seating, thingId: number, nowIso: string) {
  return sql`from ${name(s.waitlist)} w where ${column('w', s.key)} = ${thingId} and w.promoting = 1
    and ${seatedOrHolding(s, column('w', s.key), column('w', 'user_id'), nowIso)}`;
}

/**
 * Who the batch promoted, for its notice (on their channels): the recipients' user ids, and the waiting row of the
 * outer query's user (`userId`), which names the notice, so a person promoted again later (after leaving and
 * queueing anew) is told again.
 */
export function promotedPeople(s: Seating, input: { thingId: number; now: Date }) {
  const rows = promotedRows(s, input.thingId, input.now.toISOString());
  return {
    recipients: sql`select w.user_id ${rows}`,
    waitingRowOf: (userId: SQLiteColumn | SQL) => sql`(select w.id ${rows} and w.user_id = ${userId})`,
  };
}

/**
 * How the people promoted get in. `seatWhen`: a condition on the parent for a seat straight away (default: always);
 * `hold`: a seat held to pay for instead, where its condition holds (a paid event: nobody can pay inside a batch).
 * `promotable`: a further condition on the parent for promoting at all (a paid event only when payments are set up).
 */
export type Promotion = {
  thingId: number;
  now: Date;
  promotable?: SQL;
  seatWhen?: SQL;
  hold?: { when: SQL; provider: string; expiresAt: string };
  /** The domain's statements for the people promoted, between seating them and clearing their rows (notices...). */
  announce: readonly BatchItem<'sqlite'>[];
};

/**
 * The statements that give the thing's free seats to the people waiting, first come first served, for the batch of
 * the change that freed them. Safe in any batch: with no free seat, or nobody waiting, they change nothing.
 *
 * 1. (with holds) lapsed holds of the thing are released: their seats already count as free;
 * 2. mark as many waiting rows as there are free seats, in queue order (a row's rank is the count of rows ahead of
 *    it), only while the thing is open;
 * 3. seat them (or hold a seat for each), then the domain's `announce` statements;
 * 4. clear: the marked rows leave the list, and so does anyone who holds a seat or a live hold anyway.
 */
export function promoteFromWaitlist(db: Db, s: Seating, input: Promotion) {
  const { thingId } = input;
  const nowIso = input.now.toISOString();
  const waitlist = name(s.waitlist);
  const w = (columnName: string) => column('w', columnName);
  const marked = sql`from ${waitlist} w join ${name(s.parent)} on ${parentId(s)} = ${w(s.key)}
    where ${w(s.key)} = ${thingId} and w.promoting = 1`;
  const hold = input.hold;
  const mark = db
    .update(s.tables.waitlist)
    .set({ promoting: true })
    .where(
      sql`${column(s.waitlist, 'id')} in (
        select w.id from ${waitlist} w join ${name(s.parent)} on ${parentId(s)} = ${w(s.key)}
        where ${w(s.key)} = ${thingId} and ${s.open(nowIso)}
          ${input.promotable ? sql`and ${input.promotable}` : sql``}
          and not ${seatedOrHolding(s, w(s.key), w('user_id'), nowIso)}
          and (select count(*) from ${waitlist} ahead where ${column('ahead', s.key)} = ${w(s.key)} and ahead.id < w.id
                and not ${seatedOrHolding(s, column('ahead', s.key), column('ahead', 'user_id'), nowIso)})
            < ${column(s.parent, s.capacity)} - ${seatsTaken(s, parentId(s), nowIso)})`,
    );
  // Queue order gives the seats' order.
  const seat = db
    .insert(s.tables.seats)
    .select(
      sql`select ${rowOf(s.tables.seats, { [s.key]: w(s.key), user_id: w('user_id') })} ${marked}
        ${input.seatWhen ? sql`and ${input.seatWhen}` : sql``} order by w.id`,
    )
    .onConflictDoNothing(onePerUser(s, 'seats'));
  const holdSeats =
    hold && s.holds && s.tables.holds
      ? [
          db
            .insert(s.tables.holds)
            .select(
              sql`select ${rowOf(s.tables.holds, {
                [s.key]: w(s.key),
                user_id: w('user_id'),
                status: sql`'held'`,
                amount_cents: column(s.parent, s.holds.price),
                provider: sql`${hold.provider}`,
                expires_at: sql`${hold.expiresAt}`,
              })} ${marked} and ${hold.when} order by w.id`,
            )
            .onConflictDoNothing(),
        ]
      : [];
  const clear = db.delete(s.tables.waitlist).where(
    sql`${column(s.waitlist, s.key)} = ${thingId} and (${column(s.waitlist, 'promoting')} = 1
        or ${seatedOrHolding(s, column(s.waitlist, s.key), column(s.waitlist, 'user_id'), nowIso)})`,
  );
  // With holds, the batch starts by releasing lapsed ones (the cron counts them from this first answer).
  const first = s.holds ? releaseLapsedHolds(db, s, input) : mark;
  return [first, ...(s.holds ? [mark] : []), seat, ...holdSeats, ...input.announce, clear] as const;
}

/**
 * The frequent cron's safety net, as a condition on the parent: open, people wait, and a seat is free (a seat freed
 * where no service sees it: an account deleted by a cascade, a hold released by the provider's webhook), or (with
 * holds) a hold has lapsed unpaid.
 */
export function needsPromotion(s: Seating, nowIso: string) {
  const waitingForFreeSeat = sql`(${s.open(nowIso)}
    and exists (select 1 from ${name(s.waitlist)} w where ${column('w', s.key)} = ${parentId(s)})
    and ${seatsTaken(s, parentId(s), nowIso)} < ${column(s.parent, s.capacity)})`;
  if (!s.holds) return waitingForFreeSeat;
  return sql`(${parentId(s)} in (select ${column('h', s.key)} from ${name(s.holds.table)} h
      where h.status = 'held' and h.expires_at <= ${nowIso}) or ${waitingForFreeSeat})`;
}

/** The cron closes the lists of things that can no longer be joined: nobody waits for a seat that will never come. */
export function closeWaitlistsOfClosed(db: Db, s: Seating, now: Date) {
  return db.delete(s.tables.waitlist).where(
    sql`not exists (select 1 from ${name(s.parent)}
      where ${parentId(s)} = ${column(s.waitlist, s.key)} and ${s.open(now.toISOString())})`,
  );
}
