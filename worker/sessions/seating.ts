import { and, eq, gt, sql } from 'drizzle-orm';
import { groupSessions, sessionParticipants, sessionWaitlist } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { defineSeating } from '../seats/seating.ts';
import { takeSeatStatement } from '../seats/take-seat.ts';

/** A group session's seats (worker/seats): its participants and its waiting list; a session is free, so no holds. */
export const sessionSeating = defineSeating({
  capacity: groupSessions.maxParticipants,
  seats: sessionParticipants.sessionId,
  waitlist: sessionWaitlist.sessionId,
  open: (nowIso) => and(eq(groupSessions.status, 'scheduled'), gt(groupSessions.scheduledAt, nowIso))!,
});

/** The session's host, who never takes a seat or waits for one. */
export const notHostedBy = (userId: string) =>
  sql`exists (select 1 from mentors m where m.id = ${groupSessions.mentorId} and m.user_id <> ${userId})`;

/**
 * The one conditional INSERT that takes a seat (decision 007): only when the session is scheduled, starts in the
 * future, is not hosted by the caller, has a free seat and nobody waits ahead of the caller (decision 019).
 */
export function takeSessionSeat(db: Db, input: { userId: string; id: number; now: Date }) {
  return takeSeatStatement(db, sessionSeating, {
    thingId: input.id,
    userId: input.userId,
    now: input.now,
    also: notHostedBy(input.userId),
  });
}
