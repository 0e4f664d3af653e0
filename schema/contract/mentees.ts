import * as z from 'zod/mini';
import { EXPERIENCE_LEVELS } from './enums.ts';
import { normaliseJourneySlug } from './taxonomy-rules.ts';
import './zod-mini.ts';

import { MENTEE_DEFAULTS, MENTEE_LIMITS } from './mentees-rules.ts';

export * from './mentees-rules.ts';

const text = (max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, { message: `Must be at most ${max} characters.` })), '');
const choice = (fallback: string) =>
  z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(MENTEE_LIMITS.choice)), fallback);

/** `PUT /api/mentee-profile` (and `POST`, the spec's fallback): creates or replaces the signed-in user's profile. */
export const MenteeProfileInputSchema = z.object({
  bio: text(MENTEE_LIMITS.bio),
  currentSituation: text(MENTEE_LIMITS.currentSituation),
  goals: text(MENTEE_LIMITS.goals),
  /** Comma-separated, as the form sends it. */
  interests: text(MENTEE_LIMITS.interests),
  preferredJourneyPath: z.pipe(
    text(MENTEE_LIMITS.preferredJourneyPath),
    z.transform((slug: string) => (slug ? normaliseJourneySlug(slug) : '')),
  ),
  location: text(MENTEE_LIMITS.location),
  experienceLevel: z._default(z.enum(EXPERIENCE_LEVELS), MENTEE_DEFAULTS.experienceLevel),
  availableTime: choice(MENTEE_DEFAULTS.availableTime),
  learningStyle: choice(MENTEE_DEFAULTS.learningStyle),
});
export type MenteeProfileInput = z.input<typeof MenteeProfileInputSchema>;

export type MenteeProfile = z.output<typeof MenteeProfileInputSchema> & { id: number };
