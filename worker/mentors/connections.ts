import { and, asc, count, desc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  CONNECTION_MESSAGES,
  type ConnectedMentee,
  type ConnectedMenteePage,
  type EndedMentorConnection,
  type MentorConnection,
} from '../../schema/contract/mentors.ts';
import {
  groupSessions,
  menteeProfiles,
  mentorConnections,
  mentors,
  sessionParticipants,
  sessionWaitlist,
  users,
} from '../../schema/db/index.ts';
import { sharingAllowed } from '../consents/sharing.ts';
import { NOTIFICATION_KINDS } from '../../schema/contract/notifications.ts';
import type { Db } from '../db/client.ts';
import { IdCursorSchema, pageOf } from '../db/keyset.ts';
import { namedFields } from '../db/read-together.ts';
import { readCursor } from '../http/cursor.ts';
import { HttpError } from '../http/errors.ts';
import { fanOutNoticeStatements } from '../outbox/outbox.ts';

/*
 * Free mentorship connections, one truth (decision 014): a row in mentor_connections is the connection. The lists
 * here, the dashboards' counts and mentors.mentee_count (kept by triggers in the same statement) all read the
 * active rows. Made by Connect or by joining the mentor's session (`connectAsParticipant`, in the join's batch);
 * ended by either side, which deletes the row.
 */

const ACTIVE = eq(mentorConnections.status, 'active');

/**
 * The statements that connect a session's participant with its host, for the join's batch, and tell the host: it
 * connects only when the user holds a seat at that moment (a refused join connects nobody), and an existing
 * connection is kept (and not announced again). A member
 * who may not show their profile yet (decision 021) joins without being connected: a connection shows their mentee
 * profile to the mentor.
 */
export function connectAsParticipant(db: Db, input: { userId: string; sessionId: number }) {
  const connect = db
    .insert(mentorConnections)
    .select(
      db
        .select(newConnection(sessionParticipants.userId, groupSessions.mentorId))
        .from(sessionParticipants)
        .innerJoin(groupSessions, eq(groupSessions.id, sessionParticipants.sessionId))
        .where(
          and(
            eq(sessionParticipants.sessionId, input.sessionId),
            eq(sessionParticipants.userId, input.userId),
            sharingAllowed(input.userId),
          ),
        ),
    )
    .onConflictDoUpdate(KEEP_ONE_ACTIVE);
  const host = sql`(select ${groupSessions.mentorId} from ${groupSessions} where ${groupSessions.id} = ${input.sessionId})`;
  return [connect, ...notifyMentorOfConnection(db, { menteeId: input.userId, mentorId: host })] as const;
}

/**
 * The same for the people a waiting-list promotion seats (decision 019), for the promotion's batch: every row that
 * batch marked `promoting` whose user now holds a seat is connected with the host, exactly as a join connects.
 */
export function connectPromotedParticipants(db: Db, input: { sessionId: number }) {
  return db
    .insert(mentorConnections)
    .select(
      db
        .select(newConnection(sessionWaitlist.userId, groupSessions.mentorId))
        .from(sessionWaitlist)
        .innerJoin(groupSessions, eq(groupSessions.id, sessionWaitlist.sessionId))
        .innerJoin(
          sessionParticipants,
          and(
            eq(sessionParticipants.sessionId, sessionWaitlist.sessionId),
            eq(sessionParticipants.userId, sessionWaitlist.userId),
          ),
        )
        .where(and(eq(sessionWaitlist.sessionId, input.sessionId), eq(sessionWaitlist.promoting, true))),
    )
    .onConflictDoUpdate(KEEP_ONE_ACTIVE);
}

/** New connection rows for an INSERT ... SELECT: every column in table order, as drizzle lists them. */
function newConnection(menteeId: SQL | SQLiteColumn, mentorId: SQL | SQLiteColumn) {
  return {
    id: sql<number>`null`.as('id'),
    menteeId: sql<string>`${menteeId}`.as('mentee_id'),
    mentorId: sql<number>`${mentorId}`.as('mentor_id'),
    status: sql<string>`'active'`.as('status'),
    createdAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as('created_at'),
  };
}

/** A pair that exists stays one row (UNIQUE (mentee_id, mentor_id)), made active again if it was not. */
const KEEP_ONE_ACTIVE = {
  target: [mentorConnections.menteeId, mentorConnections.mentorId],
  set: { status: 'active' as const },
  setWhere: ne(mentorConnections.status, 'active'),
};

/**
 * The connection as the Mentorship Space shows it: the mentor and their next scheduled session. Its fields have names
 * of their own (`namedFields`), so that it can be read in a write's batch: the connection's, the mentor's and the
 * session's `id` would share one key there.
 */
function selectConnections(db: Db, now: Date) {
  const nextSessionId = sql`(select gs.id from group_sessions gs
    where gs.mentor_id = ${mentorConnections.mentorId} and gs.status = 'scheduled' and gs.scheduled_at > ${now.toISOString()}
    order by gs.scheduled_at, gs.id limit 1)`;
  return db
    .select(
      namedFields({
        id: mentorConnections.id,
        status: mentorConnections.status,
        createdAt: mentorConnections.createdAt,
        mentorId: mentors.id,
        mentorName: mentors.name,
        mentorTitle: mentors.title,
        mentorProfileImage: mentors.profileImage,
        mentorMenteeCount: mentors.menteeCount,
        nextSessionId: groupSessions.id,
        nextSessionTitle: groupSessions.title,
        nextSessionAt: groupSessions.scheduledAt,
      }),
    )
    .from(mentorConnections)
    .innerJoin(mentors, eq(mentors.id, mentorConnections.mentorId))
    .leftJoin(groupSessions, eq(groupSessions.id, nextSessionId));
}

type ConnectionRow = Awaited<ReturnType<typeof selectConnections>>[number];

function toConnection(row: ConnectionRow): MentorConnection {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt,
    mentor: {
      id: row.mentorId,
      name: row.mentorName,
      title: row.mentorTitle,
      profileImage: row.mentorProfileImage || null,
      menteeCount: row.mentorMenteeCount,
    },
    nextSession:
      row.nextSessionId !== null && row.nextSessionTitle !== null && row.nextSessionAt !== null
        ? { id: row.nextSessionId, title: row.nextSessionTitle, scheduledAt: row.nextSessionAt }
        : null,
  };
}

/** `GET /api/mentor-connections`: the mentors the signed-in user is connected with, oldest connection first. */
export async function listMentorConnections(db: Db, menteeId: string, now: Date): Promise<MentorConnection[]> {
  const rows = await selectConnections(db, now)
    .where(and(eq(mentorConnections.menteeId, menteeId), ACTIVE))
    .orderBy(asc(mentorConnections.id));
  return rows.map(toConnection);
}

/**
 * The mentor is told of a connection, in the batch that makes it (Connect, or joining their session): once per
 * connection, whose id names the notice, and nobody when no active connection exists (a refused connect, a member
 * under 18 who joins without being connected). `mentorId` may be SQL, e.g. the mentor of the session joined.
 */
export function notifyMentorOfConnection(db: Db, input: { menteeId: string; mentorId: number | SQL }) {
  const connection = sql`(select ${mentorConnections.id} from ${mentorConnections}
    where ${mentorConnections.menteeId} = ${input.menteeId} and ${mentorConnections.mentorId} = ${input.mentorId})`;
  return fanOutNoticeStatements(db, {
    kind: NOTIFICATION_KINDS.menteeConnected,
    key: sql`${NOTIFICATION_KINDS.menteeConnected} || ':' || ${connection}`,
    text: sql`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${input.menteeId})
      || ' connected with you. You can see what they want to learn on your dashboard.'`,
    link: '/',
    recipients: sql`select ${mentors.userId} from ${mentors} join ${mentorConnections}
      on ${mentorConnections.mentorId} = ${mentors.id} and ${mentorConnections.menteeId} = ${input.menteeId}
      where ${mentors.id} = ${input.mentorId} and ${mentorConnections.status} = 'active'`,
  });
}

/**
 * `POST /api/mentor-connections`: connects the caller with an active mentor who is not themselves, in one
 * conditional INSERT (the UNIQUE (mentee_id, mentor_id) pair keeps one connection, so concurrent taps make one
 * row and the count moves once). Connecting again is idempotent (`created` false). The mentor is told in the same
 * batch, which also reads the connection to answer and, to say why when there is none, the mentor's owner: the
 * write costs one round trip.
 */
export async function connectMentor(
  db: Db,
  input: { menteeId: string; mentorId: number; now: Date },
): Promise<{ connection: MentorConnection; created: boolean }> {
  const [result, [row], [mentor]] = await db.batch([
    db
      .insert(mentorConnections)
      .select(
        db
          .select(newConnection(sql`${input.menteeId}`, mentors.id))
          .from(mentors)
          .where(and(eq(mentors.id, input.mentorId), eq(mentors.isActive, true), ne(mentors.userId, input.menteeId))),
      )
      .onConflictDoUpdate(KEEP_ONE_ACTIVE),
    selectConnections(db, input.now)
      .where(
        and(eq(mentorConnections.menteeId, input.menteeId), eq(mentorConnections.mentorId, input.mentorId), ACTIVE),
      )
      .limit(1),
    db.select({ userId: mentors.userId }).from(mentors).where(eq(mentors.id, input.mentorId)).limit(1),
    ...notifyMentorOfConnection(db, input),
  ]);
  // `changes` also counts the triggers' recount of mentee_count, so any change means a row went in or came back.
  if (row) return { connection: toConnection(row), created: result.meta.changes > 0 };
  if (mentor?.userId === input.menteeId) throw new HttpError(403, CONNECTION_MESSAGES.connectYourself);
  throw new HttpError(404, CONNECTION_MESSAGES.mentorNotFound);
}

/**
 * `DELETE /api/mentor-connections/{id}`: either side ends the connection (the row goes, and with it the mentor's
 * count). Anyone else's connection answers 404, as a missing one, so ids reveal nothing. The connection is read
 * first (beside the session check) for its mentor, whose count is then read in the DELETE's batch; the DELETE itself
 * still decides, so of two ends sent at once one answers 404.
 */
export async function endMentorConnection(
  db: Db,
  input: { userId: string; id: number },
): Promise<EndedMentorConnection> {
  const yours = and(
    eq(mentorConnections.id, input.id),
    sql`(${mentorConnections.menteeId} = ${input.userId}
      or ${mentorConnections.mentorId} in (select id from mentors where user_id = ${input.userId}))`,
  );
  const [connection] = await db
    .select({ mentorId: mentorConnections.mentorId })
    .from(mentorConnections)
    .where(yours)
    .limit(1);
  if (!connection) throw new HttpError(404, CONNECTION_MESSAGES.notFound);
  const [[ended], [mentor]] = await db.batch([
    db.delete(mentorConnections).where(yours).returning({ mentorId: mentorConnections.mentorId }),
    db.select({ menteeCount: mentors.menteeCount }).from(mentors).where(eq(mentors.id, connection.mentorId)).limit(1),
  ]);
  if (!ended) throw new HttpError(404, CONNECTION_MESSAGES.notFound);
  return { id: input.id, deleted: true, mentorId: ended.mentorId, menteeCount: mentor?.menteeCount ?? 0 };
}

/**
 * `GET /api/mentor-connections/mentees`: the people connected to the signed-in mentor, newest first (keyset on
 * the connection id), with what their mentee profile says they want. 403 for a member without a mentor profile.
 */
export async function listConnectedMentees(
  db: Db,
  input: { userId: string; limit: number; cursor?: string },
): Promise<ConnectedMenteePage> {
  const beforeId = input.cursor ? readCursor(input.cursor, IdCursorSchema)[0] : undefined;
  // The mentor's id as a subquery, read in the same batch as the page: one database round trip (a member's dashboard
  // renders with this list, decision 041).
  const mentorOfUser = () => db.select({ id: mentors.id }).from(mentors).where(eq(mentors.userId, input.userId));
  const mine = and(inArray(mentorConnections.mentorId, mentorOfUser()), ACTIVE);
  const [[mentor], rows, [total]] = await db.batch([
    mentorOfUser(),
    db
      .select({
        id: mentorConnections.id,
        createdAt: mentorConnections.createdAt,
        // Aliased: a batch maps rows by column name, and `id` is the connection's.
        menteeId: sql<string>`${users.id}`.as('mentee_id'),
        firstName: users.firstName,
        lastName: users.lastName,
        profileImage: users.profileImage,
        location: menteeProfiles.location,
        goals: menteeProfiles.goals,
      })
      .from(mentorConnections)
      .innerJoin(users, eq(users.id, mentorConnections.menteeId))
      .leftJoin(menteeProfiles, eq(menteeProfiles.userId, mentorConnections.menteeId))
      .where(beforeId === undefined ? mine : and(mine, lt(mentorConnections.id, beforeId)))
      .orderBy(desc(mentorConnections.id))
      .limit(input.limit + 1),
    db.select({ n: count() }).from(mentorConnections).where(mine),
  ]);
  if (!mentor) throw new HttpError(403, CONNECTION_MESSAGES.onlyMentors);
  const page = pageOf(
    rows,
    input.limit,
    (row): ConnectedMentee => ({
      id: row.id,
      createdAt: row.createdAt,
      mentee: {
        id: row.menteeId,
        firstName: row.firstName,
        lastName: row.lastName,
        profileImage: row.profileImage,
        location: row.location ?? '',
        goals: row.goals ?? '',
      },
    }),
    (row) => [row.id],
  );
  return { ...page, total: total?.n ?? 0 };
}
