/**
 * Community rooms: the constants the screens, the Worker and the room's Durable Object share.
 * Free of zod on purpose (see mentors-rules.ts); `community.ts` re-exports every name.
 */

export const MAX_MESSAGE_LENGTH = 2000;
export const MESSAGE_PAGE_SIZE = 50;
/** At most this many messages per user in any window of MESSAGE_RATE_WINDOW_MS, across all rooms. */
export const MESSAGE_RATE_LIMIT = 10;
export const MESSAGE_RATE_WINDOW_MS = 10_000;
/** Why a member reports a message: a few words at least, for the moderators. */
export const MIN_REPORT_REASON = 3;
export const MAX_REPORT_REASON = 500;

export const COMMUNITY_MESSAGES = {
  empty: 'Message cannot be empty.',
  tooLong: `Messages can be at most ${MAX_MESSAGE_LENGTH} characters.`,
  tooFast: 'You are sending messages too quickly. Please wait a few seconds.',
  notMember: 'Join this room to read and send messages.',
  archived: 'This room is archived.',
  reportReason: 'Please say briefly what is wrong with this message.',
} as const;
