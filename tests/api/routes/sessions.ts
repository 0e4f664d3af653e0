import {
  addParticipants,
  createGroupSession,
  createMentor,
  createUser,
  hoursFromNow,
} from '../../../worker/test/factories.ts';
import { postAs } from './fixtures.ts';
import type { MatrixRoute } from './types.ts';

/** A session hosted by a mentor who is none of the matrix's users (so nobody in the matrix owns it). */
const sessionOfSomeoneElse =
  (overrides: Parameters<typeof createGroupSession>[1] = {}) =>
  async (ctx: Record<string, unknown>) => {
    const { mentor } = await createMentor();
    ctx.mentorId = mentor.id;
    ctx.sessionId = (await createGroupSession(mentor.id, { maxParticipants: 50, ...overrides })).id;
  };

/** Someone else's session that the caller (if signed in) has joined, for the row that leaves it. */
async function joinedSession(ctx: Record<string, unknown>, cookie: string | undefined) {
  await sessionOfSomeoneElse()(ctx);
  if (cookie) await postAs(cookie, `/api/group-sessions/${ctx.sessionId}/join`);
}

/** Someone else's session whose one seat is taken by someone else: the caller can only wait for it. */
async function fullSession(ctx: Record<string, unknown>) {
  await sessionOfSomeoneElse({ maxParticipants: 1 })(ctx);
  await addParticipants(ctx.sessionId as number, [(await createUser()).id]);
}

/** A full session the caller (if signed in) waits for, for the row that leaves the line. */
async function waitingForSession(ctx: Record<string, unknown>, cookie: string | undefined) {
  await fullSession(ctx);
  if (cookie) await postAs(cookie, `/api/group-sessions/${ctx.sessionId}/waitlist`);
}

/** The caller's own calendar feed, for the rows that show it again and delete it. */
async function ownFeed(_ctx: Record<string, unknown>, cookie: string | undefined) {
  if (cookie) await postAs(cookie, '/api/calendar-feed');
}

const newSession = () => ({
  title: 'Matrix session',
  description: 'Created by the role matrix.',
  scheduledAt: hoursFromNow(48),
});

export const sessionRoutes: MatrixRoute[] = [
  { method: 'GET', path: '/api/group-sessions', expect: { default: 200 } },
  { method: 'GET', path: '/api/group-sessions?upcoming=true&limit=5', expect: { default: 200 } },
  { method: 'GET', path: '/api/group-sessions/my-sessions', expect: { default: 200, visitor: 401 } },
  {
    method: 'GET',
    path: (ctx) => `/api/group-sessions/mentor/${ctx.mentorId}`,
    prepare: sessionOfSomeoneElse(),
    expect: { default: 200 },
  },
  // Only users with a mentor profile create sessions.
  {
    method: 'POST',
    path: '/api/group-sessions',
    body: newSession,
    expect: { default: 403, visitor: 401, mentor: 201, coach: 201 },
  },
  {
    method: 'GET',
    path: (ctx) => `/api/group-sessions/${ctx.sessionId}`,
    prepare: sessionOfSomeoneElse(),
    expect: { default: 200 },
  },
  // Only the host edits; not even an admin.
  {
    method: 'PATCH',
    path: (ctx) => `/api/group-sessions/${ctx.sessionId}`,
    prepare: sessionOfSomeoneElse(),
    body: () => ({ title: 'Changed' }),
    expect: { default: 403, visitor: 401 },
  },
  // The host or an admin deletes.
  {
    method: 'DELETE',
    path: (ctx) => `/api/group-sessions/${ctx.sessionId}`,
    prepare: sessionOfSomeoneElse(),
    expect: { default: 403, visitor: 401, admin: 200 },
  },
  {
    method: 'POST',
    path: (ctx) => `/api/group-sessions/${ctx.sessionId}/join`,
    prepare: sessionOfSomeoneElse(),
    expect: { default: 201, visitor: 401 },
  },
  {
    method: 'DELETE',
    path: (ctx) => `/api/group-sessions/${ctx.sessionId}/join`,
    prepare: joinedSession,
    expect: { default: 200, visitor: 401 },
  },
  {
    method: 'POST',
    path: (ctx) => `/api/group-sessions/${ctx.sessionId}/waitlist`,
    prepare: fullSession,
    expect: { default: 201, visitor: 401 },
  },
  {
    method: 'DELETE',
    path: (ctx) => `/api/group-sessions/${ctx.sessionId}/waitlist`,
    prepare: waitingForSession,
    expect: { default: 200, visitor: 401 },
  },
  // The host or an admin cancels.
  {
    method: 'POST',
    path: (ctx) => `/api/group-sessions/${ctx.sessionId}/cancel`,
    prepare: sessionOfSomeoneElse(),
    expect: { default: 403, visitor: 401, admin: 200 },
  },
  // Only participants rate, after the session ended; the matrix's users did not take part.
  {
    method: 'POST',
    path: (ctx) => `/api/group-sessions/${ctx.sessionId}/rating`,
    prepare: sessionOfSomeoneElse({ scheduledAt: hoursFromNow(-3) }),
    body: () => ({ rating: 5 }),
    expect: { default: 403, visitor: 401 },
  },
  {
    method: 'GET',
    path: (ctx) => `/api/group-sessions/${ctx.sessionId}/participants`,
    prepare: sessionOfSomeoneElse(),
    expect: { default: 403, visitor: 401, admin: 200 },
  },
  {
    method: 'GET',
    path: (ctx) => `/api/group-sessions/${ctx.sessionId}/calendar.ics`,
    prepare: sessionOfSomeoneElse(),
    expect: { default: 403, visitor: 401 },
  },
  { method: 'GET', path: '/api/calendar-feed', prepare: ownFeed, expect: { default: 200, visitor: 401 } },
  { method: 'POST', path: '/api/calendar-feed', expect: { default: 200, visitor: 401 } },
  { method: 'DELETE', path: '/api/calendar-feed', prepare: ownFeed, expect: { default: 204, visitor: 401 } },
  // The token is the credential: no cookie needed, and an unknown token is a 404 for everyone.
  { method: 'GET', path: `/api/calendar-feed/${'x'.repeat(43)}.ics`, expect: { default: 404 } },
  { method: 'GET', path: '/api/dashboard', expect: { default: 200, visitor: 401 } },
  { method: 'POST', path: '/api/dashboard/welcomed', expect: { default: 204, visitor: 401 } },
];
