import { Hono } from 'hono';
import {
  AvailabilitySchema,
  BookCallSchema,
  CallParamSchema,
  CallsQuerySchema,
  CoachParamSchema,
  CompleteCallSchema,
  RescheduleCallSchema,
  SlotsQuerySchema,
  StepParamSchema,
  TickStepSchema,
} from '../../../schema/contract/coaching-calls.ts';
import type { Db } from '../../db/client.ts';
import type { AppEnv, SignedInUser } from '../../env.ts';
import { route } from '../../http/route-policy.ts';
import { validate } from '../../http/validate.ts';
import { buildCalendar, calendarHeaders } from '../../ics/ics.ts';
import { coachingCallCalendarEntry } from '../../ics/entries.ts';
import { readAvailability, saveAvailability } from './availability.ts';
import { bookCall } from './book.ts';
import { cancelCall, completeCall, rescheduleCall, tickStep } from './change-call.ts';
import { getCall, listCalls } from './call-view.ts';
import { readSlots } from './slots-read.ts';

/**
 * `/api/coaching/availability`: a coach's own coaching hours and booking rules (403 for anyone who is not a coach).
 * Nothing a visitor reads shows them, so a save bumps no domain.
 */
export const coachAvailabilityApi = new Hono<AppEnv>()
  .get('/', route({ who: 'member' }), async (c) => c.json(await readAvailability(c.var.db, c.var.user.id)))
  .put('/', route({ who: 'member', bumps: [] }), validate('json', AvailabilitySchema), async (c) =>
    c.json(await saveAvailability(c.var.db, c.var.user.id, c.req.valid('json'))),
  );

/** `GET /api/coaching/coaches/{mentorId}/slots?from=&to=`: the open start times, for a subscriber connected to them. */
export const coachSlotsApi = new Hono<AppEnv>().get(
  '/:mentorId/slots',
  validate('param', CoachParamSchema),
  route({ who: 'member' }),
  validate('query', SlotsQuerySchema),
  async (c) =>
    c.json(
      await readSlots({
        db: c.var.db,
        userId: c.var.user.id,
        mentorId: c.req.valid('param').mentorId,
        ...c.req.valid('query'),
        now: new Date(),
      }),
    ),
);

/** What every route about one call hands its service: the database, the caller, the call, the time now. */
const callOf = (c: { var: { db: Db; user: SignedInUser } }, callId: number) => ({
  db: c.var.db,
  userId: c.var.user.id,
  callId,
  now: new Date(),
});

/**
 * `/api/coaching/calls`: booking within the plan, the caller's calls on both sides, moving, cancelling, the outcome
 * and action plan, a calendar file (decision 033).
 */
export const coachingCallsApi = new Hono<AppEnv>()
  .get('/', route({ who: 'member' }), validate('query', CallsQuerySchema), async (c) =>
    c.json(await listCalls({ db: c.var.db, userId: c.var.user.id, ...c.req.valid('query'), now: new Date() })),
  )
  .post('/', route({ who: 'member', bumps: [] }), validate('json', BookCallSchema), async (c) =>
    c.json(await bookCall({ db: c.var.db, userId: c.var.user.id, ...c.req.valid('json'), now: new Date() }), 201),
  )
  .get('/:id', validate('param', CallParamSchema), route({ who: 'member' }), async (c) =>
    c.json(await getCall(callOf(c, c.req.valid('param').id))),
  )
  .post(
    '/:id/reschedule',
    validate('param', CallParamSchema),
    route({ who: 'member', bumps: [] }),
    validate('json', RescheduleCallSchema),
    async (c) =>
      c.json(await rescheduleCall({ ...callOf(c, c.req.valid('param').id), startsAt: c.req.valid('json').startsAt })),
  )
  .post('/:id/cancel', validate('param', CallParamSchema), route({ who: 'member', bumps: [] }), async (c) =>
    c.json(await cancelCall(callOf(c, c.req.valid('param').id))),
  )
  .post(
    '/:id/complete',
    validate('param', CallParamSchema),
    route({ who: 'member', bumps: [] }),
    validate('json', CompleteCallSchema),
    async (c) => c.json(await completeCall({ ...callOf(c, c.req.valid('param').id), input: c.req.valid('json') })),
  )
  .get('/:id/ics', validate('param', CallParamSchema), route({ who: 'member' }), async (c) => {
    const request = callOf(c, c.req.valid('param').id);
    const call = await getCall(request);
    const body = buildCalendar([coachingCallCalendarEntry(call, c.var.config.origin)], { now: request.now });
    return c.body(body, 200, calendarHeaders(`sebenza-coaching-call-${call.id}.ics`));
  });

/** `POST /api/coaching/action-steps/{id}` { done }: the subscriber ticks a next step of an action plan. */
export const actionStepsApi = new Hono<AppEnv>().post(
  '/:id',
  validate('param', StepParamSchema),
  route({ who: 'member', bumps: [] }),
  validate('json', TickStepSchema),
  async (c) =>
    c.json(
      await tickStep({ db: c.var.db, userId: c.var.user.id, stepId: c.req.valid('param').id, ...c.req.valid('json') }),
    ),
);
