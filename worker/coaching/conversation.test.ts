import { env, runDurableObjectAlarm, SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CoachingConnection, CoachingMessage, ConversationSocketMessage } from '../../schema/contract/coaching.ts';
import { signIns } from '../../schema/db/index.ts';
import { REVOKED_CLOSE_CODE } from '../live/sockets.ts';
import { createMentor, createSubscriber, createUser, db, signIn } from '../test/factories.ts';
import { api, postForm } from '../test/http.ts';
import { connectSocket } from '../test/sockets.ts';
import { conversationFor } from './conversation.ts';

/** An accepted connection between a fresh subscriber and a fresh coach. */
async function pair() {
  const { user: sub } = await createSubscriber();
  const coach = await createMentor({ serviceType: 'coach' });
  const subCookie = await signIn(sub.id);
  const coachCookie = await signIn(coach.user.id);
  const connection = await (
    await api('/api/coaching-connections', { method: 'POST', cookie: subCookie, body: { mentorId: coach.mentor.id } })
  ).json<CoachingConnection>();
  expect(
    (await api(`/api/coaching-connections/${connection.id}/accept`, { method: 'POST', cookie: coachCookie })).status,
  ).toBe(200);
  return { sub, coach, subCookie, coachCookie, connectionId: connection.id };
}

const upgrade = (connectionId: number, cookie?: string) =>
  SELF.fetch(`http://localhost/api/coaching-connections/${connectionId}/ws`, {
    headers: cookie ? { Upgrade: 'websocket', Cookie: cookie } : { Upgrade: 'websocket' },
  });

/** A connected conversation socket with an inbox the test can await, event by event. */
const connect = (connectionId: number, cookie: string) =>
  connectSocket<ConversationSocketMessage>(`/api/coaching-connections/${connectionId}/ws`, cookie);

describe('coaching conversations live (Durable Object sockets)', () => {
  it('refuses a party’s socket opened from another site (403)', async () => {
    const { subCookie, connectionId } = await pair();
    const crossSite = await SELF.fetch(`http://localhost/api/coaching-connections/${connectionId}/ws`, {
      headers: { Upgrade: 'websocket', Cookie: subCookie, Origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.webSocket).toBeNull();
  });

  it('tells the subscriber at once when the coach accepts, and both sides when the connection ends', async () => {
    const { user: sub } = await createSubscriber();
    const coach = await createMentor({ serviceType: 'coach' });
    const subCookie = await signIn(sub.id);
    const coachCookie = await signIn(coach.user.id);
    const { id: connectionId } = await (
      await api('/api/coaching-connections', { method: 'POST', cookie: subCookie, body: { mentorId: coach.mentor.id } })
    ).json<CoachingConnection>();
    const subSocket = await connect(connectionId, subCookie);
    const coachSocket = await connect(connectionId, coachCookie);

    await api(`/api/coaching-connections/${connectionId}/accept`, { method: 'POST', cookie: coachCookie });
    expect((await subSocket.waitFor(1))[0]).toEqual({ type: 'status', connectionId, status: 'active' });
    await api(`/api/coaching-connections/${connectionId}/end`, { method: 'POST', cookie: subCookie });
    expect((await coachSocket.waitFor(2))[1]).toEqual({ type: 'status', connectionId, status: 'ended' });
  });

  it('delivers each stored message to both the subscriber’s and the coach’s socket, and read receipts', async () => {
    const { sub, coach, subCookie, coachCookie, connectionId } = await pair();
    const subSocket = await connect(connectionId, subCookie);
    const coachSocket = await connect(connectionId, coachCookie);

    const sent = await api('/api/messages', {
      method: 'POST',
      cookie: subCookie,
      body: { connectionId, receiverId: String(coach.mentor.id), content: 'Molo!', messageType: 'text' },
    });
    expect(sent.status).toBe(201);
    const message = await sent.json<CoachingMessage>();
    const expected = { type: 'message', message };
    expect((await subSocket.waitFor(1))[0]).toEqual(expected);
    expect((await coachSocket.waitFor(1))[0]).toEqual(expected);
    expect(message).toMatchObject({ senderId: sub.id, receiverId: coach.user.id, content: 'Molo!' });

    await api('/api/messages', {
      method: 'POST',
      cookie: coachCookie,
      body: { connectionId, receiverId: sub.id, content: 'Molo, Lerato' },
    });
    expect((await subSocket.waitFor(2))[1]).toMatchObject({ type: 'message', message: { senderId: coach.user.id } });
    await coachSocket.waitFor(2);

    expect(
      (await api(`/api/coaching-connections/${connectionId}/read`, { method: 'POST', cookie: coachCookie })).status,
    ).toBe(200);
    const read = { type: 'read', connectionId, readerId: coach.user.id, upToId: message.id };
    expect((await subSocket.waitFor(3))[2]).toEqual(read);
    expect((await coachSocket.waitFor(3))[2]).toEqual(read);
    subSocket.ws.close();
    coachSocket.ws.close();
  });

  it('reaches only the sockets of that connection', async () => {
    const a = await pair();
    const b = await pair();
    const sa = await connect(a.connectionId, a.subCookie);
    const sb = await connect(b.connectionId, b.subCookie);
    await api('/api/messages', {
      method: 'POST',
      cookie: a.coachCookie,
      body: { connectionId: a.connectionId, receiverId: a.sub.id, content: 'only for a' },
    });
    await api('/api/messages', {
      method: 'POST',
      cookie: b.coachCookie,
      body: { connectionId: b.connectionId, receiverId: b.sub.id, content: 'only for b' },
    });
    expect((await sa.waitFor(1))[0]).toMatchObject({ type: 'message', message: { content: 'only for a' } });
    expect((await sb.waitFor(1))[0]).toMatchObject({ type: 'message', message: { content: 'only for b' } });
    expect(sa.inbox).toHaveLength(1);
    sa.ws.close();
    sb.ws.close();
  });

  it('is receive-only: a message written to the socket is answered with an error and stores nothing', async () => {
    const { subCookie, connectionId } = await pair();
    const socket = await connect(connectionId, subCookie);
    socket.ws.send(JSON.stringify({ type: 'send', content: 'over the socket' }));
    expect((await socket.waitFor(1))[0]).toMatchObject({ type: 'error', status: 405 });
    const page = await (
      await api(`/api/messages?connectionId=${connectionId}`, { cookie: subCookie })
    ).json<{
      items: unknown[];
    }>();
    expect(page.items).toHaveLength(0);
    socket.ws.close();
  });

  it('refuses the socket to visitors, strangers and plain requests, before any socket exists', async () => {
    const { subCookie, connectionId } = await pair();
    expect((await upgrade(connectionId)).status).toBe(401);
    const refused = await upgrade(connectionId, await signIn((await createUser()).id));
    expect(refused.status).toBe(404);
    expect(refused.webSocket).toBeNull();
    expect((await upgrade(999_999, subCookie)).status).toBe(404);
    expect((await api(`/api/coaching-connections/${connectionId}/ws`, { cookie: subCookie })).status).toBe(426);
  });
});

// Decision 016: a conversation's socket lives only as long as the session that opened it, and its user's place in
// the connection (the room's side of this is in worker/live/revocation.test.ts).
describe('coaching sockets (receive-only) end with their session', () => {
  it('signing out closes the socket at once; an expired sign-in’s socket closes at the re-check', async () => {
    const { sub, subCookie, coachCookie, connectionId } = await pair();
    const coachSocket = await connect(connectionId, coachCookie);
    const subSocket = await connect(connectionId, subCookie);

    expect((await postForm('/api/logout', {}, coachCookie)).status).toBe(303);
    expect((await coachSocket.closed).code).toBe(REVOKED_CLOSE_CODE);

    // The subscriber's one sign-in so far expires; the sign-in of another device, signed in after, stays.
    await db
      .update(signIns)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(signIns.userId, sub.id));
    const otherDeviceCookie = await signIn(sub.id);
    const subOtherDevice = await connect(connectionId, otherDeviceCookie);
    expect(await runDurableObjectAlarm(conversationFor(env, connectionId))).toBe(true);
    expect((await subSocket.closed).code).toBe(REVOKED_CLOSE_CODE);

    // The subscriber's other session still hears what the conversation announces; the closed ones heard nothing.
    await api(`/api/coaching-connections/${connectionId}/end`, { method: 'POST', cookie: otherDeviceCookie });
    expect((await subOtherDevice.waitFor(1))[0]).toEqual({ type: 'status', connectionId, status: 'ended' });
    expect([...coachSocket.inbox, ...subSocket.inbox]).toEqual([]);
    subOtherDevice.ws.close();
  });
});
