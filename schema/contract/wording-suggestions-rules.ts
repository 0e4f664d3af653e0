/**
 * Rules for readers' suggestions of a better wording of a translated page, free of zod so the browser can import them
 * (schema/contract/wording-suggestions.ts builds its zod schema on these and re-exports them).
 */

/** The translated languages a suggestion can be about: English is the source, so there is nothing to suggest for it. */
export const WORDING_LANGUAGES = ['zu', 'xh', 'af'] as const;
export type WordingLanguage = (typeof WORDING_LANGUAGES)[number];

/** Long enough for a paragraph of the site's copy, short enough that nobody pastes a whole page. */
export const MAX_WORDING_TEXT = 1000;
export const MAX_WORDING_SUGGESTION = 1000;
/** A page path with its query string: the longest of ours is far below this. */
export const MAX_WORDING_PAGE_PATH = 500;

/**
 * The rate limit, counted over the last 10 minutes: a reader fixing a page sends a few suggestions in a row, a script
 * sends hundreds. A member may send 5; a visitor's network (IPv4 address or IPv6 /64) 20, looser because a mobile
 * carrier puts many people behind one address. The next one is refused with 429 and Retry-After.
 */
export const WORDING_WINDOW_MS = 10 * 60 * 1000;
export const MAX_WORDING_SUGGESTIONS_PER_MEMBER = 5;
export const MAX_WORDING_SUGGESTIONS_PER_NETWORK = 20;

/** The server's messages (the form checks the same rules first, in the reader's language). */
export const WORDING_MESSAGES = {
  language: 'Choose the language of the page: isiZulu, isiXhosa or Afrikaans.',
  pagePath: 'The page must be a page of this site.',
  pageText: 'Please copy the wording as it is on the page.',
  suggestion: 'Please write your better wording.',
  tooLong: (max: number) => `At most ${max} characters.`,
  tooMany: 'You have sent many suggestions in the last few minutes. Please try again later.',
} as const;
