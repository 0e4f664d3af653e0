import { EVENT_TYPES, type EVENT_STATUSES } from './enums.ts';
import { formatRand } from './money-rules.ts';

/**
 * Events: the constants and pure rules the screens and the Worker share (spec sections 2, 3, 4 and 9).
 *
 * Free of zod on purpose: the browser imports its values from here, while `events.ts` (the zod schemas)
 * re-exports every name, so server code keeps importing from there. Never import zod into this module.
 */

export type EventType = (typeof EVENT_TYPES)[number];
export type EventStatus = (typeof EVENT_STATUSES)[number];
export { EVENT_TYPES };

/** An event with no end time is taken to last this long (calendar entries, "has it ended"). */
export const EVENT_DEFAULT_DURATION_MINUTES = 120;

/** "Become an Event Host" proposals one member may send in any 24 hours; the next is refused with 429. */
export const MAX_EVENT_PROPOSALS_PER_DAY = 5;

export const EVENT_MESSAGES = {
  // Spec section 8 toast.
  registrationFailed: 'Registration Failed',
  registrationFailedText: 'Failed to register for event. Please try again.',
  // Worker answers.
  notFound: 'Event not found.',
  full: 'Event Full',
  /** 503: a paid event on a server with no payment provider set up. */
  paymentsUnavailable: 'Payment for paid events is not available on this server.',
  holdExpired: 'Your held seat was released because payment did not complete in time.',
  cancelled: 'This event was cancelled.',
  alreadyStarted: 'This event has already started, so registration is closed.',
  cancelStarted: 'This event has already started, so your registration can no longer be cancelled.',
  calendarForbidden: 'Only people registered for this event can add it to a calendar.',
  // Waiting lists (decision 019).
  waitlistClosed: 'This event has already started, so its waiting list is closed.',
  promotedNotice: (title: string, when: string) =>
    `A seat opened up at "${title}" on ${when}, and it is yours: you're registered.`,
  promotedHoldNotice: (title: string, when: string, price: string, until: string) =>
    `A seat opened up at "${title}" on ${when}. It is held for you until ${until}: pay ${price} by then to keep it, or it goes to the next person waiting.`,
  // Become an Event Host.
  proposalRequired: 'Please fill in the event title, description and city.',
  proposalReceived: 'Thank you! Your event proposal was received and our team will be in touch.',
  proposalTitleTooLong: 'Title must be at most 120 characters.',
  proposalDescriptionTooLong: 'Description must be at most 2000 characters.',
  proposalAttendees: 'Expected attendees must be a whole number from 1 to 100000.',
  proposalType: 'Please choose summit, workshop, networking or other.',
  tooManyProposals: `You have sent ${MAX_EVENT_PROPOSALS_PER_DAY} event proposals in the last 24 hours. Please try again tomorrow.`,
} as const;

/** The in-app notice kind written for a waiting user who was given a freed seat (or a seat held to pay for). */
export const EVENT_PROMOTED_NOTICE_KIND = 'event-waitlist-promoted';

/** Labels the events screen shows (spec sections 4 and 9). */
export const EVENT_LABELS = {
  freeEvent: 'Free Event',
  registerFree: 'Register Free',
  register: 'Register',
  registered: "You're registered",
  full: 'Event Full',
  becomeHost: 'Become an Event Host',
} as const;

/** Rand cents as the spec's price string: 15000 → '150.00'. */
export const formatPrice = (cents: number) => (cents / 100).toFixed(2);
/** An event's price as cards and notices show it (the spec: two decimals): 15000 → 'R150.00'; 0 → 'Free Event'. */
export const eventPriceText = (cents: number) =>
  cents === 0 ? EVENT_LABELS.freeEvent : formatRand(cents, { cents: 'always' });

/** When an event ends: its end time, else its start plus EVENT_DEFAULT_DURATION_MINUTES. */
export function eventEndsAt(scheduledAt: string, endTime: string | null): string {
  return endTime ?? new Date(Date.parse(scheduledAt) + EVENT_DEFAULT_DURATION_MINUTES * 60_000).toISOString();
}

/** Scheduled events become completed once they have ended (reads and the daily cron agree). */
export function effectiveEventStatus(
  status: EventStatus,
  scheduledAt: string,
  endTime: string | null,
  now = new Date(),
): EventStatus {
  if (status !== 'scheduled') return status;
  return Date.parse(eventEndsAt(scheduledAt, endTime)) <= now.getTime() ? 'completed' : 'scheduled';
}

/** Bounds of the "Become an Event Host" proposal form (`EventHostProposalInputSchema`). */
export const EVENT_PROPOSAL_LIMITS = {
  titleMax: 120,
  descriptionMax: 2000,
  proposedDateMax: 100,
  cityMax: 100,
  attendeesMin: 1,
  attendeesMax: 100_000,
  contactDetailsMax: 200,
} as const;

/**
 * One event as every endpoint answers it, seen by the caller. Declared here rather than in events.ts so the rules
 * below read it without importing the zod module (events.ts re-exports it).
 */
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
  /** Seats taken: registrations plus paid seats held (unexpired) while their buyers pay. */
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
  /**
   * The caller's seat held for a paid event while they pay (resume the checkout before expiresAt), else null.
   * `checkoutUrl` is null for a seat held by a waiting-list promotion whose payment page is not open yet: Register
   * opens it for the same hold.
   */
  seatHold: { checkoutUrl: string | null; expiresAt: string } | null;
  /** How many people wait for a seat (decision 019). */
  waitlistCount: number;
  /** The caller's place on the waiting list (1 = next to get a seat), or null when not waiting. */
  waitlistPosition: number | null;
};

/**
 * `POST /api/events/{id}/register` on a paid event (202): the event with the caller's seat held, and where to pay.
 * The registration is confirmed only by the payment provider's verified webhook.
 */
export type PaidRegistration = Event & { checkout: { checkoutUrl: string; clientSecret: string; expiresAt: string } };

/** No seat for a newcomer: every seat is taken or held, or people are already waiting for the next one. */
export const isEventFull = (e: Pick<Event, 'currentAttendees' | 'maxAttendees' | 'waitlistCount'>) =>
  e.currentAttendees >= e.maxAttendees || e.waitlistCount > 0;

export const isUpcomingEvent = (e: Pick<Event, 'status' | 'scheduledAt'>, now = new Date()) =>
  e.status === 'scheduled' && Date.parse(e.scheduledAt) > now.getTime();

/**
 * What the event card's button shows: 'paying' resumes a held seat's checkout; 'paid' opens a new checkout; 'full'
 * offers the waiting list and 'waitlisted' shows the caller's place on it.
 */
export type EventRegisterState = 'registered' | 'paying' | 'waitlisted' | 'full' | 'closed' | 'paid' | 'open';
export function eventRegisterState(e: Event, now = new Date()): EventRegisterState {
  if (e.isRegistered) return 'registered';
  if (e.seatHold && Date.parse(e.seatHold.expiresAt) > now.getTime() && isUpcomingEvent(e, now)) return 'paying';
  if (!isUpcomingEvent(e, now)) return 'closed';
  if (e.waitlistPosition !== null) return 'waitlisted';
  if (isEventFull(e)) return 'full';
  return e.isFree ? 'open' : 'paid';
}
