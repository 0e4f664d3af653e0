import { Hono } from 'hono';
import {
  CONNECTION_MESSAGES,
  ConnectMentorInputSchema,
  MENTOR_MESSAGES,
  MentorListQuerySchema,
  MentorProfileInputSchema,
  MentorProfileUpdateSchema,
  RecommendedMentorsQuerySchema,
  type MentorMatches,
} from '../../schema/contract/mentors.ts';
import { idParamSchema } from '../../schema/contract/fields.ts';
import { PageQuerySchema } from '../../schema/contract/pagination.ts';
import { requireSharingAllowed } from '../consents/sharing.ts';
import type { AppEnv } from '../env.ts';
import { publicRead, route } from '../http/route-policy.ts';
import { validate } from '../http/validate.ts';
import { connectMentor, endMentorConnection, listConnectedMentees, listMentorConnections } from './connections.ts';
import { listMentors } from './list-mentors.ts';
import { getListedMentor } from './listed-mentor.ts';
import { createMentorProfile, getMentorStatus, getOwnMentorProfile, updateMentorProfile } from './mentor-profile.ts';
import { recommendMentorCards } from './recommend-mentors.ts';

const MentorIdParamSchema = idParamSchema(CONNECTION_MESSAGES.mentorNotFound);

/** /api/mentors: the public directory, the signed-in user's matches, and their own mentor profile. */
export const mentorsApi = new Hono<AppEnv>()
  .get(
    '/',
    route({ who: 'anyone', cache: publicRead('mentors', 'sessions') }),
    validate('query', MentorListQuerySchema),
    async (c) => c.json(await listMentors(c.var.db, c.req.valid('query'))),
  )
  .get('/recommended', validate('query', RecommendedMentorsQuerySchema), route({ who: 'member' }), async (c) => {
    const items = await recommendMentorCards(c.var.db, {
      userId: c.var.user.id,
      limit: c.req.valid('query').limit,
      now: new Date(),
    });
    return c.json({ items } satisfies MentorMatches);
  })
  .get('/profile', route({ who: 'member' }), async (c) => {
    return c.json(await getOwnMentorProfile(c.var.db, c.var.user.id));
  })
  .post(
    '/',
    route({ who: 'member', signInMessage: MENTOR_MESSAGES.signedOut, bumps: ['mentors'], body: 'with-image' }),
    // A mentor profile is listed for everyone to see: not for a member under 18 without a guardian's consent.
    requireSharingAllowed(),
    validate('json', MentorProfileInputSchema),
    async (c) => {
      const store = { db: c.var.db, bucket: c.env.IMAGES };
      return c.json(await createMentorProfile(store, c.var.user.id, c.req.valid('json')), 201);
    },
  )
  .put(
    '/profile',
    route({ who: 'member', bumps: ['mentors'], body: 'with-image' }),
    validate('json', MentorProfileUpdateSchema),
    async (c) => {
      const store = { db: c.var.db, bucket: c.env.IMAGES };
      // Which fields the client sent (the validator already parsed the body; Hono caches it).
      const sent = new Set(Object.keys(await c.req.json<Record<string, unknown>>()));
      return c.json(await updateMentorProfile(store, c.var.user.id, c.req.valid('json'), sent));
    },
  )
  // After the static paths (`/recommended`, `/profile`): one listed mentor, for their public page.
  .get(
    '/:id',
    route({ who: 'anyone', cache: publicRead('mentors', 'sessions') }),
    validate('param', MentorIdParamSchema),
    async (c) => c.json(await getListedMentor(c.var.db, c.req.valid('param').id)),
  );

const ConnectionParamSchema = idParamSchema(CONNECTION_MESSAGES.notFound);

/**
 * /api/mentor-connections: free mentorship connections (decision 014). The signed-in member's mentors (the
 * Mentorship Space), Connect, either side ending one, and a mentor's connected mentees.
 */
export const mentorConnectionsApi = new Hono<AppEnv>()
  .get('/', route({ who: 'member' }), async (c) => {
    return c.json(await listMentorConnections(c.var.db, c.var.user.id, new Date()));
  })
  // A connection shows the member's mentee profile to the mentor.
  .post(
    '/',
    route({ who: 'member', bumps: ['mentors'] }),
    requireSharingAllowed(),
    validate('json', ConnectMentorInputSchema),
    async (c) => {
      const { connection, created } = await connectMentor(c.var.db, {
        menteeId: c.var.user.id,
        mentorId: c.req.valid('json').mentorId,
        now: new Date(),
      });
      return c.json(connection, created ? 201 : 200);
    },
  )
  .get('/mentees', validate('query', PageQuerySchema), route({ who: 'member' }), async (c) => {
    return c.json(await listConnectedMentees(c.var.db, { userId: c.var.user.id, ...c.req.valid('query') }));
  })
  .delete('/:id', validate('param', ConnectionParamSchema), route({ who: 'member', bumps: ['mentors'] }), async (c) => {
    return c.json(await endMentorConnection(c.var.db, { userId: c.var.user.id, id: c.req.valid('param').id }));
  });

/**
 * `GET /api/auth/user/mentor-status` (the spec's path, beside the account routes): whether the signed-in user
 * has a mentor profile, and that profile. Answered here so that auth never imports the mentor directory.
 */
export const mentorStatusApi = new Hono<AppEnv>().get('/', route({ who: 'member' }), async (c) =>
  c.json(await getMentorStatus(c.var.db, c.var.user.id)),
);
