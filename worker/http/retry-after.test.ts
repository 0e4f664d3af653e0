import { describe, expect, it } from 'vitest';
import type { CoachingConnection } from '../../schema/contract/coaching.ts';
import { MESSAGE_RATE_LIMIT } from '../../schema/contract/community.ts';
import { MAX_COMPLAINTS_PER_DAY } from '../../schema/contract/complaints-rules.ts';
import { MAX_PENDING_STORIES } from '../../schema/contract/stories-rules.ts';
import { communityRooms } from '../../schema/db/index.ts';
import { createMentor, createSubscriber, createUser, db, signIn, complaintBody } from '../test/factories.ts';
import { api } from '../test/http.ts';
import { tooManyRequests } from './errors.ts';

/** Sends `count` requests one after another; answers the last. */
async function lastOf(count: number, send: (i: number) => Promise<Response>): Promise<Response> {
  let res!: Response;
  for (let i = 0; i < count; i++) res = await send(i);
  return res;
}

function expectRetryAfter(res: Response) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
}

// The advisor quota, sign-in lockout and opportunity refresh check their Retry-After in their own tests.
describe('every 429 says when to try again (Retry-After)', () => {
  it('builds 429s with whole seconds, at least one', () => {
    expect(tooManyRequests('Slow down.', 0.2).headers).toEqual({ 'Retry-After': '1' });
    expect(tooManyRequests('Slow down.', 9.1).headers).toEqual({ 'Retry-After': '10' });
  });

  it('on room chat sent over HTTP (through the room’s Durable Object)', async () => {
    const [room] = await db
      .insert(communityRooms)
      .values({ name: `Retry ${crypto.randomUUID()}`, description: 'Talk', category: 'digital-freedom' })
      .returning();
    const cookie = await signIn((await createUser()).id);
    await api(`/api/community/rooms/${room!.id}/join`, { method: 'POST', cookie });
    const res = await lastOf(MESSAGE_RATE_LIMIT + 1, (i) =>
      api(`/api/community/rooms/${room!.id}/messages`, { method: 'POST', cookie, body: { content: `fast ${i}` } }),
    );
    expectRetryAfter(res);
    expect(Number(res.headers.get('Retry-After'))).toBe(10);
  });

  it('on coaching chat', async () => {
    const { user: sub } = await createSubscriber();
    const coach = await createMentor({ serviceType: 'coach' });
    const cookie = await signIn(sub.id);
    const connection = await (
      await api('/api/coaching-connections', { method: 'POST', cookie, body: { mentorId: coach.mentor.id } })
    ).json<CoachingConnection>();
    await api(`/api/coaching-connections/${connection.id}/accept`, {
      method: 'POST',
      cookie: await signIn(coach.user.id),
    });
    const res = await lastOf(MESSAGE_RATE_LIMIT + 1, (i) =>
      api('/api/messages', {
        method: 'POST',
        cookie,
        body: { connectionId: connection.id, receiverId: String(coach.mentor.id), content: `fast ${i}` },
      }),
    );
    expectRetryAfter(res);
  });

  it('on too many pending success stories and too many complaints in a day', async () => {
    const cookie = await signIn((await createUser()).id);
    const story = {
      name: 'Ayanda Zulu',
      beforeTitle: 'Retrenched factory worker',
      afterTitle: 'Runs a spaza shop',
      quote: 'The group sessions showed me how to keep stock records.',
      incomeStreamsBefore: 0,
      incomeStreamsAfter: 2,
      profileImage: '',
      serviceType: 'mentorship',
    };
    expectRetryAfter(
      await lastOf(MAX_PENDING_STORIES + 1, () => api('/api/success-stories', { method: 'POST', cookie, body: story })),
    );
    const complaint = complaintBody();
    expectRetryAfter(
      await lastOf(MAX_COMPLAINTS_PER_DAY + 1, () =>
        api('/api/complaints', { method: 'POST', cookie, body: complaint }),
      ),
    );
  });
});
