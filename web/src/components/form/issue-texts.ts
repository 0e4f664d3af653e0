/**
 * The contract's validation messages in the page's language. The contract schemas (schema/contract) are shared
 * with the Worker and speak English; the forms check them in the browser before sending, and a 400 answers the very
 * same sentences, so the form components say each message they know through the catalog, and any other text as it
 * comes (a screen's own, already translated, or a server's answer this map does not know).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PASSWORD_MESSAGES } from '../../../../schema/contract/auth.ts';
import { FIELD_MESSAGES, NUMBER_MESSAGE } from '../../../../schema/contract/fields-rules.ts';

/** Sentences the contracts use word for word, keyed by their English. */
export const ISSUE_TEXTS: Record<string, MessageDescriptor> = {
  // The API client's word for an issue that came without a message (lib/api-client.ts).
  'Invalid input.': msg`Invalid input.`,
  'Please enter a valid email address.': msg`Please enter a valid email address.`,
  'Email must be at most 254 characters.': msg`Email must be at most 254 characters.`,
  'Password is required.': msg`Password is required.`,
  'First name is required.': msg`First name is required.`,
  'Last name is required.': msg`Last name is required.`,
  'Your parent or guardian’s name is required.': msg`Your parent or guardian’s name is required.`,
  [PASSWORD_MESSAGES.tooShort]: msg`Password must be at least 8 characters.`,
  [PASSWORD_MESSAGES.tooLong]: msg`Password must be at most 1024 characters.`,
  [PASSWORD_MESSAGES.onlySpaces]: msg`A password cannot be only spaces.`,
  [NUMBER_MESSAGE]: msg`Must be a whole number written with the digits 0-9.`,
  [FIELD_MESSAGES.scheduleWindow]: msg`Please choose a date within the next 2 years.`,
};

/** Sentences the contracts build around a limit, with the limit in them. */
const LIMIT_TEXTS: { pattern: RegExp; text: (max: string) => MessageDescriptor }[] = [
  { pattern: /^Must be at most (\d+) characters\.$/, text: (max) => msg`Must be at most ${max} characters.` },
  { pattern: /^At most (\d+) characters\.$/, text: (max) => msg`At most ${max} characters.` },
];

/** `message` in the page's language when it is one of the contract's known sentences; otherwise as it is. */
export function issueText(message: string, i18n: I18n): string {
  const known = ISSUE_TEXTS[message];
  if (known) return i18n._(known);
  for (const { pattern, text } of LIMIT_TEXTS) {
    const max = pattern.exec(message)?.[1];
    if (max !== undefined) return i18n._(text(max));
  }
  return message;
}
