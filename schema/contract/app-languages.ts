import { pageCookie, readPageCookie } from './page-cookies.ts';

/**
 * The languages the app itself speaks (decision 042), each named in itself as the language picker shows it. Not the
 * 12 official languages a mentor can mentor in (languages-rules.ts): these are the ones with a catalog of the app's
 * texts. English is the source every catalog is translated from.
 */
export const APP_LANGUAGES = ['en', 'zu', 'xh', 'af'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

export const APP_LANGUAGE_NAMES: Record<AppLanguage, string> = {
  en: 'English',
  zu: 'isiZulu',
  xh: 'isiXhosa',
  af: 'Afrikaans',
};

/**
 * The languages a page may be rendered in: the app's, and `pseudo`, a made-up one in which every text that went
 * through the catalog is accented English ("Ëvëñts"), which tests render pages in to find text that did not.
 */
export type RenderLanguage = AppLanguage | 'pseudo';

/** The value of `<html lang>` a page in each language carries; the browser reads the page's language back from it. */
export const HTML_LANG: Record<AppLanguage, string> = { en: 'en-ZA', zu: 'zu-ZA', xh: 'xh-ZA', af: 'af-ZA' };

/**
 * The `<html lang>` of a page in the pseudo-language: English with the private-use region `XA`, as Android and Chrome
 * mark their own accented pseudo-locale.
 */
export const PSEUDO_HTML_LANG = 'en-XA';

/** The `<html lang>` a page in `language` carries. */
export function htmlLangOf(language: RenderLanguage): string {
  return language === 'pseudo' ? PSEUDO_HTML_LANG : HTML_LANG[language];
}

/** The language `<html lang>` names (its first part), or English when it names none of ours. */
export function languageOfHtmlLang(lang: string | null | undefined): AppLanguage {
  const primary = (lang ?? '').split('-')[0]!.trim().toLowerCase();
  return isAppLanguage(primary) ? primary : 'en';
}

/** The language a page was rendered in, as its `<html lang>` says: one of ours or the pseudo-language. */
export function renderLanguageOfHtmlLang(lang: string | null | undefined): RenderLanguage {
  return lang === PSEUDO_HTML_LANG ? 'pseudo' : languageOfHtmlLang(lang);
}

function isAppLanguage(value: string): value is AppLanguage {
  return (APP_LANGUAGES as readonly string[]).includes(value);
}

/**
 * A reader's choice of language, kept for a year on every path. Not HttpOnly: the page sets it from the picker. For a
 * member too, on the device they chose it on.
 */
export const LANGUAGE_COOKIE = 'sebenza_language';

/**
 * Whether the cookie asks for the pseudo-language (`sebenza_language=pseudo`): honoured only on a developer's machine,
 * where the tests render every page in it to find text that skipped the catalog.
 */
export function asksForPseudoLanguage(cookieHeader: string | null | undefined): boolean {
  return readPageCookie(cookieHeader, LANGUAGE_COOKIE) === 'pseudo';
}

/** The choice in a `Cookie` header (or `document.cookie`, the same format); null when there is none. */
export function readLanguageChoice(cookieHeader: string | null | undefined): AppLanguage | null {
  const value = readPageCookie(cookieHeader, LANGUAGE_COOKIE) ?? '';
  return isAppLanguage(value) ? value : null;
}

/** The cookie that keeps a choice for a year; `Secure` on https (not on http://localhost). */
export function languageCookie(language: AppLanguage, { secure }: { secure: boolean }): string {
  return pageCookie(LANGUAGE_COOKIE, language, { secure });
}

/**
 * The first of our languages an `Accept-Language` header names, in the order of its weights (`zu-ZA, en;q=0.8` is
 * isiZulu; `en-GB, zu;q=0.5` English), or null when it names none of them.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): AppLanguage | null {
  const ranked = (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';').map((s) => s.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const weight = q ? Number(q.slice(2)) : 1;
      return { primary: tag.split('-')[0]!.toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isAppLanguage) ?? null;
}

/**
 * The language a page is rendered in: the reader's choice (the cookie) wins; without one, the browser's preference
 * when it names one of ours; else English. The Worker decides with it for the page and for the edge cache's key.
 */
export function chosenLanguage({
  cookie,
  acceptLanguage,
}: {
  cookie: string | null | undefined;
  acceptLanguage: string | null | undefined;
}): AppLanguage {
  return readLanguageChoice(cookie) ?? languageFromAcceptLanguage(acceptLanguage) ?? 'en';
}
