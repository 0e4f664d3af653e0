import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { listCategories, listJourneyPaths } from './taxonomy.ts';

/** Public taxonomy reads under /api: `GET /api/journey-paths`, `GET /api/categories`. */
export const taxonomyApi = new Hono<AppEnv>()
  .get('/journey-paths', async (c) => c.json(await listJourneyPaths(c.var.db)))
  .get('/categories', async (c) => c.json(await listCategories(c.var.db)));
