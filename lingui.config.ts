import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Translations (decision 042). English is the source: `npm run i18n:extract` writes every message the code marks
 * (Lingui's `t` and `<Trans>` macros) into the catalogs below, and translators fill in the other languages' files.
 * `pseudo` is a made-up language whose every message is accented English (`Ëvëñts`): a page rendered in it shows at a
 * glance, and tests check, that no text skipped the catalog.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zu', 'xh', 'af', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      // One catalog per language for the whole app for now: what a reader of isiZulu downloads once (decision 042).
      path: '<rootDir>/web/src/locales/{locale}',
      include: ['<rootDir>/web/src'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
