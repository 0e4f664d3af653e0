import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { use } from 'react';
import type { RenderLanguage } from '../../../../schema/contract/app-languages.ts';

type OtherLanguage = Exclude<RenderLanguage, 'en'>;

/**
 * A catalog of texts (lingui.config.ts): the shared one, or a feature's own, which comes with the feature's code. Its
 * English is compiled into that code (a production build keeps only the messages' ids in the code, so the catalog
 * holds the text the code no longer does); each other language's is a file of its own, downloaded when a page in that
 * language first shows the feature.
 */
export interface Catalog {
  load: Record<OtherLanguage, () => Promise<{ messages: Messages }>>;
}

/**
 * Every language's texts of the catalogs loaded so far, one object per language that each render's `I18n` reads: a
 * catalog that arrives later is seen by every render in that language at once.
 */
const messages: Record<RenderLanguage, Messages> = { en: {}, zu: {}, xh: {}, af: {}, pseudo: {} };
const defined = new Set<Catalog>();
const loads = new Map<Catalog, Map<OtherLanguage, Promise<void>>>();
const loaded = new Map<Catalog, Set<RenderLanguage>>();

/** Registers a catalog when its module is first imported: its English at once, the other languages on demand. */
export function defineCatalog(english: Messages, load: Catalog['load']): Catalog {
  Object.assign(messages.en, english);
  const catalog = { load };
  defined.add(catalog);
  loaded.set(catalog, new Set(['en']));
  return catalog;
}

/** The download of `catalog` in `language`, or null when it is here already. A failed download is tried again. */
function loadCatalog(catalog: Catalog, language: RenderLanguage): Promise<void> | null {
  if (language === 'en' || loaded.get(catalog)?.has(language)) return null;
  const byLanguage = loads.get(catalog) ?? new Map<OtherLanguage, Promise<void>>();
  loads.set(catalog, byLanguage);
  let download = byLanguage.get(language);
  if (!download) {
    download = catalog.load[language]().then(
      (module) => {
        Object.assign(messages[language], module.messages);
        loaded.get(catalog)?.add(language);
      },
      (error: unknown) => {
        byLanguage.delete(language);
        throw error;
      },
    );
    byLanguage.set(language, download);
  }
  return download;
}

/** Loads every catalog defined so far in `language` (the browser before it hydrates a page, the server per render). */
export async function loadDefinedCatalogs(language: RenderLanguage): Promise<void> {
  await Promise.all([...defined].map((catalog) => loadCatalog(catalog, language)));
}

/**
 * Makes sure a feature's texts are here in the page's language before it renders: suspends until they are (the
 * server's render waits; in the browser the part shows once its texts have arrived, as it does for its code).
 */
export function useCatalog(catalog: Catalog): void {
  const { i18n } = useLingui();
  const download = loadCatalog(catalog, i18n.locale as RenderLanguage);
  if (download) use(download);
}

/** The translations to render one page with: one per render, as the Worker renders pages in several languages. */
export function i18nFor(language: RenderLanguage): I18n {
  const i18n = setupI18n({ locale: language, messages: { [language]: messages[language] } });
  // In a production build a plain text is shown as written: its English from the code (no English catalog holds it,
  // vite-english-in-code.ts), or its translation, which the catalog holds already compiled. Elsewhere Lingui's own
  // compiler, which development builds carry, turns any English the catalogs lack into text.
  if (import.meta.env.PROD) i18n.setMessagesCompiler(showAsWritten);
  return i18n;
}

const showAsWritten = (text: string) => [text];
