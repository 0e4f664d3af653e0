import { Hono } from 'hono';
import { MenteeProfileInputSchema } from '../../schema/contract/mentees.ts';
import { requireUser, signedIn } from '../auth/session.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../http/validate.ts';
import { getMenteeProfile, saveMenteeProfile } from './mentee-profile.ts';

/**
 * /api/mentee-profile: the signed-in user's own mentee profile. PUT and POST both save it (the spec's client
 * tries PUT, then falls back to POST), so either creates or replaces it.
 */
export const menteeProfileApi = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c);
    return c.json(await getMenteeProfile(c.var.db, user.id));
  })
  .put('/', signedIn(), validate('json', MenteeProfileInputSchema), async (c) => {
    const user = requireUser(c);
    return c.json(await saveMenteeProfile(c.var.db, user.id, c.req.valid('json')));
  })
  .post('/', signedIn(), validate('json', MenteeProfileInputSchema), async (c) => {
    const user = requireUser(c);
    return c.json(await saveMenteeProfile(c.var.db, user.id, c.req.valid('json')));
  });
