import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Bootstrap } from '../../schema/contract/bootstrap.ts';
import { coachingConnections, coachingMessages, notifications } from '../../schema/db/index.ts';
import { ROUND_TRIPS_HEADER } from '../db/simulated-latency.ts';
import worker from '../index.ts';
import {
  createMentor,
  createSubscriber,
  db,
  signedInMentee,
  signedInMentor,
  signIn,
  withSignInClaim,
} from '../test/factories.ts';
import { api, ORIGIN } from '../test/http.ts';

async function bootstrapOf(cookie: string): Promise<Bootstrap> {
  const res = await api('/api/bootstrap', { cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  return res.json<Bootstrap>();
}

/** The answer of a route the bootstrap stands in for. */
const answerOf = async (path: string, cookie: string) => (await api(path, { cookie })).json();

describe('GET /api/bootstrap', () => {
  it('tells a mentee who they are, that they are no mentor, their profile and what is unread', async () => {
    const { user, cookie } = await signedInMentee({ firstName: 'Nomvula' });
    await db.insert(notifications).values([
      { userId: user.id, kind: 'test', text: 'Unread one' },
      { userId: user.id, kind: 'test', text: 'Read one', readAt: new Date().toISOString() },
    ]);

    const answer = await bootstrapOf(cookie);
    expect(answer.user).toEqual(await answerOf('/api/auth/user', cookie));
    expect(answer.mentorStatus).toEqual(await answerOf('/api/auth/user/mentor-status', cookie));
    expect(answer.mentorStatus.isMentor).toBe(false);
    expect(answer.menteeProfile).toEqual(await answerOf('/api/mentee-profile', cookie));
    expect(answer.unread).toEqual({ notifications: 1, messages: 0 });
  });

  it('gives a mentor their mentor profile and a member without a mentee profile null', async () => {
    const { cookie } = await signedInMentor({ serviceType: 'coach' }, { firstName: 'Bongani' });
    const answer = await bootstrapOf(cookie);
    expect(answer.user).toMatchObject({ firstName: 'Bongani', isMentor: true, serviceType: 'coach' });
    expect(answer.mentorStatus).toEqual(await answerOf('/api/auth/user/mentor-status', cookie));
    expect(answer.mentorStatus.mentorProfile).not.toBeNull();
    expect(answer.menteeProfile).toBeNull();
  });

  it('counts the coaching messages waiting for the member, not those they sent', async () => {
    const coach = await createMentor({ serviceType: 'coach' });
    const { user: subscriber } = await createSubscriber();
    const [connection] = await db
      .insert(coachingConnections)
      .values({ menteeId: subscriber.id, mentorId: coach.mentor.id })
      .returning();
    const message = (senderId: string, receiverId: string) => ({
      connectionId: connection!.id,
      senderId,
      receiverId,
      content: 'Hello',
    });
    await db
      .insert(coachingMessages)
      .values([
        message(coach.user.id, subscriber.id),
        message(coach.user.id, subscriber.id),
        message(subscriber.id, coach.user.id),
      ]);
    expect((await bootstrapOf(await signIn(subscriber.id))).unread.messages).toBe(2);
    expect((await bootstrapOf(await signIn(coach.user.id))).unread.messages).toBe(1);
  });

  it('answers in one database round trip, the session check included', async () => {
    const { user } = await createMentor({ serviceType: 'mentorship' });
    const cookie = await withSignInClaim(await signIn(user.id));
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${ORIGIN}/api/bootstrap`, { headers: { Cookie: cookie } }),
      { ...env, SIMULATED_D1_DELAY_MS: '0' },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    expect(res.headers.get(ROUND_TRIPS_HEADER)).toBe('1');
  });
});
