import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { COACHING_FILE_MAX_BYTES, COACHING_FILE_MESSAGES } from '../../schema/contract/coaching-rules.ts';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '../../schema/contract/images.ts';
import { HttpError } from './errors.ts';
import type { BodyKind, RoutePolicies } from './route-policy.ts';
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
 * A WebSocket upgrade is a GET, but the socket it opens sends chat messages with the member's cookie, and
 * browsers let any page open one (no CORS): it is held to the same rule (cross-site WebSocket hijacking).
 */
export const rejectCrossSiteWrites: MiddlewareHandler = async (c, next) => {
  const safeMethod = c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS';
  if (safeMethod && c.req.header('upgrade')?.toLowerCase() !== 'websocket') return next();
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  const ownOrigin = new URL(c.req.url).origin;
  const sameOrigin = origin ? origin === ownOrigin : fetchSite === undefined || fetchSite === 'same-origin';
  if (!sameOrigin) throw new HttpError(403, 'Cross-site requests are not allowed.');
  return next();
};

/** Any control character (C0, DEL, C1): nothing a person types into a search or filter. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * Refuses a query string that carries control characters (400), for every route at once: no list's search or filter
 * has a use for them, and some reach places that choke on them (a NUL ends the FTS5 query string of the mentor
 * search).
 */
export const rejectControlCharactersInQuery: MiddlewareHandler = async (c, next) => {
  const query = c.req.queries();
  for (const [name, values] of Object.entries(query)) {
    if (CONTROL_CHARACTER.test(name) || values.some((value) => CONTROL_CHARACTER.test(value))) {
      throw new HttpError(400, 'Search and filter text may not contain control characters.');
    }
  }
  return next();
};

/** Request bodies above this are refused with 413 before anything reads them. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * A write that carries one picture inside JSON (`body: 'with-image'`) may send more: a 5 MB image is about 6.7 MB as
 * base64. The image itself is then held to MAX_IMAGE_BYTES by the image service, which is also the limit of a write
 * whose body is the picture's raw bytes (`body: 'image'`).
 */
export const IMAGE_BODY_BYTES = 7 * 1024 * 1024;

/**
 * A body declared over the limit is read and thrown away before the 413 goes out, up to this size: a client still
 * sending when the answer arrives may drop the connection and never see the 413 (wrangler dev's proxy does, under
 * `npm start`). A larger one is answered at once: listening to it would cost more than the answer is worth.
 */
export const MAX_DRAINED_BYTES = 32 * 1024 * 1024;

/** Refuses a body larger than the matched route's declaration allows (`body`, decision 025) with 413. */
export const limitBody =
  (policies: RoutePolicies): MiddlewareHandler =>
  async (c, next) => {
    const { maxSize, tooLarge } = bodyLimitOf(policies.of(c.req.method, c.req.path)?.body ?? 'fields');
    const declared = c.req.raw.headers.has('transfer-encoding') ? NaN : Number(c.req.header('content-length'));
    if (c.req.raw.body && declared > maxSize) {
      // A client that hangs up meanwhile was not going to read the answer either.
      if (declared <= MAX_DRAINED_BYTES) await c.req.raw.body.pipeTo(new WritableStream()).catch(() => undefined);
      throw tooLarge();
    }
    // Without a declared length (a chunked upload), Hono's limit counts the bytes as they come.
    return bodyLimit({
      maxSize,
      onError: () => {
        throw tooLarge();
      },
    })(c, next);
  };

/** The body limit of a kind of body, and the 413 that says so. */
function bodyLimitOf(body: BodyKind): { maxSize: number; tooLarge: () => HttpError } {
  if (body === 'image') {
    return { maxSize: MAX_IMAGE_BYTES, tooLarge: () => new HttpError(413, IMAGE_MESSAGES.tooLarge) };
  }
  if (body === 'file') {
    return { maxSize: COACHING_FILE_MAX_BYTES, tooLarge: () => new HttpError(413, COACHING_FILE_MESSAGES.tooLarge) };
  }
  const maxSize = body === 'with-image' ? IMAGE_BODY_BYTES : MAX_BODY_BYTES;
  const tooLarge = () =>
    new HttpError(413, `Request body is too large (the limit is ${Math.round(maxSize / 1024)} KB).`);
  return { maxSize, tooLarge };
}
