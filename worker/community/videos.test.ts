import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MAX_COMMUNITY_VIDEOS,
  VIDEO_MESSAGES,
  type CommunityVideo,
  type CreateVideoInput,
} from '../../schema/contract/community-videos.ts';
import { adminAuditLog, communityVideos } from '../../schema/db/index.ts';
import { PUBLIC_READ_CACHE_CONTROL } from '../http/cache-control.ts';
import { cookieFor, db, signedInAdmin } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { auditRows } from '../test/admin.ts';

// Storage is per test file: this file's videos are the only ones, so lists can be compared whole.

const ADMIN_URL = '/api/admin/community-videos';
let n = 0;

function videoInput(overrides: Partial<CreateVideoInput> = {}): CreateVideoInput {
  n += 1;
  return {
    title: `Pricing your first product, part ${n}`,
    url: `https://videos.example.test/watch?v=test-${n}`,
    durationSeconds: 754,
    topic: 'money-and-pricing',
    ...overrides,
  };
}

async function add(cookie: string, input: CreateVideoInput = videoInput()) {
  const res = await api(ADMIN_URL, { method: 'POST', body: input, cookie });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json<CommunityVideo>();
}

type ErrorBody = { message: string; issues?: { path: string; message: string }[] };

describe('community videos', () => {
  it('are added, corrected and removed by an admin, with every change audited, and read by everyone', async () => {
    const { user, cookie } = await signedInAdmin();
    const input = videoInput({ title: '  Selling at a Saturday market  ', topic: 'selling-and-marketing' });
    const video = await add(cookie, input);
    expect(video).toMatchObject({
      title: 'Selling at a Saturday market',
      url: input.url,
      durationSeconds: 754,
      topic: 'selling-and-marketing',
    });

    // A visitor reads the same list, cacheable like the other public lists.
    const visitorList = await api('/api/community/videos');
    expect(visitorList.status).toBe(200);
    expect(visitorList.headers.get('cache-control')).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(await visitorList.json<CommunityVideo[]>()).toContainEqual(video);
    const memberList = await api('/api/community/videos', { cookie: await cookieFor('mentee') });
    expect(await memberList.json<CommunityVideo[]>()).toContainEqual(video);

    const edited = await api(`${ADMIN_URL}/${video.id}`, {
      method: 'PATCH',
      body: { durationSeconds: 3600, topic: 'farming' },
      cookie,
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ id: video.id, durationSeconds: 3600, topic: 'farming' });

    expect((await api(`${ADMIN_URL}/${video.id}`, { method: 'DELETE', cookie })).status).toBe(204);
    const afterDelete = await (await api('/api/community/videos')).json<CommunityVideo[]>();
    expect(afterDelete.map((v) => v.id)).not.toContain(video.id);
    expect((await api(`${ADMIN_URL}/${video.id}`, { method: 'DELETE', cookie })).status).toBe(404);

    expect((await auditRows('community_video', video.id)).map((row) => [row.adminId, row.action])).toEqual([
      [user.id, 'community-video.create'],
      [user.id, 'community-video.update'],
      [user.id, 'community-video.delete'],
    ]);
  });

  // The file's first server render loads the page's whole component tree: seconds on a busy machine.
  it(
    'reach a visitor in the server-rendered /community as a link out with the data cost, nothing embedded',
    { timeout: 20_000 },
    async () => {
      const { cookie } = await signedInAdmin();
      const video = await add(
        cookie,
        videoInput({ title: 'Keeping simple books for a spaza shop', durationSeconds: 600 }),
      );
      const html = await (await api('/community')).text();
      expect(html).toContain(video.title);
      expect(html).toContain(`href="${video.url}" target="_blank" rel="noopener noreferrer"`);
      expect(html).toContain('about 50 MB at low quality (estimate)');
      expect(html).not.toMatch(/<(iframe|video|embed|object)\b/);
    },
  );

  it('lists the newest first', async () => {
    const { cookie } = await signedInAdmin();
    const first = await add(cookie);
    const second = await add(cookie);
    const list = await (await api(ADMIN_URL, { cookie })).json<CommunityVideo[]>();
    expect(list.findIndex((v) => v.id === second.id)).toBeLessThan(list.findIndex((v) => v.id === first.id));
  });

  it('refuses what the page must never show, with the contract’s sentence beside the field', async () => {
    const { cookie } = await signedInAdmin();
    const cases: [Partial<Record<keyof CreateVideoInput, unknown>>, keyof CreateVideoInput, string][] = [
      [{ url: 'http://videos.example.test/watch?v=1' }, 'url', VIDEO_MESSAGES.link],
      [{ url: 'javascript:alert(1)' }, 'url', VIDEO_MESSAGES.link],
      [{ url: 'https://youtube.com@evil.example/watch' }, 'url', VIDEO_MESSAGES.link],
      [{ url: 'https://localhost/video' }, 'url', VIDEO_MESSAGES.link],
      [{ url: `https://videos.example.test/${'x'.repeat(500)}` }, 'url', VIDEO_MESSAGES.link],
      [{ url: undefined }, 'url', VIDEO_MESSAGES.link],
      [{ title: ' ab ' }, 'title', VIDEO_MESSAGES.title],
      [{ title: 'x'.repeat(121) }, 'title', VIDEO_MESSAGES.title],
      [{ durationSeconds: 9 }, 'durationSeconds', VIDEO_MESSAGES.duration],
      [{ durationSeconds: 4 * 3600 + 1 }, 'durationSeconds', VIDEO_MESSAGES.duration],
      [{ durationSeconds: 60.5 }, 'durationSeconds', VIDEO_MESSAGES.duration],
      [{ durationSeconds: '754' }, 'durationSeconds', VIDEO_MESSAGES.duration],
      [{ topic: 'crypto-trading' }, 'topic', VIDEO_MESSAGES.topic],
    ];
    for (const [overrides, path, message] of cases) {
      const res = await api(ADMIN_URL, { method: 'POST', body: { ...videoInput(), ...overrides }, cookie });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect((await res.json<ErrorBody>()).issues?.[0], JSON.stringify(overrides)).toEqual({ path, message });
    }

    const video = await add(cookie);
    const patch = (id: number | string, body: unknown) => api(`${ADMIN_URL}/${id}`, { method: 'PATCH', body, cookie });
    const empty = await patch(video.id, {});
    expect(empty.status).toBe(400);
    expect((await empty.json<ErrorBody>()).issues?.[0]?.message).toBe(VIDEO_MESSAGES.nothingToChange);
    expect((await patch(video.id, { url: 'ftp://videos.example.test/1' })).status).toBe(400);
    expect((await patch(999_999, { title: 'A real title' })).status).toBe(404);
    expect((await patch('abc', { title: 'A real title' })).status).toBe(400);
    // Nothing refused was stored or audited.
    expect(await db.$count(communityVideos)).toBe((await (await api(ADMIN_URL, { cookie })).json<unknown[]>()).length);
    expect((await auditRows('community_video', video.id)).map((row) => row.action)).toEqual(['community-video.create']);
  });

  it('keeps one row per link: adding or moving to a listed link is a 409 on the link field', async () => {
    const { cookie } = await signedInAdmin();
    const a = await add(cookie);
    const b = await add(cookie);
    const again = await api(ADMIN_URL, { method: 'POST', body: videoInput({ url: a.url }), cookie });
    expect(again.status).toBe(409);
    expect(await again.json<ErrorBody>()).toEqual({
      message: VIDEO_MESSAGES.linkTaken,
      issues: [{ path: 'url', message: VIDEO_MESSAGES.linkTaken }],
    });
    const moved = await api(`${ADMIN_URL}/${b.id}`, { method: 'PATCH', body: { url: a.url }, cookie });
    expect(moved.status).toBe(409);
    expect((await auditRows('community_video', b.id)).map((row) => row.action)).toEqual(['community-video.create']);
  });

  it('holds the list to its cap under concurrent adds, auditing only what went in', async () => {
    const { cookie } = await signedInAdmin();
    await db.delete(communityVideos);
    const createAudits = () => db.$count(adminAuditLog, eq(adminAuditLog.action, 'community-video.create'));
    const auditsBefore = await createAudits();
    const attempts = await Promise.all(
      Array.from({ length: MAX_COMMUNITY_VIDEOS + 5 }, () =>
        api(ADMIN_URL, { method: 'POST', body: videoInput(), cookie }),
      ),
    );
    const statuses = attempts.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_COMMUNITY_VIDEOS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const refused = attempts.find((res) => res.status === 409)!;
    expect((await refused.json<ErrorBody>()).message).toBe(VIDEO_MESSAGES.listFull);
    expect(await db.$count(communityVideos)).toBe(MAX_COMMUNITY_VIDEOS);
    expect((await createAudits()) - auditsBefore).toBe(MAX_COMMUNITY_VIDEOS);

    // A full list refuses a listed link too, without writing anything.
    const [listed] = await db.select().from(communityVideos).limit(1);
    const duplicate = await api(ADMIN_URL, { method: 'POST', body: videoInput({ url: listed!.url }), cookie });
    expect(duplicate.status).toBe(409);
    expect((await createAudits()) - auditsBefore).toBe(MAX_COMMUNITY_VIDEOS);
    await db.delete(communityVideos);
  });

  it('is for admins only: 401 for visitors and 403 for every other role, on every admin route, changing nothing', async () => {
    const { cookie: adminCookie } = await signedInAdmin();
    const video = await add(adminCookie);
    const routes = [
      { method: 'GET', path: ADMIN_URL },
      { method: 'POST', path: ADMIN_URL, body: videoInput() },
      { method: 'PATCH', path: `${ADMIN_URL}/${video.id}`, body: { title: 'Taken over' } },
      { method: 'DELETE', path: `${ADMIN_URL}/${video.id}` },
    ];
    for (const role of ['visitor', 'mentee', 'mentor', 'coach', 'subscriber'] as const) {
      const cookie = await cookieFor(role);
      for (const route of routes) {
        const res = await api(route.path, { method: route.method, body: route.body, cookie });
        expect(res.status, `${role} ${route.method} ${route.path}`).toBe(role === 'visitor' ? 401 : 403);
      }
    }
    const [row] = await db.select().from(communityVideos).where(eq(communityVideos.id, video.id));
    expect(row?.title).toBe(video.title);
  });
});
