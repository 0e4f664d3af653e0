import { Hono } from 'hono';
import { MenteeProfileInputSchema } from '../../schema/contract/mentees.ts';
import type { AppEnv } from '../env.ts';
import { EVERY_DOMAIN, route } from '../http/route-policy.ts';
import { validate } from '../http/validate.ts';
import { getMenteeProfile, saveMenteeProfile } from './mentee-profile.ts';

/**
 * /api/mentee-profile: the signed-in user's own mentee profile. PUT and POST both save it (the spec's client
 * tries PUT, then falls back to POST), so either creates or replaces it.
 */
export const menteeProfileApi = new Hono<AppEnv>()
  .get('/', route({ who: 'member' }), async (c) => {
    return c.json(await getMenteeProfile(c.var.db, c.var.user.id));
  })
  .put('/', route({ who: 'member', bumps: EVERY_DOMAIN }), validate('json', MenteeProfileInputSchema), async (c) => {
    return c.json(await saveMenteeProfile(c.var.db, c.var.user.id, c.req.valid('json')));
  })
  .post('/', route({ who: 'member', bumps: EVERY_DOMAIN }), validate('json', MenteeProfileInputSchema), async (c) => {
    return c.json(await saveMenteeProfile(c.var.db, c.var.user.id, c.req.valid('json')));
  });
