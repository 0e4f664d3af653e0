/**
 * Admin-console rules both sides need, free of zod so the browser can import them without the validation
 * library (schema/contract/admin.ts builds its zod schemas on these and re-exports them).
 */
import { ROOM_CATEGORIES } from './enums.ts';

/** Admin lists answer pages of this size unless `limit` says otherwise. */
export const ADMIN_PAGE_SIZE = 50;
export const MAX_OUTCOME_NOTE = 2000;
export const MAX_REVIEW_NOTE = 1000;
export const MAX_ROOM_NAME = 80;
export const MAX_ROOM_DESCRIPTION = 500;
export const MAX_ROOM_LINK = 500;
/** Rooms are listed by this number, smallest first. */
export const MAX_ROOM_SORT_ORDER = 10_000;

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
