import * as z from 'zod/mini';
import { EVENT_TYPES } from './enums.ts';
import { BooleanQuerySchema, PageQuerySchema, type Page } from './pagination.ts';
import { EVENT_MESSAGES, EVENT_PROPOSAL_LIMITS, type Event, type EventType } from './events-rules.ts';
import { addIssue } from './zod-mini.ts';
import { bodyInt, lineText, multilineText } from './fields.ts';

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
export const EventListQuerySchema = z.extend(PageQuerySchema, {
  upcoming: z._default(BooleanQuerySchema, false),
});
export type EventListQuery = z.input<typeof EventListQuerySchema>;

export type EventPage = Page<Event>;

/** `GET /api/events/my-events`: the caller's registrations, in the list order. */
export type MyEventEntry = { eventId: number; registeredAt: string; event: Event };
export type MyEventPage = Page<MyEventEntry>;

/** One line of text of at most `max` characters, '' when missing. */
const line = (max: number, params?: { message: string }) =>
  z._default(z.string().check(lineText(), z.maxLength(max, params)), '');

/** One line of text of at most `max` characters; null, missing and '' all become null. */
const optionalLine = (max: number) =>
  z._default(
    z.pipe(
      z.union([z.string().check(lineText(), z.maxLength(max)), z.null()]),
      z.transform((v: string | null) => v || null),
    ),
    null,
  );

const proposalFields = z.object({
  title: line(EVENT_PROPOSAL_LIMITS.titleMax, { message: EVENT_MESSAGES.proposalTitleTooLong }),
  type: z._default(z.enum(EVENT_TYPES, { message: EVENT_MESSAGES.proposalType }), 'other'),
  description: z._default(
    z
      .string()
      .check(
        multilineText(),
        z.maxLength(EVENT_PROPOSAL_LIMITS.descriptionMax, { message: EVENT_MESSAGES.proposalDescriptionTooLong }),
      ),
    '',
  ),
  /** Free text: proposers often only know "a Saturday in March". */
  proposedDate: optionalLine(EVENT_PROPOSAL_LIMITS.proposedDateMax),
  city: line(EVENT_PROPOSAL_LIMITS.cityMax),
  expectedAttendees: z._default(
    z.union(
      [
        bodyInt({
          min: EVENT_PROPOSAL_LIMITS.attendeesMin,
          max: EVENT_PROPOSAL_LIMITS.attendeesMax,
          message: EVENT_MESSAGES.proposalAttendees,
        }),
        z.null(),
      ],
      // A union that fails reports its own issue ("Invalid input"), not its members': name the rule instead.
      { message: EVENT_MESSAGES.proposalAttendees },
    ),
    null,
  ),
  contactDetails: optionalLine(EVENT_PROPOSAL_LIMITS.contactDetailsMax),
});

/**
 * `POST /api/event-host-proposals` ("Become an Event Host"): a short proposal stored pending for administrators.
 * `city` is where it would happen ('Online' is fine); `contactDetails` defaults to the account's email.
 */
export const EventHostProposalInputSchema = z.pipe(
  proposalFields,
  z.transform((input: z.output<typeof proposalFields>, ctx) => {
    if (!input.title || !input.description || !input.city) {
      addIssue(ctx, { message: EVENT_MESSAGES.proposalRequired, path: [] });
      return z.NEVER;
    }
    return input;
  }),
);
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
