import { Hono } from 'hono';
import { ACCEPTED_IMAGE_TYPES } from '../../schema/contract/images.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { ownCacheControl, route } from '../http/route-policy.ts';
import { IMAGE_KEY_PATTERN, storeImage } from './images.ts';

/**
 * `POST /api/images`: the raw bytes of one picture (any Content-Type; the bytes decide). Its body is declared an
 * `image`, held to MAX_IMAGE_BYTES (worker/http/security.ts), so an oversized upload is refused before it is read.
 */
export const imageUploadsApi = new Hono<AppEnv>().post(
  '/',
  route({ who: 'member', bumps: [], body: 'image' }),
  async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    return c.json(await storeImage({ db: c.var.db, bucket: c.env.IMAGES }, c.var.user.id, bytes), 201);
  },
);

/**
 * Served with the type stored at upload, never sniffed, and a CSP that runs nothing even if the file is opened
 * directly. A key never changes its bytes (a new picture gets a new key), but a picture is a member's personal
 * information and goes when they delete it or their account (POPIA): a browser keeps it for a day, then asks again
 * with its ETag (a 304 of a few hundred bytes while it exists, a 404 once it is gone), rather than for a year.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

export const IMAGE_RESPONSE_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': IMAGE_CACHE_CONTROL,
  'Content-Security-Policy': "default-src 'none'",
};

const servedType = (stored: string | undefined) =>
  (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(stored ?? '') ? stored! : 'application/octet-stream';

const imageNotFound = () => new HttpError(404, 'Image not found.');

/** `GET /images/:key` (public): the stored picture, streamed from R2. */
export const imageFiles = new Hono<AppEnv>().get(
  '/:key',
  route({ who: 'anyone', cache: ownCacheControl() }),
  async (c) => {
    const key = c.req.param('key');
    if (!IMAGE_KEY_PATTERN.test(key)) throw imageNotFound();
    const object = await c.env.IMAGES.get(key, { onlyIf: c.req.raw.headers });
    if (!object) throw imageNotFound();
    const headers = new Headers(IMAGE_RESPONSE_HEADERS);
    headers.set('Content-Type', servedType(object.httpMetadata?.contentType));
    headers.set('ETag', object.httpEtag);
    // A matching If-None-Match: R2 answers the metadata without the body.
    if (!('body' in object)) return new Response(null, { status: 304, headers });
    headers.set('Content-Length', String(object.size));
    return new Response(object.body, { headers });
  },
);
