import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  SESSION_CANCELLED_NOTICE_KIND,
  SESSION_MESSAGES,
  SESSION_PROMOTED_NOTICE_KIND,
  type GroupSession,
} from '../../schema/contract/sessions.ts';
import { groupSessions, mentorConnections, notifications, users } from '../../schema/db/index.ts';
import { seatHolderIds, waitingIds as waitingIdsOf } from '../seats/rows-for-tests.ts';
import { sessionSeating } from './seating.ts';
import {
  addParticipants,
  createGroupSession,
  db,
  hoursFromNow,
  signedInAdmin,
  signedInMember,
  signedInMembers,
} from '../test/factories.ts';
import { hostedSession, joinSession, leaveSession as leave, readSession as read } from '../test/group-sessions.ts';
import { api } from '../test/http.ts';
import { deliverPendingNotices, noticesOf } from '../test/notices.ts';
import { expectRefusal } from '../test/request.ts';
import { FREQUENT_CRON } from '../scheduled.ts';
import { runCron } from '../test/cron.ts';
import { seatedAndWaiting } from '../test/seats.ts';

const joinWaitlist = (id: number, cookie?: string) =>
  api(`/api/group-sessions/${id}/waitlist`, { method: 'POST', cookie });
const leaveWaitlist = (id: number, cookie?: string) =>
  api(`/api/group-sessions/${id}/waitlist`, { method: 'DELETE', cookie });
const cancel = (id: number, cookie?: string) => api(`/api/group-sessions/${id}/cancel`, { method: 'POST', cookie });

/** A session of `seats`, every seat taken by signed-in members; `waiting` more wait in line, in order. */
async function fullSession(seats: number, waiting = 0) {
  const { host, session } = await hostedSession({ maxParticipants: seats, title: 'Costing your stock' });
  const { seated, queue } = await seatedAndWaiting(sessionSeating, session.id, { seats, waiting }, addParticipants);
  return { host, session, seated, queue };
}

const participantIds = (sessionId: number) => seatHolderIds(db, sessionSeating, sessionId);
const waitingIds = (sessionId: number) => waitingIdsOf(db, sessionSeating, sessionId);

describe('POST /api/group-sessions/{id}/waitlist', () => {
  it('puts members in line on a full session and shows each their place; joining again changes nothing', async () => {
    const { session } = await fullSession(1);
    const [first, second] = [await signedInMember(), await signedInMember()];
    const res = await joinWaitlist(session.id, first.cookie);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ isRegistered: false, waitlistCount: 1, waitlistPosition: 1 });
    expect(await (await joinWaitlist(session.id, second.cookie)).json()).toMatchObject({ waitlistPosition: 2 });
    const again = await joinWaitlist(session.id, first.cookie);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ waitlistCount: 2, waitlistPosition: 1 });
    expect(await read(session.id)).toMatchObject({ currentParticipants: 1, waitlistCount: 2, waitlistPosition: null });
    // A full session still refuses a direct join.
    const join = await joinSession(session.id, second.cookie);
    expect(join.status).toBe(409);
    expect(await join.json()).toEqual({ message: SESSION_MESSAGES.full });
  });

  it('just takes the seat when one is free, connecting the member with the host', async () => {
    const { host, session } = await hostedSession({ maxParticipants: 2 });
    const { user, cookie } = await signedInMember();
    const res = await joinWaitlist(session.id, cookie);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ isRegistered: true, waitlistPosition: null, waitlistCount: 0 });
    expect(await participantIds(session.id)).toEqual([user.id]);
    const [connection] = await db.select().from(mentorConnections).where(eq(mentorConnections.menteeId, user.id));
    expect(connection).toMatchObject({ mentorId: host.mentor.id, status: 'active' });
    // Already registered: nothing changes, and the member is not put in line as well.
    expect((await joinWaitlist(session.id, cookie)).status).toBe(200);
    expect(await waitingIds(session.id)).toEqual([]);
  });

  it('refuses the host (403), started and cancelled sessions (409), unknown sessions (404) and visitors (401)', async () => {
    const { host, session } = await fullSession(1);
    const own = await joinWaitlist(session.id, host.cookie);
    await expectRefusal(own, 403, SESSION_MESSAGES.ownSessionWaitlist);

    const { cookie } = await signedInMember();
    const started = await createGroupSession(host.mentor.id, { scheduledAt: hoursFromNow(-0.25), maxParticipants: 1 });
    const startedRes = await joinWaitlist(started.id, cookie);
    await expectRefusal(startedRes, 409, SESSION_MESSAGES.waitlistClosed);
    const cancelled = await createGroupSession(host.mentor.id, { status: 'cancelled' });
    const cancelledRes = await joinWaitlist(cancelled.id, cookie);
    await expectRefusal(cancelledRes, 409, SESSION_MESSAGES.cancelled);
    expect((await joinWaitlist(999_999, cookie)).status).toBe(404);
    expect((await joinWaitlist(session.id)).status).toBe(401);
    expect(await waitingIds(session.id)).toEqual([]);
  });
});

describe('DELETE /api/group-sessions/{id}/waitlist', () => {
  it('takes the member out of line in one tap; the people behind move up; idempotent, 404 and 401', async () => {
    const { session, queue } = await fullSession(1, 3);
    const res = await leaveWaitlist(session.id, queue[0]!.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ waitlistPosition: null, waitlistCount: 2 });
    expect((await read(session.id, queue[2]!.cookie)).waitlistPosition).toBe(2);
    expect((await leaveWaitlist(session.id, queue[0]!.cookie)).status).toBe(200);
    expect((await leaveWaitlist(999_999, queue[1]!.cookie)).status).toBe(404);
    expect((await leaveWaitlist(session.id)).status).toBe(401);
    expect(await waitingIds(session.id)).toEqual([queue[1]!.user.id, queue[2]!.user.id]);
  });
});

describe('promotion from the waiting list', () => {
  it('gives a freed seat to the first in line in the same batch: seat, connection with the host, notice', async () => {
    const { host, session, seated, queue } = await fullSession(2, 2);
    const res = await leave(session.id, seated[0]!.cookie);
    expect(res.status).toBe(200);
    // The leaver's answer already shows the seat taken again: nobody could see it free.
    expect(await res.json()).toMatchObject({ currentParticipants: 2, isRegistered: false, waitlistCount: 1 });
    const promoted = queue[0]!.user.id;
    expect(await participantIds(session.id)).toEqual([seated[1]!.user.id, promoted]);
    expect(await waitingIds(session.id)).toEqual([queue[1]!.user.id]);
    expect(await read(session.id, queue[0]!.cookie)).toMatchObject({ isRegistered: true, waitlistPosition: null });
    expect((await read(session.id, queue[1]!.cookie)).waitlistPosition).toBe(1);

    const [connection] = await db.select().from(mentorConnections).where(eq(mentorConnections.menteeId, promoted));
    expect(connection).toMatchObject({ mentorId: host.mentor.id, status: 'active' });
    const notices = await noticesOf(promoted);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      kind: SESSION_PROMOTED_NOTICE_KIND,
      link: `/group-sessions?session=${session.id}`,
    });
    expect(notices[0]!.text).toMatch(
      /^A seat opened up in the group session "Costing your stock" on .+ SAST, and it is yours: you're registered\.$/,
    );
    expect(await noticesOf(queue[1]!.user.id)).toEqual([]);
  });

  it('fills every seat a higher capacity adds, in queue order, and no more', async () => {
    const { host, session, queue } = await fullSession(1, 3);
    const res = await api(`/api/group-sessions/${session.id}`, {
      method: 'PATCH',
      cookie: host.cookie,
      body: { maxParticipants: 3 },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ currentParticipants: 3, maxParticipants: 3, waitlistCount: 1 });
    const ids = await participantIds(session.id);
    expect(ids.slice(1)).toEqual([queue[0]!.user.id, queue[1]!.user.id]);
    expect(await waitingIds(session.id)).toEqual([queue[2]!.user.id]);
    expect(await noticesOf(queue[2]!.user.id)).toEqual([]);
  });

  it('keeps capacity and queue order under 30 concurrent leaves and joins', async () => {
    const { session, seated, queue } = await fullSession(15, 15);
    const newcomers = await signedInMembers(15);
    const [lineJoiners, directJoiners] = [newcomers.slice(0, 10), newcomers.slice(10)];
    const responses = await Promise.all([
      ...seated.map((s) => leave(session.id, s.cookie)),
      ...lineJoiners.map((n) => joinWaitlist(session.id, n.cookie)),
      ...directJoiners.map((n) => joinSession(session.id, n.cookie)),
    ]);
    const statuses = responses.map((r) => r.status);
    expect(statuses.slice(0, 15)).toEqual(Array(15).fill(200));
    expect(statuses.slice(15, 25)).toEqual(Array(10).fill(201));
    expect(statuses.slice(25)).toEqual(Array(5).fill(409));
    // Every answer saw every seat taken: a freed seat was never visible.
    const seen = await Promise.all(responses.slice(0, 25).map((r) => r.json<GroupSession>()));
    expect(new Set(seen.map((s) => s.currentParticipants))).toEqual(new Set([15]));

    // The 15 who waited hold the 15 seats, seated in the order they queued; the newcomers wait behind.
    expect(await participantIds(session.id)).toEqual(queue.map((q) => q.user.id));
    const line = await waitingIds(session.id);
    expect(new Set(line)).toEqual(new Set(lineJoiners.map((n) => n.user.id)));
    await deliverPendingNotices();
    const promotedNotices = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        inArray(
          notifications.userId,
          queue.map((q) => q.user.id),
        ),
      )
      .orderBy(asc(notifications.id));
    expect(promotedNotices.map((n) => n.userId)).toEqual(queue.map((q) => q.user.id));
  }, 60_000);

  it('the 5-minute cron seats the first in line when a seat was freed by a deleted account', async () => {
    const { session, seated, queue } = await fullSession(1, 2);
    await db.delete(users).where(eq(users.id, seated[0]!.user.id));
    await runCron(FREQUENT_CRON);
    expect(await participantIds(session.id)).toEqual([queue[0]!.user.id]);
    expect(await waitingIds(session.id)).toEqual([queue[1]!.user.id]);
    expect(await noticesOf(queue[0]!.user.id)).toHaveLength(1);
  });
});

describe('POST /api/group-sessions/{id}/cancel', () => {
  it('marks the session cancelled, tells every participant and everyone waiting, and clears the line', async () => {
    const { host, session, seated, queue } = await fullSession(1, 1);
    const res = await cancel(session.id, host.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'cancelled', currentParticipants: 1, waitlistCount: 0 });
    const [stored] = await db.select().from(groupSessions).where(eq(groupSessions.id, session.id));
    expect(stored!.status).toBe('cancelled');
    expect(await waitingIds(session.id)).toEqual([]);
    for (const person of [seated[0]!, queue[0]!]) {
      const notices = await noticesOf(person.user.id);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        kind: SESSION_CANCELLED_NOTICE_KIND,
        link: `/group-sessions?session=${session.id}`,
      });
      expect(notices[0]!.text).toMatch(/^The group session "Costing your stock" on .+ SAST was cancelled\.$/);
    }
    // Again: nothing changes and nobody is told twice.
    expect((await cancel(session.id, host.cookie)).status).toBe(200);
    expect(await noticesOf(seated[0]!.user.id)).toHaveLength(1);
  });

  it('allows the host and admins only, and only before the session ends', async () => {
    const { host, session } = await hostedSession();
    expect((await cancel(session.id)).status).toBe(401);
    const other = await cancel(session.id, (await signedInMember()).cookie);
    await expectRefusal(other, 403, SESSION_MESSAGES.onlyHostOrAdminCanCancel);
    expect((await cancel(999_999, (await signedInMember()).cookie)).status).toBe(404);
    const admin = (await signedInAdmin()).cookie;
    expect(await (await cancel(session.id, admin)).json()).toMatchObject({ status: 'cancelled' });

    const ended = await createGroupSession(host.mentor.id, { scheduledAt: hoursFromNow(-3) });
    const late = await cancel(ended.id, admin);
    await expectRefusal(late, 409, SESSION_MESSAGES.notCancellable);
    const [row] = await db
      .select({ status: groupSessions.status })
      .from(groupSessions)
      .where(and(eq(groupSessions.id, ended.id)));
    expect(row!.status).toBe('scheduled');
  });
});
