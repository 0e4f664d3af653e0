import { env, runDurableObjectAlarm } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RoomMessagePage } from '../../schema/contract/community.ts';
import { signIns, roomMembers, roomMessages, users } from '../../schema/db/index.ts';
import { hashToken } from '../auth/sign-in.ts';
import { chatRoomFor } from '../community/chat-room.ts';
import { db, signIn } from '../test/factories.ts';
import { api, postForm } from '../test/http.ts';
import { connectRoom, createRoom, roomMember } from '../test/rooms.ts';
import { REVOKED_CLOSE_CODE } from './sockets.ts';

// Decision 016: a live socket lives only as long as the sign-in that opened it, and its user's place where it is.

const member = (roomId: number) => roomMember(roomId, { firstName: 'Ayanda', lastName: 'Zulu' });

const signInHashOf = (cookie: string) => hashToken(cookie.slice(cookie.indexOf('=') + 1));

async function expireSignIn(cookie: string) {
  await db
    .update(signIns)
    .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
    .where(eq(signIns.tokenHash, await signInHashOf(cookie)));
}

async function roomHistory(roomId: number, cookie: string) {
  const page = await (await api(`/api/community/rooms/${roomId}/messages`, { cookie })).json<RoomMessagePage>();
  return page.items.map((message) => message.content);
}

describe('room sockets end with their sign-in', () => {
  it('signing out closes that sign-in’s socket at once, and only that one', async () => {
    const room = await createRoom();
    const a = await member(room.id);
    const b = await member(room.id);
    const otherDevice = await signIn(a.user.id);
    const signedOut = await connectRoom(room.id, a.cookie);
    const stillIn = await connectRoom(room.id, otherDevice);
    const neighbour = await connectRoom(room.id, b.cookie);

    expect((await postForm('/api/logout', {}, a.cookie)).status).toBe(303);
    expect((await signedOut.closed).code).toBe(REVOKED_CLOSE_CODE);

    // The same user's other sign-in and the other member keep listening.
    await api(`/api/community/rooms/${room.id}/messages`, {
      method: 'POST',
      cookie: b.cookie,
      body: { content: 'hi' },
    });
    expect((await stillIn.waitFor(1))[0]).toMatchObject({ type: 'message', message: { content: 'hi' } });
    expect((await neighbour.waitFor(1))[0]).toMatchObject({ type: 'message', message: { content: 'hi' } });
    expect(signedOut.inbox).toEqual([]);
    stillIn.ws.close();
    neighbour.ws.close();
  });

  it('accepts nothing more from a socket whose sign-in expired or whose user left the room: closed, not stored', async () => {
    const room = await createRoom();
    const a = await member(room.id);
    const b = await member(room.id);
    const c = await member(room.id);
    const expired = await connectRoom(room.id, a.cookie);
    const removed = await connectRoom(room.id, b.cookie);
    const listener = await connectRoom(room.id, c.cookie);

    await expireSignIn(a.cookie);
    await db.delete(roomMembers).where(and(eq(roomMembers.roomId, room.id), eq(roomMembers.userId, b.user.id)));
    expired.ws.send(JSON.stringify({ type: 'send', clientId: 'late-1', content: 'after expiry' }));
    removed.ws.send(JSON.stringify({ type: 'send', clientId: 'late-2', content: 'after removal' }));
    expect((await expired.closed).code).toBe(REVOKED_CLOSE_CODE);
    expect((await removed.closed).code).toBe(REVOKED_CLOSE_CODE);

    // Neither was acknowledged, stored or broadcast.
    listener.ws.send(JSON.stringify({ type: 'send', clientId: 'still-here', content: 'still here' }));
    const events = await listener.waitFor(2);
    expect(events.flatMap((e) => (e.type === 'message' ? [e.message.content] : []))).toEqual(['still here']);
    expect([...expired.inbox, ...removed.inbox]).toEqual([]);
    expect(await roomHistory(room.id, c.cookie)).toEqual(['still here']);
    const stored = await db.select().from(roomMessages).where(eq(roomMessages.roomId, room.id));
    expect(stored.map((m) => m.content)).toEqual(['still here']);
    listener.ws.close();
  });

  it('the re-check closes listening sockets of expired sign-ins, deleted accounts and removed members', async () => {
    const room = await createRoom();
    const [expiredMember, deletedMember, removedMember, staying] = await Promise.all([
      member(room.id),
      member(room.id),
      member(room.id),
      member(room.id),
    ]);
    const expired = await connectRoom(room.id, expiredMember.cookie);
    const deleted = await connectRoom(room.id, deletedMember.cookie);
    const removed = await connectRoom(room.id, removedMember.cookie);
    const stays = await connectRoom(room.id, staying.cookie);

    await expireSignIn(expiredMember.cookie);
    await db.delete(users).where(eq(users.id, deletedMember.user.id));
    await db
      .delete(roomMembers)
      .where(and(eq(roomMembers.roomId, room.id), eq(roomMembers.userId, removedMember.user.id)));
    // The object's alarm runs every SOCKET_RECHECK_MS while sockets are open; the test runs it now.
    expect(await runDurableObjectAlarm(chatRoomFor(env, room.id))).toBe(true);
    for (const socket of [expired, deleted, removed]) expect((await socket.closed).code).toBe(REVOKED_CLOSE_CODE);

    await api(`/api/community/rooms/${room.id}/messages`, {
      method: 'POST',
      cookie: staying.cookie,
      body: { content: 'after the re-check' },
    });
    expect((await stays.waitFor(1))[0]).toMatchObject({ type: 'message', message: { content: 'after the re-check' } });
    for (const socket of [expired, deleted, removed]) expect(socket.inbox).toEqual([]);
    // The re-check keeps coming back while a socket is open.
    expect(await runDurableObjectAlarm(chatRoomFor(env, room.id))).toBe(true);
    stays.ws.close();
  });
});
