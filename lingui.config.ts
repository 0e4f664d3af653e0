import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Translations (decision 042). English is the source: `npm run i18n:extract` writes every message the code marks
 * (Lingui's `t` and `<Trans>` macros) into the catalogs below, and translators fill in the other languages' files.
 * `pseudo` is a made-up language whose every message is accented English (`Ëvëñts`): a page rendered in it shows at a
 * glance, and tests check, that no text skipped the catalog.
 */
/**
 * Code-split parts whose texts are in a catalog of their own, downloaded with their code (web/src/lib/i18n/catalogs.ts)
 * rather than with the app's first script: each has a `catalog.ts` beside its `.po` files that its code imports and
 * passes to `useCatalog`. A part goes here when the bytes pay for it (decision 042): a screen's texts are needed only by
 * its readers, so every feature but the landing page and the navigation (which the first script shows) has its own,
 * as do the shared components only code-split screens use.
 */
const FEATURES_WITH_OWN_CATALOG = [
  'admin',
  'advisor',
  'coaching',
  'community',
  'complaints',
  'dashboard',
  'events',
  'group-sessions',
  'journeys',
  'mentors',
  'notifications',
  'onboarding',
  'privacy',
  'profile',
  'resources',
  'success-stories',
  'wording-suggestions',
];
const COMPONENTS_WITH_OWN_CATALOG = ['chat', 'form', 'seats', 'sessions', 'template-generator'];

const OWN_CATALOGS = [
  {
    path: '<rootDir>/web/src/features/landing/below-the-fold/{locale}',
    include: ['<rootDir>/web/src/features/landing/components/below-the-fold.tsx'],
  },
  ...FEATURES_WITH_OWN_CATALOG.map((feature) => ({
    path: `<rootDir>/web/src/features/${feature}/locales/{locale}`,
    include: [`<rootDir>/web/src/features/${feature}`],
  })),
  ...COMPONENTS_WITH_OWN_CATALOG.map((folder) => ({
    path: `<rootDir>/web/src/components/${folder}/locales/{locale}`,
    include: [`<rootDir>/web/src/components/${folder}`],
  })),
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zu', 'xh', 'af', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      // What the app's first script shows: the layout, the shared components, and every screen's texts but those below.
      path: '<rootDir>/web/src/locales/{locale}',
      include: ['<rootDir>/web/src'],
      exclude: [...OWN_CATALOGS.flatMap((catalog) => catalog.include), '**/*.test.*'],
    },
    ...OWN_CATALOGS.map((catalog) => ({ ...catalog, exclude: ['**/*.test.*'] })),
    {
      // The Worker's own texts: its HTML pages and the emails, WhatsApp messages and notices it sends (worker/i18n).
      path: '<rootDir>/worker/locales/{locale}',
      include: ['<rootDir>/worker'],
      exclude: ['**/*.test.*', '<rootDir>/worker/test'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
