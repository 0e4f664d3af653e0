import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { route } from '../http/route-policy.ts';
import { viewContextOf } from '../view-context.ts';
import { getDashboard, markWelcomed } from './dashboard.ts';

/** `/api/dashboard`: the signed-in landing page's numbers, sessions and recommendations. */
export const dashboardApi = new Hono<AppEnv>()
  .get('/', route({ who: 'member' }), async (c) => {
    return c.json(await getDashboard({ ...viewContextOf(c), viewer: c.var.user }));
  })
  // The dashboard has greeted the member: from now on it says "Welcome back". Idempotent (the first time is kept).
  .post('/welcomed', route({ who: 'member', bumps: [] }), async (c) => {
    await markWelcomed(c.var.db, c.var.user.id, new Date());
    return c.body(null, 204);
  });
