import * as z from 'zod';
import { EXPERIENCE_LEVELS } from '../db/enums.ts';
import { normaliseJourneySlug } from './taxonomy-rules.ts';

import { MENTEE_DEFAULTS, MENTEE_LIMITS } from './mentees-rules.ts';

export * from './mentees-rules.ts';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `Must be at most ${max} characters.` })
    .default('');

/** `PUT /api/mentee-profile` (and `POST`, the spec's fallback): creates or replaces the signed-in user's profile. */
export const MenteeProfileInputSchema = z.object({
  bio: text(MENTEE_LIMITS.bio),
  currentSituation: text(MENTEE_LIMITS.currentSituation),
  goals: text(MENTEE_LIMITS.goals),
  /** Comma-separated, as the form sends it. */
  interests: text(MENTEE_LIMITS.interests),
  preferredJourneyPath: text(MENTEE_LIMITS.preferredJourneyPath).transform((slug) =>
    slug ? normaliseJourneySlug(slug) : '',
  ),
  location: text(MENTEE_LIMITS.location),
  experienceLevel: z.enum(EXPERIENCE_LEVELS).default(MENTEE_DEFAULTS.experienceLevel),
  availableTime: z.string().trim().min(1).max(MENTEE_LIMITS.choice).default(MENTEE_DEFAULTS.availableTime),
  learningStyle: z.string().trim().min(1).max(MENTEE_LIMITS.choice).default(MENTEE_DEFAULTS.learningStyle),
});
export type MenteeProfileInput = z.input<typeof MenteeProfileInputSchema>;

export type MenteeProfile = z.output<typeof MenteeProfileInputSchema> & { id: number };
