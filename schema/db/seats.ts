import { type AnySQLiteColumn, index, integer, sqliteTable, text, unique } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { nowIso, users } from './users.ts';

/** What a seat or waiting-list table belongs to, as a word (`session`: key `sessionId`, column `session_id`). */
type Thing<TWord extends string> = { word: TWord; references: () => AnySQLiteColumn };

/**
 * The seats of a session or event (decision 007), one table per kind of thing with seats: one row per user per thing
 * (UNIQUE (thing, user), whose index makes counting a thing's seats an index scan), and an index for "my sessions" /
 * "my events". Seats are taken only by worker/seats' conditional INSERT, so capacity holds under races.
 */
export function seatTable<TName extends string, TWord extends string, TTaken extends string>(
  name: TName,
  thing: Thing<TWord>,
  taken: { key: TTaken; column: string },
) {
  type TKey = `${TWord}Id`;
  const thingId = () => integer(`${thing.word}_id`).notNull().references(thing.references, { onDelete: 'cascade' });
  const takenAt = () => text(taken.column).notNull().default(nowIso);
  return sqliteTable(
    name,
    {
      id: integer('id').primaryKey({ autoIncrement: true }),
      ...({ [`${thing.word}Id`]: thingId() } as Record<TKey, ReturnType<typeof thingId>>),
      userId: text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      ...({ [taken.key]: takenAt() } as Record<TTaken, ReturnType<typeof takenAt>>),
    },
    (t) => {
      const key = (t as unknown as Record<TKey, AnySQLiteColumn>)[`${thing.word}Id` as TKey];
      return [
        unique(`${name}_${thing.word}_user_unique`).on(key, t.userId),
        index(`${name}_user_idx`).on(t.userId, key),
      ];
    },
  );
}

/**
 * The waiting list of a full session or event (decision 019), one table per kind of thing with seats, all of this
 * shape: one row per waiting user, in the order of `id` (autoincrement, so a later join always queues behind). Rows
 * are written only by conditional statements (worker/seats): a user who holds a seat (or a live paid hold) or hosts
 * the thing is never added, and whoever takes a seat leaves the list in the same batch.
 *
 * `thing` names the key column (`session` -> `session_id`) and the constraints, as `<table>_<thing>_user_unique`.
 */
export function waitlistTable<TName extends string, TWord extends string>(name: TName, thing: Thing<TWord>) {
  type TKey = `${TWord}Id`;
  const thingId = () => integer(`${thing.word}_id`).notNull().references(thing.references, { onDelete: 'cascade' });
  const keyColumn = { [`${thing.word}Id`]: thingId() } as Record<TKey, ReturnType<typeof thingId>>;
  return sqliteTable(
    name,
    {
      id: integer('id').primaryKey({ autoIncrement: true }),
      ...keyColumn,
      userId: text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      /**
       * Set and cleared inside the one batch that promotes this row to a seat: it names, for the batch's seat,
       * connection and notice statements, exactly the rows that batch chose. Always false between batches.
       */
      promoting: integer('promoting', { mode: 'boolean' }).notNull().default(false),
      createdAt: createdAt(),
    },
    (t) => {
      const key = (t as unknown as Record<TKey, AnySQLiteColumn>)[`${thing.word}Id` as TKey];
      return [
        unique(`${name}_${thing.word}_user_unique`).on(key, t.userId),
        // The queue of one thing, in order (positions and "who is next").
        index(`${name}_${thing.word}_queue_idx`).on(key, t.id),
        index(`${name}_user_idx`).on(t.userId),
      ];
    },
  );
}
