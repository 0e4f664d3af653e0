import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { WordingSuggestionInputSchema } from '../../../../schema/contract/wording-suggestions.ts';
import { checkInput } from '../../components/form/form-errors.ts';
import { loadI18n } from '../../lib/i18n/i18n.ts';
// Defines the page's catalog, so that loadI18n loads its translations too.
import './locales/catalog.ts';
import {
  emptyWordingValues,
  pageFromSearch,
  rewordWordingIssues,
  toWordingInput,
  WORDING_FIELD_ORDER,
  wordingLanguageOf,
  type WordingFormValues,
} from './wording-form.ts';

/** What the form shows for these values in `i18n`'s language: the contract's problems, said by the form. */
const problems = (i18n: I18n, values: WordingFormValues) =>
  rewordWordingIssues(i18n)(
    checkInput(WordingSuggestionInputSchema, toWordingInput(values, 'zu'), WORDING_FIELD_ORDER),
  );

let en: I18n;
let zu: I18n;
beforeAll(async () => {
  [en, zu] = await Promise.all([loadI18n('en'), loadI18n('zu')]);
});

describe('the "Suggest a better wording" form', () => {
  it('is about the page’s language, and only a translated one', () => {
    expect(wordingLanguageOf('zu-ZA')).toBe('zu');
    expect(wordingLanguageOf('xh')).toBe('xh');
    expect(wordingLanguageOf('af-ZA')).toBe('af');
    expect(wordingLanguageOf('en-ZA')).toBeNull();
    // The pseudo-language is English underneath.
    expect(wordingLanguageOf('en-XA')).toBeNull();
  });

  it('takes the page from the link’s `page` parameter only when it is a page of this site', () => {
    expect(pageFromSearch('?page=%2Fmentors%3Fjourney%3Dcreative-hustler')).toBe('/mentors?journey=creative-hustler');
    expect(pageFromSearch('?page=/events')).toBe('/events');
    for (const search of ['', '?page=', '?page=https://evil.example/', '?page=//evil.example', '?page=mentors']) {
      expect(pageFromSearch(search), search).toBe('');
    }
    expect(pageFromSearch(`?page=/${'x'.repeat(600)}`)).toBe('');
  });

  it('sends the trimmed values with the page’s language', () => {
    const values = { pagePath: ' /events ', pageText: ' Imicimbi \n', suggestion: '  Imicimbi ezayo ' };
    expect(toWordingInput(values, 'xh')).toEqual({
      language: 'xh',
      pagePath: '/events',
      pageText: 'Imicimbi',
      suggestion: 'Imicimbi ezayo',
    });
  });

  it('finds nothing wrong with a complete suggestion', () => {
    const found = problems(en, { pagePath: '/events', pageText: 'Imicimbi', suggestion: 'Imicimbi ezayo' });
    expect(found).toEqual({ fields: {}, form: undefined });
  });

  it('says each problem beside its field, in the reader’s language', () => {
    const empty = emptyWordingValues();
    expect(problems(en, empty).fields).toEqual({
      pagePath: 'Enter the address of a page of this site, starting with /.',
      pageText: 'Please copy the wording as it is on the page.',
      suggestion: 'Please write your better wording.',
    });
    expect(problems(zu, empty).fields).toEqual({
      pagePath: 'Faka ikheli lekhasi lale sayithi, eliqala ngo-/.',
      pageText: 'Sicela ukopishe amagama njengoba enjalo ekhasini.',
      suggestion: 'Sicela ubhale amagama akho angcono.',
    });
    const tooLong = { pagePath: 'https://evil.example/', pageText: 'x'.repeat(1001), suggestion: 'ok' };
    expect(problems(en, tooLong).fields).toEqual({
      pagePath: 'Enter the address of a page of this site, starting with /.',
      pageText: 'At most 1000 characters.',
    });
    expect(problems(zu, tooLong).fields.pageText).toBe('Izinhlamvu ezingu-1000 kuphela ubuningi.');
  });
});
