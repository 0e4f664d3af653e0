/**
 * Mentors: the constants the screens and the Worker share (spec sections 3, 5 and 9).
 *
 * Free of zod on purpose: the browser imports its values from here, while `mentors.ts` (the zod schemas)
 * re-exports every name, so server code keeps importing from there. Never import zod into this module.
 */

export const DEFAULT_LOCATION = 'South Africa';
export const MENTOR_PAGE_SIZE = 24;
export const MENTOR_PAGE_MAX = 100;
/**
 * `GET /api/mentors` counts the matching mentors up to this many and no further: a count costs the database a row
 * read per mentor counted, so beyond it the list says "1000+ mentors" (`totalIsCapped`).
 */
export const MENTOR_COUNT_CAP = 1000;
/** `GET /api/mentors/recommended`: how many matches by default, and at most. */
export const RECOMMENDED_MENTORS_DEFAULT = 6;
export const RECOMMENDED_MENTORS_MAX = 12;

/** Field lengths the profile schema enforces and the forms mirror with `maxLength`. */
export const MENTOR_LIMITS = {
  name: 100,
  title: 120,
  description: 2000,
  experience: 2000,
  location: 100,
  skill: 60,
  skills: 30,
} as const;

/** Spec section 5 messages, word for word. */
export const MENTOR_MESSAGES = {
  nameAndTitleRequired: 'Name and title are required.',
  journeyRequired: 'Please select at least one journey path.',
  categoryRequired: 'Please select at least one category. Freedom is achieved through diversifying income streams.',
  /** Not a spec text: the spec's form has no languages. */
  languageRequired: 'Please select at least one language you mentor in.',
  signedOut: 'You need to create an account before submitting your mentor profile.',
  alreadyMentor: 'You already have a mentor profile. Edit it from your profile page.',
  /** `GET`/`PUT /api/mentors/profile` for a user without a mentor profile (404). */
  noProfile: 'You do not have a mentor profile yet.',
  skillTooLong: `Each skill must be at most ${MENTOR_LIMITS.skill} characters.`,
} as const;

/** Mentor connections (Connect, the Mentorship Space, a mentor's connected mentees). */
export const CONNECTION_MESSAGES = {
  mentorNotFound: 'Mentor not found.',
  connectYourself: 'You cannot connect with yourself.',
  notFound: 'Connection not found.',
  onlyMentors: 'Only mentors have connected mentees.',
  /** Toasts. */
  connectedTitle: 'Connected',
  connected: (mentorName: string) =>
    `${mentorName} is in your Mentorship Space. You will hear when they schedule a session.`,
  endedTitle: 'Connection ended',
  connectFailed: 'Could not connect. Please try again.',
  endFailed: 'Could not end the connection. Please try again.',
} as const;

/** Why a mentor was recommended (`matchedOn`), in the order the cards name them. */
export const MATCH_REASONS = ['journey', 'interests', 'goals', 'location', 'language'] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

/** 'Matches your journey, goals and location'; null when nothing matched (the fallback of any active mentor). */
export function matchReasonText(matchedOn: readonly MatchReason[]): string | null {
  const reasons = MATCH_REASONS.filter((reason) => matchedOn.includes(reason));
  if (reasons.length === 0) return null;
  const last = reasons.pop()!;
  return `Matches your ${reasons.length ? `${reasons.join(', ')} and ${last}` : last}`;
}

/**
 * `search` counts from this many characters on: its words match as prefixes, and a one- or two-letter prefix would
 * read most of the index. A shorter search is ignored: the answer is the list without a search, so the UI should say
 * "type at least 3 characters" rather than "No mentors found". See docs/decisions/036-mentor-search-words-and-stems.md.
 */
export const MENTOR_SEARCH_MIN_LENGTH = 3;
