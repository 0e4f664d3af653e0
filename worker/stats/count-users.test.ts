import { count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../schema/db/index.ts';
import { createUser, db } from '../test/factories.ts';
import { api } from '../test/http.ts';

/** The answer of GET /api/stats/users, checked against a count of the live accounts. */
async function counted() {
  const res = await api('/api/stats/users');
  expect(res.status).toBe(200);
  const [live] = await db.select({ n: count() }).from(users).where(isNull(users.deletedAt));
  expect(await res.json()).toEqual({ users: live!.n });
  return live!.n;
}

describe('GET /api/stats/users', () => {
  it('keeps the number of accounts right through every write that adds, anonymises or removes one', async () => {
    const start = await counted();
    const user = await createUser();
    expect(await counted()).toBe(start + 1);
    // The stand-in an account deletion leaves (deleted_at set) is not an account, nor is removing it.
    const tombstone = await createUser({ deletedAt: new Date().toISOString() });
    expect(await counted()).toBe(start + 1);
    await db.update(users).set({ deletedAt: new Date().toISOString() }).where(eq(users.id, user.id));
    expect(await counted()).toBe(start);
    // Writing the same state again, or another column, moves nothing.
    await db.update(users).set({ deletedAt: new Date().toISOString(), firstName: 'Gone' }).where(eq(users.id, user.id));
    expect(await counted()).toBe(start);
    await db.update(users).set({ deletedAt: null }).where(eq(users.id, user.id));
    expect(await counted()).toBe(start + 1);
    await db.delete(users).where(eq(users.id, tombstone.id));
    expect(await counted()).toBe(start + 1);
    await db.delete(users).where(eq(users.id, user.id));
    expect(await counted()).toBe(start);
  });
});
