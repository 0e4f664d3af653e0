import { defineCatalog } from '../../../lib/i18n/catalogs.ts';
import { messages as english } from './en.po';

/** The texts of the landing page below the fold (lingui.config.ts), which come with its code. */
export const belowTheFoldCatalog = defineCatalog(english, {
  zu: () => import('./zu.po'),
  xh: () => import('./xh.po'),
  af: () => import('./af.po'),
  pseudo: () => import('./pseudo.po'),
});
