import type { I18n } from '@lingui/core';
import type { RenderLanguage } from '../../../../schema/contract/app-languages.ts';
import { messages as english } from '../../locales/en.po';
import { defineCatalog, i18nFor, loadDefinedCatalogs } from './catalogs.ts';

/** The shared catalog (lingui.config.ts): the layout's texts and those of the features without a catalog of their own. */
defineCatalog(english, {
  zu: () => import('../../locales/zu.po'),
  xh: () => import('../../locales/xh.po'),
  af: () => import('../../locales/af.po'),
  pseudo: () => import('../../locales/pseudo.po'),
});

/**
 * The translations for one language, ready to render with: the shared catalog and every feature's catalog imported so
 * far, in that language. One per render, never shared: the Worker renders pages in several languages at the same time.
 */
export async function loadI18n(language: RenderLanguage): Promise<I18n> {
  await loadDefinedCatalogs(language);
  return i18nFor(language);
}
