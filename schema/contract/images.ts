/**
 * Image rules shared by the browser (checks before processing, hint texts) and the Worker (checks on the bytes).
 *
 * Two limits on two different things. The picture a person picks may be up to 20MB, the spec's figure
 * for profile and story images: a phone camera photo is 4-12MB. The browser scales it down to a JPEG of a few
 * dozen KB and uploads only that, which the Worker holds to 5MB.
 */
export const MAX_PICKED_IMAGE_BYTES = 20 * 1024 * 1024;
export const MAX_PICKED_IMAGE_LABEL = '20MB';
/** The most the Worker stores for one image (the processed upload, or a data URL in a profile). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_LABEL = '5MB';
/** The browser scales a picture so its longest side is at most this, then re-encodes it as JPEG. */
export const IMAGE_MAX_SIDE_PX = 400;
export const IMAGE_JPEG_QUALITY = 0.8;
/** Formats the Worker accepts, decided by the file's first bytes, never by the declared type. SVG never. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** Where stored images are served from: `/images/{random key}`. */
export const IMAGE_URL_PREFIX = '/images/';

/**
 * Pictures one member may store in any 24 hours, through `POST /api/images` or a form's data URL; the next is refused
 * with 429. A picture nothing shows a day after its upload is deleted by the daily cron.
 */
export const MAX_IMAGE_UPLOADS_PER_DAY = 25;

/** `POST /api/images` answers this; the URL then goes into a profile's `profileImage`. */
export type UploadedImage = { url: string };

/** The Worker's answers for refused images (413, 415, 400), word for word. */
export const IMAGE_MESSAGES = {
  tooLarge: `Image is too large (the limit is ${MAX_IMAGE_LABEL}).`,
  unsupportedType: 'Please upload a JPEG, PNG, GIF or WebP image.',
  empty: 'No image was sent.',
  invalidDataUrl: 'The image could not be read: send a base64 data URL (data:image/...;base64,...).',
  notYours: 'The profile image must be empty, a new picture, or an image you uploaded.',
  tooMany: `You have uploaded ${MAX_IMAGE_UPLOADS_PER_DAY} pictures in the last 24 hours. Please try again tomorrow.`,
} as const;
