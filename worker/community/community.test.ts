import { env, SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  COMMUNITY_MESSAGES,
  MESSAGE_RATE_LIMIT,
  type RoomMessage,
  type ServerSocketMessage,
} from '../../schema/contract/community.ts';
import { communityRooms, roomMembers, roomMessages } from '../../schema/db/index.ts';
import { createDb } from '../db/client.ts';
import { delayedD1, RoundTripCounter } from '../db/simulated-latency.ts';
import { api } from '../test/http.ts';
import { storeMessage } from './rooms.ts';
import { createUser, db, signedInMember } from '../test/factories.ts';
import { createRoom, readMessages, say } from '../test/rooms.ts';
import { member, connect } from '../test/community.ts';
import { expectLimited } from '../test/request.ts';

describe('community rooms over HTTP', () => {
  it('lists rooms with member counts, and joining is idempotent', async () => {
    const room = await createRoom();
    const { cookie } = await member(room.id);
    expect((await api(`/api/community/rooms/${room.id}/join`, { method: 'POST', cookie })).status).toBe(200);
    const rooms = await (
      await api('/api/community/rooms', { cookie })
    ).json<{ id: number; memberCount: number; isMember: boolean }[]>();
    expect(rooms.find((r) => r.id === room.id)).toMatchObject({ memberCount: 1, isMember: true });
    const asVisitor = await (await api('/api/community/rooms')).json<{ id: number; isMember: boolean }[]>();
    expect(asVisitor.find((r) => r.id === room.id)?.isMember).toBe(false);
  });

  it('hides archived rooms and refuses to join them', async () => {
    const room = await createRoom({ isArchived: true });
    const cookie = (await signedInMember()).cookie;
    expect(((await (await api('/api/community/rooms')).json()) as { id: number }[]).some((r) => r.id === room.id)).toBe(
      false,
    );
    expect((await api(`/api/community/rooms/${room.id}/join`, { method: 'POST', cookie })).status).toBe(409);
    expect((await api('/api/community/rooms/999999/join', { method: 'POST', cookie })).status).toBe(404);
  });

  it('keeps history and sending to members; trims, refuses blank and over-long messages', async () => {
    const room = await createRoom();
    const { cookie } = await member(room.id);
    const outsider = (await signedInMember()).cookie;

    const sent = await say(room.id, cookie, '  Sawubona!  ');
    expect(sent.status).toBe(201);
    const message = await sent.json<RoomMessage>();
    expect(message).toMatchObject({ content: 'Sawubona!', authorName: 'Zanele N.', roomId: room.id });

    const blank = await say(room.id, cookie, '   ');
    expect(blank.status).toBe(400);
    expect((await blank.json<{ message: string }>()).message).toBe(`content: ${COMMUNITY_MESSAGES.empty}`);
    const long = await say(room.id, cookie, 'x'.repeat(2001));
    expect(long.status).toBe(400);

    expect((await api(`/api/community/rooms/${room.id}/messages`, { cookie: outsider })).status).toBe(403);
    expect((await say(room.id, outsider, 'hi')).status).toBe(403);
    expect((await api(`/api/community/rooms/${room.id}/messages`)).status).toBe(401);

    const page = await readMessages(room.id, cookie);
    expect(page.items.map((m) => m.content)).toEqual(['Sawubona!']);
  });

  it('pages history newest first with a before cursor, and catches up with after', async () => {
    const room = await createRoom();
    const { user, cookie } = await member(room.id);
    const ids: number[] = [];
    const now = Date.now();
    for (let i = 0; i < 5; i++) {
      const [row] = await db
        .insert(roomMessages)
        .values({
          roomId: room.id,
          userId: user.id,
          content: `m${i}`,
          createdAt: new Date(now - 60_000 + i).toISOString(),
        })
        .returning();
      ids.push(row!.id);
    }
    const first = await readMessages(room.id, cookie, '?limit=2');
    expect(first.items.map((m) => m.content)).toEqual(['m4', 'm3']);
    const second = await readMessages(room.id, cookie, `?limit=2&before=${first.nextBefore}`);
    expect(second.items.map((m) => m.content)).toEqual(['m2', 'm1']);
    const third = await readMessages(room.id, cookie, `?limit=2&before=${second.nextBefore}`);
    expect(third).toEqual({ items: [expect.objectContaining({ content: 'm0' })], nextBefore: null });

    const missed = await readMessages(room.id, cookie, `?after=${ids[2]}`);
    expect(missed.items.map((m) => m.content)).toEqual(['m3', 'm4']);
  });

  it(`allows ${MESSAGE_RATE_LIMIT} messages per user per 10 seconds, even when they arrive at once`, async () => {
    const room = await createRoom();
    const { cookie } = await member(room.id);
    const results = await Promise.all(Array.from({ length: 15 }, (_, i) => say(room.id, cookie, `burst ${i}`)));
    expectLimited(results, MESSAGE_RATE_LIMIT);
  });
});

describe('storing a message (the room object calls storeMessage)', () => {
  /** The same store on the D1 binding with the round-trip counter of `npm run sim:latency` (no delay). */
  const counted = () => {
    const counter = new RoundTripCounter();
    return { counter, store: createDb(delayedD1(env.DB, 0, counter)) };
  };

  it('stores and answers the message in one round trip', async () => {
    const room = await createRoom();
    const { user } = await member(room.id);
    const { counter, store } = counted();
    const message = await storeMessage(store, { roomId: room.id, userId: user.id, content: 'Sawubona' });
    expect(message).toMatchObject({ roomId: room.id, userId: user.id, content: 'Sawubona' });
    const [row] = await db.select().from(roomMessages).where(eq(roomMessages.id, message.id));
    expect(row).toMatchObject({ content: 'Sawubona', userId: user.id });
    expect(counter.trips).toBe(1);
  });

  it('says why nothing was stored, in the same round trip: no room, an archived room, an author under 18', async () => {
    const room = await createRoom();
    const { user } = await member(room.id);
    const { counter, store } = counted();
    await expect(storeMessage(store, { roomId: 999_999, userId: user.id, content: 'Hi' })).rejects.toMatchObject({
      status: 404,
    });
    await db.update(communityRooms).set({ isArchived: true }).where(eq(communityRooms.id, room.id));
    await expect(storeMessage(store, { roomId: room.id, userId: user.id, content: 'Hi' })).rejects.toMatchObject({
      status: 409,
    });
    const open = await createRoom();
    const minor = await createUser({ ageGroup: 'under_18' });
    await db.insert(roomMembers).values({ roomId: open.id, userId: minor.id });
    await expect(storeMessage(store, { roomId: open.id, userId: minor.id, content: 'Hi' })).rejects.toMatchObject({
      status: 403,
    });
    expect(counter.trips).toBe(3);
    expect(await db.select().from(roomMessages).where(eq(roomMessages.content, 'Hi'))).toEqual([]);
  });
});

describe('community rooms live (Durable Object sockets)', () => {
  it('delivers messages from sockets and HTTP to every connected member, in one order, acknowledged to the sender', async () => {
    const room = await createRoom();
    const a = await member(room.id);
    const b = await member(room.id);
    const sa = await connect(room.id, a.cookie);
    const sb = await connect(room.id, b.cookie);

    sa.ws.send(JSON.stringify({ type: 'send', clientId: 'c1', content: 'from a' }));
    await say(room.id, b.cookie, 'from b');
    sb.ws.send(JSON.stringify({ type: 'send', clientId: 'c2', content: 'from b socket' }));

    const aEvents = await sa.waitFor(4); // 3 messages + 1 ack
    const bEvents = await sb.waitFor(4);
    const order = (events: ServerSocketMessage[]) =>
      events.flatMap((e) => (e.type === 'message' ? [e.message.id] : []));
    expect(order(aEvents)).toHaveLength(3);
    expect(order(aEvents)).toEqual(order(bEvents));
    expect(order(aEvents)).toEqual([...order(aEvents)].sort((x, y) => x - y));
    expect(aEvents).toContainEqual({ type: 'ack', clientId: 'c1', messageId: expect.any(Number) });
    expect(bEvents).toContainEqual({ type: 'ack', clientId: 'c2', messageId: expect.any(Number) });
    // Stored before broadcast: what was announced is in the history.
    const history = await readMessages(room.id, a.cookie);
    expect(history.items.map((m) => m.id).sort()).toEqual([...order(aEvents)].sort());
    sa.ws.close();
    sb.ws.close();
  });

  it('reaches only the members of that room', async () => {
    const room = await createRoom();
    const other = await createRoom();
    const a = await member(room.id);
    const c = await member(other.id);
    const sa = await connect(room.id, a.cookie);
    const sc = await connect(other.id, c.cookie);
    await say(room.id, a.cookie, 'only here');
    await say(other.id, c.cookie, 'over there');
    const [ea] = await sa.waitFor(1);
    const [ec] = await sc.waitFor(1);
    expect(ea).toMatchObject({ type: 'message', message: { content: 'only here' } });
    expect(ec).toMatchObject({ type: 'message', message: { content: 'over there' } });
    expect(sa.inbox).toHaveLength(1);
    sa.ws.close();
    sc.ws.close();
  });

  it('refuses the socket to visitors and to signed-in users who have not joined', async () => {
    const room = await createRoom();
    const visitor = await SELF.fetch(`http://localhost/api/community/rooms/${room.id}/ws`, {
      headers: { Upgrade: 'websocket' },
    });
    expect(visitor.status).toBe(401);
    const outsider = (await signedInMember()).cookie;
    const refused = await SELF.fetch(`http://localhost/api/community/rooms/${room.id}/ws`, {
      headers: { Upgrade: 'websocket', Cookie: outsider },
    });
    expect(refused.status).toBe(403);
    expect(refused.webSocket).toBeNull();
  });

  it('refuses a member’s socket opened from another site (403), as it refuses other cross-site requests', async () => {
    const room = await createRoom();
    const a = await member(room.id);
    const open = (origin: string) =>
      SELF.fetch(`http://localhost/api/community/rooms/${room.id}/ws`, {
        headers: { Upgrade: 'websocket', Cookie: a.cookie, Origin: origin },
      });
    const crossSite = await open('https://evil.example');
    expect(crossSite.status).toBe(403);
    expect(crossSite.webSocket).toBeNull();
    expect(await crossSite.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
    const sameSite = await open('http://localhost');
    expect(sameSite.status).toBe(101);
    sameSite.webSocket!.accept();
    sameSite.webSocket!.close();
  });

  it('answers a blank socket message with an error for that client only, and stores nothing', async () => {
    const room = await createRoom();
    const a = await member(room.id);
    const sa = await connect(room.id, a.cookie);
    sa.ws.send(JSON.stringify({ type: 'send', clientId: 'blank', content: '   ' }));
    sa.ws.send('not json');
    const events = await sa.waitFor(2);
    expect(events[0]).toEqual({ type: 'error', clientId: 'blank', status: 400, message: COMMUNITY_MESSAGES.empty });
    expect(events[1]).toMatchObject({ type: 'error', status: 400 });
    const rows = await db.select().from(roomMembers);
    expect(rows.length).toBeGreaterThan(0);
    const history = await readMessages(room.id, a.cookie);
    expect(history.items).toHaveLength(0);
    sa.ws.close();
  });
});

describe('reconnecting', () => {
  it('a client that drops catches up over HTTP with no gaps, and the new socket brings no duplicates', async () => {
    const room = await createRoom();
    const a = await member(room.id);
    const b = await member(room.id);
    const post = (content: string) => say(room.id, b.cookie, content);

    const first = await connect(room.id, a.cookie);
    await post('before the drop');
    const [seen] = await first.waitFor(1);
    const lastSeenId = seen!.type === 'message' ? seen!.message.id : 0;
    first.ws.close();

    await post('missed one');
    await post('missed two');
    const second = await connect(room.id, a.cookie);
    const missed = await readMessages(room.id, a.cookie, `?after=${lastSeenId}`);
    expect(missed.items.map((m) => m.content)).toEqual(['missed one', 'missed two']);

    await post('after the reconnect');
    const [live] = await second.waitFor(1);
    expect(live).toMatchObject({ type: 'message', message: { content: 'after the reconnect' } });
    const ids = [lastSeenId, ...missed.items.map((m) => m.id), live!.type === 'message' ? live!.message.id : 0];
    expect(new Set(ids).size).toBe(4);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    second.ws.close();
  });
});
