import { count } from 'drizzle-orm';
import { Hono } from 'hono';
import type { UserStats } from '../../schema/contract/taxonomy.ts';
import { users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../env.ts';

/** `GET /api/stats/users`: how many accounts exist (the landing hero's user count). */
export async function countUsers(db: Db): Promise<UserStats> {
  const [row] = await db.select({ users: count() }).from(users);
  return { users: row?.users ?? 0 };
}

/** Public figures under /api/stats. */
export const statsApi = new Hono<AppEnv>().get('/users', async (c) => c.json(await countUsers(c.var.db)));
