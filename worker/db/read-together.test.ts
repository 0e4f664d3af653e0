import { env } from 'cloudflare:test';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groupSessions, mentors, users } from '../../schema/db/index.ts';
import { createGroupSession, createMentor } from '../test/factories.ts';
import { createDb } from './client.ts';
import { namedFields, readTogether } from './read-together.ts';

/** The test database, counting the calls made to it: single statements and batches. */
function countingD1() {
  const calls = { statements: 0, batches: [] as number[] };
  const binding = {
    prepare: (query: string) => {
      const counted = (statement: D1PreparedStatement): D1PreparedStatement =>
        new Proxy(statement, {
          get(target, key) {
            if (key === 'bind') return (...values: unknown[]) => counted(target.bind(...values));
            if (key === 'raw' || key === 'all' || key === 'first' || key === 'run') calls.statements++;
            const value = Reflect.get(target, key) as unknown;
            return typeof value === 'function' ? value.bind(target) : value;
          },
        });
      return counted(env.DB.prepare(query));
    },
    batch: (statements: D1PreparedStatement[]) => {
      calls.batches.push(statements.length);
      return env.DB.batch(statements);
    },
  } as unknown as D1Database;
  return { db: createDb(binding), calls };
}

describe('reads together', () => {
  it('sends the queries read in one go as one batch, each answering its own rows, same-named columns intact', async () => {
    const { user, mentor } = await createMentor({ title: 'Mentor title' });
    const session = await createGroupSession(mentor.id, { title: 'Session title' });
    const { db, calls } = countingD1();
    const read = readTogether(db);
    const [[joined], [account]] = await Promise.all([
      read(
        db
          .select(
            namedFields({
              title: groupSessions.title,
              mentorTitle: mentors.title,
              // Two expressions of the same text, and a decoded column after them.
              none: sql<null>`null`,
              alsoNone: sql<null>`null`,
              mentorId: mentors.id,
            }),
          )
          .from(groupSessions)
          .innerJoin(mentors, eq(mentors.id, groupSessions.mentorId))
          .where(eq(groupSessions.id, session.id)),
      ),
      read(db.select({ id: users.id }).from(users).where(eq(users.id, user.id))),
    ]);
    expect(calls).toEqual({ statements: 0, batches: [2] });
    expect(joined).toEqual({
      title: 'Session title',
      mentorTitle: 'Mentor title',
      none: null,
      alsoNone: null,
      mentorId: mentor.id,
    });
    expect(account).toEqual({ id: user.id });
  });

  it('sends a query read alone on its own, and reads of a later turn in a batch of their own', async () => {
    const { user } = await createMentor();
    const { db, calls } = countingD1();
    const read = readTogether(db);
    const byId = () => db.select({ id: users.id }).from(users).where(eq(users.id, user.id));
    expect(await read(byId())).toEqual([{ id: user.id }]);
    expect(calls).toEqual({ statements: 1, batches: [] });
    await Promise.all([read(byId()), read(byId())]);
    expect(calls).toEqual({ statements: 1, batches: [2] });
  });

  it('fails every read of a batch when the batch fails', async () => {
    const { db } = countingD1();
    const read = readTogether(db);
    const results = await Promise.allSettled([
      read(db.select({ id: users.id }).from(users)),
      read(db.select({ broken: sql`no_such_column` }).from(users)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
