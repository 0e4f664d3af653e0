import { SESSION_MESSAGES } from '../../schema/contract/sessions.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { connectAsParticipant } from '../mentors/connections.ts';
import { leaveWaitlistOnceSeated, leaveWaitlistStatement, queueStatement } from '../seats/take-seat.ts';
import { notHostedBy, sessionSeating, takeSessionSeat } from './seating.ts';
import { writeThenReadSession, type SessionRow } from './session-view.ts';

/**
 * What "Join waitlist" did: a free seat was there and is now the caller's, or the caller waits in line; and the
 * session as the caller now sees it.
 */
export type WaitlistOutcome = { kind: 'registered' | 'waitlisted'; created: boolean; session: SessionRow };

/**
 * `POST /api/group-sessions/{id}/waitlist` (decision 019). One batch: take a seat if one is free and nobody waits
 * ahead (the join's own statement, with its connection), else join the end of the line. The line's INSERT holds only
 * for a scheduled session that has not started, not hosted by the caller, and a caller without a seat, so a user is
 * never both seated and waiting; UNIQUE (session_id, user_id) keeps one place per user. Last in the batch, the session
 * as the caller then sees it, which also says why nothing was inserted. Idempotent: joining again answers the place
 * the caller already has.
 */
export async function joinSessionWaitlist(
  db: Db,
  input: { userId: string; id: number; now: Date },
): Promise<WaitlistOutcome> {
  const mine = { thingId: input.id, userId: input.userId, now: input.now };
  const {
    results: [seat, queued],
    session,
  } = await writeThenReadSession(
    { db, viewer: { id: input.userId } },
    [
      takeSessionSeat(db, input),
      queueStatement(db, sessionSeating, { ...mine, also: notHostedBy(input.userId) }),
      ...connectAsParticipant(db, { userId: input.userId, sessionId: input.id }),
      leaveWaitlistOnceSeated(db, sessionSeating, mine),
    ],
    input.id,
  );
  if (seat.meta.changes === 1) return { kind: 'registered', created: true, session };
  if (queued.meta.changes === 1) return { kind: 'waitlisted', created: true, session };
  if (session.viewerJoinedAt !== null) return { kind: 'registered', created: false, session };
  if (session.viewerWaitlistPosition !== null) return { kind: 'waitlisted', created: false, session };
  if (session.mentorUserId === input.userId) throw new HttpError(403, SESSION_MESSAGES.ownSessionWaitlist);
  if (session.status === 'cancelled') throw new HttpError(409, SESSION_MESSAGES.cancelled);
  throw new HttpError(409, SESSION_MESSAGES.waitlistClosed);
}

/** `DELETE /api/group-sessions/{id}/waitlist`: the caller leaves the line (idempotent: not waiting is fine). */
export async function leaveSessionWaitlist(db: Db, input: { userId: string; id: number }): Promise<SessionRow> {
  const left = await writeThenReadSession(
    { db, viewer: { id: input.userId } },
    [leaveWaitlistStatement(db, sessionSeating, { thingId: input.id, userId: input.userId })],
    input.id,
  );
  return left.session;
}
