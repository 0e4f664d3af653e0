import { Hono } from 'hono';
import type { Bootstrap } from '../../schema/contract/bootstrap.ts';
import type { AppEnv } from '../env.ts';
import { route } from '../http/route-policy.ts';
import { getBootstrap } from './bootstrap.ts';

/** /api/bootstrap: the app shell's one question about the signed-in member (decision 022). */
export const bootstrapApi = new Hono<AppEnv>().get('/', route({ who: 'member' }), async (c) =>
  c.json((await getBootstrap(c.var.db, c.var.user.id, new Date())) satisfies Bootstrap),
);
