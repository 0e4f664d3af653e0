import { defineCatalog } from '../../../lib/i18n/catalogs.ts';
import { messages as english } from './en.po';

/**
 * The texts of the "Suggest a better wording" page (lingui.config.ts), which come with their code: every component
 * that shows one calls `useCatalog` with it.
 */
export const wordingSuggestionsCatalog = defineCatalog(english, {
  zu: () => import('./zu.po'),
  xh: () => import('./xh.po'),
  af: () => import('./af.po'),
  pseudo: () => import('./pseudo.po'),
});
