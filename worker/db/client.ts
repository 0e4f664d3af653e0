import { type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import * as tables from '../../schema/db/index.ts';

export type Db = ReturnType<typeof createDb>;

export function createDb(d1: D1Database) {
  return drizzle(d1, { schema: tables });
}

const dialect = new SQLiteAsyncDialect();

/**
 * A raw `sql` statement as a D1 statement, for `db.$client.batch([...])`: conditional writes (decision 007) are raw
 * SQL, and drizzle's own `db.batch` cannot bind the parameters of a raw statement.
 */
export function rawStatement(db: Db, query: SQL): D1PreparedStatement {
  const { sql, params } = dialect.sqlToQuery(query);
  return db.$client.prepare(sql).bind(...params);
}

/** A drizzle query builder as a D1 statement, to join raw statements in a `db.$client.batch([...])`. */
export function builtStatement(db: Db, query: { toSQL(): { sql: string; params: unknown[] } }): D1PreparedStatement {
  const { sql, params } = query.toSQL();
  return db.$client.prepare(sql).bind(...params);
}
