/**
 * Journeys and categories: the rules the screens and the Worker share. Free of zod on purpose (see
 * mentors-rules.ts); `taxonomy.ts` re-exports every name.
 */

/**
 * Profile forms offer 'freelancer' as a second slug for Freelance Expert (spec section 3); it has no row of its
 * own, so it is stored as 'freelance-expert'.
 */
export const JOURNEY_SLUG_ALIASES: Record<string, string> = { freelancer: 'freelance-expert' };
export const normaliseJourneySlug = (slug: string) => JOURNEY_SLUG_ALIASES[slug] ?? slug;
