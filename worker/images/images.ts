import { and, eq, notExists, sql } from 'drizzle-orm';
import { IMAGE_MESSAGES, IMAGE_URL_PREFIX, MAX_IMAGE_BYTES, type UploadedImage } from '../../schema/contract/images.ts';
import { images, mentors, successStories, users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
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

/**
 * Checks and stores one image for its owner: at most MAX_IMAGE_BYTES (413), and really a JPEG, PNG, GIF or WebP
 * by its first bytes (415; SVG never, whatever it is declared as). The bytes go to R2 with their content type
 * under a random key, the metadata to `images`; the answer is the URL to put in a profile.
 */
export async function storeImage(
  { db, bucket }: ImageStore,
  ownerId: string,
  bytes: Uint8Array,
): Promise<UploadedImage> {
  if (bytes.byteLength === 0) throw new HttpError(400, IMAGE_MESSAGES.empty);
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
  const contentType = detectImageType(bytes);
  if (!contentType) throw new HttpError(415, IMAGE_MESSAGES.unsupportedType);

  const key = newImageKey();
  await bucket.put(key, bytes, { httpMetadata: { contentType } });
  try {
    await db.insert(images).values({ key, ownerId, contentType, bytes: bytes.byteLength });
  } catch (err) {
    await bucket.delete(key);
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
