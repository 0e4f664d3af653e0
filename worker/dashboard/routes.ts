import { Hono } from 'hono';
import { requireUser } from '../auth/session.ts';
import type { AppEnv } from '../env.ts';
import { viewContextOf } from '../view-context.ts';
import { getDashboard } from './dashboard.ts';

/** `GET /api/dashboard`: the signed-in landing page's numbers, sessions and recommendations. */
export const dashboardApi = new Hono<AppEnv>().get('/', requireUser(), async (c) => {
  return c.json(await getDashboard({ ...viewContextOf(c), viewer: c.var.user }));
});
