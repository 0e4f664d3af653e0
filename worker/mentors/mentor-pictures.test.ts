import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '../../schema/contract/images.ts';
import { type Mentor } from '../../schema/contract/mentors.ts';
import { images, mentors, users } from '../../schema/db/index.ts';
import { imageKeyFromUrl } from '../images/images.ts';
import { db, seedTaxonomy, signedInMember } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { dataUrl, JPEG_BYTES, PNG_BYTES, SVG_BYTES, uploadImage } from '../test/image-bytes.ts';
import { formPayload, postMentor, putProfile } from '../test/mentor-profile.ts';

beforeAll(seedTaxonomy);

describe('mentor profile pictures', () => {
  const keyOf = (url: string | null) => imageKeyFromUrl(url ?? '')!;

  it('stores a data URL picture in R2 (never in D1) and answers its /images URL', async () => {
    const { user, cookie } = await signedInMember();
    const res = await postMentor(cookie, formPayload({ profileImage: dataUrl(JPEG_BYTES) }));
    expect(res.status).toBe(201);
    const mentor = await res.json<Mentor>();
    expect(mentor.profileImage).toMatch(/^\/images\/[0-9a-f]{32}$/);
    const key = keyOf(mentor.profileImage);
    const object = await env.IMAGES.head(key);
    expect(object?.httpMetadata?.contentType).toBe('image/jpeg');
    expect(object?.size).toBe(JPEG_BYTES.length);
    const [row] = await db.select().from(images).where(eq(images.key, key));
    expect(row).toMatchObject({ ownerId: user.id, contentType: 'image/jpeg', bytes: JPEG_BYTES.length });
    const [stored] = await db
      .select({ profileImage: mentors.profileImage })
      .from(mentors)
      .where(eq(mentors.id, mentor.id));
    expect(stored!.profileImage).toBe(mentor.profileImage);
    const served = await api(mentor.profileImage!);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(JPEG_BYTES);
  });

  it('refuses SVG (declared as PNG) with 415 and creates nothing', async () => {
    const { user, cookie } = await signedInMember();
    const res = await postMentor(cookie, formPayload({ profileImage: dataUrl(SVG_BYTES, 'image/png') }));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: IMAGE_MESSAGES.unsupportedType });
    expect(await db.select().from(mentors).where(eq(mentors.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(images).where(eq(images.ownerId, user.id))).toHaveLength(0);
  });

  it('refuses another user’s image and external URLs with 400', async () => {
    const stranger = await signedInMember();
    const upload = await uploadImage(PNG_BYTES, { cookie: stranger.cookie, type: 'image/png' });
    const { url } = await upload.json<{ url: string }>();
    const { cookie } = await signedInMember();
    for (const profileImage of [url, 'https://evil.example/me.png', '/images/../secret', 'javascript:alert(1)']) {
      const res = await postMentor(cookie, formPayload({ profileImage }));
      expect(res.status, profileImage).toBe(400);
      expect(await res.json()).toMatchObject({ message: IMAGE_MESSAGES.notYours });
    }
    expect((await api('/api/mentors/profile', { cookie })).status).toBe(404);
  });

  it('uses an image the user uploaded first, and deletes the old picture from R2 when it is replaced', async () => {
    const { user, cookie } = await signedInMember();
    const upload = await uploadImage(PNG_BYTES, { cookie, type: 'image/png' });
    const { url: firstUrl } = await upload.json<{ url: string }>();
    const created = await (await postMentor(cookie, formPayload({ profileImage: firstUrl }))).json<Mentor>();
    expect(created.profileImage).toBe(firstUrl);

    // Sending the same URL back keeps it.
    const same = await (await putProfile(cookie, formPayload({ profileImage: firstUrl }))).json<Mentor>();
    expect(same.profileImage).toBe(firstUrl);
    expect(await env.IMAGES.head(keyOf(firstUrl))).not.toBeNull();

    // A new picture replaces it: the old object and row are gone.
    const replaced = await (
      await putProfile(cookie, formPayload({ profileImage: dataUrl(JPEG_BYTES) }))
    ).json<Mentor>();
    expect(replaced.profileImage).not.toBe(firstUrl);
    expect(await env.IMAGES.head(keyOf(firstUrl))).toBeNull();
    expect(
      await db
        .select()
        .from(images)
        .where(eq(images.key, keyOf(firstUrl))),
    ).toHaveLength(0);
    expect(await env.IMAGES.head(keyOf(replaced.profileImage))).not.toBeNull();

    // Leaving the picture out of the body keeps it; '' removes it (and deletes it).
    const kept = await (
      await putProfile(cookie, { name: 'L', title: 'T', journeyPath: 'creative-hustler', category: 'business' })
    ).json<Mentor>();
    expect(kept.profileImage).toBe(replaced.profileImage);
    const removed = await (await putProfile(cookie, formPayload({ profileImage: '' }))).json<Mentor>();
    expect(removed.profileImage).toBeNull();
    expect(await env.IMAGES.head(keyOf(replaced.profileImage))).toBeNull();
    expect(await db.select().from(images).where(eq(images.ownerId, user.id))).toHaveLength(0);
  });

  it('keeps a replaced picture the user still shows elsewhere (their account picture)', async () => {
    const { cookie, user } = await signedInMember();
    const created = await (
      await postMentor(cookie, formPayload({ profileImage: dataUrl(PNG_BYTES, 'image/png') }))
    ).json<Mentor>();
    await db.update(users).set({ profileImage: created.profileImage }).where(eq(users.id, user.id));
    await putProfile(cookie, formPayload({ profileImage: '' }));
    expect(await env.IMAGES.head(keyOf(created.profileImage))).not.toBeNull();
  });

  it('releases the stored picture when the profile cannot be created (409)', async () => {
    const { user, cookie } = await signedInMember();
    await postMentor(cookie, formPayload());
    const res = await postMentor(cookie, formPayload({ profileImage: dataUrl(JPEG_BYTES) }));
    expect(res.status).toBe(409);
    expect(await db.select().from(images).where(eq(images.ownerId, user.id))).toHaveLength(0);
  });
});
