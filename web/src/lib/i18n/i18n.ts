import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { RenderLanguage } from '../../../../schema/contract/app-languages.ts';
// English, the source, is in the app's code: every page needs it (a missing translation falls back to it when the
// catalogs are compiled), and a production build keeps only the messages' ids in the code, so the catalog holds the
// text the code no longer does.
import { messages as english } from '../../locales/en.po';

/** The other languages' catalogs: each its own file, downloaded only by those who read that language. */
const catalogs: Record<Exclude<RenderLanguage, 'en'>, () => Promise<{ messages: Messages }>> = {
  zu: () => import('../../locales/zu.po'),
  xh: () => import('../../locales/xh.po'),
  af: () => import('../../locales/af.po'),
  pseudo: () => import('../../locales/pseudo.po'),
};

/**
 * The translations for one language, ready to render with. One per render, never shared: the Worker renders pages in
 * several languages at the same time.
 */
export async function loadI18n(language: RenderLanguage): Promise<I18n> {
  const messages = language === 'en' ? english : (await catalogs[language]()).messages;
  return setupI18n({ locale: language, messages: { [language]: messages } });
}
