/**
 * The product's name is one constant: changing it renames every screen and the premium coaching route.
 * See docs/decisions (product name) and the design card.
 */
export const PRODUCT_NAME = 'Sebenza';
export const PRODUCT_TAGLINE = 'Real people, real guidance, real income.';
export const COACHING_PATH = `/${PRODUCT_NAME.toLowerCase()}-coaching`;
/** The two texts people agree to at sign-up (public pages, rendered on the server; the Worker's forms link them). */
export const PRIVACY_NOTICE_PATH = '/privacy';
export const TERMS_PATH = '/terms';
/** Where members choose their channels for reminders and notices (decision 018); emails link to it. */
export const NOTIFICATION_SETTINGS_PATH = '/notification-settings';
export const LOCALE = 'en-ZA';
export const TIME_ZONE = 'Africa/Johannesburg';
