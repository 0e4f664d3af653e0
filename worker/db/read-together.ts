import { Column, is, SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from './client.ts';

/**
 * Reads that go to D1 in one call (decision 022's amendment): every query handed to the returned `read` before the
 * current microtask ends is sent in one `batch`, and each `read` answers its own query's rows. A read of several
 * queries (the dashboard's, a session list's two phases) then costs the Worker and D1 one request instead of one per
 * query: the round trip is the same (they travelled side by side), but each call has its own fixed cost at both ends,
 * and D1 answers one call at a time. A query read alone is sent alone. Query builders only: drizzle's batch cannot
 * bind the parameters of a raw `db.all(sql)`.
 *
 * A batch's rows come back as objects keyed by column name, which drizzle turns back into rows in key order, so every
 * query read here with others must select its fields under names of their own (`namedFields`): two columns of the
 * same name (a session's `title` and its mentor's) or two expressions of the same text (`null`, or subqueries that
 * differ only in a bound parameter) would share one key and shift every later field.
 */
export function readTogether(db: Db): Read {
  let waiting: Waiting[] | null = null;
  return (query) =>
    new Promise((resolve, reject) => {
      if (!waiting) {
        const batch: Waiting[] = (waiting = []);
        queueMicrotask(() => {
          waiting = null;
          void send(db, batch);
        });
      }
      waiting.push({ query, resolve: resolve as (rows: unknown) => void, reject });
    });
}

/** Answers a query's rows, sent with the other queries read through the same `readTogether`. */
export type Read = <Q extends BatchItem<'sqlite'>>(query: Q) => Promise<Awaited<Q>>;

type Waiting = { query: BatchItem<'sqlite'>; resolve: (rows: unknown) => void; reject: (error: unknown) => void };

async function send(db: Db, batch: Waiting[]): Promise<void> {
  try {
    const [first, ...rest] = batch.map((w) => w.query);
    const answers: unknown[] = rest.length === 0 ? [await first!] : await db.batch([first!, ...rest]);
    batch.forEach((w, i) => w.resolve(answers[i]));
  } catch (error) {
    for (const w of batch) w.reject(error);
  }
}

type Field = Column | SQL | SQL.Aliased;

/**
 * `fields` for a select read with others (`readTogether`), each selected under its own key as its column name
 * (`"title"`, `"mentorTitle"`): the names are unique because the keys are, and an ORDER BY may name them. The values
 * are decoded as before (a column's own mapping, an expression's `mapWith`). Flat fields only: drizzle's nesting of
 * a left join's columns needs the columns themselves.
 */
export function namedFields<T extends Record<string, Field>>(fields: T): T {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      is(field, Column)
        ? sql`${field}`.mapWith(field).as(name)
        : is(field, SQL.Aliased)
          ? field.sql.as(name)
          : field.as(name),
    ]),
  ) as T;
}
