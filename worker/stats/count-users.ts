import { count, isNull } from 'drizzle-orm';
import type { UserStats } from '../../schema/contract/taxonomy.ts';
import { users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';

/** `GET /api/stats/users`: how many accounts exist (the landing hero's user count); deleted accounts do not count. */
export async function countUsers(input: { db: Db }): Promise<UserStats> {
  const [row] = await input.db.select({ users: count() }).from(users).where(isNull(users.deletedAt));
  return { users: row?.users ?? 0 };
}
