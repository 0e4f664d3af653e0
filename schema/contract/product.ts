/**
 * The product's name is one constant: changing it renames every screen and the premium coaching route.
 * See docs/decisions (product name) and the design card.
 */
export const PRODUCT_NAME = 'Sebenza';
export const PRODUCT_TAGLINE = 'Real people, real guidance, real income.';
export const COACHING_PATH = `/${PRODUCT_NAME.toLowerCase()}-coaching`;
export const LOCALE = 'en-ZA';
export const TIME_ZONE = 'Africa/Johannesburg';
