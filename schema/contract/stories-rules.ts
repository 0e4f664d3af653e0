/**
 * Success-story rules both sides need, free of zod so the browser can import them without the validation
 * library (schema/contract/stories.ts builds its zod schema on these and re-exports them).
 */

/** The gallery's page size; the landing page asks for `?limit=2` (spec section 9: "2 stories"). */
export const STORY_PAGE_SIZE = 24;
export const MAX_STORY_NAME = 100;
export const MAX_STORY_TITLE = 120;
export const MAX_STORY_QUOTE = 3000;
export const MAX_TRANSFORMATION_TIME = 60;
/** A generous ceiling for a count of income streams (the spec only sets the minimum, 0). */
export const MAX_INCOME_STREAMS = 100;
/** Stories one member may have waiting for review at once; the next submission is refused with 429. */
export const MAX_PENDING_STORIES = 5;
/** The longest reason an admin may give when rejecting a story. */
export const MAX_REJECTION_REASON = 500;

/** Spec section 5 ("Success story form") word for word, plus the server's own rules. */
export const STORY_MESSAGES = {
  required: 'Name, before/after titles, story, and income streams data are required.',
  incomeStreams: 'Income streams must be a whole number, 0 or more.',
  serviceType: 'Service type must be mentorship or coaching.',
  tooManyPending: `You already have ${MAX_PENDING_STORIES} stories waiting for review. Please wait until they are reviewed.`,
  /** The notice a submitter gets on submission (in-app notifications). */
  received: 'Thank you for sharing your story. We will let you know when it has been reviewed.',
  rejectReasonRequired: 'Please give a reason the submitter will see.',
  alreadyPublished: 'This story is already published.',
  alreadyRejected: 'This story has already been rejected.',
  featureNeedsPublished: 'Only a published story can be featured.',
} as const;
