import * as z from 'zod/mini';
import {
  cleanLineText,
  cleanMultilineText,
  cleanName,
  DECIMAL_DIGITS,
  FIELD_MESSAGES,
  hasLetter,
  NUMBER_MESSAGE,
} from './fields-rules.ts';
import './zod-mini.ts';

/**
 * The checks every contract builds its text and number fields from (the rules are in fields-rules.ts), so a rule
 * about what text or which numbers the API accepts is written once and holds for every route.
 */
export * from './fields-rules.ts';

/** In place of `z.trim()` on one line of text: NFC, no control or invisible characters, spaces collapsed, trimmed. */
export const lineText = () => z.overwrite(cleanLineText);
/** In place of `z.trim()` on text that may span lines (messages, descriptions). */
export const multilineText = () => z.overwrite(cleanMultilineText);
/** In place of `z.trim()` on a person's name: one line, no joiners either. Pair it with `containsLetter`. */
export const nameText = () => z.overwrite(cleanName);
/** A name needs a letter; '' passes, so the field's own "required" message speaks for an empty one. */
export const containsLetter = (label: string) =>
  z.refine<string>((value) => value === '' || hasLetter(value), { message: FIELD_MESSAGES.nameNeedsLetter(label) });

type IntRange = { min: number; max?: number; message?: string; maxMessage?: string };

const rangeChecks = ({ min, max, message, maxMessage }: IntRange) => [
  z.int({ message }),
  z.gte(min, { message }),
  ...(max === undefined ? [] : [z.lte(max, { message: maxMessage ?? message })]),
];

/**
 * A whole number in a JSON body: a JSON number and nothing else. `true`, `[5]`, `"5"` and `"0x10"` are refused
 * (zod's coercion would read them as 1, 5, 5 and 16); every failure answers `message` when one is given.
 */
export function bodyInt(range: IntRange) {
  return z.number({ message: range.message }).check(...rangeChecks(range));
}

/**
 * A whole number in a query string or a path, where every value is a string: decimal digits only (not "0x10",
 * "1e3" or ""), then the same range as `bodyInt`.
 */
export function queryInt(range: IntRange) {
  return z.pipe(
    z
      .string({ message: range.message ?? NUMBER_MESSAGE })
      .check(z.regex(DECIMAL_DIGITS, { message: range.message ?? NUMBER_MESSAGE })),
    // Safe to coerce: the string is known to be decimal digits.
    z.coerce.number<string>().check(...rangeChecks(range)),
  );
}

/** An email address as typed: trimmed, lower-cased, checked, at most 254 characters. */
export const emailAddress = () =>
  z.pipe(
    z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email({ message: 'Please enter a valid email address.' })),
    z.string().check(z.maxLength(254, { message: 'Email must be at most 254 characters.' })),
  );

/** `/:id` path parameters: a positive whole number in decimal; anything else answers 400 with `message`. */
export const idParamSchema = (message?: string) => z.object({ id: queryInt({ min: 1, message }) });
