import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  COACHING_MESSAGE_MAX_LENGTH,
  COACHING_MESSAGES,
  type CoachingConnection,
  type CoachingMessage,
  type CoachingMessagePage,
} from '../../schema/contract/coaching.ts';
import { MESSAGE_RATE_LIMIT } from '../../schema/contract/community-rules.ts';
import { coachingMessages } from '../../schema/db/index.ts';
import { db } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { expectLimited, expectRefusal } from '../test/request.ts';
import {
  COACHING_REQUIRED,
  coach,
  subscriber,
  stranger,
  requestCoach,
  act,
  send,
  history,
  connectionsOf,
  pair,
  cancelSubscription,
} from '../test/coaching.ts';

/** One page of the conversation as the member whose cookie it is reads it (`query` like '&limit=2'). */
const pageOf = async (connectionId: number, cookie: string, query = '') =>
  (await history(connectionId, cookie, query)).json<CoachingMessagePage>();

describe('coaching messages', () => {
  it('applies the receiver rule both ways and stores the receiver as a user id', async () => {
    const { sub, coach: c, connectionId } = await pair();

    const bySubscriber = await send(sub.cookie, {
      connectionId,
      receiverId: String(c.mentor.id),
      content: '  Sawubona, coach!  ',
      messageType: 'text',
    });
    expect(bySubscriber.status).toBe(201);
    expect(await bySubscriber.json<CoachingMessage>()).toMatchObject({
      connectionId,
      senderId: sub.user.id,
      receiverId: c.user.id,
      content: 'Sawubona, coach!',
      messageType: 'text',
      readAt: null,
    });
    const byUserId = await send(sub.cookie, { connectionId, receiverId: c.user.id, content: 'Also fine' });
    expect(byUserId.status).toBe(201);
    expect((await byUserId.json<CoachingMessage>()).receiverId).toBe(c.user.id);

    const byCoach = await send(c.cookie, { connectionId, receiverId: sub.user.id, content: 'Hello Lerato' });
    expect(byCoach.status).toBe(201);
    expect(await byCoach.json<CoachingMessage>()).toMatchObject({ senderId: c.user.id, receiverId: sub.user.id });

    for (const [cookie, receiverId] of [
      [c.cookie, String(c.mentor.id)],
      [c.cookie, c.user.id],
      [sub.cookie, sub.user.id],
      [sub.cookie, 'someone-else'],
    ] as const) {
      const wrong = await send(cookie, { connectionId, receiverId, content: 'Lost' });
      await expectRefusal(wrong, 400, COACHING_MESSAGES.wrongReceiver);
    }
    const rows = await db.select().from(coachingMessages).where(eq(coachingMessages.connectionId, connectionId));
    expect(rows).toHaveLength(3);
  });

  it('refuses blank, over-long and non-text messages, and keeps the conversation to its two people', async () => {
    const { sub, coach: c, connectionId } = await pair();
    const receiverId = String(c.mentor.id);

    const blank = await send(sub.cookie, { connectionId, receiverId, content: '   ' });
    await expectRefusal(blank, 400, `content: ${COACHING_MESSAGES.emptyMessage}`);
    const long = await send(sub.cookie, {
      connectionId,
      receiverId,
      content: 'x'.repeat(COACHING_MESSAGE_MAX_LENGTH + 1),
    });
    await expectRefusal(long, 400, `content: ${COACHING_MESSAGES.messageTooLong}`);
    expect((await send(sub.cookie, { connectionId, receiverId, content: 'x', messageType: 'file' })).status).toBe(400);
    expect((await send(sub.cookie, { receiverId, content: 'x' })).status).toBe(400);
    expect(
      (await send(sub.cookie, { connectionId, receiverId, content: 'x'.repeat(COACHING_MESSAGE_MAX_LENGTH) })).status,
    ).toBe(201);

    // A stranger (even a subscriber) neither reads nor writes, and learns nothing about the id.
    const outsider = (await subscriber()).cookie;
    const read = await history(connectionId, outsider);
    await expectRefusal(read, 404, COACHING_MESSAGES.connectionNotFound);
    expect((await send(outsider, { connectionId, receiverId, content: 'hi' })).status).toBe(404);
    expect((await history(999_999, sub.cookie)).status).toBe(404);
    expect((await send(sub.cookie, { connectionId: 999_999, receiverId, content: 'hi' })).status).toBe(404);
    expect((await history(connectionId)).status).toBe(401);
    expect((await send(undefined, { connectionId, receiverId, content: 'hi' })).status).toBe(401);
    expect((await history('abc', sub.cookie)).status).toBe(400);
    expect((await api('/api/messages', { cookie: sub.cookie })).status).toBe(400);
  });

  it('sends only on active connections (pending and ended answer 409)', async () => {
    const { sub, coach: c, connectionId } = await pair({ pending: true });
    const pending = await send(sub.cookie, { connectionId, receiverId: String(c.mentor.id), content: 'Hello?' });
    await expectRefusal(pending, 409, COACHING_MESSAGES.connectionNotActive);

    await act(connectionId, 'accept', c.cookie);
    expect((await send(sub.cookie, { connectionId, receiverId: c.user.id, content: 'Now?' })).status).toBe(201);
    await act(connectionId, 'end', sub.cookie);
    expect((await send(c.cookie, { connectionId, receiverId: sub.user.id, content: 'Wait' })).status).toBe(409);
    const kept = await pageOf(connectionId, c.cookie);
    expect(kept.items.map((m) => m.content)).toEqual(['Now?']);
  });

  it('keeps history readable after the subscription is cancelled, and closes sending for both sides', async () => {
    const { sub, coach: c, connectionId } = await pair();
    await send(sub.cookie, { connectionId, receiverId: c.user.id, content: 'Before' });
    await cancelSubscription(sub.user.id);

    for (const cookie of [sub.cookie, c.cookie]) {
      const page = await history(connectionId, cookie);
      expect(page.status).toBe(200);
      expect((await page.json<CoachingMessagePage>()).items.map((m) => m.content)).toEqual(['Before']);
    }
    const bySubscriber = await send(sub.cookie, { connectionId, receiverId: c.user.id, content: 'After' });
    await expectRefusal(bySubscriber, 403, COACHING_REQUIRED);
    expect((await send(c.cookie, { connectionId, receiverId: sub.user.id, content: 'After' })).status).toBe(403);
    expect((await requestCoach((await coach()).mentor.id, sub.cookie)).status).toBe(403);
    expect(await connectionsOf(sub.cookie)).toEqual([expect.objectContaining({ id: connectionId, status: 'active' })]);
  });

  it('counts unread messages per reader and marks them read', async () => {
    const { sub, coach: c, connectionId } = await pair();
    for (const content of ['one', 'two']) await send(c.cookie, { connectionId, receiverId: sub.user.id, content });
    await send(sub.cookie, { connectionId, receiverId: c.user.id, content: 'three' });

    expect((await connectionsOf(sub.cookie))[0]!.unreadCount).toBe(2);
    expect((await connectionsOf(c.cookie))[0]!.unreadCount).toBe(1);

    expect((await act(connectionId, 'read', await stranger())).status).toBe(404);
    expect((await act(connectionId, 'read')).status).toBe(401);
    const read = await act(connectionId, 'read', sub.cookie);
    expect(read.status).toBe(200);
    expect(await read.json<CoachingConnection>()).toMatchObject({ id: connectionId, unreadCount: 0 });
    expect((await act(connectionId, 'read', sub.cookie)).status).toBe(200);
    expect((await connectionsOf(c.cookie))[0]!.unreadCount).toBe(1);

    const page = await pageOf(connectionId, sub.cookie);
    const readAt = Object.fromEntries(page.items.map((m) => [m.content, m.readAt]));
    expect(readAt).toEqual({ one: expect.any(String), two: expect.any(String), three: null });
  });

  it('pages newest first with a before cursor, and catches up oldest first with after', async () => {
    const { sub, coach: c, connectionId } = await pair();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const [row] = await db
        .insert(coachingMessages)
        .values({ connectionId, senderId: sub.user.id, receiverId: c.user.id, content: `m${i}` })
        .returning();
      ids.push(row!.id);
    }
    const first = await pageOf(connectionId, sub.cookie, '&limit=2');
    expect(first.items.map((m) => m.content)).toEqual(['m4', 'm3']);
    const second = await pageOf(connectionId, c.cookie, `&limit=2&before=${first.nextBefore}`);
    expect(second.items.map((m) => m.content)).toEqual(['m2', 'm1']);
    const third = await pageOf(connectionId, c.cookie, `&limit=2&before=${second.nextBefore}`);
    expect(third).toEqual({ items: [expect.objectContaining({ content: 'm0' })], nextBefore: null });

    const missed = await pageOf(connectionId, sub.cookie, `&after=${ids[2]}`);
    expect(missed).toEqual({
      items: [expect.objectContaining({ content: 'm3' }), expect.objectContaining({ content: 'm4' })],
      nextBefore: null,
    });
    expect((await history(connectionId, sub.cookie, '&limit=101')).status).toBe(400);
  });

  it(`allows ${MESSAGE_RATE_LIMIT} messages per sender per 10 seconds in a conversation, even when they arrive at once`, async () => {
    const { sub, coach: c, connectionId } = await pair();
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        send(sub.cookie, { connectionId, receiverId: c.user.id, content: `burst ${i}` }),
      ),
    );
    expectLimited(results, MESSAGE_RATE_LIMIT);
    // The other side is limited on its own count.
    expect((await send(c.cookie, { connectionId, receiverId: sub.user.id, content: 'Slow down!' })).status).toBe(201);
  });
});
