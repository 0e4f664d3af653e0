import { describe, expect, it } from 'vitest';
import {
  asksForPseudoLanguage,
  chosenLanguage,
  htmlLangOf,
  HTML_LANG,
  languageCookie,
  languageFromAcceptLanguage,
  languageOfHtmlLang,
  readLanguageChoice,
  renderLanguageOfHtmlLang,
} from './app-languages.ts';

describe('languageFromAcceptLanguage', () => {
  it('takes the first of our languages in the order of the weights', () => {
    expect(languageFromAcceptLanguage('zu-ZA,zu;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('zu');
    expect(languageFromAcceptLanguage('en-GB, zu;q=0.5')).toBe('en');
    expect(languageFromAcceptLanguage('en;q=0.4, af;q=0.6')).toBe('af');
    expect(languageFromAcceptLanguage('fr-FR, xh;q=0.3')).toBe('xh');
    // Equal weights keep the header's order.
    expect(languageFromAcceptLanguage('xh, zu')).toBe('xh');
  });

  it('is null when the header names none of ours, refuses one (q=0) or is missing or malformed', () => {
    expect(languageFromAcceptLanguage('fr-FR, de;q=0.8')).toBeNull();
    expect(languageFromAcceptLanguage('zu;q=0, fr')).toBeNull();
    expect(languageFromAcceptLanguage('*')).toBeNull();
    expect(languageFromAcceptLanguage('')).toBeNull();
    expect(languageFromAcceptLanguage(null)).toBeNull();
    expect(languageFromAcceptLanguage(';;,,q=zz')).toBeNull();
  });
});

describe('chosenLanguage', () => {
  it('follows the reader’s choice over the browser’s preference, else English', () => {
    expect(chosenLanguage({ cookie: 'a=1; sebenza_language=af', acceptLanguage: 'zu' })).toBe('af');
    expect(chosenLanguage({ cookie: 'sebenza_language=fr', acceptLanguage: 'zu' })).toBe('zu');
    expect(chosenLanguage({ cookie: '', acceptLanguage: 'de' })).toBe('en');
    expect(chosenLanguage({ cookie: undefined, acceptLanguage: undefined })).toBe('en');
  });
});

describe('the language cookie', () => {
  it('stores a choice for a year that reads back, Secure only on https', () => {
    const cookie = languageCookie('xh', { secure: true });
    expect(cookie).toMatch(/^sebenza_language=xh; Max-Age=31536000; Path=\/; SameSite=Lax; Secure$/);
    expect(languageCookie('xh', { secure: false })).not.toMatch(/Secure/);
    expect(readLanguageChoice(cookie.split(';')[0])).toBe('xh');
    expect(readLanguageChoice('sebenza_language=pseudo')).toBeNull();
  });
});

describe('<html lang>', () => {
  it('reads back as the language it was written for', () => {
    for (const [language, lang] of Object.entries(HTML_LANG)) expect(languageOfHtmlLang(lang)).toBe(language);
    expect(languageOfHtmlLang('fr')).toBe('en');
    expect(languageOfHtmlLang(null)).toBe('en');
  });
});

describe('the pseudo-language', () => {
  it('is marked en-XA in <html lang> and read back from it, never mistaken for English', () => {
    expect(htmlLangOf('pseudo')).toBe('en-XA');
    expect(renderLanguageOfHtmlLang(htmlLangOf('pseudo'))).toBe('pseudo');
    expect(renderLanguageOfHtmlLang('zu-ZA')).toBe('zu');
    expect(languageOfHtmlLang('en-XA')).toBe('en');
  });

  it('is asked for only by the cookie, and is no reader’s choice of language', () => {
    expect(asksForPseudoLanguage('a=1; sebenza_language=pseudo')).toBe(true);
    expect(asksForPseudoLanguage('sebenza_language=zu')).toBe(false);
    expect(readLanguageChoice('sebenza_language=pseudo')).toBeNull();
  });
});
