/**
 * Mentee profiles: the constants the screens and the Worker share (spec section 3).
 * Free of zod on purpose (see mentors-rules.ts); `mentees.ts` re-exports every name.
 */

/** `GET /api/mentee-profile` for a user without a mentee profile (404). */
export const MENTEE_MESSAGES = { noProfile: 'You do not have a mentee profile yet.' } as const;

/** Spec section 3 defaults. */
export const MENTEE_DEFAULTS = {
  experienceLevel: 'beginner',
  availableTime: 'flexible',
  learningStyle: 'visual',
} as const;

/** Field lengths the profile schema enforces and the form mirrors with `maxLength`. */
export const MENTEE_LIMITS = {
  bio: 1000,
  currentSituation: 500,
  goals: 1000,
  interests: 500,
  preferredJourneyPath: 60,
  location: 100,
  choice: 60,
} as const;
