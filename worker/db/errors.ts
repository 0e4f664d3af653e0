/**
 * True when a D1 write failed on the named UNIQUE constraint (e.g. 'mentors.user_id'). drizzle wraps the
 * driver's error ("Failed query: ...") and keeps SQLite's message in `cause`, so the whole chain is read.
 */
export function isUniqueViolation(err: unknown, column: string): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e.message.includes(`UNIQUE constraint failed: ${column}`)) return true;
  }
  return false;
}
