import * as z from 'zod';
import { EXPERIENCE_LEVELS } from '../db/enums.ts';
import { normaliseJourneySlug } from './taxonomy.ts';

/** Spec section 3 defaults. */
/** `GET /api/mentee-profile` for a user without a mentee profile (404). */
export const MENTEE_MESSAGES = { noProfile: 'You do not have a mentee profile yet.' } as const;

export const MENTEE_DEFAULTS = {
  experienceLevel: 'beginner',
  availableTime: 'flexible',
  learningStyle: 'visual',
} as const;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `Must be at most ${max} characters.` })
    .default('');

/** `PUT /api/mentee-profile` (and `POST`, the spec's fallback): creates or replaces the signed-in user's profile. */
export const MenteeProfileInputSchema = z.object({
  bio: text(1000),
  currentSituation: text(500),
  goals: text(1000),
  /** Comma-separated, as the form sends it. */
  interests: text(500),
  preferredJourneyPath: text(60).transform((slug) => (slug ? normaliseJourneySlug(slug) : '')),
  location: text(100),
  experienceLevel: z.enum(EXPERIENCE_LEVELS).default(MENTEE_DEFAULTS.experienceLevel),
  availableTime: z.string().trim().min(1).max(60).default(MENTEE_DEFAULTS.availableTime),
  learningStyle: z.string().trim().min(1).max(60).default(MENTEE_DEFAULTS.learningStyle),
});
export type MenteeProfileInput = z.input<typeof MenteeProfileInputSchema>;

export type MenteeProfile = z.output<typeof MenteeProfileInputSchema> & { id: number };
