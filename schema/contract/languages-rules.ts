/**
 * The languages mentors mentor in and mentees prefer: South Africa's 12 official languages. Free of zod on
 * purpose (decision 006): the screens import these values; `mentors.ts` and `mentees.ts` build their schemas on them.
 *
 * Sources, for the list, its order and its spellings:
 * - Section 6(1) of the Constitution names 11 official languages: "Sepedi, Sesotho, Setswana, siSwati, Tshivenda,
 *   Xitsonga, Afrikaans, English, isiNdebele, isiXhosa and isiZulu" (Parliament, "NA approves South African Sign
 *   Language as 12th official language", 3 May 2023,
 *   https://www.parliament.gov.za/press-releases/na-approves-south-african-sign-language-12th-official-language).
 * - The Constitution Eighteenth Amendment Act of 2023 (assented to 19 July 2023, Government Gazette 49041) adds South
 *   African Sign Language to that list as the 12th.
 * - Codes: those gov.za (GCIS) publishes its statements under (ISO 639-1, and nso for Sepedi), and sfs (ISO 639-3)
 *   for South African Sign Language.
 */
import { LANGUAGE_CODES } from './enums.ts';

export { LANGUAGE_CODES };
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** How the Constitution spells each language; also the order every list shows them in. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  nso: 'Sepedi',
  st: 'Sesotho',
  tn: 'Setswana',
  ss: 'siSwati',
  ve: 'Tshivenda',
  ts: 'Xitsonga',
  af: 'Afrikaans',
  en: 'English',
  nr: 'isiNdebele',
  xh: 'isiXhosa',
  zu: 'isiZulu',
  sfs: 'South African Sign Language',
};

/** The other name many people know a language by, shown beside it where someone chooses. */
const ALSO_CALLED: Partial<Record<LanguageCode, string>> = { nso: 'Northern Sotho' };

/** Checkbox and filter options, in the Constitution's order: "Sepedi (Northern Sotho)", "Sesotho", … */
export const LANGUAGE_OPTIONS: readonly { value: LanguageCode; label: string }[] = LANGUAGE_CODES.map((code) => ({
  value: code,
  label: ALSO_CALLED[code] ? `${LANGUAGE_NAMES[code]} (${ALSO_CALLED[code]})` : LANGUAGE_NAMES[code],
}));

export const LANGUAGE_MESSAGES = {
  unknown: `Unknown language. Use one of: ${LANGUAGE_CODES.join(', ')}.`,
} as const;

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** Known codes only, each once, in the Constitution's order (how cards and forms list them). */
export function inLanguageOrder(codes: readonly string[]): LanguageCode[] {
  return LANGUAGE_CODES.filter((code) => codes.includes(code));
}

/** "English, isiZulu": the names of the languages, in order; '' for none. */
export function languageNames(codes: readonly string[]): string {
  return inLanguageOrder(codes)
    .map((code) => LANGUAGE_NAMES[code])
    .join(', ');
}
