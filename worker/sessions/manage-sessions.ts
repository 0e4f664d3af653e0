import { and, asc, eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  SESSION_CANCELLED_NOTICE_KIND,
  SESSION_MESSAGES,
  SESSION_SCHEDULED_NOTICE_KIND,
  effectiveSessionStatus,
  type CreateGroupSessionData,
  type DeletedGroupSession,
  type SessionParticipantPage,
  type UpdateGroupSessionData,
} from '../../schema/contract/sessions.ts';
import { formatSastDateTime, GROUP_SESSION_PAGE_PREFIX, groupSessionPagePath } from '../../schema/contract/share.ts';
import {
  groupSessions,
  mentorConnections,
  mentors,
  sessionParticipants,
  sessionWaitlist,
  users,
} from '../../schema/db/index.ts';
import { isGuardFailure, onlyWhile } from '../db/batch-guard.ts';
import type { Db } from '../db/client.ts';
import type { SignedInUser } from '../env.ts';
import { HttpError } from '../http/errors.ts';
import { fanOutNoticeStatements, type NoticeText } from '../outbox/outbox.ts';
import { foundSession, SESSION_ID, sessionQuery, writeThenReadSession, type SessionRow } from './session-view.ts';
import { promoteFromSessionWaitlist } from './waitlist-promotion.ts';
import { sessionCancelledText } from '../outbox/notice-texts.ts';

/** The session and its host's account, for the permission checks of every write. */
export async function findSessionWithHost(db: Db, id: number) {
  const [row] = await db
    .select({
      id: groupSessions.id,
      title: groupSessions.title,
      scheduledAt: groupSessions.scheduledAt,
      durationMinutes: groupSessions.durationMinutes,
      status: groupSessions.status,
      hostUserId: mentors.userId,
    })
    .from(groupSessions)
    .innerJoin(mentors, eq(mentors.id, groupSessions.mentorId))
    .where(eq(groupSessions.id, id))
    .limit(1);
  if (!row) throw new HttpError(404, SESSION_MESSAGES.notFound);
  return row;
}

/**
 * `POST /api/group-sessions`: only a user with a mentor profile; the session is always created scheduled. The
 * mentor's connected mentees (decision 014) are told in the same atomic batch: outbox rows written by INSERT ... SELECT
 * over the connection rows, however many there are, so whoever is connected when the session is created is told once.
 * Answers the new session as its host sees it, read last in that batch.
 */
export async function createSession(
  db: Db,
  input: { userId: string; session: CreateGroupSessionData },
): Promise<SessionRow> {
  const [mentor] = await db
    .select({ id: mentors.id, name: mentors.name })
    .from(mentors)
    .where(eq(mentors.userId, input.userId))
    .limit(1);
  if (!mentor) throw new HttpError(403, SESSION_MESSAGES.onlyMentors);
  const s = input.session;
  const text = SESSION_MESSAGES.scheduledNotice(mentor.name, s.title, formatSastDateTime(s.scheduledAt));
  // Inside the batch (a transaction) the mentor's newest session is the one just inserted.
  const newSessionId = sql<number>`(select max(${groupSessions.id}) from ${groupSessions} where ${groupSessions.mentorId} = ${mentor.id})`;
  const { session } = await writeThenReadSession(
    { db, viewer: { id: input.userId } },
    [
      db.insert(groupSessions).values({
        mentorId: mentor.id,
        title: s.title,
        description: s.description,
        scheduledAt: s.scheduledAt,
        durationMinutes: s.duration,
        maxParticipants: s.maxParticipants,
        meetingLink: s.meetingLink,
        location: s.location,
        category: s.category,
        status: 'scheduled',
      }),
      ...fanOutNoticeStatements(db, {
        kind: SESSION_SCHEDULED_NOTICE_KIND,
        key: sql`${SESSION_SCHEDULED_NOTICE_KIND} || ':' || ${newSessionId}`,
        text,
        link: sql`${GROUP_SESSION_PAGE_PREFIX} || ${newSessionId}`,
        recipients: sql`select ${mentorConnections.menteeId} from ${mentorConnections}
          where ${mentorConnections.mentorId} = ${mentor.id} and ${mentorConnections.status} = 'active'`,
      }),
    ],
    newSessionId,
  );
  return session;
}

/**
 * `PATCH /api/group-sessions/{id}`: the host changes a scheduled session that has not ended. Capacity may not
 * drop below the people already registered: the check rides on the UPDATE itself, so a join racing the edit
 * cannot slip past it. A higher capacity gives its new seats to the people waiting in the same batch (decision 019).
 * Answers the session as the host then sees it, read last in that batch.
 */
export async function updateSession(
  db: Db,
  input: { userId: string; id: number; changes: UpdateGroupSessionData; now: Date },
): Promise<SessionRow> {
  const caller = { db, viewer: { id: input.userId } };
  const session = foundSession(await sessionQuery(caller, input.id));
  if (session.mentorUserId !== input.userId) throw new HttpError(403, SESSION_MESSAGES.onlyHostCanEdit);
  if (effectiveSessionStatus(session.status, session.scheduledAt, session.durationMinutes, input.now) !== 'scheduled') {
    throw new HttpError(409, SESSION_MESSAGES.notEditable);
  }
  const c = input.changes;
  const set = {
    ...(c.title !== undefined && { title: c.title }),
    ...(c.description !== undefined && { description: c.description }),
    ...(c.scheduledAt !== undefined && { scheduledAt: c.scheduledAt }),
    ...(c.duration !== undefined && { durationMinutes: c.duration }),
    ...(c.maxParticipants !== undefined && { maxParticipants: c.maxParticipants }),
    ...(c.meetingLink !== undefined && { meetingLink: c.meetingLink }),
    ...(c.location !== undefined && { location: c.location }),
    ...(c.category !== undefined && { category: c.category }),
  };
  if (Object.keys(set).length === 0) return session;
  const capacityHolds =
    c.maxParticipants === undefined
      ? undefined
      : sql`(select count(*) from session_participants sp where sp.session_id = ${SESSION_ID}) <= ${c.maxParticipants}`;
  const update = db
    .update(groupSessions)
    .set(set)
    .where(and(eq(groupSessions.id, input.id), capacityHolds))
    .returning({ id: groupSessions.id });
  // The notices name the session as it is after this edit.
  const promoting = {
    id: input.id,
    title: c.title ?? session.title,
    scheduledAt: c.scheduledAt ?? session.scheduledAt,
  };
  const promotion: readonly BatchItem<'sqlite'>[] =
    c.maxParticipants === undefined ? [] : promoteFromSessionWaitlist(db, { session: promoting, now: input.now });
  const {
    results: [updated],
    session: updatedSession,
  } = await writeThenReadSession(caller, [update, ...promotion], input.id);
  if (updated.length === 0) {
    throw new HttpError(409, SESSION_MESSAGES.capacityBelowParticipants(updatedSession.currentParticipants));
  }
  return updatedSession;
}

/** The notices, on their channels, to every participant (or everyone waiting) of a session that is called off. */
function notifyCancelled(
  db: Db,
  input: {
    from: typeof sessionParticipants | typeof sessionWaitlist;
    sessionId: number;
    text: NoticeText;
    link: string;
  },
) {
  const { from } = input;
  return fanOutNoticeStatements(db, {
    kind: SESSION_CANCELLED_NOTICE_KIND,
    key: `${SESSION_CANCELLED_NOTICE_KIND}:${input.sessionId}`,
    text: input.text,
    link: input.link,
    recipients: sql`select ${from.userId} from ${from} where ${from.sessionId} = ${input.sessionId}`,
  });
}

/**
 * `POST /api/group-sessions/{id}/cancel` (the host or an administrator): the session stays, marked cancelled, with
 * its participant list as it was. One batch: the status change (only while it is still scheduled and has not ended:
 * `onlyWhile` fails the whole batch otherwise), a notice to every participant and everyone waiting, the waiting
 * list cleared, and last the session as the caller then sees it. Cancelling a cancelled session changes nothing (a
 * double tap is not an error).
 */
export async function cancelSession(
  db: Db,
  input: { user: Pick<SignedInUser, 'id' | 'role'>; id: number; now: Date },
): Promise<SessionRow> {
  const caller = { db, viewer: input.user };
  const session = foundSession(await sessionQuery(caller, input.id));
  if (session.mentorUserId !== input.user.id && input.user.role !== 'admin') {
    throw new HttpError(403, SESSION_MESSAGES.onlyHostOrAdminCanCancel);
  }
  if (session.status === 'cancelled') return session;
  if (effectiveSessionStatus(session.status, session.scheduledAt, session.durationMinutes, input.now) !== 'scheduled') {
    throw new HttpError(409, SESSION_MESSAGES.notCancellable);
  }
  const notice = {
    sessionId: input.id,
    text: sessionCancelledText(session.title, formatSastDateTime(session.scheduledAt)),
    link: groupSessionPagePath(input.id),
  };
  const stillOpen = sql`${groupSessions.status} = 'scheduled' and strftime('%Y-%m-%dT%H:%M:%fZ', ${groupSessions.scheduledAt}, '+' || ${groupSessions.durationMinutes} || ' minutes') > ${input.now.toISOString()}`;
  try {
    const cancelled = await writeThenReadSession(
      caller,
      [
        db
          .update(groupSessions)
          .set({ status: onlyWhile(stillOpen, 'cancelled') })
          .where(eq(groupSessions.id, input.id)),
        ...notifyCancelled(db, { ...notice, from: sessionParticipants }),
        ...notifyCancelled(db, { ...notice, from: sessionWaitlist }),
        db.delete(sessionWaitlist).where(eq(sessionWaitlist.sessionId, input.id)),
      ],
      input.id,
    );
    return cancelled.session;
  } catch (err) {
    if (!isGuardFailure(err, 'group_sessions.status')) throw err;
    // Cancelled by someone else meanwhile (fine), or it ended or was completed: say so.
    const current = foundSession(await sessionQuery(caller, input.id));
    if (current.status !== 'cancelled') throw new HttpError(409, SESSION_MESSAGES.notCancellable);
    return current;
  }
}

/**
 * `DELETE /api/group-sessions/{id}` (the host or an administrator): removes the session, its participants and its
 * waiting list in one atomic batch, and tells each participant and each person waiting (on their channels) when the
 * session had not ended yet.
 */
export async function deleteSession(
  db: Db,
  input: { user: Pick<SignedInUser, 'id' | 'role'>; id: number; now: Date },
): Promise<DeletedGroupSession> {
  const session = await findSessionWithHost(db, input.id);
  if (session.hostUserId !== input.user.id && input.user.role !== 'admin') {
    throw new HttpError(403, SESSION_MESSAGES.onlyHostOrAdminCanDelete);
  }
  const stillAhead =
    effectiveSessionStatus(session.status, session.scheduledAt, session.durationMinutes, input.now) === 'scheduled';
  const removeAll = [
    db.delete(sessionParticipants).where(eq(sessionParticipants.sessionId, input.id)),
    db.delete(sessionWaitlist).where(eq(sessionWaitlist.sessionId, input.id)),
    db.delete(groupSessions).where(eq(groupSessions.id, input.id)),
  ] as const;
  if (!stillAhead) {
    await db.batch(removeAll);
    return { id: input.id, deleted: true, notifiedParticipants: 0, notifiedWaiting: 0 };
  }
  // Outbox rows by INSERT ... SELECT over the participant rows (and the waiting rows), in the same atomic batch as
  // the deletes, so whoever is registered or waiting at that moment is told. The session page is gone: the notice
  // links to the list.
  const notice = {
    sessionId: input.id,
    text: sessionCancelledText(session.title, formatSastDateTime(session.scheduledAt)),
    link: '/group-sessions',
  };
  const toParticipants = notifyCancelled(db, { ...notice, from: sessionParticipants });
  const toWaiting = notifyCancelled(db, { ...notice, from: sessionWaitlist });
  // Each notice is three statements, in-app first: its `meta.changes` counts the people told.
  const [told, , , toldWaiting] = await db.batch([...toParticipants, ...toWaiting, ...removeAll]);
  return {
    id: input.id,
    deleted: true,
    notifiedParticipants: told.meta.changes,
    notifiedWaiting: toldWaiting.meta.changes,
  };
}

/** `GET /api/group-sessions/{id}/participants`: who joined, for the host and admins only. */
export async function listSessionParticipants(input: {
  db: Db;
  user: SignedInUser;
  id: number;
}): Promise<SessionParticipantPage> {
  const { db, user, id } = input;
  const session = await findSessionWithHost(db, id);
  if (session.hostUserId !== user.id && user.role !== 'admin') {
    throw new HttpError(403, SESSION_MESSAGES.onlyHostOrAdminParticipants);
  }
  const items = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImage: users.profileImage,
      joinedAt: sessionParticipants.joinedAt,
    })
    .from(sessionParticipants)
    .innerJoin(users, eq(users.id, sessionParticipants.userId))
    .where(eq(sessionParticipants.sessionId, id))
    .orderBy(asc(sessionParticipants.joinedAt), asc(sessionParticipants.id));
  // At most 50 (the capacity cap), so one page always holds them all.
  return { items, nextCursor: null };
}
