/**
 * Waiting lists of full group sessions and events (decision 019): the labels both screens show. Zod-free, like every
 * `*-rules.ts` module, so the browser imports it directly.
 */

export const WAITLIST_LABELS = {
  join: 'Join waitlist',
  joining: 'Joining the waitlist…',
  leave: 'Leave waitlist',
  leaving: 'Leaving…',
} as const;

/** "You're #3 on the waitlist": the caller's place (1 is next to get a seat). */
export const waitlistPositionLabel = (position: number) => `You're #${position} on the waitlist`;

/** How many wait, beside the seat count: '' when nobody does. */
export const waitingLabel = (count: number) =>
  count === 0 ? '' : count === 1 ? '1 person waiting' : `${count} people waiting`;
