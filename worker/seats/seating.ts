import { getTableColumns, getTableName, is, sql, SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';

/*
 * Seats and waiting lists, one mechanism for every kind of thing with a capacity (group sessions, events): decisions
 * 007 (seats are counted rows, taken by ONE conditional INSERT that D1 runs atomically) and 019 (a full thing keeps a
 * waiting list, promoted in the very batch that frees a seat). A domain describes its tables once (`defineSeating`);
 * the statements here are built from that description, so both domains keep the same guarantees by construction.
 *
 * The statements are drizzle's query builders over the described tables, with conditions in SQL over their names (our
 * own table and column names, never input): drizzle's D1 batch cannot bind a raw `db.run(sql)`'s parameters. The
 * thing itself is referred to by its table name, never an alias, so a domain's own conditions (drizzle columns render
 * as "table"."column") fit in anywhere.
 */

/** What a domain's seats are made of. */
export type Seating = {
  /** The table of the things with seats (`group_sessions`, `events`) and its capacity column. */
  parent: string;
  capacity: string;
  /** The column that names the thing in the seat, waiting-list and hold tables (`session_id`, `event_id`). */
  key: string;
  /** One row per seat: UNIQUE (key, user_id). */
  seats: string;
  /** The waiting list, as built by `waitlistTable` (schema/db/seats.ts): queue order is `id`. */
  waitlist: string;
  /** Seats held while their buyer pays (counted as taken until `expires_at`), and the thing's price column. */
  holds: { table: string; price: string } | null;
  /** When the thing takes seats and waiting people: drizzle conditions on the parent's own columns. */
  open: (nowIso: string) => SQL;
  /** The drizzle tables the statements write. */
  tables: { seats: SQLiteTable; waitlist: SQLiteTable; holds: SQLiteTable | null };
};

/**
 * A domain's `Seating`, named from its drizzle columns (so a renamed column cannot leave a stale name here): the
 * parent's capacity column, and the key column of its seat, waiting-list and (optional) hold tables, which must
 * share one name.
 */
export function defineSeating(input: {
  capacity: SQLiteColumn;
  seats: SQLiteColumn;
  waitlist: SQLiteColumn;
  holds?: { key: SQLiteColumn; price: SQLiteColumn };
  open: (nowIso: string) => SQL;
}): Seating {
  const key = input.seats.name;
  for (const column of [input.waitlist, input.holds?.key]) {
    if (column && column.name !== key) throw new Error(`seating: ${column.name} is not named ${key}`);
  }
  return {
    parent: getTableName(input.capacity.table),
    capacity: input.capacity.name,
    key,
    seats: getTableName(input.seats.table),
    waitlist: getTableName(input.waitlist.table),
    holds: input.holds ? { table: getTableName(input.holds.key.table), price: input.holds.price.name } : null,
    open: input.open,
    tables: { seats: input.seats.table, waitlist: input.waitlist.table, holds: input.holds?.key.table ?? null },
  };
}

/** A described table's column, by its name in the database. */
export function columnNamed(table: SQLiteTable, columnName: string): SQLiteColumn {
  const found = Object.values(getTableColumns(table)).find((c) => c.name === columnName);
  if (!found) throw new Error(`seating: ${getTableName(table)} has no ${columnName}`);
  return found;
}

/**
 * The select list of an INSERT ... SELECT into `table`: drizzle inserts into every column in table order, so the list
 * names each, `values` by column name, else what the table's defaults would make (the autoincrement id: null).
 */
export function rowOf(table: SQLiteTable, values: Record<string, SQL>) {
  const list = Object.values(getTableColumns(table)).map((c): SQL => {
    const value = values[c.name];
    if (value) return value;
    const fallback: unknown = c.default;
    if (c.primary || fallback === undefined) return sql`null`;
    return is(fallback, SQL) ? fallback : sql`${c.mapToDriverValue(fallback)}`;
  });
  return sql.join(list, sql`, `);
}

/** A quoted name. */
export const name = (identifier: string) => sql.identifier(identifier);

/** `table.column` of a described table (or alias). */
export const column = (table: string, columnName: string) => sql`${name(table)}.${name(columnName)}`;

/** The parent's id, as the outer row of the statements here. */
export const parentId = (s: Seating) => column(s.parent, 'id');

/** A live hold `h` (its buyer may still pay): held and not yet expired. */
const live = (alias: string, nowIso: string) =>
  sql`${column(alias, 'status')} = 'held' and ${column(alias, 'expires_at')} > ${nowIso}`;

/**
 * Seats taken of the thing `thingId`: seats plus live holds. Counted, never stored; every capacity check (the
 * conditional INSERTs, promotion, the screens' counts) compares this with the capacity.
 */
export function seatsTaken(s: Seating, thingId: SQL | SQLiteColumn, nowIso: string): SQL<number> {
  const seats = sql`(select count(*) from ${name(s.seats)} taken where ${column('taken', s.key)} = ${thingId})`;
  if (!s.holds) return sql<number>`${seats}`;
  return sql<number>`(${seats}
    + (select count(*) from ${name(s.holds.table)} h where ${column('h', s.key)} = ${thingId} and ${live('h', nowIso)}))`;
}

/** The user holds a seat of the thing, or a live hold on one. */
export function seatedOrHolding(
  s: Seating,
  thingId: SQL | SQLiteColumn,
  userId: SQL | SQLiteColumn | string,
  nowIso: string,
) {
  const seated = sql`exists (select 1 from ${name(s.seats)} seat
    where ${column('seat', s.key)} = ${thingId} and ${column('seat', 'user_id')} = ${userId})`;
  if (!s.holds) return sql`(${seated})`;
  return sql`(${seated} or exists (select 1 from ${name(s.holds.table)} h
    where ${column('h', s.key)} = ${thingId} and ${column('h', 'user_id')} = ${userId} and ${live('h', nowIso)}))`;
}

/**
 * The condition of every way into a seat but promotion: nobody is waiting ahead of the caller. A seat free for a
 * moment while people wait (a hold lapsed before the cron released it, an account deleted by a cascade) goes to the
 * first in line, never to a newcomer. `thingId` is the outer query's id column.
 */
export function nobodyWaitingAhead(s: Seating, thingId: SQL | SQLiteColumn, userId: string) {
  return sql`not exists (select 1 from ${name(s.waitlist)} w where ${column('w', s.key)} = ${thingId}
    and w.id < coalesce((select mine.id from ${name(s.waitlist)} mine
      where ${column('mine', s.key)} = ${thingId} and mine.user_id = ${userId}), 9223372036854775807))`;
}

/** The viewer's place in line: 1 + the rows ahead of theirs (null when they do not wait). */
export function waitlistPosition(s: Seating, thingId: SQL | SQLiteColumn, viewerId: string) {
  return sql<number | null>`(select 1 + (select count(*) from ${name(s.waitlist)} ahead
      where ${column('ahead', s.key)} = ${column('mine', s.key)} and ahead.id < mine.id)
    from ${name(s.waitlist)} mine where ${column('mine', s.key)} = ${thingId} and mine.user_id = ${viewerId})`;
}

/** How many wait for the thing. */
export function waitlistCount(s: Seating, thingId: SQL | SQLiteColumn) {
  return sql<number>`(select count(*) from ${name(s.waitlist)} w where ${column('w', s.key)} = ${thingId})`;
}
