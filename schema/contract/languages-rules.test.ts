import { describe, expect, it } from 'vitest';
import { inLanguageOrder, isLanguageCode, LANGUAGE_CODES, LANGUAGE_OPTIONS, languageNames } from './languages-rules.ts';

describe("South Africa's official languages", () => {
  it('are the twelve of section 6(1) of the Constitution, spelt and ordered as it does', () => {
    expect(LANGUAGE_OPTIONS.map((option) => option.label)).toEqual([
      'Sepedi (Northern Sotho)',
      'Sesotho',
      'Setswana',
      'siSwati',
      'Tshivenda',
      'Xitsonga',
      'Afrikaans',
      'English',
      'isiNdebele',
      'isiXhosa',
      'isiZulu',
      'South African Sign Language',
    ]);
    expect(LANGUAGE_OPTIONS.map((option) => option.value)).toEqual([...LANGUAGE_CODES]);
  });

  it('keep known codes once each, in that order, and name them', () => {
    expect(inLanguageOrder(['zu', 'en', 'klingon', 'zu', 'sfs'])).toEqual(['en', 'zu', 'sfs']);
    expect(languageNames(['zu', 'nso'])).toBe('Sepedi, isiZulu');
    expect(languageNames([])).toBe('');
    expect(isLanguageCode('nr')).toBe(true);
    expect(isLanguageCode('ZU')).toBe(false);
  });
});
