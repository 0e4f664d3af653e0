/**
 * What every text, number and date field of the API accepts, as plain functions (no zod, decision 006):
 * `fields.ts` builds the shared zod checks on these, and every contract module uses those checks, so one rule
 * holds for every route.
 */

// --- text ------------------------------------------------------------------------------------------------

/** Control characters (C0, DEL, C1: Unicode's Cc) other than tab and line feed, which multi-line text keeps. */
const CONTROL = /[^\P{Cc}\t\n]/gu;
/**
 * Characters nobody sees but that change what others see or what a machine reads: zero-width space, word joiner
 * and the other invisible operators, the byte-order mark, the soft hyphen, the Mongolian vowel separator, the
 * bidirectional marks, embeddings, overrides and isolates (U+202E turns "txt.exe" around), the interlinear
 * annotation marks, and the tag characters (U+E0000 block) used to hide instructions from readers.
 */
const INVISIBLE =
  /[\u00AD\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/gu;
/** Zero-width (non-)joiners: kept in free text, where emoji sequences and some scripts need them; never in a name. */
const JOINERS = /[\u200C\u200D]/g;
const LINE_BREAKS = /\r\n|[\r\u2028\u2029\u0085]/g;

/**
 * Free text that may span lines (a message, a description): Unicode NFC (so "é" typed two ways is one string),
 * line breaks as `\n`, no control characters but tab and line feed, no invisible characters, trimmed.
 */
export function cleanMultilineText(value: string): string {
  return value.normalize('NFC').replace(LINE_BREAKS, '\n').replace(CONTROL, '').replace(INVISIBLE, '').trim();
}

/** One line of text (a title, a city): as `cleanMultilineText`, and every run of white space becomes one space. */
export function cleanLineText(value: string): string {
  return cleanMultilineText(value).replace(/\s+/g, ' ');
}

/** A person's name: one line, without joiners either. */
export function cleanName(value: string): string {
  return cleanLineText(value.replace(JOINERS, ''));
}

/** A name must contain at least one letter (of any script): "-", "1" or an emoji alone is not a name. */
export const hasLetter = (value: string) => /\p{L}/u.test(value);

// --- numbers ---------------------------------------------------------------------------------------------

/**
 * A number in a query string or a path: decimal digits only. Not "0x10" (16), "1e3", " 5", "5.0" or "" (0), all of
 * which `Number()` would read as a number.
 */
export const DECIMAL_DIGITS = /^[0-9]{1,15}$/;
export const NUMBER_MESSAGE = 'Must be a whole number written with the digits 0-9.';

// --- dates -----------------------------------------------------------------------------------------------

/** Sessions (and anything else people schedule) start at most this far ahead: the year 9999 is a typo. */
export const SCHEDULE_WINDOW_YEARS = 2;

export const FIELD_MESSAGES = {
  nameNeedsLetter: (label: string) => `${label} must contain at least one letter.`,
  scheduleWindow: `Please choose a date within the next ${SCHEDULE_WINDOW_YEARS} years.`,
} as const;

/** Whether an instant (ms) is no later than SCHEDULE_WINDOW_YEARS from `now`. */
export function withinScheduleWindow(instantMs: number, now: number): boolean {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + SCHEDULE_WINDOW_YEARS);
  return instantMs <= latest.getTime();
}
