import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { publicRead, route } from '../http/route-policy.ts';
import { listCategories, listJourneyPaths } from './taxonomy.ts';

/** Public taxonomy reads under /api: `GET /api/journey-paths`, `GET /api/categories`. */
export const taxonomyApi = new Hono<AppEnv>()
  .get('/journey-paths', route({ who: 'anyone', cache: publicRead('taxonomy') }), async (c) =>
    c.json(await listJourneyPaths(c.var.db)),
  )
  .get('/categories', route({ who: 'anyone', cache: publicRead('taxonomy') }), async (c) =>
    c.json(await listCategories(c.var.db)),
  );
