import { describe, expect, it } from 'vitest';
import type { Notification, NotificationPage } from '../../schema/contract/notifications.ts';
import { notifications } from '../../schema/db/index.ts';
import { db, signedInMember } from '../test/factories.ts';
import { api } from '../test/http.ts';

async function notify(userId: string, text: string) {
  const [row] = await db.insert(notifications).values({ userId, kind: 'test', text, link: '/' }).returning();
  return row!;
}

describe('/api/notifications', () => {
  it('refuses visitors', async () => {
    expect((await api('/api/notifications')).status).toBe(401);
    expect((await api('/api/notifications/1/read', { method: 'POST' })).status).toBe(401);
    expect((await api('/api/notifications/read-all', { method: 'POST' })).status).toBe(401);
  });

  it('lists only the caller’s notices, newest first, in pages, with the unread count', async () => {
    const { user, cookie } = await signedInMember();
    const other = await signedInMember();
    const first = await notify(user.id, 'first');
    const second = await notify(user.id, 'second');
    await notify(other.user.id, 'not yours');

    const res = await api('/api/notifications?limit=1', { cookie });
    expect(res.status).toBe(200);
    const page = await res.json<NotificationPage>();
    expect(page.items).toEqual([
      { id: second.id, kind: 'test', text: 'second', link: '/', readAt: null, createdAt: second.createdAt },
    ]);
    expect(page.unreadCount).toBe(2);
    const rest = await (
      await api(`/api/notifications?limit=1&cursor=${page.nextCursor}`, { cookie })
    ).json<NotificationPage>();
    expect(rest.items.map((n) => n.id)).toEqual([first.id]);
    expect(rest.nextCursor).toBeNull();
    expect((await api('/api/notifications?cursor=zzz', { cookie })).status).toBe(400);
  });

  it('marks one read (idempotently), refuses someone else’s, and marks all read', async () => {
    const { user, cookie } = await signedInMember();
    const other = await signedInMember();
    const a = await notify(user.id, 'a');
    await notify(user.id, 'b');
    const theirs = await notify(other.user.id, 'theirs');

    const res = await api(`/api/notifications/${a.id}/read`, { method: 'POST', cookie });
    expect(res.status).toBe(200);
    const read = await res.json<Notification>();
    expect(read.readAt).toEqual(expect.any(String));
    const again = await (await api(`/api/notifications/${a.id}/read`, { method: 'POST', cookie })).json<Notification>();
    expect(again.readAt).toBe(read.readAt);

    expect((await api(`/api/notifications/${theirs.id}/read`, { method: 'POST', cookie })).status).toBe(404);
    expect((await api('/api/notifications/abc/read', { method: 'POST', cookie })).status).toBe(400);

    const all = await api('/api/notifications/read-all', { method: 'POST', cookie });
    expect(await all.json()).toEqual({ updated: 1 });
    expect((await (await api('/api/notifications', { cookie })).json<NotificationPage>()).unreadCount).toBe(0);
    expect(
      (await (await api('/api/notifications', { cookie: other.cookie })).json<NotificationPage>()).unreadCount,
    ).toBe(1);
  });
});
