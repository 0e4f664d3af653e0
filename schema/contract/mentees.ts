import * as z from 'zod/mini';
import { EXPERIENCE_LEVELS } from './enums.ts';
import { LanguageListSchema } from './languages.ts';
import { normaliseJourneySlug } from './taxonomy-rules.ts';
import './zod-mini.ts';
import { lineText, multilineText } from './fields.ts';

import { MENTEE_DEFAULTS, MENTEE_LIMITS } from './mentees-rules.ts';

export * from './mentees-rules.ts';

const tooLong = (max: number) => ({ message: `Must be at most ${max} characters.` });
const line = (max: number) => z._default(z.string().check(lineText(), z.maxLength(max, tooLong(max))), '');
const paragraphs = (max: number) => z._default(z.string().check(multilineText(), z.maxLength(max, tooLong(max))), '');
const choice = (fallback: string) =>
  z._default(z.string().check(lineText(), z.minLength(1), z.maxLength(MENTEE_LIMITS.choice)), fallback);

/** `PUT /api/mentee-profile` (and `POST`, the spec's fallback): creates or replaces the signed-in user's profile. */
export const MenteeProfileInputSchema = z.object({
  bio: paragraphs(MENTEE_LIMITS.bio),
  currentSituation: paragraphs(MENTEE_LIMITS.currentSituation),
  goals: paragraphs(MENTEE_LIMITS.goals),
  /** Comma-separated, as the form sends it. */
  interests: line(MENTEE_LIMITS.interests),
  preferredJourneyPath: z.pipe(
    line(MENTEE_LIMITS.preferredJourneyPath),
    z.transform((slug: string) => (slug ? normaliseJourneySlug(slug) : '')),
  ),
  location: line(MENTEE_LIMITS.location),
  experienceLevel: z._default(z.enum(EXPERIENCE_LEVELS), MENTEE_DEFAULTS.experienceLevel),
  availableTime: choice(MENTEE_DEFAULTS.availableTime),
  learningStyle: choice(MENTEE_DEFAULTS.learningStyle),
  /** Optional: the official languages they would like to be mentored in; recommendations prefer them. */
  languages: z._default(LanguageListSchema, []),
});
export type MenteeProfileInput = z.input<typeof MenteeProfileInputSchema>;

export type MenteeProfile = z.output<typeof MenteeProfileInputSchema> & { id: number };
