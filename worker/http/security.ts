import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env.ts';
import { HttpError } from './errors.ts';

/**
 * Headers on every response the Worker produces. Static assets get the same set from `public/_headers`
 * (a test keeps the two in step). Scripts may only come from our own origin: no inline script anywhere.
 * Styles allow 'unsafe-inline' because Radix positions popovers with style attributes.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
};

/**
 * Refuses state-changing requests sent by another site (CSRF). Browsers send `Origin` on every non-GET
 * request and `Sec-Fetch-Site` on every request; a request with neither is not from a browser and carries
 * no ambient cookies worth stealing. Hono's csrf() only checks form content types, so JSON needs this.
 */
export const rejectCrossSiteWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  const ownOrigin = new URL(c.req.url).origin;
  const sameOrigin = origin ? origin === ownOrigin : fetchSite === undefined || fetchSite === 'same-origin';
  if (!sameOrigin) throw new HttpError(403, 'Cross-site requests are not allowed.');
  return next();
};

/** Request bodies above this are refused with 413 before anything reads them. Image uploads set their own. */
export const MAX_BODY_BYTES = 64 * 1024;

export function limitBody(maxSize: number = MAX_BODY_BYTES): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new HttpError(413, `Request body is too large (the limit is ${Math.round(maxSize / 1024)} KB).`);
    },
  });
}
