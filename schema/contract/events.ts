import * as z from 'zod';
import { EVENT_TYPES } from '../db/enums.ts';
import { BooleanQuerySchema, PageQuerySchema, type Page } from './pagination.ts';
import { EVENT_MESSAGES, EVENT_PROPOSAL_LIMITS, type EventStatus, type EventType } from './events-rules.ts';

/**
 * Events (spec sections 2, 3, 4 and 9): a public list; signed-in users register for free events.
 *
 * The constants and pure rules live in the zod-free `events-rules.ts` (the browser imports them from there)
 * and are re-exported here under the same names.
 */
export * from './events-rules.ts';

/**
 * `GET /api/events` query. Order: upcoming events (scheduled, start in the future) soonest first, then the rest
 * most recent first; `upcoming=true` answers only the upcoming ones.
 */
export const EventListQuerySchema = PageQuerySchema.extend({
  upcoming: BooleanQuerySchema.default(false),
});
export type EventListQuery = z.input<typeof EventListQuerySchema>;

/** One event as every endpoint answers it, seen by the caller. */
export type Event = {
  id: number;
  type: EventType;
  /** Effective status ('completed' once ended). Only 'scheduled' events take registrations. */
  status: EventStatus;
  title: string;
  description: string;
  /** UTC ISO start and end (endTime null when the organiser gave none; `endsAt` is always set). */
  scheduledAt: string;
  endTime: string | null;
  endsAt: string;
  location: string;
  address: string | null;
  /** Counted from the registration rows. */
  currentAttendees: number;
  maxAttendees: number;
  /** Integer rand cents, and the spec's string form with two decimals ('150.00'; '0.00' is free). */
  priceCents: number;
  price: string;
  isFree: boolean;
  isRegistered: boolean;
  shareUrl: string;
  /** `/api/events/{id}/calendar.ics` for registered callers, else null. */
  calendarUrl: string | null;
};

export type EventPage = Page<Event>;

/** `GET /api/events/my-events`: the caller's registrations, in the list order. */
export type MyEventEntry = { eventId: number; registeredAt: string; event: Event };
export type MyEventPage = Page<MyEventEntry>;

/**
 * `POST /api/event-host-proposals` ("Become an Event Host"): a short proposal stored pending for administrators.
 * `city` is where it would happen ('Online' is fine); `contactDetails` defaults to the account's email.
 */
export const EventHostProposalInputSchema = z
  .object({
    title: z
      .string()
      .trim()
      .max(EVENT_PROPOSAL_LIMITS.titleMax, { message: EVENT_MESSAGES.proposalTitleTooLong })
      .default(''),
    type: z.enum(EVENT_TYPES, { message: EVENT_MESSAGES.proposalType }).default('other'),
    description: z
      .string()
      .trim()
      .max(EVENT_PROPOSAL_LIMITS.descriptionMax, { message: EVENT_MESSAGES.proposalDescriptionTooLong })
      .default(''),
    /** Free text: proposers often only know "a Saturday in March". */
    proposedDate: z
      .union([z.string().trim().max(EVENT_PROPOSAL_LIMITS.proposedDateMax), z.null()])
      .transform((v) => v || null)
      .default(null),
    city: z.string().trim().max(EVENT_PROPOSAL_LIMITS.cityMax).default(''),
    expectedAttendees: z
      .union([
        z.coerce
          .number({ message: EVENT_MESSAGES.proposalAttendees })
          .int({ message: EVENT_MESSAGES.proposalAttendees })
          .min(EVENT_PROPOSAL_LIMITS.attendeesMin, { message: EVENT_MESSAGES.proposalAttendees })
          .max(EVENT_PROPOSAL_LIMITS.attendeesMax, { message: EVENT_MESSAGES.proposalAttendees }),
        z.null(),
      ])
      .default(null),
    contactDetails: z
      .union([z.string().trim().max(EVENT_PROPOSAL_LIMITS.contactDetailsMax), z.null()])
      .transform((v) => v || null)
      .default(null),
  })
  .transform((input, ctx) => {
    if (!input.title || !input.description || !input.city) {
      ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.proposalRequired, path: [] });
      return z.NEVER;
    }
    return input;
  });
export type EventHostProposalInput = z.input<typeof EventHostProposalInputSchema>;

export type EventHostProposal = {
  id: number;
  title: string;
  type: EventType;
  description: string;
  proposedDate: string | null;
  city: string;
  expectedAttendees: number | null;
  contactDetails: string;
  status: 'pending' | 'accepted' | 'declined';
  createdAt: string;
};
