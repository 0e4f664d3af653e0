/**
 * Admin-console rules both sides need, free of zod so the browser can import them without the validation
 * library (schema/contract/admin.ts builds its zod schemas on these and re-exports them).
 */
import { EVENT_TYPES, ROOM_CATEGORIES } from './enums.ts';

/** Admin lists answer pages of this size unless `limit` says otherwise. */
export const ADMIN_PAGE_SIZE = 50;
export const MAX_OUTCOME_NOTE = 2000;
export const MAX_REVIEW_NOTE = 1000;
export const MAX_ROOM_NAME = 80;
export const MAX_ROOM_DESCRIPTION = 500;
export const MAX_ROOM_LINK = 500;
/** Rooms are listed by this number, smallest first. */
export const MAX_ROOM_SORT_ORDER = 10_000;

/** Bounds of a draft event's details, as an administrator completes them before publishing. */
export const EVENT_DRAFT_LIMITS = {
  titleMax: 120,
  descriptionMax: 2000,
  locationMax: 100,
  addressMax: 200,
  attendeesMin: 1,
  attendeesMax: 100_000,
  /** R100 000.00. */
  priceMaxCents: 10_000_000,
} as const;

/** A new draft's capacity when the proposer did not say how many people they expect (the admin sets the real one). */
export const DRAFT_DEFAULT_MAX_ATTENDEES = 50;

export const ADMIN_MESSAGES = {
  outcomeNoteRequired: 'Please write the outcome the complainant will see.',
  proposalAlreadyReviewed: 'This proposal has already been reviewed.',
  roomNameTaken: 'A room with this name already exists.',
  roomNameRequired: 'Room name is required.',
  roomDescriptionRequired: 'Room description is required.',
  roomCategory: `Category must be one of: ${ROOM_CATEGORIES.join(', ')}.`,
  externalLink: 'The external link must be an https:// address.',
  nothingToChange: 'Send at least one field to change.',
  sortOrder: `Order must be a whole number from 0 to ${MAX_ROOM_SORT_ORDER}.`,
  // Draft events (from accepted host proposals).
  draftNotFound: 'Draft event not found.',
  draftAlreadyPublished: 'This event has already been published.',
  draftNeedsStart: 'Set a start date and time in the future before publishing this event.',
  draftTitle: `Title is required, at most ${EVENT_DRAFT_LIMITS.titleMax} characters.`,
  draftDescription: `Description is required, at most ${EVENT_DRAFT_LIMITS.descriptionMax} characters.`,
  draftType: `Type must be one of: ${EVENT_TYPES.join(', ')}.`,
  draftStart: 'Please enter a real date and start time.',
  draftStartFuture: 'The start must be in the future.',
  draftEnd: 'The end must be a real time after the start.',
  draftLocation: `City is required ("Online" for an online event), at most ${EVENT_DRAFT_LIMITS.locationMax} characters.`,
  draftAddress: `The address can be at most ${EVENT_DRAFT_LIMITS.addressMax} characters.`,
  draftCapacity: `Capacity must be a whole number from ${EVENT_DRAFT_LIMITS.attendeesMin} to ${EVENT_DRAFT_LIMITS.attendeesMax}.`,
  draftPrice: `Price must be from R0 to R${EVENT_DRAFT_LIMITS.priceMaxCents / 100}, in rand (0 for a free event).`,
} as const;

/** Whether a room's outside chat link is acceptable: an https:// address with a host. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname);
  } catch {
    return false;
  }
}
