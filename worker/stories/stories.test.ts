import { env, SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '../../schema/contract/images.ts';
import { NOTIFICATION_KINDS } from '../../schema/contract/notifications.ts';
import {
  MAX_PENDING_STORIES,
  STORY_MESSAGES,
  type MyStory,
  type MyStoryPage,
  type StoryImpact,
  type SuccessStoryPage,
} from '../../schema/contract/stories.ts';
import { images, mentors, notifications, successStories } from '../../schema/db/index.ts';
import { INVALID_CURSOR } from '../http/cursor.ts';
import { createMentor, createStory, db, signedInMember } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { deliverPendingNotices } from '../test/notices.ts';
import { expectLimited } from '../test/request.ts';

/** A real 1x1 PNG, as the story form sends it. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const validStory = () => ({
  name: 'Ayanda Zulu',
  beforeTitle: 'Retrenched factory worker',
  afterTitle: 'Runs a spaza shop and a delivery side hustle',
  quote: 'The group sessions showed me how to keep stock records. Now I have two income streams.',
  incomeStreamsBefore: 0,
  incomeStreamsAfter: 2,
  profileImage: '',
  serviceType: 'mentorship',
});

async function submit(cookie: string | undefined, body: unknown) {
  return api('/api/success-stories', { method: 'POST', body, cookie });
}

async function allPublished(): Promise<SuccessStoryPage['items']> {
  const items: SuccessStoryPage['items'] = [];
  let cursor: string | null = null;
  do {
    const res = await api(`/api/success-stories?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status).toBe(200);
    const page = await res.json<SuccessStoryPage>();
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

describe('POST /api/success-stories', () => {
  it('refuses visitors with 401', async () => {
    expect((await submit(undefined, validStory())).status).toBe(401);
  });

  it('stores a new story as pending, answers 201 with the story and its status, and thanks the submitter', async () => {
    const { user, cookie } = await signedInMember();
    const res = await submit(cookie, { ...validStory(), transformationTime: '9 months', serviceType: 'coaching' });
    expect(res.status).toBe(201);
    const story = await res.json<MyStory>();
    expect(story).toMatchObject({
      name: 'Ayanda Zulu',
      status: 'pending',
      rejectionReason: null,
      profileImage: null,
      transformationTime: '9 months',
      serviceType: 'coaching',
      incomeStreamsBefore: 0,
      incomeStreamsAfter: 2,
      isFeatured: false,
      publishedAt: null,
    });
    const [row] = await db.select().from(successStories).where(eq(successStories.id, story.id));
    expect(row).toMatchObject({ userId: user.id, status: 'pending' });
    await deliverPendingNotices();
    const notices = await db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notices.map((n) => [n.kind, n.text])).toEqual([[NOTIFICATION_KINDS.storyReceived, STORY_MESSAGES.received]]);

    // Not public until an admin publishes it.
    expect((await allPublished()).map((s) => s.id)).not.toContain(story.id);
  });

  it('takes income counts as JSON numbers only, and defaults serviceType to mentorship', async () => {
    const { cookie } = await signedInMember();
    const { serviceType: _omitted, ...body } = validStory();
    for (const count of ['1', true, [1], '0x1']) {
      const refused = await submit(cookie, { ...body, incomeStreamsBefore: count, incomeStreamsAfter: 3 });
      expect(refused.status, JSON.stringify(count)).toBe(400);
    }
    const res = await submit(cookie, { ...body, incomeStreamsBefore: 1, incomeStreamsAfter: 3 });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      incomeStreamsBefore: 1,
      incomeStreamsAfter: 3,
      serviceType: 'mentorship',
    });
  });

  it.each(['name', 'beforeTitle', 'afterTitle', 'quote', 'incomeStreamsBefore', 'incomeStreamsAfter'] as const)(
    'answers the spec message when %s is missing, empty or blank',
    async (field) => {
      const { cookie } = await signedInMember();
      const missing = { ...validStory() } as Record<string, unknown>;
      delete missing[field];
      for (const body of [
        missing,
        { ...validStory(), [field]: '' },
        { ...validStory(), [field]: '   ' },
        { ...validStory(), [field]: null },
      ]) {
        const res = await submit(cookie, body);
        expect(res.status, JSON.stringify(body[field as keyof typeof body])).toBe(400);
        expect(await res.json()).toEqual({
          message: STORY_MESSAGES.required,
          issues: [{ path: '', message: STORY_MESSAGES.required }],
        });
      }
    },
  );

  it('refuses negative, fractional or non-numeric income stream counts', async () => {
    const { cookie } = await signedInMember();
    for (const value of [-1, 1.5, 'many']) {
      const res = await submit(cookie, { ...validStory(), incomeStreamsAfter: value });
      expect(res.status).toBe(400);
      const body = await res.json<{ issues: { path: string; message: string }[] }>();
      expect(body.issues).toContainEqual({ path: 'incomeStreamsAfter', message: STORY_MESSAGES.incomeStreams });
    }
  });

  it('refuses an unknown service type and over-long fields', async () => {
    const { cookie } = await signedInMember();
    const badType = await submit(cookie, { ...validStory(), serviceType: 'coach' });
    expect(badType.status).toBe(400);
    expect((await badType.json<{ issues: unknown[] }>()).issues).toContainEqual({
      path: 'serviceType',
      message: STORY_MESSAGES.serviceType,
    });
    expect((await submit(cookie, { ...validStory(), quote: 'x'.repeat(3001) })).status).toBe(400);
    expect((await submit(cookie, { ...validStory(), name: 'x'.repeat(101) })).status).toBe(400);
  });

  it('stores a data URL picture in R2 and keeps only its /images URL in D1', async () => {
    const { user, cookie } = await signedInMember();
    const res = await submit(cookie, { ...validStory(), profileImage: `data:image/png;base64,${PNG_BASE64}` });
    expect(res.status).toBe(201);
    const story = await res.json<MyStory>();
    expect(story.profileImage).toMatch(/^\/images\/[0-9a-f]{32}$/);
    const key = story.profileImage!.slice('/images/'.length);
    const object = await env.IMAGES.get(key);
    expect(object?.httpMetadata?.contentType).toBe('image/png');
    const [meta] = await db.select().from(images).where(eq(images.key, key));
    expect(meta?.ownerId).toBe(user.id);
    const [row] = await db.select().from(successStories).where(eq(successStories.id, story.id));
    expect(row!.profileImage).toBe(story.profileImage);
    // The picture is served publicly.
    expect((await api(story.profileImage!)).status).toBe(200);
  });

  it('accepts the bare base64 the spec form keeps ("only the base64 part")', async () => {
    const { cookie } = await signedInMember();
    const res = await submit(cookie, { ...validStory(), profileImage: PNG_BASE64 });
    expect(res.status).toBe(201);
    const story = await res.json<MyStory>();
    expect(story.profileImage).toMatch(/^\/images\/[0-9a-f]{32}$/);
    expect(await env.IMAGES.head(story.profileImage!.slice('/images/'.length))).not.toBeNull();
  });

  it('accepts an /images URL the user uploaded, and refuses someone else’s or an outside URL', async () => {
    const { cookie } = await signedInMember();
    const upload = await SELF.fetch('http://localhost/api/images', {
      method: 'POST',
      body: Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0)),
      headers: { 'Content-Type': 'image/png', Origin: 'http://localhost', Cookie: cookie },
    });
    expect(upload.status).toBe(201);
    const { url } = await upload.json<{ url: string }>();
    const own = await submit(cookie, { ...validStory(), profileImage: url });
    expect(own.status).toBe(201);
    expect((await own.json<MyStory>()).profileImage).toBe(url);

    const other = await signedInMember();
    for (const profileImage of [url, 'https://example.com/me.png']) {
      const res = await submit(other.cookie, { ...validStory(), profileImage });
      expect(res.status).toBe(400);
      expect((await res.json<{ message: string }>()).message).toBe(IMAGE_MESSAGES.notYours);
    }
  });

  it('refuses bytes that are not a picture, and stores nothing', async () => {
    const { user, cookie } = await signedInMember();
    const res = await submit(cookie, { ...validStory(), profileImage: btoa('<svg onload="alert(1)"></svg>') });
    expect(res.status).toBe(415);
    expect(await db.select().from(successStories).where(eq(successStories.userId, user.id))).toEqual([]);
  });

  it(`refuses a ${MAX_PENDING_STORIES + 1}th story waiting for review with 429`, async () => {
    const { user, cookie } = await signedInMember();
    for (let i = 0; i < MAX_PENDING_STORIES; i++) await createStory({ userId: user.id });
    const res = await submit(cookie, validStory());
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: STORY_MESSAGES.tooManyPending });
  });

  it(`keeps exactly ${MAX_PENDING_STORIES} of 20 stories sent at once, with one notice and one picture each`, async () => {
    const { user, cookie } = await signedInMember();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => submit(cookie, { ...validStory(), profileImage: PNG_BASE64 })),
    );
    expectLimited(results, MAX_PENDING_STORIES);
    expect(await db.select().from(successStories).where(eq(successStories.userId, user.id))).toHaveLength(
      MAX_PENDING_STORIES,
    );
    await deliverPendingNotices();
    expect(await db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(
      MAX_PENDING_STORIES,
    );
    // The pictures of the refused stories were released again.
    expect(await db.select().from(images).where(eq(images.ownerId, user.id))).toHaveLength(MAX_PENDING_STORIES);
  });
});

describe('GET /api/success-stories', () => {
  it('lists published stories only: the featured one first, then newest first, in pages', async () => {
    await db.update(successStories).set({ isFeatured: false });
    const day = (n: number) => new Date(Date.UTC(2030, 0, n)).toISOString();
    const older = await createStory({ status: 'published', publishedAt: day(1) });
    const newer = await createStory({ status: 'published', publishedAt: day(3) });
    const featured = await createStory({ status: 'published', publishedAt: day(2), isFeatured: true });
    const pending = await createStory({ status: 'pending' });
    const rejected = await createStory({ status: 'rejected', rejectionReason: 'No' });

    const first = await api('/api/success-stories?limit=2');
    const page = await first.json<SuccessStoryPage>();
    expect(page.items.map((s) => s.id)).toEqual([featured.id, newer.id]);
    expect(page.nextCursor).toEqual(expect.any(String));
    expect(Object.keys(page.items[0]!).sort()).toEqual(
      [
        'id',
        'name',
        'profileImage',
        'beforeTitle',
        'afterTitle',
        'quote',
        'transformationTime',
        'serviceType',
        'incomeStreamsBefore',
        'incomeStreamsAfter',
        'journeyPathSlug',
        'isFeatured',
        'publishedAt',
      ].sort(),
    );

    const ids = (await allPublished()).map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.indexOf(featured.id)).toBe(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(rejected.id);
  });

  it('answers the default page without parameters and refuses a bad cursor or limit', async () => {
    const res = await api('/api/success-stories');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ items: expect.any(Array) });
    const bad = await api('/api/success-stories?cursor=nonsense');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: INVALID_CURSOR });
    expect((await api('/api/success-stories?limit=0')).status).toBe(400);
    expect((await api('/api/success-stories?limit=1000')).status).toBe(400);
  });
});

describe('GET /api/success-stories/impact', () => {
  it('counts published stories, businesses (= stories), income streams after and active mentors', async () => {
    const before = await (await api('/api/success-stories/impact')).json<StoryImpact>();
    await createStory({ status: 'published', incomeStreamsAfter: 4 });
    await createStory({ status: 'published', incomeStreamsAfter: 3 });
    await createStory({ status: 'pending', incomeStreamsAfter: 50 });
    await createMentor();
    const { mentor } = await createMentor();
    await db.update(mentors).set({ isActive: false }).where(eq(mentors.id, mentor.id));
    const res = await api('/api/success-stories/impact');
    expect(res.status).toBe(200);
    const after = await res.json<StoryImpact>();
    expect(after).toEqual({
      stories: before.stories + 2,
      businessesCreated: before.stories + 2,
      incomeStreams: before.incomeStreams + 7,
      mentors: before.mentors + 1,
    });
  });
});

describe('GET /api/success-stories/mine', () => {
  it('lists only the caller’s stories, newest first, with status and rejection reason', async () => {
    const { user, cookie } = await signedInMember();
    const other = await signedInMember();
    const a = await createStory({
      userId: user.id,
      status: 'rejected',
      rejectionReason: 'Please add your income streams.',
    });
    const b = await createStory({ userId: user.id, status: 'published', publishedAt: new Date().toISOString() });
    await createStory({ userId: other.user.id });

    expect((await api('/api/success-stories/mine')).status).toBe(401);
    const res = await api('/api/success-stories/mine?limit=1', { cookie });
    expect(res.status).toBe(200);
    const first = await res.json<MyStoryPage>();
    expect(first.items.map((s) => [s.id, s.status])).toEqual([[b.id, 'published']]);
    const second = await (
      await api(`/api/success-stories/mine?limit=1&cursor=${first.nextCursor}`, { cookie })
    ).json<MyStoryPage>();
    expect(second.items).toEqual([
      expect.objectContaining({ id: a.id, status: 'rejected', rejectionReason: 'Please add your income streams.' }),
    ]);
    expect(second.nextCursor).toBeNull();
  });
});
