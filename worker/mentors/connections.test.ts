import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../schema/contract/dashboard.ts';
import {
  CONNECTION_MESSAGES,
  type ConnectedMenteePage,
  type EndedMentorConnection,
  type MentorConnection,
} from '../../schema/contract/mentors.ts';
import { SESSION_SCHEDULED_NOTICE_KIND } from '../../schema/contract/sessions-rules.ts';
import {
  menteeProfiles,
  mentorConnections,
  mentors,
  notificationOutbox,
  notifications,
} from '../../schema/db/index.ts';
import { deliverPendingNotices } from '../test/notices.ts';
import {
  addParticipants,
  connectMentee,
  createGroupSession,
  createMentee,
  createMentor,
  createUser,
  db,
  hoursFromNow,
  signedInMember,
  signedInMentor,
  signIn,
  withSessionClaim,
} from '../test/factories.ts';
import { api } from '../test/http.ts';
import { countRoundTrips } from '../test/round-trips.ts';
import type { Problem } from '../test/request.ts';

const connect = (mentorId: unknown, cookie?: string) =>
  api('/api/mentor-connections', { method: 'POST', body: { mentorId }, cookie });
const end = (id: number | string, cookie?: string) =>
  api(`/api/mentor-connections/${id}`, { method: 'DELETE', cookie });
const myMentors = async (cookie: string) =>
  (await api('/api/mentor-connections', { cookie })).json<MentorConnection[]>();
const myMentees = async (cookie: string, query = '') =>
  (await api(`/api/mentor-connections/mentees${query}`, { cookie })).json<ConnectedMenteePage>();
const dashboardOf = async (cookie: string) => (await api('/api/dashboard', { cookie })).json<Dashboard>();
const join = (sessionId: number, cookie: string) =>
  api(`/api/group-sessions/${sessionId}/join`, { method: 'POST', cookie });

async function storedCount(mentorId: number): Promise<number> {
  const [row] = await db.select({ n: mentors.menteeCount }).from(mentors).where(eq(mentors.id, mentorId));
  return row!.n;
}

/** menteeCount as the API answers it (the same `Mentor` the directory's cards and the detail dialog read). */
async function answeredCount(mentorCookie: string): Promise<number> {
  return (await (await api('/api/mentors/profile', { cookie: mentorCookie })).json<{ menteeCount: number }>())
    .menteeCount;
}

/**
 * Every figure about one mentor and one of their (possible) mentees, from every place that shows it: the mentor's
 * side (dashboard "Mentees Reached", the connected list's total and length, menteeCount stored and as the
 * API answers it) and the mentee's (dashboard "Mentors Connected", the Mentorship Space list).
 */
async function figures(mentor: { id: number; cookie: string }, menteeCookie: string) {
  const [mentorDashboard, mentees, stored, listed, menteeDashboard, mentorsOfMentee] = await Promise.all([
    dashboardOf(mentor.cookie),
    myMentees(mentor.cookie, '?limit=100'),
    storedCount(mentor.id),
    answeredCount(mentor.cookie),
    dashboardOf(menteeCookie),
    myMentors(menteeCookie),
  ]);
  return {
    menteesReached: mentorDashboard.stats.connections,
    menteeListTotal: mentees.total,
    menteeListLength: mentees.items.length,
    menteeCount: stored,
    answeredMenteeCount: listed,
    mentorsConnected: menteeDashboard.stats.connections,
    mentorshipSpace: mentorsOfMentee.length,
  };
}

/** The mentor's figures all equal `reached`, and the mentee's all equal `connected`. */
function expectAgreement(f: Awaited<ReturnType<typeof figures>>, reached: number, connected: number) {
  expect(f).toEqual({
    menteesReached: reached,
    menteeListTotal: reached,
    menteeListLength: reached,
    menteeCount: reached,
    answeredMenteeCount: reached,
    mentorsConnected: connected,
    mentorshipSpace: connected,
  });
}

describe('POST /api/mentor-connections', () => {
  it('connects a mentee with a mentor (201), again is a no-op (200), and every count moves once', async () => {
    const sipho = await signedInMentor({ name: 'Sipho Dlamini', title: 'Bookkeeper' });
    const mentor = { id: sipho.mentor.id, cookie: sipho.cookie };
    const { cookie } = await signedInMember();
    expectAgreement(await figures(mentor, cookie), 0, 0);

    const first = await connect(sipho.mentor.id, cookie);
    expect(first.status).toBe(201);
    const connection = await first.json<MentorConnection>();
    expect(connection).toMatchObject({
      status: 'active',
      mentor: { id: sipho.mentor.id, name: 'Sipho Dlamini', title: 'Bookkeeper', profileImage: null, menteeCount: 1 },
      nextSession: null,
    });
    const again = await connect(sipho.mentor.id, cookie);
    expect(again.status).toBe(200);
    expect((await again.json<MentorConnection>()).id).toBe(connection.id);
    expectAgreement(await figures(mentor, cookie), 1, 1);

    // A second mentee: the mentor's figures move, the first mentee's do not.
    const other = await signedInMember();
    expect((await connect(sipho.mentor.id, other.cookie)).status).toBe(201);
    expectAgreement(await figures(mentor, cookie), 2, 1);
  });

  it('refuses connecting with yourself, unknown or inactive mentors, bad bodies and visitors', async () => {
    const own = await signedInMentor();
    const self = await connect(own.mentor.id, own.cookie);
    expect(self.status).toBe(403);
    expect((await self.json<Problem>()).message).toBe(CONNECTION_MESSAGES.connectYourself);

    const { cookie } = await signedInMember();
    const unknown = await connect(999_999, cookie);
    expect(unknown.status).toBe(404);
    expect((await unknown.json<Problem>()).message).toBe(CONNECTION_MESSAGES.mentorNotFound);
    const inactive = await createMentor({ isActive: false });
    expect((await connect(inactive.mentor.id, cookie)).status).toBe(404);

    expect((await connect('abc', cookie)).status).toBe(400);
    expect((await connect(-1, cookie)).status).toBe(400);
    expect((await api('/api/mentor-connections', { method: 'POST', body: {}, cookie })).status).toBe(400);
    expect((await connect(own.mentor.id)).status).toBe(401);

    expect(await db.select().from(mentorConnections).where(eq(mentorConnections.mentorId, own.mentor.id))).toEqual([]);
    expect(await storedCount(own.mentor.id)).toBe(0);
  });

  it('lets a mentor connect with another mentor, as a mentee', async () => {
    const host = await signedInMentor();
    const learner = await signedInMentor();
    expect((await connect(host.mentor.id, learner.cookie)).status).toBe(201);
    expect((await myMentors(learner.cookie)).map((c) => c.mentor.id)).toEqual([host.mentor.id]);
    expect(await storedCount(host.mentor.id)).toBe(1);
  });

  it('costs two round trips with the session claim (issue 16), answering the connection as the list shows it', async () => {
    const { mentor } = await createMentor({ name: 'Sipho Dlamini', title: 'Bookkeeper', profileImage: '' });
    const next = await createGroupSession(mentor.id, { scheduledAt: hoursFromNow(5) });
    const { user } = await signedInMember();
    const { res, roundTrips } = await countRoundTrips('/api/mentor-connections', {
      method: 'POST',
      body: { mentorId: mentor.id },
      cookie: await withSessionClaim(await signIn(user.id)),
    });
    expect(res.status).toBe(201);
    expect(roundTrips).toBeLessThanOrEqual(2);
    // Read in the write's batch, where the connection's, mentor's and session's ids must not shift into each other.
    expect(await res.json()).toEqual({
      id: expect.any(Number),
      status: 'active',
      createdAt: expect.any(String),
      mentor: { id: mentor.id, name: 'Sipho Dlamini', title: 'Bookkeeper', profileImage: null, menteeCount: 1 },
      nextSession: { id: next.id, title: next.title, scheduledAt: next.scheduledAt },
    } satisfies MentorConnection);
  });

  it('makes one connection of 20 simultaneous taps, counted once', async () => {
    const { mentor } = await createMentor();
    const { cookie } = await signedInMember();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async () => (await connect(mentor.id, cookie)).status),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    expect(await db.select().from(mentorConnections).where(eq(mentorConnections.mentorId, mentor.id))).toHaveLength(1);
    expect(await storedCount(mentor.id)).toBe(1);
  });
});

describe('GET /api/mentor-connections', () => {
  it("lists the member's own active connections, oldest first, each with the mentor's next session", async () => {
    const { user, cookie } = await signedInMember();
    const first = await createMentor({ name: 'Sipho Dlamini', title: 'Bookkeeper', profileImage: '' });
    const second = await createMentor({ name: 'Zanele Mahlangu', title: 'Farmer' });
    const a = await connectMentee(user.id, first.mentor.id);
    const b = await connectMentee(user.id, second.mentor.id);
    // Not listed: a pending link and another member's connection.
    await connectMentee(user.id, (await createMentor()).mentor.id, 'pending');
    await connectMentee((await createUser()).id, first.mentor.id);
    // First's sessions: a cancelled one, a past one, then the next two; the soonest upcoming one is shown.
    await createGroupSession(first.mentor.id, { scheduledAt: hoursFromNow(2), status: 'cancelled' });
    await createGroupSession(first.mentor.id, { scheduledAt: hoursFromNow(-20) });
    const later = await createGroupSession(first.mentor.id, { scheduledAt: hoursFromNow(48) });
    const next = await createGroupSession(first.mentor.id, { scheduledAt: hoursFromNow(5) });

    expect(await myMentors(cookie)).toEqual([
      {
        id: a.id,
        status: 'active',
        createdAt: a.createdAt,
        mentor: { id: first.mentor.id, name: 'Sipho Dlamini', title: 'Bookkeeper', profileImage: null, menteeCount: 2 },
        nextSession: { id: next.id, title: next.title, scheduledAt: next.scheduledAt },
      },
      {
        id: b.id,
        status: 'active',
        createdAt: b.createdAt,
        mentor: { id: second.mentor.id, name: 'Zanele Mahlangu', title: 'Farmer', profileImage: null, menteeCount: 1 },
        nextSession: null,
      },
    ] satisfies MentorConnection[]);
    expect(later.id).not.toBe(next.id);

    expect(await myMentors((await signedInMember()).cookie)).toEqual([]);
    expect((await api('/api/mentor-connections')).status).toBe(401);
  });
});

describe('DELETE /api/mentor-connections/{id}', () => {
  it('lets the mentee end it, and the counts follow', async () => {
    const host = await signedInMentor();
    const mentor = { id: host.mentor.id, cookie: host.cookie };
    const { cookie } = await signedInMember();
    const connection = await (await connect(host.mentor.id, cookie)).json<MentorConnection>();
    const res = await end(connection.id, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: connection.id,
      deleted: true,
      mentorId: host.mentor.id,
      menteeCount: 0,
    } satisfies EndedMentorConnection);
    expectAgreement(await figures(mentor, cookie), 0, 0);
    // Gone: ending it again is a 404, and connecting again makes a new one.
    expect((await end(connection.id, cookie)).status).toBe(404);
    expect((await connect(host.mentor.id, cookie)).status).toBe(201);
    expectAgreement(await figures(mentor, cookie), 1, 1);
  });

  it('lets the mentor end it from their side', async () => {
    const host = await signedInMentor();
    const { cookie } = await signedInMember();
    await connect(host.mentor.id, cookie);
    const [connected] = (await myMentees(host.cookie)).items;
    expect((await end(connected!.id, host.cookie)).status).toBe(200);
    expectAgreement(await figures({ id: host.mentor.id, cookie: host.cookie }, cookie), 0, 0);
  });

  it('never lets anyone else end a connection: another mentee, another mentor, an admin all get 404', async () => {
    const host = await signedInMentor();
    const { cookie } = await signedInMember();
    const connection = await (await connect(host.mentor.id, cookie)).json<MentorConnection>();
    const strangers = [
      (await signedInMember()).cookie,
      (await signedInMentor()).cookie,
      await signIn((await createUser({ role: 'admin' })).id),
    ];
    for (const stranger of strangers) {
      const res = await end(connection.id, stranger);
      expect(res.status).toBe(404);
      expect((await res.json<Problem>()).message).toBe(CONNECTION_MESSAGES.notFound);
    }
    expect((await end(connection.id)).status).toBe(401);
    expect((await end('abc', cookie)).status).toBe(400);
    expect((await end(999_999, cookie)).status).toBe(404);
    expect(await myMentors(cookie)).toHaveLength(1);
    expect(await storedCount(host.mentor.id)).toBe(1);
  });
});

describe('GET /api/mentor-connections/mentees', () => {
  it('shows a mentor who is connected to them, newest first, with their goals and town, page by page', async () => {
    const host = await signedInMentor();
    const people = [];
    for (const firstName of ['Lerato', 'Thabo', 'Naledi']) {
      const { user, profile } = await createMentee({ firstName, lastName: 'Mokoena' });
      await db
        .update(menteeProfiles)
        .set({ location: 'Soweto', goals: `${firstName} wants to sell baked goods` })
        .where(eq(menteeProfiles.id, profile.id));
      people.push(user);
      await connect(host.mentor.id, await signIn(user.id));
    }
    const noProfile = await signedInMember();
    await connect(host.mentor.id, noProfile.cookie);

    const first = await myMentees(host.cookie, '?limit=3');
    expect(first.total).toBe(4);
    expect(first.items.map((c) => c.mentee.id)).toEqual([noProfile.user.id, people[2]!.id, people[1]!.id]);
    expect(first.items[0]!.mentee).toMatchObject({ location: '', goals: '' });
    expect(first.items[1]!.mentee).toMatchObject({
      firstName: 'Naledi',
      lastName: 'Mokoena',
      profileImage: null,
      location: 'Soweto',
      goals: 'Naledi wants to sell baked goods',
    });
    const second = await myMentees(host.cookie, `?limit=3&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.items.map((c) => c.mentee.id)).toEqual([people[0]!.id]);
    expect(second.nextCursor).toBeNull();
    expect(second.total).toBe(4);
  });

  it('is for mentors only', async () => {
    const res = await api('/api/mentor-connections/mentees', { cookie: (await signedInMember()).cookie });
    expect(res.status).toBe(403);
    expect((await res.json<Problem>()).message).toBe(CONNECTION_MESSAGES.onlyMentors);
    expect((await api('/api/mentor-connections/mentees')).status).toBe(401);
    const host = await signedInMentor();
    expect((await api('/api/mentor-connections/mentees?cursor=nope', { cookie: host.cookie })).status).toBe(400);
  });
});

describe('joining a session connects', () => {
  it("connects a participant with the host in the join's batch; a refused join connects nobody", async () => {
    const host = await signedInMentor();
    const mentor = { id: host.mentor.id, cookie: host.cookie };
    const session = await createGroupSession(host.mentor.id, { maxParticipants: 1 });
    const { cookie } = await signedInMember();
    expect((await join(session.id, cookie)).status).toBe(201);
    expectAgreement(await figures(mentor, cookie), 1, 1);
    // Joining again, and connecting by hand, change nothing.
    expect((await join(session.id, cookie)).status).toBe(200);
    expect((await connect(host.mentor.id, cookie)).status).toBe(200);
    expectAgreement(await figures(mentor, cookie), 1, 1);
    // Leaving the session keeps the connection: only ending it ends it.
    expect((await api(`/api/group-sessions/${session.id}/join`, { method: 'DELETE', cookie })).status).toBe(200);
    expectAgreement(await figures(mentor, cookie), 1, 1);

    const late = await signedInMember();
    await addParticipants(session.id, [(await createUser()).id]);
    expect((await join(session.id, late.cookie)).status).toBe(409);
    expectAgreement(await figures(mentor, late.cookie), 1, 0);
  });

  it('counts each person once when 30 people join and connect at the same moment', async () => {
    const host = await signedInMentor();
    const sessions = [
      await createGroupSession(host.mentor.id, { maxParticipants: 50 }),
      await createGroupSession(host.mentor.id, { maxParticipants: 50, scheduledAt: hoursFromNow(30) }),
    ];
    const people = await Promise.all(Array.from({ length: 30 }, () => signedInMember()));
    // Each person joins both sessions and taps Connect, all at once: three writes racing for one connection.
    await Promise.all(
      people.flatMap(({ cookie }) => [
        join(sessions[0]!.id, cookie),
        join(sessions[1]!.id, cookie),
        connect(host.mentor.id, cookie),
      ]),
    );
    const rows = await db
      .select()
      .from(mentorConnections)
      .where(and(eq(mentorConnections.mentorId, host.mentor.id), eq(mentorConnections.status, 'active')));
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((r) => r.menteeId)).size).toBe(30);
    expectAgreement(await figures({ id: host.mentor.id, cookie: host.cookie }, people[0]!.cookie), 30, 1);
  }, 30_000);
});

describe('a new session tells the connected mentees', () => {
  it('notifies every connected mentee exactly once, in the same batch as the session, and nobody else', async () => {
    const host = await signedInMentor({ name: 'Sipho Dlamini' });
    const connected = await Promise.all(Array.from({ length: 120 }, () => createUser()));
    for (const user of connected) await connectMentee(user.id, host.mentor.id);
    const ended = await createUser();
    const endedConnection = await connectMentee(ended.id, host.mentor.id);
    await end(endedConnection.id, await signIn(ended.id));
    const stranger = await createUser();
    await connectMentee(stranger.id, (await createMentor()).mentor.id);

    // A month ahead (sessions start within two years), at 16:30 UTC: 18:30 in South Africa.
    const start = new Date(Date.now() + 30 * 24 * 3_600_000);
    const scheduledAt = new Date(
      Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate(), 16, 30),
    ).toISOString();
    const res = await api('/api/group-sessions', {
      method: 'POST',
      cookie: host.cookie,
      body: {
        title: 'Pricing your side hustle',
        description: 'Bring one thing you sell.',
        maxParticipants: 10,
        scheduledAt,
        duration: 60,
        meetingLink: null,
      },
    });
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: number }>();

    await deliverPendingNotices();
    const notices = await db.select().from(notifications).where(eq(notifications.kind, SESSION_SCHEDULED_NOTICE_KIND));
    const mine = notices.filter((n) => n.link === `/group-sessions?session=${id}`);
    expect(mine).toHaveLength(connected.length);
    expect(new Set(mine.map((n) => n.userId))).toEqual(new Set(connected.map((u) => u.id)));
    expect(mine[0]!.readAt).toBeNull();
    expect(mine[0]!.text).toMatch(
      /^Sipho Dlamini scheduled a new group session: "Pricing your side hustle" on \w{3} \d{1,2} \w{3} \d{4}, 18:30 SAST\.$/,
    );
    expect(notices.some((n) => n.userId === ended.id || n.userId === stranger.id)).toBe(false);

    // The mentee reads it in their notices.
    const page = await (
      await api('/api/notifications', { cookie: await signIn(connected[0]!.id) })
    ).json<{
      items: { text: string; link: string }[];
      unreadCount: number;
    }>();
    expect(page.items[0]).toMatchObject({ link: `/group-sessions?session=${id}` });
    expect(page.unreadCount).toBe(1);
  }, 30_000);

  it('creates the session of a mentor nobody is connected to yet, telling no one', async () => {
    const host = await signedInMentor();
    // Counted in the outbox, where every notice is written (delivery may run meanwhile).
    const before = await db.$count(notificationOutbox);
    const res = await api('/api/group-sessions', {
      method: 'POST',
      cookie: host.cookie,
      body: {
        title: 'First session',
        description: 'Hello.',
        maxParticipants: 5,
        scheduledAt: hoursFromNow(24),
        duration: 60,
        meetingLink: null,
      },
    });
    expect(res.status).toBe(201);
    expect(await db.$count(notificationOutbox)).toBe(before);
  });
});
