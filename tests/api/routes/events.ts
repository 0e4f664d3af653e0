import { addRegistrations, createEvent, createUser } from '../../../worker/test/factories.ts';
import { postAs } from './fixtures.ts';
import type { MatrixRoute } from './types.ts';

/** A free event with room for the whole matrix. */
async function freeEvent(ctx: Record<string, unknown>) {
  ctx.eventId = (await createEvent({ maxAttendees: 50 })).id;
}

/** A free event the caller (if signed in) registered for, for the row that cancels it. */
async function registeredEvent(ctx: Record<string, unknown>, cookie: string | undefined) {
  await freeEvent(ctx);
  if (cookie) await postAs(cookie, `/api/events/${ctx.eventId}/register`);
}

/** A free event whose one seat is taken by someone else: the caller can only wait for it. */
async function fullEvent(ctx: Record<string, unknown>) {
  ctx.eventId = (await createEvent({ maxAttendees: 1 })).id;
  await addRegistrations(ctx.eventId as number, [(await createUser()).id]);
}

/** A full event the caller (if signed in) waits for, for the row that leaves the line. */
async function waitingForEvent(ctx: Record<string, unknown>, cookie: string | undefined) {
  await fullEvent(ctx);
  if (cookie) await postAs(cookie, `/api/events/${ctx.eventId}/waitlist`);
}

export const eventRoutes: MatrixRoute[] = [
  { method: 'GET', path: '/api/events', expect: { default: 200 } },
  { method: 'GET', path: '/api/events/my-events', expect: { default: 200, visitor: 401 } },
  { method: 'GET', path: (ctx) => `/api/events/${ctx.eventId}`, prepare: freeEvent, expect: { default: 200 } },
  {
    method: 'POST',
    path: (ctx) => `/api/events/${ctx.eventId}/register`,
    prepare: freeEvent,
    expect: { default: 201, visitor: 401 },
  },
  // A paid event: the seat is held and the answer says where to pay.
  {
    method: 'POST',
    path: (ctx) => `/api/events/${ctx.eventId}/register`,
    prepare: async (ctx) => {
      ctx.eventId = (await createEvent({ maxAttendees: 50, priceCents: 15_000 })).id;
    },
    expect: { default: 202, visitor: 401 },
  },
  {
    method: 'DELETE',
    path: (ctx) => `/api/events/${ctx.eventId}/register`,
    prepare: registeredEvent,
    expect: { default: 200, visitor: 401 },
  },
  {
    method: 'POST',
    path: (ctx) => `/api/events/${ctx.eventId}/waitlist`,
    prepare: fullEvent,
    expect: { default: 201, visitor: 401 },
  },
  {
    method: 'DELETE',
    path: (ctx) => `/api/events/${ctx.eventId}/waitlist`,
    prepare: waitingForEvent,
    expect: { default: 200, visitor: 401 },
  },
  // Only registered users get the calendar file; the matrix's users are not registered.
  {
    method: 'GET',
    path: (ctx) => `/api/events/${ctx.eventId}/calendar.ics`,
    prepare: freeEvent,
    expect: { default: 403, visitor: 401 },
  },
  {
    method: 'POST',
    path: '/api/event-host-proposals',
    body: () => ({ title: 'Matrix market', description: 'Proposed by the role matrix.', city: 'Durban' }),
    expect: { default: 201, visitor: 401 },
  },
];
