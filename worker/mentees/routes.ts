import { Hono } from 'hono';
import { MenteeProfileInputSchema } from '../../schema/contract/mentees.ts';
import { requireUser } from '../auth/session.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../http/validate.ts';
import { getMenteeProfile, saveMenteeProfile } from './mentee-profile.ts';

/**
 * /api/mentee-profile: the signed-in user's own mentee profile. PUT and POST both save it (the spec's client
 * tries PUT, then falls back to POST), so either creates or replaces it.
 */
export const menteeProfileApi = new Hono<AppEnv>()
  .get('/', requireUser(), async (c) => {
    return c.json(await getMenteeProfile(c.var.db, c.var.user.id));
  })
  .put('/', requireUser(), validate('json', MenteeProfileInputSchema), async (c) => {
    return c.json(await saveMenteeProfile(c.var.db, c.var.user.id, c.req.valid('json')));
  })
  .post('/', requireUser(), validate('json', MenteeProfileInputSchema), async (c) => {
    return c.json(await saveMenteeProfile(c.var.db, c.var.user.id, c.req.valid('json')));
  });
