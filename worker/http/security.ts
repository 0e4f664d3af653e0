import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '../../schema/contract/images.ts';
import { HttpError } from './errors.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  // A WebSocket upgrade's response belongs to the runtime and its headers cannot change.
  if (c.res.status === 101) return;
  // A route may set a stricter header itself (images: `default-src 'none'`); the baseline fills in the rest.
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!c.res.headers.has(name)) c.header(name, value);
};

/**
 * Refuses state-changing requests sent by another site (CSRF). Browsers send `Origin` on every non-GET
 * request and `Sec-Fetch-Site` on every request; a request with neither is not from a browser and carries
 * no ambient cookies worth stealing. Hono's csrf() only checks form content types, so JSON needs this.
 */
export const rejectCrossSiteWrites: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  const ownOrigin = new URL(c.req.url).origin;
  const sameOrigin = origin ? origin === ownOrigin : fetchSite === undefined || fetchSite === 'same-origin';
  if (!sameOrigin) throw new HttpError(403, 'Cross-site requests are not allowed.');
  return next();
};

/** Request bodies above this are refused with 413 before anything reads them. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Routes that carry one image (raw bytes, or a data URL inside JSON) may send more: a 5 MB image is about
 * 6.7 MB as base64. The image itself is then held to MAX_IMAGE_BYTES by the image service.
 */
export const IMAGE_BODY_BYTES = 7 * 1024 * 1024;
export const IMAGE_BODY_ROUTES = new Set([
  '/api/images',
  '/api/mentors',
  '/api/mentors/profile',
  '/api/success-stories',
]);

/** `POST /api/images` carries the raw bytes of one image, so its body limit is the image limit itself. */
export const IMAGE_UPLOAD_ROUTE = '/api/images';

export const limitBody: MiddlewareHandler = (c, next) => {
  if (c.req.path === IMAGE_UPLOAD_ROUTE) {
    return bodyLimit({
      maxSize: MAX_IMAGE_BYTES,
      onError: () => {
        throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
      },
    })(c, next);
  }
  const maxSize = IMAGE_BODY_ROUTES.has(c.req.path) ? IMAGE_BODY_BYTES : MAX_BODY_BYTES;
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new HttpError(413, `Request body is too large (the limit is ${Math.round(maxSize / 1024)} KB).`);
    },
  })(c, next);
};
