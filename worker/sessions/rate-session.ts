import { effectiveSessionStatus, SESSION_MESSAGES, type SessionRating } from '../../schema/contract/sessions.ts';
import { sessionRatings } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { foundSession, sessionQuery } from './session-view.ts';

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
