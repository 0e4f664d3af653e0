import { sql, type SQL } from 'drizzle-orm';

/**
 * A value for an UPDATE's SET that is `value` while `condition` still holds, and NULL otherwise. Set on a NOT NULL
 * column it makes the UPDATE fail when the row has moved on since it was read, and with it the whole D1 batch (an
 * atomic transaction): the way to make a batch's other statements (a new row, the audit entry, a notice) happen
 * only together with a state change that a WHERE clause alone would silently skip. `isGuardFailure` recognises it.
 */
export function onlyWhile(condition: SQL, value: string | number): SQL {
  return sql`case when ${condition} then ${value} end`;
}

/** True when a write failed because an `onlyWhile` guard on `column` (e.g. 'events.is_draft') found its condition false. */
export function isGuardFailure(err: unknown, column: string): boolean {
  // drizzle wraps the driver's error and keeps SQLite's message in `cause` (see isUniqueViolation).
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e.message.includes(`NOT NULL constraint failed: ${column}`)) return true;
  }
  return false;
}
