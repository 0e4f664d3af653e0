import { env, SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, MAX_IMAGE_UPLOADS_PER_DAY } from '../../schema/contract/images.ts';
import { images } from '../../schema/db/index.ts';
import { createUser, db, seedTaxonomy, signedInMember, signIn } from '../test/factories.ts';
import { api } from '../test/http.ts';
import {
  dataUrl,
  GIF_BYTES,
  JPEG_BYTES,
  jpegOfSize,
  PNG_BYTES,
  SVG_BYTES,
  uploadImage,
  WEBP_BYTES,
} from '../test/image-bytes.ts';
import { detectImageType } from './detect.ts';
import { imageKeyFromUrl } from './images.ts';
import { expectLimited } from '../test/request.ts';
import { postMentor } from '../test/mentor-profile.ts';

let cookie: string;
let userId: string;
beforeAll(async () => {
  await seedTaxonomy();
  const user = await createUser();
  userId = user.id;
  cookie = await signIn(user.id);
});

const ascii = (text: string) => new TextEncoder().encode(text);

describe('detectImageType (magic bytes)', () => {
  it('knows JPEG, PNG, GIF87a/89a and WebP by their first bytes, and nothing else', () => {
    expect(detectImageType(JPEG_BYTES)).toBe('image/jpeg');
    expect(detectImageType(PNG_BYTES)).toBe('image/png');
    expect(detectImageType(GIF_BYTES)).toBe('image/gif');
    expect(detectImageType(ascii('GIF87a....'))).toBe('image/gif');
    expect(detectImageType(WEBP_BYTES)).toBe('image/webp');
    for (const bytes of [
      SVG_BYTES,
      ascii('<!doctype html><script>alert(1)</script>'),
      ascii('RIFF\x00\x00\x00\x00WAVEfmt '),
      ascii('GIF88a'),
      new Uint8Array([0xff, 0xd8]),
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]),
      new Uint8Array(),
      ascii('%PDF-1.7'),
    ]) {
      expect(detectImageType(bytes)).toBeNull();
    }
  });
});

describe('the daily upload quota', () => {
  it(`stores ${MAX_IMAGE_UPLOADS_PER_DAY} of 30 uploads sent at once, and nothing of the rest`, async () => {
    const { user: owner, cookie: ownerCookie } = await signedInMember();
    const results = await Promise.all(
      Array.from({ length: 30 }, () => uploadImage(PNG_BYTES, { cookie: ownerCookie })),
    );
    const refused = expectLimited(results, MAX_IMAGE_UPLOADS_PER_DAY);
    expect(await refused.json()).toEqual({ message: IMAGE_MESSAGES.tooMany });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);

    const rows = await db.select().from(images).where(eq(images.ownerId, owner.id));
    expect(rows).toHaveLength(MAX_IMAGE_UPLOADS_PER_DAY);
    const listed = await env.IMAGES.list();
    const stored = new Set(listed.objects.map((o) => o.key));
    for (const row of rows) expect(stored.has(row.key)).toBe(true);

    // A picture sent inside a form (a data URL) counts against the same quota.
    const viaForm = await api('/api/mentors', {
      method: 'POST',
      cookie: ownerCookie,
      body: {
        name: 'Quota Mentor',
        title: 'Tester',
        journeyPaths: ['creative-hustler'],
        categories: ['business'],
        languages: ['en'],
        profileImage: dataUrl(PNG_BYTES, 'image/png'),
      },
    });
    expect(viaForm.status).toBe(429);
  });
});

describe('POST /api/images', () => {
  it('stores each accepted type in R2 under a random key, typed by its bytes, and answers 201 with its URL', async () => {
    const cases: [Uint8Array, string][] = [
      [JPEG_BYTES, 'image/jpeg'],
      [PNG_BYTES, 'image/png'],
      [GIF_BYTES, 'image/gif'],
      [WEBP_BYTES, 'image/webp'],
    ];
    const keys = new Set<string>();
    for (const [bytes, type] of cases) {
      // The declared type does not matter: the bytes decide.
      const res = await uploadImage(bytes, { cookie, type: 'application/octet-stream' });
      expect(res.status).toBe(201);
      const { url } = await res.json<{ url: string }>();
      expect(url).toMatch(/^\/images\/[0-9a-f]{32}$/);
      const key = imageKeyFromUrl(url)!;
      keys.add(key);
      const object = await env.IMAGES.get(key);
      expect(object?.httpMetadata?.contentType).toBe(type);
      expect(new Uint8Array(await object!.arrayBuffer())).toEqual(bytes);
      const [row] = await db.select().from(images).where(eq(images.key, key));
      expect(row).toMatchObject({ ownerId: userId, contentType: type, bytes: bytes.length });
    }
    expect(keys.size).toBe(4);
  });

  it('refuses SVG declared as image/png (and any other non-image) with 415, storing nothing', async () => {
    const before = await db.select().from(images).where(eq(images.ownerId, userId));
    for (const bytes of [SVG_BYTES, ascii('<html><body>hi</body></html>'), ascii('RIFF1234WAVE')]) {
      const res = await uploadImage(bytes, { cookie, type: 'image/png' });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ message: IMAGE_MESSAGES.unsupportedType });
    }
    expect(await db.select().from(images).where(eq(images.ownerId, userId))).toHaveLength(before.length);
  });

  it('accepts exactly 5MB and refuses one byte more with 413', async () => {
    expect((await uploadImage(jpegOfSize(MAX_IMAGE_BYTES), { cookie })).status).toBe(201);
    const res = await uploadImage(jpegOfSize(MAX_IMAGE_BYTES + 1), { cookie });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Image is too large (the limit is 5MB).' });
  });

  it('refuses an empty body with 400, visitors with 401 and other sites with 403', async () => {
    const empty = await uploadImage(new Uint8Array(), { cookie });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: IMAGE_MESSAGES.empty });
    expect((await uploadImage(PNG_BYTES)).status).toBe(401);
    const crossSite = await SELF.fetch('http://localhost/api/images', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', Cookie: cookie, 'Content-Type': 'image/png' },
      body: PNG_BYTES,
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('GET /images/:key', () => {
  it('serves the bytes with the stored type, nosniff, a locked-down CSP and a one-day cache, then a check with its ETag', async () => {
    const { url } = await (await uploadImage(PNG_BYTES, { cookie, type: 'image/png' })).json<{ url: string }>();
    const res = await SELF.fetch(`http://localhost${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'");
    expect(res.headers.get('Content-Length')).toBe(String(PNG_BYTES.length));
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG_BYTES);

    const etag = res.headers.get('ETag');
    expect(etag).toBeTruthy();
    const again = await SELF.fetch(`http://localhost${url}`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('Cache-Control')).toBe('public, max-age=86400');
  });

  it('answers 404 JSON for unknown keys and anything that is not a key', async () => {
    for (const path of [
      '/images/0123456789abcdef0123456789abcdef',
      '/images/not-a-key',
      '/images/0123456789ABCDEF0123456789ABCDEF',
      '/images/..%2F..%2Fwrangler.toml',
    ]) {
      const res = await SELF.fetch(`http://localhost${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ message: 'Image not found.' });
    }
  });
});

describe('pictures sent as data URLs inside JSON', () => {
  const payload = (profileImage: string) => ({
    name: 'Sipho Dlamini',
    title: 'Bookkeeper',
    journeyPath: 'side-hustle-starter',
    category: 'business',
    languages: ['en'],
    profileImage,
  });

  it('refuses a data URL over 5MB with 413, a broken one with 400 and a non-base64 one with 415', async () => {
    const { cookie: userCookie } = await signedInMember();
    const tooBig = await postMentor(userCookie, payload(dataUrl(jpegOfSize(MAX_IMAGE_BYTES + 1))));
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ message: IMAGE_MESSAGES.tooLarge });

    const broken = await postMentor(userCookie, payload('data:image/jpeg;base64,@@@'));
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: IMAGE_MESSAGES.invalidDataUrl });

    const svgText = await postMentor(userCookie, payload('data:image/svg+xml,<svg onload="alert(1)"/>'));
    expect(svgText.status).toBe(415);
    expect((await api('/api/mentors/profile', { cookie: userCookie })).status).toBe(404);
  });
});
