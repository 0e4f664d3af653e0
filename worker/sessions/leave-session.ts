import { and, eq } from 'drizzle-orm';
import { SESSION_MESSAGES } from '../../schema/contract/sessions.ts';
import { sessionParticipants } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { foundSession, sessionQuery, writeThenReadSession, type SessionRow } from './session-view.ts';
import { promoteFromSessionWaitlist } from './waitlist-promotion.ts';

/**
 * `DELETE /api/group-sessions/{id}/join` (and a reminder's "can't make it"): frees the caller's seat, and in the same
 * batch gives it to the first person waiting (decision 019). Idempotent (not registered is fine), but once a
 * session has started its participant list is history and stays as it is. Answers the session as the caller then
 * sees it: read first, and again last in the batch. `seatId`, when given, frees only that registration (a reminder's
 * link is for the seat it was issued for, not a later one).
 */
export async function leaveSession(
  db: Db,
  input: { userId: string; id: number; now: Date; seatId?: number },
): Promise<SessionRow> {
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
        .where(
          and(
            eq(sessionParticipants.sessionId, input.id),
            eq(sessionParticipants.userId, input.userId),
            input.seatId === undefined ? undefined : eq(sessionParticipants.id, input.seatId),
          ),
        ),
      ...promoteFromSessionWaitlist(db, { session, now: input.now }),
    ],
    input.id,
  );
  return left.session;
}
