import { SESSION_MESSAGES } from '../../schema/contract/sessions.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { connectAsParticipant } from '../mentors/connections.ts';
import { leaveWaitlistOnceSeated } from '../seats/take-seat.ts';
import { sessionSeating, takeSessionSeat } from './seating.ts';
import { writeThenReadSession, type SessionRow } from './session-view.ts';

/**
 * `POST /api/group-sessions/{id}/join`: the seat (`takeSessionSeat`), and in the same batch the connection with
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
      takeSessionSeat(db, input),
      ...connectAsParticipant(db, { userId: input.userId, sessionId: input.id }),
      leaveWaitlistOnceSeated(db, sessionSeating, { thingId: input.id, userId: input.userId, now: input.now }),
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
