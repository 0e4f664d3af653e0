import type { UserStats } from '../../schema/contract/taxonomy.ts';
import { userCount } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';

/**
 * `GET /api/stats/users`: how many accounts exist (the landing hero's user count); deleted accounts do not count.
 * One row read: the database keeps the number (user_count, moved by triggers on every user row written), where
 * counting read a row per account.
 */
export async function countUsers(input: { db: Db }): Promise<UserStats> {
  const [row] = await input.db.select({ users: userCount.count }).from(userCount);
  return { users: row?.users ?? 0 };
}
