import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callsLeftText } from '../../schema/contract/coaching-calls-rules.ts';
import type { Dashboard } from '../../schema/contract/dashboard.ts';
import { coachingSubscriptions, users } from '../../schema/db/index.ts';
import { insertCoachingCall } from '../test/coaching-call-rows.ts';
import { pair, requestCoach, subscriber } from '../test/coaching.ts';
import {
  addParticipants,
  addRegistrations,
  connectMentee,
  createEvent,
  createGroupSession,
  createJourney,
  createListedMentor,
  createMentee,
  createMentor,
  createUser,
  db,
  hoursFromNow,
  signedInMember,
  signIn,
  withSignInClaim,
} from '../test/factories.ts';
import { api } from '../test/http.ts';
import { getCountingRoundTrips } from '../test/round-trips.ts';

async function dashboardFor(userId: string): Promise<Dashboard> {
  const res = await api('/api/dashboard', { cookie: await signIn(userId) });
  expect(res.status).toBe(200);
  return res.json<Dashboard>();
}

describe('GET /api/dashboard', () => {
  it('gives a mentee real numbers, available sessions and mentors matched on journey and interests', async () => {
    const journey = await createJourney();
    const profile = { preferredJourneyPath: journey.slug, interests: 'Hydroponics-xyz, baking' };
    const { user } = await createMentee({}, profile);

    const longText = 'Grows lettuce and herbs in tunnels, sells to retailers and teaches others to do the same thing.';
    const journeyMatch = await createListedMentor({ journeys: [journey.slug], description: longText, menteeCount: 0 });
    const interestMatch = await createMentor({ skills: ['hydroponics-xyz'], menteeCount: 0 });
    await createListedMentor({ journeys: [journey.slug], isActive: false, menteeCount: 1000 });

    // Sessions: one upcoming joined, one past joined (another host), one available, one full.
    const joined = await createGroupSession(journeyMatch.mentor.id, { scheduledAt: hoursFromNow(5) });
    const past = await createGroupSession(interestMatch.mentor.id, {
      scheduledAt: hoursFromNow(-50),
      status: 'completed',
    });
    await addParticipants(joined.id, [user.id]);
    await addParticipants(past.id, [user.id]);
    const full = await createGroupSession(journeyMatch.mentor.id, { scheduledAt: hoursFromNow(1), maxParticipants: 1 });
    await addParticipants(full.id, [(await createUser()).id]);
    // Mentors Connected counts mentor_connections rows (joining through the API makes one: the seats above were
    // put in directly, so they make none): an active connection counts, an ended one does not.
    const connected = await createMentor();
    await connectMentee(user.id, connected.mentor.id, 'active');
    await connectMentee(user.id, (await createMentor()).mentor.id, 'ended');
    // Events: one upcoming, one past.
    await addRegistrations((await createEvent()).id, [user.id]);
    await addRegistrations((await createEvent({ scheduledAt: hoursFromNow(-100), endTime: hoursFromNow(-98) })).id, [
      user.id,
    ]);

    const dashboard = await dashboardFor(user.id);
    expect(dashboard.badge).toBe('MENTEE');
    expect(dashboard.isMentor).toBe(false);
    expect(dashboard.stats).toEqual({
      upcomingSessions: 1,
      connections: 1,
      eventsRegistered: 1,
      learningPaths: 1,
      learningPathsChosen: true,
    });
    expect(dashboard.sessions.length).toBeLessThanOrEqual(3);
    for (const s of dashboard.sessions) {
      expect(s.status).toBe('scheduled');
      expect(Date.parse(s.scheduledAt)).toBeGreaterThan(Date.now());
      expect(s.currentParticipants).toBeLessThan(s.maxParticipants);
    }
    expect(dashboard.sessions.map((s) => s.id)).not.toContain(full.id);

    expect(dashboard.recommendedMentors.map((m) => m.id)).toEqual([journeyMatch.mentor.id, interestMatch.mentor.id]);
    const [first, second] = dashboard.recommendedMentors;
    expect(first!.matchedOn).toEqual(['journey']);
    expect(second!.matchedOn).toEqual(['interests']);
    expect(first!.description).toBe(`${longText.slice(0, 80).trimEnd()}…`);
    expect([...first!.description.replace('…', '')].length).toBeLessThanOrEqual(80);
    expect(first!.journeyPaths).toEqual([journey.slug]);
  });

  it('gives a mentor their own sessions, mentees reached and their paths, and no mentors to follow', async () => {
    const a = await createJourney();
    const b = await createJourney();
    const { user, mentor } = await createListedMentor({ journeys: [a.slug, b.slug], menteeCount: 10_000 });
    const upcoming = await createGroupSession(mentor.id, { scheduledAt: hoursFromNow(3) });
    const later = await createGroupSession(mentor.id, { scheduledAt: hoursFromNow(30) });
    const past = await createGroupSession(mentor.id, { scheduledAt: hoursFromNow(-30) });
    const [p1, p2] = [await createUser(), await createUser()];
    await addParticipants(upcoming.id, [p1.id, p2.id]);
    await addParticipants(past.id, [p1.id]);
    // Mentees Reached counts the mentor's connection rows (seats put in directly, as above, make none).
    await connectMentee((await createUser()).id, mentor.id, 'active');
    await connectMentee(p2.id, mentor.id, 'active');

    const dashboard = await dashboardFor(user.id);
    expect(dashboard.badge).toBe('MENTOR');
    expect(dashboard.isMentor).toBe(true);
    expect(dashboard.stats).toMatchObject({
      upcomingSessions: 2,
      connections: 2,
      learningPaths: 2,
      learningPathsChosen: true,
    });
    expect(dashboard.sessions.map((s) => s.id)).toEqual([upcoming.id, later.id, past.id]);
    expect(dashboard.sessions[0]).toMatchObject({ isHost: true, currentParticipants: 2 });
    // Recommendations are for mentees: a mentor is not shown other mentors as if they were looking for one.
    expect(dashboard.recommendedMentors).toEqual([]);
  });

  it("shows COACH only for serviceType 'coach', and 3 learning paths when none are chosen", async () => {
    const coach = await createMentor({ serviceType: 'coach' });
    expect((await dashboardFor(coach.user.id)).badge).toBe('COACH');
    const both = await createMentor({ serviceType: 'both' });
    expect((await dashboardFor(both.user.id)).badge).toBe('MENTOR');

    const plain = await createUser();
    const dashboard = await dashboardFor(plain.id);
    expect(dashboard.badge).toBe('MENTEE');
    expect(dashboard.stats).toEqual({
      upcomingSessions: 0,
      connections: 0,
      eventsRegistered: 0,
      learningPaths: 3,
      learningPathsChosen: false,
    });
    // The fallback: any active mentors, with no match reason.
    expect(dashboard.recommendedMentors).toHaveLength(2);
    expect(dashboard.recommendedMentors.every((m) => m.matchedOn.length === 0)).toBe(true);
  });

  it('is for signed-in users only', async () => {
    expect((await api('/api/dashboard')).status).toBe(401);
    expect((await api('/api/dashboard/welcomed', { method: 'POST' })).status).toBe(401);
  });

  it('says it is the first visit until the dashboard has greeted the member once', async () => {
    const { user, cookie } = await signedInMember();
    const read = async () => (await (await api('/api/dashboard', { cookie })).json<Dashboard>()).firstVisit;
    expect(await read()).toBe(true);
    // Reading the dashboard changes nothing; the greeting does.
    expect(await read()).toBe(true);
    expect((await api('/api/dashboard/welcomed', { method: 'POST', cookie })).status).toBe(204);
    expect(await read()).toBe(false);
    const [first] = await db.select({ at: users.welcomedAt }).from(users).where(eq(users.id, user.id));
    // Greeting again keeps the first time.
    expect((await api('/api/dashboard/welcomed', { method: 'POST', cookie })).status).toBe(204);
    const [again] = await db.select({ at: users.welcomedAt }).from(users).where(eq(users.id, user.id));
    expect(again!.at).toBe(first!.at);
  });

  it('matches mentors on goals (not their filler words) and town too, and says so', async () => {
    const profile = {
      goals: 'I want to start making money with Aquaponics-qrs',
      location: 'Mthatha-qrs, Eastern Cape',
    };
    const { user } = await createMentee({}, profile);
    const goal = await createMentor({ skills: ['aquaponics-qrs'], menteeCount: 0 });
    const town = await createMentor({ location: 'Mthatha-qrs', menteeCount: 0 });
    const both = await createMentor({ description: 'Aquaponics-qrs kits', location: 'mthatha-qrs', menteeCount: 0 });
    const dashboard = await dashboardFor(user.id);
    expect(dashboard.recommendedMentors.map((m) => [m.id, m.matchedOn])).toEqual([
      [both.mentor.id, ['goals', 'location']],
      [goal.mentor.id, ['goals']],
    ]);
    expect(town.mentor.id).toBeGreaterThan(0);
  });

  it('gives a subscriber their plan, coach, calls left and next call, and a coach their requests and calls', async () => {
    const { sub, coach, connectionId } = await pair();
    // Last period's call does not count in this one.
    await insertCoachingCall({ connectionId, startsAt: hoursFromNow(-50), status: 'completed' });
    const periodEnd = hoursFromNow(24 * 20);
    await db
      .update(coachingSubscriptions)
      .set({ currentPeriodEnd: periodEnd })
      .where(eq(coachingSubscriptions.userId, sub.user.id));
    const next = await insertCoachingCall({ connectionId, startsAt: hoursFromNow(30) });
    const later = await insertCoachingCall({ connectionId, startsAt: hoursFromNow(60), status: 'cancelled' });
    // A waiting request to the same coach from someone else.
    const asking = await subscriber();
    expect((await requestCoach(coach.mentor.id, asking.cookie)).status).toBe(201);

    const forSubscriber = await dashboardFor(sub.user.id);
    expect(forSubscriber.coachDesk).toBeNull();
    expect(forSubscriber.subscription).toEqual({
      planName: expect.any(String),
      callsAllowed: 2,
      // This period's booked call counts; the call cancelled in time does not.
      callsUsed: 1,
      renewsOn: periodEnd,
      coach: { mentorId: coach.mentor.id, name: 'Sipho Dube', profileImage: null, status: 'active' },
      nextCall: { id: next.id, startsAt: next.startsAt, endsAt: next.endsAt, withName: 'Sipho Dube', withImage: null },
    });
    expect(callsLeftText(forSubscriber.subscription!)).toBe('1 of 2 calls left');

    const forCoach = await dashboardFor(coach.user.id);
    expect(forCoach.subscription).toBeNull();
    expect(forCoach.coachDesk?.requests.map((r) => [r.name, r.profileImage])).toEqual([['Lerato Dlamini', null]]);
    expect(forCoach.coachDesk?.upcomingCalls.map((c) => [c.id, c.withName])).toEqual([[next.id, 'Lerato Dlamini']]);
    expect(forCoach.coachDesk?.upcomingCalls.map((c) => c.id)).not.toContain(later.id);

    // A mentor who does not coach has no desk; a member without a subscription is on the free plan.
    expect((await dashboardFor((await createMentor()).user.id)).coachDesk).toBeNull();
    expect((await dashboardFor((await createMentee()).user.id)).subscription).toBeNull();
  });

  it('answers a mentee and a mentor in one database round trip, the session check included', async () => {
    const journey = await createJourney();
    const profile = { preferredJourneyPath: journey.slug, interests: 'Hydroponics-xyz' };
    const { user: mentee } = await createMentee({}, profile);
    const { user: host, mentor } = await createListedMentor({ journeys: [journey.slug] });
    await createGroupSession(mentor.id, { scheduledAt: hoursFromNow(3) });
    await createGroupSession(mentor.id, { scheduledAt: hoursFromNow(-30) });
    const coaching = await pair();
    await insertCoachingCall({ connectionId: coaching.connectionId, startsAt: hoursFromNow(30) });
    for (const user of [mentee, host, coaching.sub.user, coaching.coach.user]) {
      const { res, roundTrips } = await getCountingRoundTrips(
        '/api/dashboard',
        await withSignInClaim(await signIn(user.id)),
      );
      expect(res.status).toBe(200);
      expect(roundTrips, user.id).toBe(1);
      // The same answer as the checked path's.
      expect(await res.json()).toEqual(await dashboardFor(user.id));
    }
  });
});
