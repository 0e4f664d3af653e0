import { and, eq } from 'drizzle-orm';
import { sessionParticipants } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { readCantMakeItToken, type SeatToken } from '../outbox/cant-make-it-link.ts';
import { findSessionWithHost } from './manage-sessions.ts';

type SessionWithHost = Awaited<ReturnType<typeof findSessionWithHost>>;

/** The seat a reminder's "can't make it" link names, or why it cannot be given up (each answered by its own page). */
export type SeatToGiveUp =
  | { kind: 'held'; seat: SeatToken & { userId: string }; session: SessionWithHost }
  | { kind: 'invalid' | 'expired' | 'session-not-found' }
  | { kind: 'cancelled' | 'not-registered'; session: SessionWithHost };

/**
 * Reads the link's signed token (`secret` is REMINDER_LINK_KEY; without it no link is valid), then the session and
 * whether the registration the link was issued for still exists (not given up since, even if the member joined
 * again). Reads only: giving the seat up is `leaveSession`, after the member confirms.
 */
export async function findSeatToGiveUp(
  db: Db,
  input: { secret: string | null; token: string; now: Date },
): Promise<SeatToGiveUp> {
  const seat = input.secret ? await readCantMakeItToken(input.secret, input.token, input.now) : 'invalid';
  if (seat === 'invalid' || seat === 'expired') return { kind: seat };
  let session: SessionWithHost;
  try {
    session = await findSessionWithHost(db, seat.sessionId);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    return { kind: 'session-not-found' };
  }
  if (session.status === 'cancelled') return { kind: 'cancelled', session };
  const [held] = await db
    .select({ userId: sessionParticipants.userId })
    .from(sessionParticipants)
    .where(and(eq(sessionParticipants.id, seat.seatId), eq(sessionParticipants.sessionId, seat.sessionId)))
    .limit(1);
  return held ? { kind: 'held', seat: { ...seat, userId: held.userId }, session } : { kind: 'not-registered', session };
}
