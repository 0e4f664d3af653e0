import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CONNECTION_MESSAGES,
  type EndedMentorConnection,
  type MentorConnection,
} from '../../schema/contract/mentors.ts';
import { mentorConnections } from '../../schema/db/index.ts';
import {
  connectMentee,
  createGroupSession,
  createMentor,
  createUser,
  db,
  hoursFromNow,
  signedInAdmin,
  signedInMember,
  signedInMentee,
  signedInMentor,
  withSignInClaim,
} from '../test/factories.ts';
import { api } from '../test/http.ts';
import { countRoundTrips } from '../test/round-trips.ts';
import { expectRefusal } from '../test/request.ts';
import {
  connect,
  end,
  myMentors,
  myMentees,
  storedCount,
  figures,
  expectAgreement,
} from '../test/mentor-connections.ts';

/** Every stored connection with the mentor, whatever its status. */
const connectionsWith = (mentorId: number) =>
  db.select().from(mentorConnections).where(eq(mentorConnections.mentorId, mentorId));

describe('POST /api/mentor-connections', () => {
  it('connects a mentee with a mentor (201), again is a no-op (200), and every count moves once', async () => {
    const sipho = await signedInMentor({ name: 'Sipho Dlamini', title: 'Bookkeeper' });
    const { cookie } = await signedInMember();
    expectAgreement(await figures(sipho, cookie), 0, 0);

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
    expectAgreement(await figures(sipho, cookie), 1, 1);

    // A second mentee: the mentor's figures move, the first mentee's do not.
    const other = await signedInMember();
    expect((await connect(sipho.mentor.id, other.cookie)).status).toBe(201);
    expectAgreement(await figures(sipho, cookie), 2, 1);
  });

  it('refuses connecting with yourself, unknown or inactive mentors, bad bodies and visitors', async () => {
    const own = await signedInMentor();
    const self = await connect(own.mentor.id, own.cookie);
    await expectRefusal(self, 403, CONNECTION_MESSAGES.connectYourself);

    const { cookie } = await signedInMember();
    const unknown = await connect(999_999, cookie);
    await expectRefusal(unknown, 404, CONNECTION_MESSAGES.mentorNotFound);
    const inactive = await createMentor({ isActive: false });
    expect((await connect(inactive.mentor.id, cookie)).status).toBe(404);

    expect((await connect('abc', cookie)).status).toBe(400);
    expect((await connect(-1, cookie)).status).toBe(400);
    expect((await api('/api/mentor-connections', { method: 'POST', body: {}, cookie })).status).toBe(400);
    expect((await connect(own.mentor.id)).status).toBe(401);

    expect(await connectionsWith(own.mentor.id)).toEqual([]);
    expect(await storedCount(own.mentor.id)).toBe(0);
  });

  it('lets a mentor connect with another mentor, as a mentee', async () => {
    const host = await signedInMentor();
    const learner = await signedInMentor();
    expect((await connect(host.mentor.id, learner.cookie)).status).toBe(201);
    expect((await myMentors(learner.cookie)).map((c) => c.mentor.id)).toEqual([host.mentor.id]);
    expect(await storedCount(host.mentor.id)).toBe(1);
  });

  it('costs two round trips with the sign-in claim, answering the connection as the list shows it', async () => {
    const { mentor } = await createMentor({ name: 'Sipho Dlamini', title: 'Bookkeeper', profileImage: '' });
    const next = await createGroupSession(mentor.id, { scheduledAt: hoursFromNow(5) });
    const { cookie } = await signedInMember();
    const { res, roundTrips } = await countRoundTrips('/api/mentor-connections', {
      method: 'POST',
      body: { mentorId: mentor.id },
      cookie: await withSignInClaim(cookie),
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
    expect(await connectionsWith(mentor.id)).toHaveLength(1);
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
    expectAgreement(await figures(host, cookie), 0, 0);
    // Gone: ending it again is a 404, and connecting again makes a new one.
    expect((await end(connection.id, cookie)).status).toBe(404);
    expect((await connect(host.mentor.id, cookie)).status).toBe(201);
    expectAgreement(await figures(host, cookie), 1, 1);
  });

  it('lets the mentor end it from their side', async () => {
    const host = await signedInMentor();
    const { cookie } = await signedInMember();
    await connect(host.mentor.id, cookie);
    const [connected] = (await myMentees(host.cookie)).items;
    expect((await end(connected!.id, host.cookie)).status).toBe(200);
    expectAgreement(await figures(host, cookie), 0, 0);
  });

  it('never lets anyone else end a connection: another mentee, another mentor, an admin all get 404', async () => {
    const host = await signedInMentor();
    const { cookie } = await signedInMember();
    const connection = await (await connect(host.mentor.id, cookie)).json<MentorConnection>();
    const strangers = [
      (await signedInMember()).cookie,
      (await signedInMentor()).cookie,
      (await signedInAdmin()).cookie,
    ];
    for (const stranger of strangers) {
      const res = await end(connection.id, stranger);
      await expectRefusal(res, 404, CONNECTION_MESSAGES.notFound);
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
      const { user, cookie } = await signedInMentee(
        { firstName, lastName: 'Mokoena' },
        { location: 'Soweto', goals: `${firstName} wants to sell baked goods` },
      );
      people.push(user);
      await connect(host.mentor.id, cookie);
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
    await expectRefusal(res, 403, CONNECTION_MESSAGES.onlyMentors);
    expect((await api('/api/mentor-connections/mentees')).status).toBe(401);
    const host = await signedInMentor();
    expect((await api('/api/mentor-connections/mentees?cursor=nope', { cookie: host.cookie })).status).toBe(400);
  });
});
