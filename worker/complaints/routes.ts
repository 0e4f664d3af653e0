import { Hono } from 'hono';
import { ComplaintInputSchema } from '../../schema/contract/complaints.ts';
import { PageQuerySchema } from '../../schema/contract/pagination.ts';
import type { AppEnv } from '../env.ts';
import { route } from '../http/route-policy.ts';
import { validate } from '../http/validate.ts';
import { fileComplaint, listMyComplaints } from './complaints.ts';

/**
 * /api/complaints (signed in): filing a confidential complaint, and the complainant's own list (status and
 * outcome only). The text of a complaint is read by admins alone, under /api/admin/complaints.
 */
export const complaintsApi = new Hono<AppEnv>()
  .post('/', route({ who: 'member', bumps: [] }), validate('json', ComplaintInputSchema), async (c) => {
    return c.json(await fileComplaint(c.var.db, c.var.user.id, c.req.valid('json')), 201);
  })
  .get('/mine', route({ who: 'member' }), validate('query', PageQuerySchema), async (c) => {
    return c.json(await listMyComplaints(c.var.db, c.var.user.id, c.req.valid('query')));
  });
