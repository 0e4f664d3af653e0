/**
 * The D1 binding of a request whose reads may go out before a check has answered (the sign-in check of decision 022):
 * each read is sent at once, beside the check, so both cost one round trip together, but its result reaches the
 * caller only once the check has passed. Anything that is not plainly a read (a write, or SQL this cannot tell) waits
 * for the check before it is sent, so nothing is ever changed on behalf of a check that fails. When the check fails,
 * every call made through this binding fails with the check's error.
 *
 * `check` is called on the first query and must answer the same promise every time (it runs once per request).
 */
export function readsAlongsideCheck(real: D1Database, check: () => Promise<void>): D1Database {
  const send = <T>(sql: readonly string[], call: () => Promise<T>): Promise<T> => {
    const passed = check();
    if (!sql.every(isPlainRead)) return passed.then(call);
    const result = call();
    // The result is only ever handed on through `passed`; a failure of both must not also surface unhandled.
    result.catch(() => {});
    return passed.then(() => result);
  };
  const statements = new WeakMap<D1PreparedStatement, { real: D1PreparedStatement; sql: string }>();
  const statement = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const wrapped = {
      bind: (...values: unknown[]) => statement(stmt.bind(...values), sql),
      first: (column?: string) => send([sql], () => (column === undefined ? stmt.first() : stmt.first(column))),
      run: () => send([sql], () => stmt.run()),
      all: () => send([sql], () => stmt.all()),
      raw: (options?: { columnNames?: boolean }) =>
        send([sql], () => (options?.columnNames ? stmt.raw({ columnNames: true }) : stmt.raw())),
    } as unknown as D1PreparedStatement;
    statements.set(wrapped, { real: stmt, sql });
    return wrapped;
  };
  return {
    prepare: (sql: string) => statement(real.prepare(sql), sql),
    batch: <T>(batch: D1PreparedStatement[]) => {
      const parts = batch.map((s) => statements.get(s) ?? { real: s, sql: '' });
      return send(
        parts.map((p) => p.sql),
        () => real.batch<T>(parts.map((p) => p.real)),
      );
    },
    exec: (sql: string) => send([''], () => real.exec(sql)),
    withSession: () => {
      throw new Error('Open the D1 session before checking reads alongside it.');
    },
    dump: () => send([''], () => real.dump()),
  } as unknown as D1Database;
}

const COMMENTS_AND_SPACE = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/;
const WRITE_WORD = /\b(?:insert|update|delete|replace|create|drop|alter|pragma|attach|vacuum|reindex|analyze)\b/i;

/**
 * A single statement that can only read: a SELECT, or a WITH whose text names no writing verb at all (a column called
 * `updated_at` is fine; a string that says "delete" only makes the statement wait, which is safe).
 */
export function isPlainRead(sql: string): boolean {
  const text = sql.replace(COMMENTS_AND_SPACE, '');
  if (/;\s*\S/.test(text)) return false;
  if (/^select\b/i.test(text)) return true;
  return /^with\b/i.test(text) && !WRITE_WORD.test(text);
}
