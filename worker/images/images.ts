import { and, eq, notExists, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  IMAGE_MESSAGES,
  IMAGE_URL_PREFIX,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_UPLOADS_PER_DAY,
  type UploadedImage,
} from '../../schema/contract/images.ts';
import { images, mentors, successStories, users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { HttpError, tooManyRequests } from '../http/errors.ts';
import { detectImageType } from './detect.ts';

/** Where images live: metadata (owner, type, size) in D1, bytes in R2 under the same key. */
export type ImageStore = { db: Db; bucket: R2Bucket };

/** 128 random bits as 32 lowercase hex characters: unguessable, and the only key shape `/images/:key` serves. */
export const IMAGE_KEY_PATTERN = /^[0-9a-f]{32}$/;

export function newImageKey(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const imageUrl = (key: string) => `${IMAGE_URL_PREFIX}${key}`;

/** The key of one of our image URLs (`/images/<key>`, exactly), or null for anything else. */
export function imageKeyFromUrl(url: string): string | null {
  if (!url.startsWith(IMAGE_URL_PREFIX)) return null;
  const key = url.slice(IMAGE_URL_PREFIX.length);
  return IMAGE_KEY_PATTERN.test(key) ? key : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Checks and stores one image for its owner: at most MAX_IMAGE_BYTES (413), and really a JPEG, PNG, GIF or WebP
 * by its first bytes (415; SVG never, whatever it is declared as). The bytes go to R2 with their content type
 * under a random key, the metadata to `images`; the answer is the URL to put in a profile.
 *
 * At most MAX_IMAGE_UPLOADS_PER_DAY images per owner in any 24 hours (429): the row is written first, by one
 * conditional INSERT that counts the owner's images of the last day (decision 007), so uploads sent at once cannot
 * all slip under the quota, and a refused upload never reaches R2.
 */
export async function storeImage(
  { db, bucket }: ImageStore,
  ownerId: string,
  bytes: Uint8Array,
  now = new Date(),
): Promise<UploadedImage> {
  if (bytes.byteLength === 0) throw new HttpError(400, IMAGE_MESSAGES.empty);
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
  const contentType = detectImageType(bytes);
  if (!contentType) throw new HttpError(415, IMAGE_MESSAGES.unsupportedType);

  const key = newImageKey();
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const reserved = await db.run(sql`
    INSERT INTO ${images} (key, owner_id, content_type, bytes, created_at)
    SELECT ${key}, ${ownerId}, ${contentType}, ${bytes.byteLength}, ${now.toISOString()}
    WHERE (SELECT count(*) FROM ${images}
           WHERE ${images.ownerId} = ${ownerId} AND ${images.createdAt} > ${since}) < ${MAX_IMAGE_UPLOADS_PER_DAY}`);
  if (reserved.meta.changes === 0) {
    throw tooManyRequests(IMAGE_MESSAGES.tooMany, DAY_MS / 1000);
  }
  try {
    await bucket.put(key, bytes, { httpMetadata: { contentType } });
  } catch (err) {
    await db.delete(images).where(eq(images.key, key));
    throw err;
  }
  return { url: imageUrl(key) };
}

const DATA_URL_HEAD = /^data:([^,]*),/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes of a `data:image/...;base64,...` URL, as the spec's forms send a picture inside JSON. The declared
 * media type is ignored (storeImage decides by the bytes); only base64 data URLs are accepted.
 */
export function decodeImageDataUrl(value: string): Uint8Array {
  const head = DATA_URL_HEAD.exec(value);
  if (!head) throw new HttpError(400, IMAGE_MESSAGES.invalidDataUrl);
  if (!/;base64$/i.test(head[1]!)) throw new HttpError(415, IMAGE_MESSAGES.unsupportedType);
  const base64 = value.slice(head[0].length).replace(/\s+/g, '');
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) throw new HttpError(400, IMAGE_MESSAGES.invalidDataUrl);
  // Refuse an oversized picture before decoding it.
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if ((base64.length / 4) * 3 - padding > MAX_IMAGE_BYTES) throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type ResolvedImage = {
  /** What the profile's image column should hold. */
  url: string | null;
  /** The URL of an image this call stored, so a caller whose own write then fails can release it again. */
  stored: string | null;
};

/**
 * What a profile's image column should hold for the `profileImage` a client sent. D1 never holds image bytes:
 * - '' → no picture;
 * - a base64 data URL → checked, stored in R2 (as storeImage), and its URL;
 * - the value the profile already has → kept as it is;
 * - an `/images/<key>` URL the user uploaded → that URL;
 * - anything else (another user's image, an external URL) → 400.
 */
export async function resolveProfileImage(
  store: ImageStore,
  ownerId: string,
  value: string,
  current: string | null,
): Promise<ResolvedImage> {
  const sent = value.trim();
  if (!sent) return { url: null, stored: null };
  if (sent === current) return { url: current, stored: null };
  if (sent.toLowerCase().startsWith('data:')) {
    const { url } = await storeImage(store, ownerId, decodeImageDataUrl(sent));
    return { url, stored: url };
  }
  const key = imageKeyFromUrl(sent);
  if (key) {
    const [owned] = await store.db
      .select({ key: images.key })
      .from(images)
      .where(and(eq(images.key, key), eq(images.ownerId, ownerId)))
      .limit(1);
    if (owned) return { url: sent, stored: null };
  }
  throw new HttpError(400, IMAGE_MESSAGES.notYours, [{ path: 'profileImage', message: IMAGE_MESSAGES.notYours }]);
}

/** How old an image nothing shows must be before the daily cron deletes it: a form has this long to use an upload. */
export const UNUSED_IMAGE_GRACE_MS = DAY_MS;

/** The daily cron deletes at most this many unused images per statement, and repeats while it finds a full batch. */
const UNUSED_BATCH = 500;
const MAX_UNUSED_BATCHES = 20;

/**
 * The daily cron: deletes every image that nothing shows (no account, mentor profile or success story has its
 * URL, which are all the places an image is referenced) once it is a day old, from D1 and then from R2. A day gives
 * a form time to use a fresh upload. Each batch is one DELETE that checks the references itself, so an image that
 * became referenced meanwhile is never deleted; if R2 then fails, the objects stay unreachable (no row, no URL).
 */
export async function deleteUnusedImages({ db, bucket }: ImageStore, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_IMAGE_GRACE_MS).toISOString();
  const used = (column: SQLiteColumn) => sql`(SELECT ${column} FROM ${column.table} WHERE ${column} IS NOT NULL)`;
  let deleted = 0;
  for (let batch = 0; batch < MAX_UNUSED_BATCHES; batch++) {
    const rows = await db.all<{ key: string }>(sql`
      DELETE FROM ${images} WHERE ${images.key} IN (
        SELECT i.key FROM ${images} i
        WHERE i.created_at < ${cutoff}
          AND ${IMAGE_URL_PREFIX} || i.key NOT IN ${used(users.profileImage)}
          AND ${IMAGE_URL_PREFIX} || i.key NOT IN ${used(mentors.profileImage)}
          AND ${IMAGE_URL_PREFIX} || i.key NOT IN ${used(successStories.profileImage)}
        LIMIT ${UNUSED_BATCH})
      RETURNING key`);
    if (rows.length > 0) await bucket.delete(rows.map((row) => row.key));
    deleted += rows.length;
    if (rows.length < UNUSED_BATCH) break;
  }
  return deleted;
}

/**
 * Deletes an image its owner no longer shows anywhere (their mentor profile, their account, their success
 * stories): the row first, by one DELETE that checks those references itself, then the R2 object. Anything
 * else (someone else's image, an external URL, an image still in use) is left alone.
 */
export async function releaseImage({ db, bucket }: ImageStore, ownerId: string, url: string | null): Promise<void> {
  const key = url ? imageKeyFromUrl(url) : null;
  if (!key || !url) return;
  const one = sql`1`;
  const deleted = await db
    .delete(images)
    .where(
      and(
        eq(images.key, key),
        eq(images.ownerId, ownerId),
        notExists(
          db
            .select({ one })
            .from(mentors)
            .where(and(eq(mentors.userId, ownerId), eq(mentors.profileImage, url))),
        ),
        notExists(
          db
            .select({ one })
            .from(users)
            .where(and(eq(users.id, ownerId), eq(users.profileImage, url))),
        ),
        notExists(
          db
            .select({ one })
            .from(successStories)
            .where(and(eq(successStories.userId, ownerId), eq(successStories.profileImage, url))),
        ),
      ),
    )
    .returning({ key: images.key });
  if (deleted.length > 0) await bucket.delete(key);
}
