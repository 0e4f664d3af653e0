/**
 * The "Suggest a better wording" form's values, texts and request body. Its rules are the contract's
 * WordingSuggestionInputSchema, which the form kit runs before sending; the contract words its messages in English for
 * the API, so the form says each in the reader's language instead (`rewordWordingIssues`): the readers of this form
 * are, by definition, reading the site in another language.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { languageOfHtmlLang } from '../../../../schema/contract/app-languages.ts';
import { isSameSitePath } from '../../../../schema/contract/return-path-rules.ts';
import {
  MAX_WORDING_PAGE_PATH,
  MAX_WORDING_SUGGESTION,
  MAX_WORDING_TEXT,
  WORDING_LANGUAGES,
  WORDING_MESSAGES,
  type WordingLanguage,
} from '../../../../schema/contract/wording-suggestions-rules.ts';
import type { WordingSuggestionInput } from '../../../../schema/contract/wording-suggestions.ts';
import type { FieldSpec } from '../../components/form/field-spec.ts';
import type { PlacedIssues } from '../../components/form/form-errors.ts';
import type { SendTexts } from '../../components/form/send-form.ts';

export interface WordingFormValues {
  pagePath: string;
  pageText: string;
  suggestion: string;
}

export type WordingField = keyof WordingFormValues;

/** The fields in screen order: the first one with a problem gets the focus. */
export const WORDING_FIELD_ORDER: readonly WordingField[] = ['pagePath', 'pageText', 'suggestion'];

/** Each field, in screen order: what it says (in the render's language) and allows, with the contract's limits. */
export function wordingFields(i18n: I18n) {
  return {
    pagePath: {
      label: i18n._(msg`The page it is about`),
      hint: i18n._(msg`Its address on this site, starting with /. Filled in for you when you came from the page.`),
      required: true,
      maxLength: MAX_WORDING_PAGE_PATH,
      autoComplete: 'off',
    },
    pageText: {
      label: i18n._(msg`The wording on the page`),
      hint: i18n._(msg`Copy the words as they are on the page.`),
      required: true,
      rows: 3,
      maxLength: MAX_WORDING_TEXT,
    },
    suggestion: {
      label: i18n._(msg`Your better wording`),
      hint: i18n._(msg`How it would read better in this language.`),
      required: true,
      rows: 3,
      maxLength: MAX_WORDING_SUGGESTION,
    },
  } satisfies Record<WordingField, FieldSpec>;
}

/** The language a suggestion is about: the page's, when it is one of the translations (English is the source). */
export function wordingLanguageOf(locale: string): WordingLanguage | null {
  const language = languageOfHtmlLang(locale);
  return (WORDING_LANGUAGES as readonly string[]).includes(language) ? (language as WordingLanguage) : null;
}

/**
 * The page the suggestion is about, from the `page` parameter the footer's link carries; '' when it is missing or not
 * a page of this site (the reader then types it).
 */
export function pageFromSearch(search: string): string {
  const page = new URLSearchParams(search).get('page')?.trim() ?? '';
  return isSameSitePath(page) && page.length <= MAX_WORDING_PAGE_PATH ? page : '';
}

export function emptyWordingValues(pagePath = ''): WordingFormValues {
  return { pagePath, pageText: '', suggestion: '' };
}

/** The `POST /api/wording-suggestions` body. The server trims and checks it again. */
export function toWordingInput(values: WordingFormValues, language: WordingLanguage): WordingSuggestionInput {
  return {
    language,
    pagePath: values.pagePath.trim(),
    pageText: values.pageText.trim(),
    suggestion: values.suggestion.trim(),
  };
}

/**
 * The contract's English messages, said in the reader's language: each field's own sentence, or "too long" with its
 * limit. A message the form does not know (none today) is shown as it comes.
 */
export function rewordWordingIssues(i18n: I18n) {
  const required: Record<WordingField, string> = {
    pagePath: i18n._(msg`Enter the address of a page of this site, starting with /.`),
    pageText: i18n._(msg`Please copy the wording as it is on the page.`),
    suggestion: i18n._(msg`Please write your better wording.`),
  };
  const limits: Record<WordingField, number> = {
    pagePath: MAX_WORDING_PAGE_PATH,
    pageText: MAX_WORDING_TEXT,
    suggestion: MAX_WORDING_SUGGESTION,
  };
  return (found: PlacedIssues<WordingField>): PlacedIssues<WordingField> => {
    const fields: PlacedIssues<WordingField>['fields'] = {};
    for (const field of WORDING_FIELD_ORDER) {
      const message = found.fields[field];
      if (message === undefined) continue;
      const max = limits[field];
      fields[field] =
        message === WORDING_MESSAGES.tooLong(max)
          ? i18n._(msg`At most ${max} characters.`)
          : message === WORDING_MESSAGES[field]
            ? required[field]
            : message;
    }
    return { fields, form: found.form };
  };
}

/** What the form says after sending. Success is said by the page's confirmation, not again in a toast. */
export function wordingSendTexts(i18n: I18n) {
  return {
    failedTitle: i18n._(msg`Not sent`),
    failed: i18n._(msg`Your suggestion could not be sent. Please try again.`),
  } satisfies SendTexts;
}
