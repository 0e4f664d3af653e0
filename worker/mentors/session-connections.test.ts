import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_SCHEDULED_NOTICE_KIND } from '../../schema/contract/sessions-rules.ts';
import { mentorConnections, notificationOutbox, notifications } from '../../schema/db/index.ts';
import { deliverPendingNotices } from '../test/notices.ts';
import {
  addParticipants,
  connectMentee,
  createGroupSession,
  createMentor,
  createUser,
  db,
  hoursFromNow,
  signedInMember,
  signedInMembers,
  signedInMentor,
  signIn,
} from '../test/factories.ts';
import { api } from '../test/http.ts';
import { hostedSession, joinSession as join, leaveSession } from '../test/group-sessions.ts';
import { connect, end, figures, expectAgreement } from '../test/mentor-connections.ts';

/** The host schedules a session through the API, as the create form does. */
const schedule = (cookie: string, body: object) => api('/api/group-sessions', { method: 'POST', cookie, body });

describe('joining a session connects', () => {
  it("connects a participant with the host in the join's batch; a refused join connects nobody", async () => {
    const { host, session } = await hostedSession({ maxParticipants: 1 });
    const { cookie } = await signedInMember();
    expect((await join(session.id, cookie)).status).toBe(201);
    expectAgreement(await figures(host, cookie), 1, 1);
    // Joining again, and connecting by hand, change nothing.
    expect((await join(session.id, cookie)).status).toBe(200);
    expect((await connect(host.mentor.id, cookie)).status).toBe(200);
    expectAgreement(await figures(host, cookie), 1, 1);
    // Leaving the session keeps the connection: only ending it ends it.
    expect((await leaveSession(session.id, cookie)).status).toBe(200);
    expectAgreement(await figures(host, cookie), 1, 1);

    const late = await signedInMember();
    await addParticipants(session.id, [(await createUser()).id]);
    expect((await join(session.id, late.cookie)).status).toBe(409);
    expectAgreement(await figures(host, late.cookie), 1, 0);
  });

  it('counts each person once when 30 people join and connect at the same moment', async () => {
    const host = await signedInMentor();
    const sessions = [
      await createGroupSession(host.mentor.id, { maxParticipants: 50 }),
      await createGroupSession(host.mentor.id, { maxParticipants: 50, scheduledAt: hoursFromNow(30) }),
    ];
    const people = await signedInMembers(30);
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
    expectAgreement(await figures(host, people[0]!.cookie), 30, 1);
  }, 30_000);
});

describe('a new session tells the connected mentees', () => {
  it('notifies every connected mentee exactly once, in the same batch as the session, and nobody else', async () => {
    const host = await signedInMentor({ name: 'Sipho Dlamini' });
    const connected = await Promise.all(Array.from({ length: 120 }, () => createUser()));
    for (const user of connected) await connectMentee(user.id, host.mentor.id);
    const ended = await signedInMember();
    const endedConnection = await connectMentee(ended.user.id, host.mentor.id);
    await end(endedConnection.id, ended.cookie);
    const stranger = await createUser();
    await connectMentee(stranger.id, (await createMentor()).mentor.id);

    // A month ahead (sessions start within two years), at 16:30 UTC: 18:30 in South Africa.
    const start = new Date(Date.now() + 30 * 24 * 3_600_000);
    const scheduledAt = new Date(
      Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate(), 16, 30),
    ).toISOString();
    const res = await schedule(host.cookie, {
      title: 'Pricing your side hustle',
      description: 'Bring one thing you sell.',
      maxParticipants: 10,
      scheduledAt,
      duration: 60,
      meetingLink: null,
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
    expect(notices.some((n) => n.userId === ended.user.id || n.userId === stranger.id)).toBe(false);

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
    const res = await schedule(host.cookie, {
      title: 'First session',
      description: 'Hello.',
      maxParticipants: 5,
      scheduledAt: hoursFromNow(24),
      duration: 60,
      meetingLink: null,
    });
    expect(res.status).toBe(201);
    expect(await db.$count(notificationOutbox)).toBe(before);
  });
});
