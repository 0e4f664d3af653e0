import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES, type SessionRating } from '../../schema/contract/sessions.ts';
import { sessionParticipants, sessionRatings } from '../../schema/db/index.ts';
import {
  addParticipants,
  createGroupSession,
  createUser,
  db,
  hoursFromNow,
  signedInMember,
  signedInMembers,
  withSignInClaim,
} from '../test/factories.ts';
import { hostedSession, joinSession as join, leaveSession as leave, readSession } from '../test/group-sessions.ts';
import { api } from '../test/http.ts';
import { expectRefusal, type Problem } from '../test/request.ts';
import { countRoundTrips } from '../test/round-trips.ts';

async function participantsOf(sessionId: number) {
  return db.select().from(sessionParticipants).where(eq(sessionParticipants.sessionId, sessionId));
}

describe('POST /api/group-sessions/{id}/join', () => {
  it('takes a seat (201) and answers the session with the new count; a second join is a no-op (200)', async () => {
    const { session: s } = await hostedSession();
    const { cookie } = await signedInMember();
    const first = await join(s.id, cookie);
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      id: s.id,
      currentParticipants: 1,
      isRegistered: true,
      meetingLink: s.meetingLink,
    });
    const again = await join(s.id, cookie);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ currentParticipants: 1, isRegistered: true });
    expect(await participantsOf(s.id)).toHaveLength(1);
  });

  it("answers 'Session Full' (409) once the seats are taken", async () => {
    const { session: s } = await hostedSession({ maxParticipants: 2 });
    await addParticipants(s.id, [(await createUser()).id, (await createUser()).id]);
    const res = await join(s.id, (await signedInMember()).cookie);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'Session Full' });
  });

  it('refuses the host, past, started and cancelled sessions, and visitors', async () => {
    const { host, session: s } = await hostedSession();
    const own = await join(s.id, host.cookie);
    await expectRefusal(own, 403, SESSION_MESSAGES.ownSession);

    const { cookie } = await signedInMember();
    const started = await createGroupSession(host.mentor.id, { scheduledAt: hoursFromNow(-0.25) });
    const startedRes = await join(started.id, cookie);
    await expectRefusal(startedRes, 409, SESSION_MESSAGES.alreadyStarted);

    const completed = await createGroupSession(host.mentor.id, { scheduledAt: hoursFromNow(-30), status: 'completed' });
    expect((await join(completed.id, cookie)).status).toBe(409);

    const cancelled = await createGroupSession(host.mentor.id, { status: 'cancelled' });
    const cancelledRes = await join(cancelled.id, cookie);
    await expectRefusal(cancelledRes, 409, SESSION_MESSAGES.cancelled);

    expect((await join(s.id)).status).toBe(401);
    expect((await join(999_999, cookie)).status).toBe(404);
  });

  it('admits exactly 10 of 200 concurrent joins on a session of 10, no user twice', async () => {
    const { session: s } = await hostedSession({ maxParticipants: 10 });
    const users = await signedInMembers(200);
    const responses = await Promise.all(users.map(({ cookie }) => join(s.id, cookie)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((st) => st === 201)).toHaveLength(10);
    expect(statuses.filter((st) => st === 409)).toHaveLength(190);
    const bodies = await Promise.all(responses.filter((r) => r.status === 409).map((r) => r.json<Problem>()));
    expect(new Set(bodies.map((b) => b.message))).toEqual(new Set(['Session Full']));

    const rows = await participantsOf(s.id);
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(10);
    const view = await readSession(s.id);
    expect(view).toMatchObject({ currentParticipants: 10, maxParticipants: 10 });
  }, 60_000);

  it('gives one seat to the same user joining 20 times at once', async () => {
    const { session: s } = await hostedSession({ maxParticipants: 10 });
    const { user, cookie } = await signedInMember();
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => join(s.id, cookie)))).map((r) => r.status);
    expect(statuses.filter((st) => st === 201)).toHaveLength(1);
    expect(statuses.filter((st) => st === 200)).toHaveLength(19);
    const rows = await participantsOf(s.id);
    expect(rows.map((r) => r.userId)).toEqual([user.id]);
  });
});

describe('DELETE /api/group-sessions/{id}/join', () => {
  it('frees the seat so someone else can take it', async () => {
    const { session: s } = await hostedSession({ maxParticipants: 1 });
    const a = await signedInMember();
    const b = await signedInMember();
    expect((await join(s.id, a.cookie)).status).toBe(201);
    expect((await join(s.id, b.cookie)).status).toBe(409);
    const left = await leave(s.id, a.cookie);
    expect(left.status).toBe(200);
    expect(await left.json()).toMatchObject({ currentParticipants: 0, isRegistered: false });
    expect((await join(s.id, b.cookie)).status).toBe(201);
    // Leaving when not registered changes nothing.
    expect((await leave(s.id, a.cookie)).status).toBe(200);
    expect(await participantsOf(s.id)).toHaveLength(1);
  });

  it('keeps the participant list once the session has started, and refuses visitors', async () => {
    const { session: s } = await hostedSession({ scheduledAt: hoursFromNow(-0.25) });
    const a = await signedInMember();
    await addParticipants(s.id, [a.user.id]);
    const res = await leave(s.id, a.cookie);
    await expectRefusal(res, 409, SESSION_MESSAGES.leaveStarted);
    expect((await leave(s.id)).status).toBe(401);
  });
});

// Decision 031: a write is the session check with its reads, then one batch that also reads the answer back.
describe('joining and leaving in at most two database round trips', () => {
  it('takes, keeps, refuses and frees a seat, the freed one going to the first person waiting', async () => {
    const { session: s } = await hostedSession({ maxParticipants: 1 });
    const [a, b] = [await signedInMember(), await signedInMember()];
    const [aCookie, bCookie] = [await withSignInClaim(a.cookie), await withSignInClaim(b.cookie)];
    const path = `/api/group-sessions/${s.id}/join`;

    const joined = await countRoundTrips(path, { method: 'POST', cookie: aCookie });
    expect(joined.res.status).toBe(201);
    expect(await joined.res.json()).toMatchObject({ currentParticipants: 1, isRegistered: true });
    expect(joined.roundTrips).toBeLessThanOrEqual(2);
    const again = await countRoundTrips(path, { method: 'POST', cookie: aCookie });
    expect(again.res.status).toBe(200);
    expect(again.roundTrips).toBeLessThanOrEqual(2);
    const full = await countRoundTrips(path, { method: 'POST', cookie: bCookie });
    expect(full.res.status).toBe(409);
    expect(full.roundTrips).toBeLessThanOrEqual(2);

    expect((await api(`/api/group-sessions/${s.id}/waitlist`, { method: 'POST', cookie: b.cookie })).status).toBe(201);
    const left = await countRoundTrips(path, { method: 'DELETE', cookie: aCookie });
    expect(left.res.status).toBe(200);
    expect(await left.res.json()).toMatchObject({ currentParticipants: 1, isRegistered: false, waitlistCount: 0 });
    expect(left.roundTrips).toBeLessThanOrEqual(2);
    expect((await participantsOf(s.id)).map((p) => p.userId)).toEqual([b.user.id]);
  });
});

describe('POST /api/group-sessions/{id}/rating', () => {
  const rate = (id: number, body: unknown, cookie?: string) =>
    api(`/api/group-sessions/${id}/rating`, { method: 'POST', body, cookie });

  it('lets a participant rate an ended session once, and the session shows it', async () => {
    const { session: s } = await hostedSession({ scheduledAt: hoursFromNow(-3), durationMinutes: 60 });
    const a = await signedInMember();
    const b = await signedInMember();
    await addParticipants(s.id, [a.user.id, b.user.id]);
    const res = await rate(s.id, { rating: 5, comment: '  Very practical.  ' }, a.cookie);
    expect(res.status).toBe(201);
    expect(await res.json<SessionRating>()).toMatchObject({ sessionId: s.id, rating: 5, comment: 'Very practical.' });
    expect((await rate(s.id, { rating: 4 }, b.cookie)).status).toBe(201);

    const twice = await rate(s.id, { rating: 1 }, a.cookie);
    await expectRefusal(twice, 409, SESSION_MESSAGES.ratingTwice);

    const view = await readSession(s.id, a.cookie);
    expect(view).toMatchObject({ status: 'completed', myRating: 5, ratingAverage: 4.5, ratingCount: 2 });
    expect(await db.select().from(sessionRatings).where(eq(sessionRatings.sessionId, s.id))).toHaveLength(2);
  });

  it('rates in at most two database round trips', async () => {
    const { session: s } = await hostedSession({ scheduledAt: hoursFromNow(-3), durationMinutes: 60 });
    const a = await signedInMember();
    await addParticipants(s.id, [a.user.id]);
    const { res, roundTrips } = await countRoundTrips(`/api/group-sessions/${s.id}/rating`, {
      method: 'POST',
      cookie: await withSignInClaim(a.cookie),
      body: { rating: 4 },
    });
    expect(res.status).toBe(201);
    expect(roundTrips).toBeLessThanOrEqual(2);
  });

  it('refuses non-participants, sessions not yet ended, cancelled ones, and bad input', async () => {
    const { host, session: ended } = await hostedSession({ scheduledAt: hoursFromNow(-3) });
    const upcoming = await createGroupSession(host.mentor.id);
    const running = await createGroupSession(host.mentor.id, { scheduledAt: hoursFromNow(-0.25) });
    const cancelled = await createGroupSession(host.mentor.id, { scheduledAt: hoursFromNow(-3), status: 'cancelled' });
    const a = await signedInMember();
    for (const s of [ended, upcoming, running, cancelled]) await addParticipants(s.id, [a.user.id]);

    const outsider = await rate(ended.id, { rating: 5 }, (await signedInMember()).cookie);
    await expectRefusal(outsider, 403, SESSION_MESSAGES.ratingParticipantsOnly);
    for (const s of [upcoming, running]) {
      const early = await rate(s.id, { rating: 5 }, a.cookie);
      await expectRefusal(early, 409, SESSION_MESSAGES.ratingNotEnded);
    }
    const off = await rate(cancelled.id, { rating: 5 }, a.cookie);
    await expectRefusal(off, 409, SESSION_MESSAGES.cancelled);

    for (const body of [{ rating: 0 }, { rating: 6 }, { rating: 4.5 }, {}, { rating: 3, comment: 'x'.repeat(501) }]) {
      expect((await rate(ended.id, body, a.cookie)).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const range = await rate(ended.id, { rating: 9 }, a.cookie);
    expect((await range.json<Problem>()).message).toContain(SESSION_MESSAGES.ratingRange);
    expect((await rate(ended.id, { rating: 5 })).status).toBe(401);
  });
});
