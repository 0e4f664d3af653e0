import { Hono } from 'hono';
import * as z from 'zod';
import { idParamSchema, queryInt } from '../../schema/contract/fields.ts';
import { BooleanQuerySchema, PageQuerySchema } from '../../schema/contract/pagination.ts';
import {
  CreateGroupSessionInputSchema,
  GroupSessionListQuerySchema,
  RateSessionInputSchema,
  SESSION_MESSAGES,
  UpdateGroupSessionInputSchema,
  type GroupSessionPage,
  type MySessionPage,
} from '../../schema/contract/sessions.ts';
import { sessionCalendarEntry } from '../ics/entries.ts';
import { buildCalendar, calendarHeaders } from '../ics/ics.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { publicRead, route, type Domain } from '../http/route-policy.ts';
import { validate } from '../http/validate.ts';
import { viewContextOf } from '../view-context.ts';
import { joinSession } from './join-session.ts';
import { leaveSession } from './leave-session.ts';
import { rateSession } from './rate-session.ts';
import {
  cancelSession,
  createSession,
  deleteSession,
  listSessionParticipants,
  updateSession,
} from './manage-sessions.ts';
import { getSession, listMentorSessions, listSessions, toGroupSession } from './session-view.ts';
import { joinSessionWaitlist, leaveSessionWaitlist } from './session-waitlist.ts';

const IdParamSchema = idParamSchema(SESSION_MESSAGES.notFound);
const MentorParamSchema = z.object({ mentorId: queryInt({ min: 1, message: SESSION_MESSAGES.mentorNotFound }) });
const MentorSessionsQuerySchema = z.object({
  ...PageQuerySchema.shape,
  upcoming: z._default(BooleanQuerySchema, false),
});

/** What a session's changes show in: the session, and its mentor's card (which counts sessions and ratings). */
const SESSIONS_AND_MENTORS: Domain[] = ['sessions', 'mentors'];

/**
 * Group sessions under /api/group-sessions. Lists and single sessions are public (mentor cards count them for
 * visitors); everything that changes something needs a signed-in user. Static paths come before `/:id`.
 */
export const groupSessionsApi = new Hono<AppEnv>()
  .get(
    '/',
    route({ who: 'anyone', cache: publicRead(...SESSIONS_AND_MENTORS) }),
    validate('query', GroupSessionListQuerySchema),
    async (c) => {
      const { mentorId, upcoming, limit, cursor } = c.req.valid('query');
      const { items, nextCursor } = await listSessions(
        viewContextOf(c),
        { mentorId },
        { limit, cursor, upcomingOnly: upcoming },
      );
      return c.json({ items, nextCursor } satisfies GroupSessionPage);
    },
  )
  .get('/my-sessions', validate('query', MentorSessionsQuerySchema), route({ who: 'member' }), async (c) => {
    const user = c.var.user;
    const { upcoming, limit, cursor } = c.req.valid('query');
    const { rows, items, nextCursor } = await listSessions(
      viewContextOf(c),
      { participantUserId: user.id },
      { limit, cursor, upcomingOnly: upcoming },
    );
    const entries = items.map((session, i) => ({ sessionId: session.id, joinedAt: rows[i]!.viewerJoinedAt!, session }));
    return c.json({ items: entries, nextCursor } satisfies MySessionPage);
  })
  .get(
    '/mentor/:mentorId',
    route({ who: 'anyone', cache: publicRead(...SESSIONS_AND_MENTORS) }),
    validate('param', MentorParamSchema),
    validate('query', MentorSessionsQuerySchema),
    async (c) => {
      const { upcoming, limit, cursor } = c.req.valid('query');
      const { items, nextCursor } = await listMentorSessions({
        ctx: viewContextOf(c),
        mentorId: c.req.valid('param').mentorId,
        page: { limit, cursor, upcomingOnly: upcoming },
      });
      return c.json({ items, nextCursor } satisfies GroupSessionPage);
    },
  )
  .post(
    '/',
    route({ who: 'member', bumps: SESSIONS_AND_MENTORS }),
    validate('json', CreateGroupSessionInputSchema),
    async (c) => {
      const session = await createSession(c.var.db, { userId: c.var.user.id, session: c.req.valid('json') });
      return c.json(toGroupSession(session, viewContextOf(c)), 201);
    },
  )
  .get(
    '/:id',
    route({ who: 'anyone', cache: publicRead(...SESSIONS_AND_MENTORS) }),
    validate('param', IdParamSchema),
    async (c) => {
      return c.json(await getSession(viewContextOf(c), c.req.valid('param').id));
    },
  )
  .patch(
    '/:id',
    route({ who: 'member', bumps: SESSIONS_AND_MENTORS }),
    validate('param', IdParamSchema),
    validate('json', UpdateGroupSessionInputSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const ctx = viewContextOf(c);
      const session = await updateSession(c.var.db, {
        userId: c.var.user.id,
        id,
        changes: c.req.valid('json'),
        now: ctx.now,
      });
      return c.json(toGroupSession(session, ctx));
    },
  )
  .delete(
    '/:id',
    validate('param', IdParamSchema),
    route({ who: 'member', bumps: SESSIONS_AND_MENTORS }),
    async (c) => {
      return c.json(await deleteSession(c.var.db, { user: c.var.user, id: c.req.valid('param').id, now: new Date() }));
    },
  )
  .post(
    '/:id/join',
    validate('param', IdParamSchema),
    route({ who: 'member', bumps: SESSIONS_AND_MENTORS }),
    async (c) => {
      const { id } = c.req.valid('param');
      const ctx = viewContextOf(c);
      const { created, session } = await joinSession(c.var.db, { userId: c.var.user.id, id, now: ctx.now });
      return c.json(toGroupSession(session, ctx), created ? 201 : 200);
    },
  )
  .delete(
    '/:id/join',
    validate('param', IdParamSchema),
    route({ who: 'member', bumps: SESSIONS_AND_MENTORS }),
    async (c) => {
      const { id } = c.req.valid('param');
      const ctx = viewContextOf(c);
      const session = await leaveSession(c.var.db, { userId: c.var.user.id, id, now: ctx.now });
      return c.json(toGroupSession(session, ctx));
    },
  )
  // The waiting list of a full session (decision 019): 201 a new place (or the free seat it found), 200 unchanged.
  .post(
    '/:id/waitlist',
    validate('param', IdParamSchema),
    route({ who: 'member', bumps: SESSIONS_AND_MENTORS }),
    async (c) => {
      const { id } = c.req.valid('param');
      const ctx = viewContextOf(c);
      const { created, session } = await joinSessionWaitlist(c.var.db, { userId: c.var.user.id, id, now: ctx.now });
      return c.json(toGroupSession(session, ctx), created ? 201 : 200);
    },
  )
  .delete(
    '/:id/waitlist',
    validate('param', IdParamSchema),
    route({ who: 'member', bumps: SESSIONS_AND_MENTORS }),
    async (c) => {
      const { id } = c.req.valid('param');
      const session = await leaveSessionWaitlist(c.var.db, { userId: c.var.user.id, id });
      return c.json(toGroupSession(session, viewContextOf(c)));
    },
  )
  // The host (or an admin) calls a session off; participants and everyone waiting are told.
  .post(
    '/:id/cancel',
    validate('param', IdParamSchema),
    route({ who: 'member', bumps: SESSIONS_AND_MENTORS }),
    async (c) => {
      const { id } = c.req.valid('param');
      const ctx = viewContextOf(c);
      const session = await cancelSession(c.var.db, { user: c.var.user, id, now: ctx.now });
      return c.json(toGroupSession(session, ctx));
    },
  )
  .post(
    '/:id/rating',
    route({ who: 'member', bumps: SESSIONS_AND_MENTORS }),
    validate('param', IdParamSchema),
    validate('json', RateSessionInputSchema),
    async (c) => {
      const { rating, comment } = c.req.valid('json');
      const created = await rateSession(c.var.db, {
        userId: c.var.user.id,
        id: c.req.valid('param').id,
        rating,
        comment,
        now: new Date(),
      });
      return c.json(created, 201);
    },
  )
  .get('/:id/participants', validate('param', IdParamSchema), route({ who: 'member' }), async (c) => {
    return c.json(await listSessionParticipants({ db: c.var.db, user: c.var.user, id: c.req.valid('param').id }));
  })
  .get('/:id/calendar.ics', validate('param', IdParamSchema), route({ who: 'member' }), async (c) => {
    const ctx = viewContextOf(c);
    const session = await getSession(ctx, c.req.valid('param').id);
    if (!session.isHost && !session.isRegistered) throw new HttpError(403, SESSION_MESSAGES.calendarForbidden);
    const body = buildCalendar([sessionCalendarEntry(session, ctx.origin)], { now: ctx.now });
    return c.body(body, 200, calendarHeaders(`sebenza-session-${session.id}.ics`));
  });
