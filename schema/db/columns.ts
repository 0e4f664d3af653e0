import { type SQL, sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/sqlite-core';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { nowIso } from './users.ts';

/** `created_at`: set by the database on insert (UTC ISO string, see `nowIso`). */
export const createdAt = () => text('created_at').notNull().default(nowIso);

/** `updated_at`: the database sets it on insert; drizzle refreshes it on every `update()`. */
export const updatedAt = () =>
  text('updated_at')
    .notNull()
    .default(nowIso)
    .$onUpdate(() => new Date().toISOString());

/**
 * CHECK body for an enum column: `col in ('a', 'b')`. drizzle's `text({ enum })` only narrows the TS type,
 * so without this the database would accept any string. Values are our own literals, never user input.
 */
export function oneOf(column: SQLiteColumn, values: readonly string[]): SQL {
  const list = values.map((v) => sql.raw(`'${v.replaceAll("'", "''")}'`));
  return sql`${column} in (${sql.join(list, sql`, `)})`;
}
