import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { effectiveSessionStatus, SESSION_MESSAGES, type SessionRating } from '../../schema/contract/sessions.ts';
import { groupSessions, mentors, sessionParticipants, sessionRatings } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { connectAsParticipant } from '../mentors/connections.ts';
import { foundSession, SESSION_ID, sessionQuery, writeThenReadSession, type SessionRow } from './session-view.ts';
import { leaveWaitlistOnceSeated, nobodyWaitingAhead, promoteFromSessionWaitlist } from './waitlist-promotion.ts';

/**
 * The one conditional INSERT that takes a seat, which D1 runs atomically: only when the session is scheduled,
 * starts in the future, is not hosted by the caller, has fewer participants than its maximum and nobody waits
 * ahead of the caller (decision 019); the UNIQUE (session_id, user_id) index keeps one seat per user.
 */
export function takeSeatStatement(db: Db, input: { userId: string; id: number; now: Date }) {
  const nowIso = input.now.toISOString();
  // Built with the query builder, not `db.run(sql)`, which drizzle cannot put in a D1 batch. Its INSERT ... SELECT
  // lists every column in table order, so the select does too.
  return db
    .insert(sessionParticipants)
    .select(
      db
        .select({
          id: sql<number>`null`.as('id'),
          sessionId: groupSessions.id,
          userId: sql<string>`${input.userId}`.as('user_id'),
          joinedAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as('joined_at'),
        })
        .from(groupSessions)
        .innerJoin(mentors, eq(mentors.id, groupSessions.mentorId))
        .where(
          and(
            eq(groupSessions.id, input.id),
            eq(groupSessions.status, 'scheduled'),
            gt(groupSessions.scheduledAt, nowIso),
            ne(mentors.userId, input.userId),
            sql`(select count(*) from session_participants sp where sp.session_id = ${SESSION_ID}) < ${groupSessions.maxParticipants}`,
            nobodyWaitingAhead(groupSessions.id, input.userId),
          ),
        ),
    )
    .onConflictDoNothing({ target: [sessionParticipants.sessionId, sessionParticipants.userId] });
}

/**
 * `POST /api/group-sessions/{id}/join`: the seat (`takeSeatStatement`), and in the same batch the connection with
 * the host (decision 014), so a seat and its connection exist together or not at all, the caller's place on the
 * waiting list if they had one, and last the session as the caller now sees it. When nothing was inserted, that
 * session says why.
 *
 * Joining twice is idempotent: `created` is false and the caller is simply registered (the screens show
 * "You're registered"), so a double tap never shows an error.
 */
export async function joinSession(
  db: Db,
  input: { userId: string; id: number; now: Date },
): Promise<{ created: boolean; session: SessionRow }> {
  const {
    results: [seat],
    session,
  } = await writeThenReadSession(
    { db, viewer: { id: input.userId } },
    [
      takeSeatStatement(db, input),
      ...connectAsParticipant(db, { userId: input.userId, sessionId: input.id }),
      leaveWaitlistOnceSeated(db, { sessionId: input.id, userId: input.userId }),
    ],
    input.id,
  );
  if (seat.meta.changes === 1) return { created: true, session };
  if (session.viewerJoinedAt !== null) return { created: false, session };
  if (session.mentorUserId === input.userId) throw new HttpError(403, SESSION_MESSAGES.ownSession);
  if (session.status === 'cancelled') throw new HttpError(409, SESSION_MESSAGES.cancelled);
  if (session.status !== 'scheduled' || session.scheduledAt <= input.now.toISOString()) {
    throw new HttpError(409, SESSION_MESSAGES.alreadyStarted);
  }
  throw new HttpError(409, SESSION_MESSAGES.full);
}

/**
 * `DELETE /api/group-sessions/{id}/join` (and a reminder's "can't make it"): frees the caller's seat, and in the same
 * batch gives it to the first person waiting (decision 019). Idempotent (not registered is fine), but once a
 * session has started its participant list is history and stays as it is. Answers the session as the caller then
 * sees it: read first, and again last in the batch.
 */
export async function leaveSession(db: Db, input: { userId: string; id: number; now: Date }): Promise<SessionRow> {
  const caller = { db, viewer: { id: input.userId } };
  const session = foundSession(await sessionQuery(caller, input.id));
  if (session.viewerJoinedAt === null) return session;
  if (session.status === 'scheduled' && session.scheduledAt <= input.now.toISOString()) {
    throw new HttpError(409, SESSION_MESSAGES.leaveStarted);
  }
  const left = await writeThenReadSession(
    caller,
    [
      db
        .delete(sessionParticipants)
        .where(and(eq(sessionParticipants.sessionId, input.id), eq(sessionParticipants.userId, input.userId))),
      ...promoteFromSessionWaitlist(db, { session, now: input.now }),
    ],
    input.id,
  );
  return left.session;
}

/**
 * `POST /api/group-sessions/{id}/rating`: a participant rates a session once it has ended, exactly once
 * (UNIQUE (session_id, user_id); a second try answers 409).
 */
export async function rateSession(
  db: Db,
  input: { userId: string; id: number; rating: number; comment: string | null; now: Date },
): Promise<SessionRating> {
  const session = foundSession(await sessionQuery({ db, viewer: { id: input.userId } }, input.id));
  if (session.viewerJoinedAt === null) {
    throw new HttpError(403, SESSION_MESSAGES.ratingParticipantsOnly);
  }
  if (effectiveSessionStatus(session.status, session.scheduledAt, session.durationMinutes, input.now) !== 'completed') {
    throw new HttpError(
      409,
      session.status === 'cancelled' ? SESSION_MESSAGES.cancelled : SESSION_MESSAGES.ratingNotEnded,
    );
  }
  const [created] = await db
    .insert(sessionRatings)
    .values({ sessionId: input.id, userId: input.userId, rating: input.rating, comment: input.comment })
    .onConflictDoNothing({ target: [sessionRatings.sessionId, sessionRatings.userId] })
    .returning();
  if (!created) throw new HttpError(409, SESSION_MESSAGES.ratingTwice);
  return {
    sessionId: created.sessionId,
    rating: created.rating,
    comment: created.comment,
    createdAt: created.createdAt,
  };
}

/** The daily cron: sessions that have ended are stored as completed (reads already show them so). */
export async function completeEndedSessions(db: Db, now: Date): Promise<number> {
  const result = await db
    .update(groupSessions)
    .set({ status: 'completed' })
    .where(
      and(
        eq(groupSessions.status, 'scheduled'),
        sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${groupSessions.scheduledAt}, '+' || ${groupSessions.durationMinutes} || ' minutes') <= ${now.toISOString()}`,
      ),
    );
  return result.meta.changes;
}
