import { sql } from 'drizzle-orm';
import { SESSION_PROMOTED_NOTICE_KIND } from '../../schema/contract/sessions.ts';
import { sessionPromotedText } from '../outbox/notice-texts.ts';
import { formatSastDateTime, groupSessionPagePath } from '../../schema/contract/share.ts';
import { groupSessions, users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { connectPromotedParticipants } from '../mentors/connections.ts';
import { fanOutNoticeStatements } from '../outbox/outbox.ts';
import { closeWaitlistsOfClosed, needsPromotion, promotedPeople, promoteFromWaitlist } from '../seats/promotion.ts';
import { sessionSeating } from './seating.ts';

/** The session in the words of its notices: what it is called and when it starts. */
export type PromotingSession = { id: number; title: string; scheduledAt: string };

/**
 * The statements that give a session's free seats to the people waiting (decision 019, worker/seats/promotion.ts),
 * for the batch of the change that freed them: each person seated is connected with the host (decision 014, as a
 * join does) and told (in-app notice: "A seat opened up ... you're registered").
 */
export function promoteFromSessionWaitlist(db: Db, input: { session: PromotingSession; now: Date }) {
  const { session, now } = input;
  const promoted = promotedPeople(sessionSeating, { thingId: session.id, now });
  return promoteFromWaitlist(db, sessionSeating, {
    thingId: session.id,
    now,
    announce: [
      connectPromotedParticipants(db, { sessionId: session.id }),
      ...fanOutNoticeStatements(db, {
        kind: SESSION_PROMOTED_NOTICE_KIND,
        key: sql`${SESSION_PROMOTED_NOTICE_KIND} || ':' || ${promoted.waitingRowOf(users.id)}`,
        text: sessionPromotedText(session.title, formatSastDateTime(session.scheduledAt)),
        link: groupSessionPagePath(session.id),
        recipients: promoted.recipients,
      }),
    ],
  });
}

/**
 * The frequent cron's safety net: sessions with a free seat while people wait (a participant's account was deleted,
 * which frees the seat by a cascade no service sees) get the promotion batch, one session at a time. Also closes the
 * lists of sessions that can no longer be joined.
 */
export async function promoteIntoFreeSessionSeats(db: Db, now: Date): Promise<number> {
  const sessions = await db
    .select({ id: groupSessions.id, title: groupSessions.title, scheduledAt: groupSessions.scheduledAt })
    .from(groupSessions)
    .where(needsPromotion(sessionSeating, now.toISOString()));
  for (const session of sessions) await db.batch([...promoteFromSessionWaitlist(db, { session, now })]);
  await closeWaitlistsOfClosed(db, sessionSeating, now);
  return sessions.length;
}
