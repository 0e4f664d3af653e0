import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { publicRead, route } from '../http/route-policy.ts';
import { countUsers } from './count-users.ts';

/** Public figures under /api/stats. */
export const statsApi = new Hono<AppEnv>().get(
  '/users',
  route({ who: 'anyone', cache: publicRead('stats') }),
  async (c) => c.json(await countUsers({ db: c.var.db })),
);
