import { describe, expect, it } from 'vitest';
import { db } from '../test/factories.ts';
import { act, pair, requestCoach, send } from '../test/coaching.ts';
import { HOUR, inAppOf, rowsOf, runSender } from '../test/outbox-notices.ts';
import { storeMessage } from './messages.ts';
import { COACHING_CHAT_PATH } from './notices.ts';

/** The outbox rows of one kind for a member, as [kind, channel, text, link]. */
const noticesOf = async (userId: string, kindPrefix: string) =>
  (await rowsOf([userId])).filter((r) => r.kind.startsWith(kindPrefix)).map((r) => [r.kind, r.channel, r.text, r.link]);

describe('the coach told of requests and messages', () => {
  it('tells the coach of each request once, and again when it is asked for again after it ended', async () => {
    const { sub, coach, connectionId } = await pair({ pending: true });
    const requestNotices = () => noticesOf(coach.user.id, 'coaching-request');
    const text = 'Lerato Dlamini asked you for coaching. Accept or answer them in your coaching chat.';
    expect(await requestNotices()).toEqual([
      ['coaching-request', 'in_app', text, COACHING_CHAT_PATH],
      ['coaching-request', 'email', text, COACHING_CHAT_PATH],
    ]);
    // A second tap on a pending request tells nobody again.
    expect((await requestCoach(coach.mentor.id, sub.cookie)).status).toBe(200);
    expect(await requestNotices()).toHaveLength(2);

    expect((await act(connectionId, 'end', sub.cookie)).status).toBe(200);
    expect((await requestCoach(coach.mentor.id, sub.cookie)).status).toBe(200);
    expect(await requestNotices()).toHaveLength(4);
    await runSender();
    expect((await inAppOf(coach.user.id)).filter((n) => n.kind === 'coaching-request')).toHaveLength(2);
  });

  it('tells the receiver of the first message of a South African day in a conversation, not of a refused one', async () => {
    const { sub, coach, connectionId } = await pair();
    const say = (cookie: string, receiverId: string, content: string) =>
      send(cookie, { connectionId, receiverId, content });
    expect((await say(sub.cookie, String(coach.mentor.id), 'Hello Sipho')).status).toBe(201);
    expect((await say(sub.cookie, String(coach.mentor.id), 'Are you free on Friday?')).status).toBe(201);
    const messageNotices = (userId: string) => noticesOf(userId, 'coaching-message');
    const text = 'Lerato Dlamini sent you a message in your coaching chat.';
    expect(await messageNotices(coach.user.id)).toEqual([
      ['coaching-message', 'in_app', text, COACHING_CHAT_PATH],
      ['coaching-message', 'email', text, COACHING_CHAT_PATH],
    ]);
    // The coach's answer tells the subscriber, once that day too.
    expect((await say(coach.cookie, sub.user.id, 'Yes, book a call')).status).toBe(201);
    expect((await messageNotices(sub.user.id)).map(([, channel, line]) => [channel, line])).toEqual([
      ['in_app', 'Sipho Dube sent you a message in your coaching chat.'],
      ['email', 'Sipho Dube sent you a message in your coaching chat.'],
    ]);

    // The next South African day: a new notice.
    const tomorrow = new Date(Date.now() + 24 * HOUR);
    await storeMessage(db, {
      userId: sub.user.id,
      connectionId,
      receiverId: String(coach.mentor.id),
      content: 'Good morning',
      now: tomorrow,
    });
    expect(await messageNotices(coach.user.id)).toHaveLength(4);

    // A refused message (the connection ended) tells nobody.
    const other = await pair();
    expect((await act(other.connectionId, 'end', other.sub.cookie)).status).toBe(200);
    const refused = await send(other.sub.cookie, {
      connectionId: other.connectionId,
      receiverId: String(other.coach.mentor.id),
      content: 'Still there?',
    });
    expect(refused.status).toBe(409);
    expect(await messageNotices(other.coach.user.id)).toEqual([]);
  });
});
