import { and, asc, eq, exists, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { SESSION_MESSAGES, SESSION_PROMOTED_NOTICE_KIND } from '../../schema/contract/sessions.ts';
import { formatSastDateTime, groupSessionPagePath } from '../../schema/contract/share.ts';
import { groupSessions, sessionParticipants, sessionWaitlist, users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { connectPromotedParticipants } from '../mentors/connections.ts';
import { fanOutNoticeStatements } from '../outbox/outbox.ts';

/*
 * Promotion from a session's waiting list (decision 019). Every statement that can free a seat (leaving, a higher
 * capacity, the cron's sweep) puts these statements after it in ONE D1 batch, which D1 runs as a transaction: the
 * seat is freed and given to the first person waiting together, so no other request ever sees it free, capacity
 * holds, and nobody waiting is passed over.
 */

/** The waiting row's table-qualified columns, for subqueries of a single-table UPDATE or DELETE. */
const WAITING_SESSION_ID = sql.raw('"session_waitlist"."session_id"');
const WAITING_USER_ID = sql.raw('"session_waitlist"."user_id"');

/** A waiting row `w` whose user holds a seat of that session (stale: they got in some other way). */
const seated = (w: string) =>
  sql.raw(`exists (select 1 from session_participants sp where sp.session_id = ${w}.session_id
    and sp.user_id = ${w}.user_id)`);

/** The session in the words of its notices: what it is called and when it starts. */
export type PromotingSession = { id: number; title: string; scheduledAt: string };

/**
 * The statements that give a session's free seats to the people waiting, first come first served, for the batch
 * of the change that freed them. Safe to add to any batch: with no free seat, or nobody waiting, they change
 * nothing.
 *
 * 1. mark: as many waiting rows as there are free seats, in queue order (a row's rank is the count of rows ahead of
 *    it), only while the session is scheduled and has not started;
 * 2. seat them, connect each with the host (decision 014, as a join does) and tell each (in-app notice);
 * 3. clear: the marked rows leave the list, and so does anyone who holds a seat anyway.
 */
export function promoteFromSessionWaitlist(db: Db, input: { session: PromotingSession; now: Date }) {
  const { session } = input;
  const nowIso = input.now.toISOString();
  const marked = and(eq(sessionWaitlist.sessionId, session.id), eq(sessionWaitlist.promoting, true));
  return [
    db
      .update(sessionWaitlist)
      .set({ promoting: true })
      .where(
        sql`${sessionWaitlist.id} in (
          select w.id from session_waitlist w join group_sessions s on s.id = w.session_id
          where w.session_id = ${session.id} and s.status = 'scheduled' and s.scheduled_at > ${nowIso}
            and not ${seated('w')}
            and (select count(*) from session_waitlist ahead
                  where ahead.session_id = w.session_id and ahead.id < w.id and not ${seated('ahead')})
              < s.max_participants - (select count(*) from session_participants sp where sp.session_id = s.id))`,
      ),
    // drizzle lists every column in table order, so the select does too; queue order gives the seats' order.
    db
      .insert(sessionParticipants)
      .select(
        db
          .select({
            id: sql<number>`null`.as('id'),
            sessionId: sessionWaitlist.sessionId,
            userId: sessionWaitlist.userId,
            joinedAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as('joined_at'),
          })
          .from(sessionWaitlist)
          .where(marked)
          .orderBy(asc(sessionWaitlist.id)),
      )
      .onConflictDoNothing({ target: [sessionParticipants.sessionId, sessionParticipants.userId] }),
    connectPromotedParticipants(db, { sessionId: session.id }),
    ...notifyPromotedFromSessionWaitlist(db, session),
    db.delete(sessionWaitlist).where(
      and(
        eq(sessionWaitlist.sessionId, session.id),
        or(
          eq(sessionWaitlist.promoting, true),
          sql`exists (select 1 from session_participants sp
            where sp.session_id = ${WAITING_SESSION_ID} and sp.user_id = ${WAITING_USER_ID})`,
        ),
      ),
    ),
  ] as const;
}

/**
 * The notice, on their channels, for each person the batch gave a seat: "A seat opened up ... you're registered."
 * Its key names the waiting row, so a person promoted again later (after leaving and queueing anew) is told again.
 */
function notifyPromotedFromSessionWaitlist(db: Db, session: PromotingSession) {
  const promoted = sql`from ${sessionWaitlist} w join ${sessionParticipants} sp
    on sp.session_id = w.session_id and sp.user_id = w.user_id
    where w.session_id = ${session.id} and w.promoting = 1`;
  return fanOutNoticeStatements(db, {
    kind: SESSION_PROMOTED_NOTICE_KIND,
    key: sql`${SESSION_PROMOTED_NOTICE_KIND} || ':' || (select w.id ${promoted} and w.user_id = ${users.id})`,
    text: SESSION_MESSAGES.promotedNotice(session.title, formatSastDateTime(session.scheduledAt)),
    link: groupSessionPagePath(session.id),
    recipients: sql`select w.user_id ${promoted}`,
  });
}

/**
 * The condition of every other way into a seat (join, the waiting list's own join): nobody is waiting ahead of the
 * caller. A seat is never free while people wait except for a moment the sweep repairs (an account deleted by a
 * cascade), and in that moment it goes to the first of them, not to a newcomer. `sessionId` is the outer query's
 * session id column.
 */
export const nobodyWaitingAhead = (sessionId: SQL | SQLiteColumn, userId: string) =>
  sql`not exists (select 1 from session_waitlist w where w.session_id = ${sessionId}
    and w.id < coalesce((select mine.id from session_waitlist mine
      where mine.session_id = ${sessionId} and mine.user_id = ${userId}), 9223372036854775807))`;

/** The caller's own waiting row once they hold a seat (they got in directly): one list or the other, never both. */
export function leaveWaitlistOnceSeated(db: Db, input: { sessionId: number; userId: string }) {
  return db.delete(sessionWaitlist).where(
    and(
      eq(sessionWaitlist.sessionId, input.sessionId),
      eq(sessionWaitlist.userId, input.userId),
      sql`exists (select 1 from session_participants sp
          where sp.session_id = ${WAITING_SESSION_ID} and sp.user_id = ${WAITING_USER_ID})`,
    ),
  );
}

/**
 * The frequent cron's safety net: sessions with a free seat while people wait (a participant's account was deleted,
 * which frees the seat by a cascade no service sees) get the promotion batch, one session at a time. Also closes the
 * lists of sessions that can no longer be joined: nobody waits for a seat that will never come.
 */
export async function promoteIntoFreeSessionSeats(db: Db, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const open = and(eq(groupSessions.status, 'scheduled'), gt(groupSessions.scheduledAt, nowIso));
  const waiting = db
    .select({ one: sql`1` })
    .from(sessionWaitlist)
    .where(eq(sessionWaitlist.sessionId, groupSessions.id));
  const sessions = await db
    .select({ id: groupSessions.id, title: groupSessions.title, scheduledAt: groupSessions.scheduledAt })
    .from(groupSessions)
    .where(
      and(
        open,
        exists(waiting),
        lt(
          sql`(select count(*) from session_participants sp where sp.session_id = ${groupSessions.id})`,
          groupSessions.maxParticipants,
        ),
      ),
    );
  for (const session of sessions) await db.batch([...promoteFromSessionWaitlist(db, { session, now })]);
  await db.delete(sessionWaitlist).where(
    sql`not exists (select 1 from group_sessions s where s.id = ${WAITING_SESSION_ID}
        and s.status = 'scheduled' and s.scheduled_at > ${nowIso})`,
  );
  return sessions.length;
}
