import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  type AdminRoom,
  type AdminStory,
  type AdminStoryPage,
  type AuditLogEntry,
} from '../../schema/contract/admin.ts';
import { NOTIFICATION_KINDS, type NotificationPage } from '../../schema/contract/notifications.ts';
import { STORY_MESSAGES, type MyStoryPage, type SuccessStoryPage } from '../../schema/contract/stories.ts';
import type { Room } from '../../schema/contract/community.ts';
import { adminAuditLog, communityRooms, successStories } from '../../schema/db/index.ts';
import { cookieFor, createStory, createUser, db, signedInAdmin, signedInMember } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { deliverPendingNotices, noticesOf } from '../test/notices.ts';
import { auditRows, ADMIN_ROUTES } from '../test/admin.ts';

/** The admin's requests about rooms, by the admin whose cookie it is. */
const addRoom = (cookie: string, body: object) => api('/api/admin/rooms', { method: 'POST', body, cookie });
const editRoom = (id: number, cookie: string, body: object) =>
  api(`/api/admin/rooms/${id}`, { method: 'PATCH', body, cookie });

describe('the admin console API is for admins only', () => {
  it('answers 401 to visitors and 403 to every other role, on every route, changing nothing', async () => {
    const auditBefore = await db.$count(adminAuditLog);
    for (const role of ['visitor', 'mentee', 'mentor', 'coach', 'subscriber'] as const) {
      const cookie = await cookieFor(role);
      for (const route of ADMIN_ROUTES) {
        const res = await api(route.path, { method: route.method, body: route.body, cookie });
        expect(res.status, `${role} ${route.method} ${route.path}`).toBe(role === 'visitor' ? 401 : 403);
      }
    }
    // Malformed input is refused by role before it is validated.
    const { cookie } = await signedInMember();
    expect((await api('/api/admin/complaints/abc', { cookie })).status).toBe(403);
    expect((await api('/api/admin/stories/1/reject', { method: 'POST', body: {}, cookie })).status).toBe(403);
    expect(await db.$count(adminAuditLog)).toBe(auditBefore);
  });
});

describe('success story moderation', () => {
  it('queues pending stories oldest first with their submitter', async () => {
    const { cookie } = await signedInAdmin();
    const submitter = await createUser({ firstName: 'Ayanda', lastName: 'Zulu' });
    const first = await createStory({ userId: submitter.id });
    const second = await createStory({ userId: null });
    await createStory({ status: 'published' });
    const res = await api('/api/admin/stories', { cookie });
    expect(res.status).toBe(200);
    const page = await res.json<AdminStoryPage>();
    const mine = page.items.filter((s) => [first.id, second.id].includes(s.id));
    expect(mine.map((s) => s.id)).toEqual([first.id, second.id]);
    expect(mine[0]!.submitter).toEqual({
      id: submitter.id,
      firstName: 'Ayanda',
      lastName: 'Zulu',
      email: submitter.email,
    });
    expect(mine[1]!.submitter).toBeNull();
    expect(page.items.every((s) => s.status === 'pending')).toBe(true);

    const published = await (
      await api('/api/admin/stories?status=published&limit=1', { cookie })
    ).json<AdminStoryPage>();
    expect(published.items).toHaveLength(1);
    expect(published.items[0]!.status).toBe('published');
    expect((await api('/api/admin/stories?status=draft', { cookie })).status).toBe(400);
  });

  it('publishes a story: it goes public, the submitter is told, and the action is audited', async () => {
    const { user: adminUser, cookie } = await signedInAdmin();
    const submitter = await signedInMember();
    const story = await createStory({ userId: submitter.user.id });

    const res = await api(`/api/admin/stories/${story.id}/publish`, { method: 'POST', cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: story.id, status: 'published', publishedAt: expect.any(String) });

    const gallery = await (await api('/api/success-stories?limit=100')).json<SuccessStoryPage>();
    expect(gallery.items.map((s) => s.id)).toContain(story.id);
    expect((await noticesOf(submitter.user.id)).map((n) => n.kind)).toEqual([NOTIFICATION_KINDS.storyPublished]);
    expect(await auditRows('success_story', story.id)).toEqual([
      expect.objectContaining({ adminId: adminUser.id, action: 'story.publish' }),
    ]);

    const again = await api(`/api/admin/stories/${story.id}/publish`, { method: 'POST', cookie });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: STORY_MESSAGES.alreadyPublished });
    expect((await api('/api/admin/stories/999999/publish', { method: 'POST', cookie })).status).toBe(404);
  });

  it('rejects with a reason the submitter sees in /mine and in a notification', async () => {
    const { cookie } = await signedInAdmin();
    const submitter = await signedInMember();
    const story = await createStory({ userId: submitter.user.id });

    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const res = await api(`/api/admin/stories/${story.id}/reject`, { method: 'POST', body, cookie });
      expect(res.status).toBe(400);
      expect((await res.json<{ issues: { message: string }[] }>()).issues[0]!.message).toBe(
        STORY_MESSAGES.rejectReasonRequired,
      );
    }
    const reason = 'Please tell us more about how your income changed.';
    const res = await api(`/api/admin/stories/${story.id}/reject`, { method: 'POST', body: { reason }, cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'rejected', rejectionReason: reason });

    const mine = await (await api('/api/success-stories/mine', { cookie: submitter.cookie })).json<MyStoryPage>();
    expect(mine.items).toEqual([
      expect.objectContaining({ id: story.id, status: 'rejected', rejectionReason: reason }),
    ]);
    await deliverPendingNotices();
    const notices = await (await api('/api/notifications', { cookie: submitter.cookie })).json<NotificationPage>();
    expect(notices.items[0]).toMatchObject({
      kind: NOTIFICATION_KINDS.storyRejected,
      text: expect.stringContaining(reason),
    });
    expect(await auditRows('success_story', story.id)).toEqual([
      expect.objectContaining({ action: 'story.reject', detail: reason }),
    ]);

    const again = await api(`/api/admin/stories/${story.id}/reject`, { method: 'POST', body: { reason }, cookie });
    expect(again.status).toBe(409);
  });

  it('takes a published story down by rejecting it, and can publish it again', async () => {
    const { cookie } = await signedInAdmin();
    const story = await createStory({ status: 'published', publishedAt: new Date().toISOString() });
    const res = await api(`/api/admin/stories/${story.id}/reject`, {
      method: 'POST',
      body: { reason: 'Asked to be removed.' },
      cookie,
    });
    expect(res.status).toBe(200);
    const gallery = await (await api('/api/success-stories?limit=100')).json<SuccessStoryPage>();
    expect(gallery.items.map((s) => s.id)).not.toContain(story.id);
    expect((await api(`/api/admin/stories/${story.id}/publish`, { method: 'POST', cookie })).status).toBe(200);
    const [row] = await db.select().from(successStories).where(eq(successStories.id, story.id));
    expect(row).toMatchObject({ status: 'published', rejectionReason: null });
  });

  it('features one published story at a time', async () => {
    const { cookie } = await signedInAdmin();
    const a = await createStory({ status: 'published' });
    const b = await createStory({ status: 'published' });
    const pending = await createStory();
    expect((await api(`/api/admin/stories/${a.id}/feature`, { method: 'POST', cookie })).status).toBe(200);
    const res = await api(`/api/admin/stories/${b.id}/feature`, { method: 'POST', cookie });
    expect(await res.json<AdminStory>()).toMatchObject({ id: b.id, isFeatured: true });
    const featured = await db
      .select({ id: successStories.id })
      .from(successStories)
      .where(eq(successStories.isFeatured, true));
    expect(featured).toEqual([{ id: b.id }]);
    const gallery = await (await api('/api/success-stories?limit=1')).json<SuccessStoryPage>();
    expect(gallery.items[0]!.id).toBe(b.id);
    const refused = await api(`/api/admin/stories/${pending.id}/feature`, { method: 'POST', cookie });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: STORY_MESSAGES.featureNeedsPublished });
  });
});

describe('rooms', () => {
  it('creates, edits, archives and restores rooms; archived rooms leave /community; all audited', async () => {
    const { user: adminUser, cookie } = await signedInAdmin();
    const name = `Township Traders ${crypto.randomUUID().slice(0, 6)}`;
    const created = await addRoom(cookie, {
      name,
      description: 'Spaza and market stall owners',
      category: 'rural-innovation',
      externalLink: '',
    });
    expect(created.status).toBe(201);
    const room = await created.json<AdminRoom>();
    expect(room).toMatchObject({
      name,
      category: 'rural-innovation',
      externalLink: null,
      isArchived: false,
      memberCount: 0,
    });

    const duplicate = await addRoom(cookie, { name, description: 'Again', category: 'rural-innovation' });
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json<{ message: string }>()).message).toBe(ADMIN_MESSAGES.roomNameTaken);

    for (const body of [
      { name: '', description: 'x', category: 'rural-innovation' },
      { name: 'x', description: '', category: 'rural-innovation' },
      { name: 'x', description: 'x', category: 'gardening' },
      { name: 'x', description: 'x', category: 'rural-innovation', externalLink: 'http://chat.whatsapp.com/abc' },
      { name: 'x', description: 'x', category: 'rural-innovation', externalLink: 'javascript:alert(1)' },
    ]) {
      expect((await addRoom(cookie, body)).status, JSON.stringify(body)).toBe(400);
    }

    const link = 'https://chat.whatsapp.com/abc123';
    const edited = await editRoom(room.id, cookie, { description: 'Spaza owners swap suppliers', externalLink: link });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ description: 'Spaza owners swap suppliers', externalLink: link });
    const badLink = await editRoom(room.id, cookie, { externalLink: 'ftp://x' });
    expect(badLink.status).toBe(400);
    expect((await badLink.json<{ issues: { message: string }[] }>()).issues[0]!.message).toBe(
      ADMIN_MESSAGES.externalLink,
    );
    expect((await editRoom(room.id, cookie, {})).status).toBe(400);
    expect((await editRoom(999_999, cookie, { isArchived: true })).status).toBe(404);

    const archived = await editRoom(room.id, cookie, { isArchived: true });
    expect(await archived.json()).toMatchObject({ isArchived: true });
    const publicRooms = await (await api('/api/community/rooms')).json<Room[]>();
    expect(publicRooms.map((r) => r.id)).not.toContain(room.id);
    const adminRooms = await (await api('/api/admin/rooms', { cookie })).json<AdminRoom[]>();
    expect(adminRooms.find((r) => r.id === room.id)).toMatchObject({ isArchived: true });

    const member_ = await signedInMember();
    expect((await api(`/api/community/rooms/${room.id}/join`, { method: 'POST', cookie: member_.cookie })).status).toBe(
      409,
    );

    await editRoom(room.id, cookie, { isArchived: false, externalLink: null });
    const [row] = await db.select().from(communityRooms).where(eq(communityRooms.id, room.id));
    expect(row).toMatchObject({ isArchived: false, externalLink: null });

    const audit = await auditRows('community_room', room.id);
    expect(audit.map((a) => [a.adminId, a.action])).toEqual([
      [adminUser.id, 'room.create'],
      [adminUser.id, 'room.update'],
      [adminUser.id, 'room.archive'],
      [adminUser.id, 'room.restore'],
    ]);
    const log = await (await api('/api/admin/audit-log', { cookie })).json<AuditLogEntry[]>();
    expect(log[0]).toMatchObject({
      action: 'room.restore',
      targetId: String(room.id),
      adminName: `${adminUser.firstName} ${adminUser.lastName}`,
    });
  });

  it('refuses renaming a room to another room’s name', async () => {
    const { cookie } = await signedInAdmin();
    const make = async (name: string) =>
      (await addRoom(cookie, { name, description: 'd', category: 'digital-freedom' })).json<AdminRoom>();
    const a = await make(`Room A ${crypto.randomUUID().slice(0, 6)}`);
    const b = await make(`Room B ${crypto.randomUUID().slice(0, 6)}`);
    const res = await editRoom(b.id, cookie, { name: a.name });
    expect(res.status).toBe(409);
  });
});
