import { Hono } from 'hono';
import { MENTOR_MESSAGES, MentorListQuerySchema, MentorProfileInputSchema } from '../../schema/contract/mentors.ts';
import { requireUser } from '../auth/session.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../http/validate.ts';
import { listMentorConnections } from './connections.ts';
import { listMentors } from './list-mentors.ts';
import { createMentorProfile, getMentorStatus, getOwnMentorProfile, updateMentorProfile } from './mentor-profile.ts';

/** /api/mentors: the public directory, and the signed-in user's own mentor profile. */
export const mentorsApi = new Hono<AppEnv>()
  .get('/', validate('query', MentorListQuerySchema), async (c) =>
    c.json(await listMentors(c.var.db, c.req.valid('query'))),
  )
  .get('/profile', requireUser(), async (c) => {
    return c.json(await getOwnMentorProfile(c.var.db, c.var.user.id));
  })
  .post('/', requireUser(MENTOR_MESSAGES.signedOut), validate('json', MentorProfileInputSchema), async (c) => {
    const store = { db: c.var.db, bucket: c.env.IMAGES };
    return c.json(await createMentorProfile(store, c.var.user.id, c.req.valid('json')), 201);
  })
  .put('/profile', requireUser(), validate('json', MentorProfileInputSchema), async (c) => {
    const store = { db: c.var.db, bucket: c.env.IMAGES };
    // Which fields the client sent (the validator already parsed the body; Hono caches it).
    const sent = new Set(Object.keys(await c.req.json<Record<string, unknown>>()));
    return c.json(await updateMentorProfile(store, c.var.user.id, c.req.valid('json'), sent));
  });

/** /api/mentor-connections: the signed-in user's mentors (the Mentorship Space block). */
export const mentorConnectionsApi = new Hono<AppEnv>().get('/', requireUser(), async (c) => {
  return c.json(await listMentorConnections(c.var.db, c.var.user.id));
});

/**
 * `GET /api/auth/user/mentor-status` (the spec's path, beside the account routes): whether the signed-in user
 * has a mentor profile, and that profile. Answered here so that auth never imports the mentor directory.
 */
export const mentorStatusApi = new Hono<AppEnv>().get('/', requireUser(), async (c) =>
  c.json(await getMentorStatus(c.var.db, c.var.user.id)),
);
