import { msg } from '@lingui/core/macro';

/**
 * The product's tagline (schema/contract/product.ts's PRODUCT_TAGLINE, which the Worker's own pages use) as a message
 * of the catalog, so that it is translated where the app shows it; `tagline.test.ts` keeps the English word for word.
 */
export const TAGLINE = msg`Real people, real guidance, real income.`;
