import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COACHING_MESSAGES, type CoachingConnection, type CoachSummary } from '../../schema/contract/coaching.ts';
import { coachingConnections } from '../../schema/db/index.ts';
import { db, subscribeUser, withSignInClaim } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { countRoundTrips } from '../test/round-trips.ts';
import { expectRefusal } from '../test/request.ts';
import { coach, subscriber, stranger, requestCoach, act, send, connectionsOf, pair } from '../test/coaching.ts';

describe('GET /api/coaching/coaches', () => {
  it('lists active coaches (coach or both) for everyone, the most experienced first, with the caller’s connection', async () => {
    const top = await coach({ menteeCount: 90_001 });
    const both = await coach({ serviceType: 'both', menteeCount: 90_000 });
    const mentorOnly = await coach({ serviceType: 'mentorship', menteeCount: 90_002 });
    const inactive = await coach({ isActive: false, menteeCount: 90_003 });

    const asVisitor = await api('/api/coaching/coaches');
    expect(asVisitor.status).toBe(200);
    const list = await asVisitor.json<CoachSummary[]>();
    const ids = list.map((c) => c.id);
    expect(ids.slice(0, 2)).toEqual([top.mentor.id, both.mentor.id]);
    expect(ids).not.toContain(mentorOnly.mentor.id);
    expect(ids).not.toContain(inactive.mentor.id);
    expect(list.length).toBeLessThanOrEqual(50);
    expect(list[0]).toEqual({
      id: top.mentor.id,
      name: 'Sipho Dube',
      title: 'Digital marketer',
      profileImage: null,
      location: 'South Africa',
      description: '',
      connection: null,
    });

    const sub = await subscriber();
    const connection = await (await requestCoach(both.mentor.id, sub.cookie)).json<CoachingConnection>();
    const mine = await (await api('/api/coaching/coaches', { cookie: sub.cookie })).json<CoachSummary[]>();
    expect(mine.find((c) => c.id === both.mentor.id)?.connection).toEqual({ id: connection.id, status: 'pending' });
    expect(mine.find((c) => c.id === top.mentor.id)?.connection).toBeNull();

    // A coach does not see themselves as someone to book.
    const own = await (await api('/api/coaching/coaches', { cookie: top.cookie })).json<CoachSummary[]>();
    expect(own.map((c) => c.id)).not.toContain(top.mentor.id);
  });
});

describe('POST /api/coaching-connections', () => {
  it('lets a subscriber ask a coach: pending, idempotent, and asked again after it ended', async () => {
    const sub = await subscriber();
    const c = await coach();

    const created = await requestCoach(c.mentor.id, sub.cookie);
    expect(created.status).toBe(201);
    const connection = await created.json<CoachingConnection>();
    expect(connection).toMatchObject({
      status: 'pending',
      menteeId: sub.user.id,
      myRole: 'mentee',
      mentor: { id: c.mentor.id, name: 'Sipho Dube', title: 'Digital marketer', profileImage: null, userId: c.user.id },
      mentee: { id: sub.user.id, name: 'Lerato Dlamini', profileImage: null },
      unreadCount: 0,
      lastMessageAt: null,
    });

    const again = await requestCoach(c.mentor.id, sub.cookie);
    expect(again.status).toBe(200);
    expect(await again.json<CoachingConnection>()).toMatchObject({ id: connection.id, status: 'pending' });

    expect((await act(connection.id, 'accept', c.cookie)).status).toBe(200);
    const whileActive = await requestCoach(c.mentor.id, sub.cookie);
    expect(whileActive.status).toBe(200);
    expect(await whileActive.json<CoachingConnection>()).toMatchObject({ id: connection.id, status: 'active' });

    expect((await act(connection.id, 'end', sub.cookie)).status).toBe(200);
    const revived = await requestCoach(c.mentor.id, sub.cookie);
    expect(revived.status).toBe(200);
    expect(await revived.json<CoachingConnection>()).toMatchObject({ id: connection.id, status: 'pending' });
    const rows = await db.select().from(coachingConnections).where(eq(coachingConnections.menteeId, sub.user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses visitors, non-subscribers, unknown, inactive and non-coach mentors, and the caller’s own profile', async () => {
    const c = await coach();
    expect((await requestCoach(c.mentor.id)).status).toBe(401);

    const notSubscribed = await requestCoach(c.mentor.id, await stranger());
    await expectRefusal(notSubscribed, 403, COACHING_MESSAGES.subscriptionRequired);
    // A coach is not a subscriber either.
    expect((await requestCoach((await coach()).mentor.id, c.cookie)).status).toBe(403);

    const sub = await subscriber();
    const unknown = await requestCoach(999_999, sub.cookie);
    await expectRefusal(unknown, 404, COACHING_MESSAGES.coachNotFound);
    expect((await requestCoach((await coach({ isActive: false })).mentor.id, sub.cookie)).status).toBe(404);

    const mentorOnly = await requestCoach((await coach({ serviceType: 'mentorship' })).mentor.id, sub.cookie);
    await expectRefusal(mentorOnly, 400, COACHING_MESSAGES.notACoach);

    expect((await requestCoach('abc', sub.cookie)).status).toBe(400);
    expect((await requestCoach(undefined, sub.cookie)).status).toBe(400);

    // A coach who also subscribes cannot book their own profile (but can book another coach).
    const selfCoach = await coach({ serviceType: 'both' });
    await subscribeUser(selfCoach.user.id);
    const own = await requestCoach(selfCoach.mentor.id, selfCoach.cookie);
    await expectRefusal(own, 400, COACHING_MESSAGES.ownCoach);
    expect((await requestCoach(c.mentor.id, selfCoach.cookie)).status).toBe(201);
  });
});

describe('accepting and ending a connection', () => {
  it('only the coach accepts; the mentee gets 403, strangers and unknown ids 404', async () => {
    const { sub, coach: c, connectionId } = await pair({ pending: true });
    const byMentee = await act(connectionId, 'accept', sub.cookie);
    await expectRefusal(byMentee, 403, COACHING_MESSAGES.onlyCoachAccepts);
    const byStranger = await act(connectionId, 'accept', await stranger());
    await expectRefusal(byStranger, 404, COACHING_MESSAGES.connectionNotFound);
    expect((await act(999_999, 'accept', c.cookie)).status).toBe(404);
    expect((await act(connectionId, 'accept')).status).toBe(401);
    expect((await api('/api/coaching-connections/abc/accept', { method: 'POST', cookie: c.cookie })).status).toBe(400);

    const accepted = await act(connectionId, 'accept', c.cookie);
    expect(accepted.status).toBe(200);
    expect(await accepted.json<CoachingConnection>()).toMatchObject({ status: 'active', myRole: 'coach' });
    expect((await act(connectionId, 'accept', c.cookie)).status).toBe(200);

    expect((await act(connectionId, 'end', await stranger())).status).toBe(404);
    const ended = await act(connectionId, 'end', c.cookie);
    expect(ended.status).toBe(200);
    expect((await ended.json<CoachingConnection>()).status).toBe('ended');
    expect((await act(connectionId, 'end', sub.cookie)).status).toBe(200);
    expect((await act(connectionId, 'accept', c.cookie)).status).toBe(409);
    expect((await act(connectionId, 'end')).status).toBe(401);
  });
});

describe('database round trips', () => {
  it('asking, accepting, sending, reading and ending each cost at most two round trips with the sign-in claim', async () => {
    const sub = await subscriber();
    const c = await coach();
    const [subCookie, coachCookie] = [await withSignInClaim(sub.cookie), await withSignInClaim(c.cookie)];
    const post = async (path: string, cookie: string, body?: unknown) => {
      const counted = await countRoundTrips(path, { method: 'POST', cookie, body });
      expect(counted.roundTrips, path).toBeLessThanOrEqual(2);
      return counted.res;
    };

    const asked = await post('/api/coaching-connections', subCookie, { mentorId: c.mentor.id });
    expect(asked.status).toBe(201);
    const { id } = await asked.json<CoachingConnection>();
    expect((await post(`/api/coaching-connections/${id}/accept`, coachCookie)).status).toBe(200);
    const body = { connectionId: id, receiverId: String(c.mentor.id), content: 'Hello' };
    expect((await post('/api/messages', subCookie, body)).status).toBe(201);
    const read = await post(`/api/coaching-connections/${id}/read`, coachCookie);
    expect(await read.json<CoachingConnection>()).toMatchObject({ id, status: 'active', unreadCount: 0 });
    expect(await (await post(`/api/coaching-connections/${id}/end`, subCookie)).json()).toMatchObject({
      status: 'ended',
    });
  });
});

describe('GET /api/coaching-connections', () => {
  it('lists both sides with the other person, unread counts, newest activity first; never other people’s', async () => {
    expect((await api('/api/coaching-connections')).status).toBe(401);
    const first = await pair();
    // The same coach with a second subscriber, whose conversation is the more recent one.
    const second = await subscriber();
    const secondConnection = await (
      await requestCoach(first.coach.mentor.id, second.cookie)
    ).json<CoachingConnection>();
    await act(secondConnection.id, 'accept', first.coach.cookie);
    expect(
      (
        await send(first.sub.cookie, {
          connectionId: first.connectionId,
          receiverId: String(first.coach.mentor.id),
          content: 'Hi',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await send(second.cookie, {
          connectionId: secondConnection.id,
          receiverId: String(first.coach.mentor.id),
          content: 'Yo',
        })
      ).status,
    ).toBe(201);
    await send(second.cookie, { connectionId: secondConnection.id, receiverId: first.coach.user.id, content: 'Again' });

    const coachSide = await connectionsOf(first.coach.cookie);
    expect(coachSide.map((c) => c.id)).toEqual([secondConnection.id, first.connectionId]);
    expect(coachSide[0]).toMatchObject({
      myRole: 'coach',
      menteeId: second.user.id,
      mentee: { id: second.user.id, name: 'Lerato Dlamini' },
      unreadCount: 2,
      lastMessageAt: expect.any(String),
    });
    expect(coachSide[1]!.unreadCount).toBe(1);

    const menteeSide = await connectionsOf(first.sub.cookie);
    expect(menteeSide).toEqual([
      expect.objectContaining({
        id: first.connectionId,
        myRole: 'mentee',
        status: 'active',
        mentor: expect.objectContaining({ id: first.coach.mentor.id, userId: first.coach.user.id }),
        unreadCount: 0,
      }),
    ]);
    expect(await connectionsOf(await stranger())).toEqual([]);
  });
});
