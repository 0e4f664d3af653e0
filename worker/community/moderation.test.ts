import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_MESSAGES, type RoomMessage } from '../../schema/contract/community.ts';
import { communityRooms } from '../../schema/db/index.ts';
import { api } from '../test/http.ts';
import { db, signedInAdmin, signedInMember } from '../test/factories.ts';
import { createRoom, readMessages, say } from '../test/rooms.ts';
import { member, connect } from '../test/community.ts';

describe('reporting and hiding messages', () => {
  it('lets members report a message once; an admin hides it live and the audit log records it', async () => {
    const room = await createRoom();
    const a = await member(room.id);
    const b = await member(room.id);
    const admin = (await signedInAdmin()).cookie;
    const outsider = (await signedInMember()).cookie;
    const message = await (await say(room.id, a.cookie, 'Buy followers cheap!!')).json<RoomMessage>();

    const report = (cookie?: string, reason = 'Spam') =>
      api(`/api/community/messages/${message.id}/report`, { method: 'POST', cookie, body: { reason } });
    expect((await report(b.cookie)).status).toBe(201);
    expect((await report(b.cookie)).status).toBe(200);
    expect((await report(b.cookie, '')).status).toBe(400);
    expect((await report(outsider)).status).toBe(403);
    expect((await report()).status).toBe(401);

    const reports = await (
      await api('/api/admin/room-reports', { cookie: admin })
    ).json<{ message: { id: number }; reporter: { id: string } }[]>();
    expect(reports.find((r) => r.message.id === message.id)?.reporter.id).toBe(b.user.id);

    const sb = await connect(room.id, b.cookie);
    expect(
      (await api(`/api/admin/room-messages/${message.id}/hide`, { method: 'POST', cookie: b.cookie })).status,
    ).toBe(403);
    expect((await api(`/api/admin/room-messages/${message.id}/hide`, { method: 'POST', cookie: admin })).status).toBe(
      200,
    );
    expect((await sb.waitFor(1))[0]).toEqual({ type: 'hidden', messageId: message.id });
    expect((await api(`/api/admin/room-messages/${message.id}/hide`, { method: 'POST', cookie: admin })).status).toBe(
      409,
    );

    const history = await readMessages(room.id, b.cookie);
    expect(history.items.some((m) => m.id === message.id)).toBe(false);
    const open = await (await api('/api/admin/room-reports', { cookie: admin })).json<{ message: { id: number } }[]>();
    expect(open.some((r) => r.message.id === message.id)).toBe(false);
    const log = await (
      await api('/api/admin/audit-log', { cookie: admin })
    ).json<{ action: string; targetId: string }[]>();
    expect(log).toContainEqual(expect.objectContaining({ action: 'room_message.hide', targetId: String(message.id) }));
    sb.ws.close();
  });

  it('dismisses a report and leaves the message visible', async () => {
    const room = await createRoom();
    const a = await member(room.id);
    const admin = (await signedInAdmin()).cookie;
    const message = await (await say(room.id, a.cookie, 'Fine message')).json<RoomMessage>();
    await api(`/api/community/messages/${message.id}/report`, {
      method: 'POST',
      cookie: a.cookie,
      body: { reason: 'Mistake' },
    });
    const reports = await (
      await api('/api/admin/room-reports', { cookie: admin })
    ).json<{ id: number; message: { id: number } }[]>();
    const reportId = reports.find((r) => r.message.id === message.id)!.id;
    expect((await api(`/api/admin/room-reports/${reportId}/dismiss`, { method: 'POST', cookie: admin })).status).toBe(
      200,
    );
    expect((await api(`/api/admin/room-reports/${reportId}/dismiss`, { method: 'POST', cookie: admin })).status).toBe(
      409,
    );
    const history = await readMessages(room.id, a.cookie);
    expect(history.items.some((m) => m.id === message.id)).toBe(true);
  });
});

describe('archived rooms', () => {
  it('refuses messages from a socket that was open when the room was archived', async () => {
    const room = await createRoom();
    const a = await member(room.id);
    const sa = await connect(room.id, a.cookie);
    await db.update(communityRooms).set({ isArchived: true }).where(eq(communityRooms.id, room.id));
    sa.ws.send(JSON.stringify({ type: 'send', clientId: 'late', content: 'still here?' }));
    const [event] = await sa.waitFor(1);
    expect(event).toEqual({ type: 'error', clientId: 'late', status: 409, message: COMMUNITY_MESSAGES.archived });
    sa.ws.close();
  });
});
