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
