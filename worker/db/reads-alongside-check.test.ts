import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../schema/db/index.ts';
import { createUser, db } from '../test/factories.ts';
import { createDb } from './client.ts';
import { isPlainRead, readsAlongsideCheck } from './reads-alongside-check.ts';

/** A check the test settles by hand, and whether anything has started it. */
function manualCheck() {
  let settle!: { pass: () => void; fail: (error: Error) => void };
  const promise = new Promise<void>((pass, fail) => (settle = { pass, fail }));
  promise.catch(() => {});
  const check = { started: false, run: () => ((check.started = true), promise), ...{ settle: () => settle } };
  return check;
}

/** drizzle wraps a driver's error in its own ("Failed query: ..."); the first error is the one the check threw. */
function rootCause(error: unknown): Error {
  let e = error as Error;
  while (e.cause instanceof Error) e = e.cause;
  return e;
}

describe('reads alongside a check', () => {
  it('sends a read at once but hands over its result only after the check passed', async () => {
    const user = await createUser({ firstName: 'Zinhle' });
    const check = manualCheck();
    const checked = createDb(readsAlongsideCheck(env.DB, check.run));
    let answered = false;
    const read = checked
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.id, user.id))
      .then((rows) => ((answered = true), rows));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(check.started).toBe(true);
    expect(answered).toBe(false);
    check.settle().pass();
    expect(await read).toEqual([{ firstName: 'Zinhle' }]);
  });

  it('fails every call when the check fails, and never sends a write', async () => {
    const user = await createUser({ firstName: 'Before' });
    const check = manualCheck();
    const checked = createDb(readsAlongsideCheck(env.DB, check.run));
    const calls = [
      checked.update(users).set({ firstName: 'After' }).where(eq(users.id, user.id)),
      checked.select().from(users).where(eq(users.id, user.id)),
      checked.batch([checked.select().from(users).where(eq(users.id, user.id))]),
    ].map((call) => Promise.resolve(call).then(() => null, rootCause));
    check.settle().fail(new Error('session ended'));
    expect((await Promise.all(calls)).map((error) => error?.message)).toEqual(Array(3).fill('session ended'));
    const [row] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, user.id));
    expect(row!.firstName).toBe('Before');
  });

  it('tells plain reads from anything that may write', () => {
    expect(isPlainRead('select "id" from "users" where "id" = ?')).toBe(true);
    expect(isPlainRead('  /* note */ -- why\n SELECT count(*) from users')).toBe(true);
    expect(isPlainRead('with recent as (select * from events) select * from recent where updated_at > ?')).toBe(true);
    expect(isPlainRead('insert into users (id) values (?)')).toBe(false);
    expect(isPlainRead('update users set first_name = ?')).toBe(false);
    expect(isPlainRead('with x as (select 1) delete from users')).toBe(false);
    expect(isPlainRead('select 1; delete from users')).toBe(false);
    expect(isPlainRead('pragma table_info(users)')).toBe(false);
    expect(isPlainRead('')).toBe(false);
  });
});
