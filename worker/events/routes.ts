import { Hono } from 'hono';
import { idParamSchema } from '../../schema/contract/fields.ts';
import {
  EVENT_MESSAGES,
  EventHostProposalInputSchema,
  EventListQuerySchema,
  type EventPage,
  type MyEventPage,
  type PaidRegistration,
} from '../../schema/contract/events.ts';
import { eventCalendarEntry } from '../ics/entries.ts';
import { buildCalendar, calendarHeaders } from '../ics/ics.ts';
import type { AppEnv, PaymentsConfig } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { publicRead, route } from '../http/route-policy.ts';
import { configuredPayments } from '../payments/payments-for.ts';
import { validate } from '../http/validate.ts';
import { viewContextOf } from '../view-context.ts';
import { getEvent, listEvents } from './event-view.ts';
import { joinEventWaitlist, leaveEventWaitlist } from './event-waitlist.ts';
import { proposeEvent } from './host-proposals.ts';
import { cancelEventRegistration, registerForEvent } from './register-event.ts';

const IdParamSchema = idParamSchema(EVENT_MESSAGES.notFound);

/** The provider a seat held by a waiting-list promotion will be paid through (null: this server takes no payments). */
const holdProviderOf = (c: { var: { config: { payments: PaymentsConfig | null } } }) =>
  c.var.config.payments?.provider ?? null;

/** Events under /api/events: the public list, the caller's registrations, registering and cancelling. */
export const eventsApi = new Hono<AppEnv>()
  .get(
    '/',
    route({ who: 'anyone', cache: publicRead('events') }),
    validate('query', EventListQuerySchema),
    async (c) => {
      const { upcoming, limit, cursor } = c.req.valid('query');
      const { items, nextCursor } = await listEvents(viewContextOf(c), {}, { limit, cursor, upcomingOnly: upcoming });
      return c.json({ items, nextCursor } satisfies EventPage);
    },
  )
  .get('/my-events', validate('query', EventListQuerySchema), route({ who: 'member' }), async (c) => {
    const { upcoming, limit, cursor } = c.req.valid('query');
    const { rows, items, nextCursor } = await listEvents(
      viewContextOf(c),
      { registeredUserId: c.var.user.id },
      { limit, cursor, upcomingOnly: upcoming },
    );
    const entries = items.map((event, i) => ({ eventId: event.id, registeredAt: rows[i]!.viewerRegisteredAt!, event }));
    return c.json({ items: entries, nextCursor } satisfies MyEventPage);
  })
  .get('/:id', route({ who: 'anyone', cache: publicRead('events') }), validate('param', IdParamSchema), async (c) => {
    return c.json(await getEvent(viewContextOf(c), c.req.valid('param').id));
  })
  .post('/:id/register', validate('param', IdParamSchema), route({ who: 'member', bumps: ['events'] }), async (c) => {
    const outcome = await registerForEvent({
      ctx: viewContextOf(c),
      user: c.var.user,
      id: c.req.valid('param').id,
      payments: () => configuredPayments(c),
    });
    if (outcome.kind === 'held') {
      // 202: the seat is held, the registration comes from the verified payment.
      const registration: PaidRegistration = { ...outcome.event, checkout: outcome.checkout };
      return c.json(registration, 202);
    }
    return c.json(outcome.event, outcome.created ? 201 : 200);
  })
  .delete('/:id/register', validate('param', IdParamSchema), route({ who: 'member', bumps: ['events'] }), async (c) => {
    const event = await cancelEventRegistration(viewContextOf(c), {
      userId: c.var.user.id,
      id: c.req.valid('param').id,
      holdProvider: holdProviderOf(c),
    });
    return c.json(event);
  })
  // The waiting list of a full event (decision 019): 201 a new place (or the free seat it found), 200 unchanged.
  .post('/:id/waitlist', validate('param', IdParamSchema), route({ who: 'member', bumps: ['events'] }), async (c) => {
    const { created, event } = await joinEventWaitlist(viewContextOf(c), {
      userId: c.var.user.id,
      id: c.req.valid('param').id,
      holdProvider: holdProviderOf(c),
    });
    return c.json(event, created ? 201 : 200);
  })
  .delete('/:id/waitlist', validate('param', IdParamSchema), route({ who: 'member', bumps: ['events'] }), async (c) => {
    return c.json(await leaveEventWaitlist(viewContextOf(c), { userId: c.var.user.id, id: c.req.valid('param').id }));
  })
  .get('/:id/calendar.ics', validate('param', IdParamSchema), route({ who: 'member' }), async (c) => {
    const ctx = viewContextOf(c);
    const event = await getEvent(ctx, c.req.valid('param').id);
    if (!event.isRegistered) throw new HttpError(403, EVENT_MESSAGES.calendarForbidden);
    const body = buildCalendar([eventCalendarEntry(event, ctx.origin)], { now: ctx.now });
    return c.body(body, 200, calendarHeaders(`sebenza-event-${event.id}.ics`));
  });

/** "Become an Event Host" under /api/event-host-proposals (administrators review them under /api/admin). */
export const eventHostProposalsApi = new Hono<AppEnv>().post(
  '/',
  route({ who: 'member', bumps: ['events'] }),
  validate('json', EventHostProposalInputSchema),
  async (c) => {
    const user = c.var.user;
    const proposal = await proposeEvent(c.var.db, {
      userId: user.id,
      email: user.email,
      proposal: c.req.valid('json'),
    });
    return c.json(proposal, 201);
  },
);
