import { type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';

export type Db = ReturnType<typeof createDb>;

/**
 * The query builder over a D1 binding, made for every request (twice for a read beside the sign-in check). Without
 * drizzle's relational schema: nothing uses `db.query`, and building its table map cost ~0.8 ms of CPU per call.
 */
export function createDb(d1: D1Database) {
  return drizzle(d1);
}

/**
 * The D1 binding a request reads through (decision 023). A visitor's public read (an edge-cache miss, or a read behind
 * a server-rendered page) may be answered by a read replica through the Sessions API: it has nothing of its own to
 * read back and no sign-in to revoke. Everything else, every signed-in request and every write, stays on the primary,
 * so a sign-out or a write is seen by the very next request.
 */
export function d1For(d1: D1Database, request: { method: string; publicRead: boolean; hasSignIn: boolean }) {
  const replicaMayAnswer = request.method === 'GET' && request.publicRead && !request.hasSignIn;
  return replicaMayAnswer ? (d1.withSession('first-unconstrained') as unknown as D1Database) : d1;
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

/**
 * Raw statements as ONE D1 batch: one round trip and one transaction, run in order. Answers each statement's rows,
 * as objects keyed by the names the statement gives its columns.
 */
export async function rawBatch(db: Db, queries: SQL[]): Promise<Record<string, unknown>[][]> {
  const results = await db.$client.batch<Record<string, unknown>>(queries.map((query) => rawStatement(db, query)));
  return results.map((result) => result.results);
}
