import { sql, type SQL } from 'drizzle-orm';
import * as z from 'zod';
import {
  COACHING_CALL_MESSAGES,
  FREE_CANCEL_HOURS,
  MEETING_LINK_OPENS_MINUTES,
  type ActionStep,
  type CoachingCall,
  type CoachingCallPage,
  type CoachingCallSide,
  type CoachingCallStatus,
} from '../../../schema/contract/coaching-calls.ts';
import { meetingLinkForCode } from '../../../schema/contract/sessions-rules.ts';
import { rawBatch, type Db } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../db/keyset.ts';
import { HttpError } from '../../http/errors.ts';
import { sastIso } from './slots.ts';

/*
 * How a call reads to either of its two people: the SQL that selects calls with everything their answer shows, and the
 * mapping to `CoachingCall` (what the caller may do now follows from the status, the clock and their side).
 */

type Row = Record<string, unknown>;

/** The caller is one of the call's two people: its subscriber, or the user behind its coach's mentor profile. */
export const partyOf = (userId: string) =>
  sql`(cc.mentee_id = ${userId} OR cc.mentor_id IN (SELECT id FROM mentors WHERE user_id = ${userId}))`;

/** Calls matching `where` (over `cc`, the call), with their people, link and action plan; `tail` orders and limits. */
export function callsQuery(where: SQL, tail: SQL = sql``): SQL {
  return sql`SELECT cc.id AS id, cc.connection_id AS connectionId, cc.mentee_id AS menteeId, cc.mentor_id AS mentorId,
      cc.starts_at AS startsAt, cc.ends_at AS endsAt, cc.status AS status, cc.cancelled_by AS cancelledBy,
      cc.cancelled_late AS cancelledLate, cc.no_show_by AS noShowBy, cc.counts AS counts, cc.video_code AS videoCode,
      m.name AS coachName, m.profile_image AS coachImage,
      trim(u.first_name || ' ' || u.last_name) AS subscriberName, u.profile_image AS subscriberImage,
      a.meeting_link AS coachLink, ap.summary AS planSummary, ap.links AS planLinks, ap.created_at AS planWrittenAt
    FROM coaching_calls cc
    JOIN mentors m ON m.id = cc.mentor_id
    JOIN users u ON u.id = cc.mentee_id
    LEFT JOIN coach_availability a ON a.mentor_id = cc.mentor_id
    LEFT JOIN coaching_action_plans ap ON ap.call_id = cc.id
    WHERE ${where} ${tail}`;
}

/** The next steps of the calls `callIds` (SQL answering call ids) names, in each plan's order. */
export function stepsQuery(callIds: SQL): SQL {
  return sql`SELECT id, call_id AS callId, text, due_date AS dueDate, done_at AS doneAt FROM coaching_action_steps
    WHERE call_id IN (${callIds}) ORDER BY call_id, position`;
}

export function toStep(row: Row): ActionStep {
  return {
    id: Number(row.id),
    text: String(row.text),
    dueDate: (row.dueDate as string | null) ?? null,
    done: row.doneAt !== null,
  };
}

const HOUR_MS = 3_600_000;

export function toCall(row: Row, steps: Row[], { userId, now }: { userId: string; now: Date }): CoachingCall {
  const start = Date.parse(String(row.startsAt));
  const status = row.status as CoachingCallStatus;
  const booked = status === 'booked';
  const myRole: CoachingCallSide = row.menteeId === userId ? 'subscriber' : 'coach';
  const subscriber = myRole === 'subscriber';
  const opensAt = start - MEETING_LINK_OPENS_MINUTES * 60_000;
  const beforeFreeCancel = start - now.getTime() >= FREE_CANCEL_HOURS * HOUR_MS;
  return {
    id: Number(row.id),
    connectionId: Number(row.connectionId),
    myRole,
    coach: {
      mentorId: Number(row.mentorId),
      name: String(row.coachName),
      profileImage: (row.coachImage as string | null) ?? null,
    },
    subscriber: {
      id: String(row.menteeId),
      name: String(row.subscriberName),
      profileImage: (row.subscriberImage as string | null) ?? null,
    },
    startsAt: sastIso(start),
    endsAt: sastIso(Date.parse(String(row.endsAt))),
    durationMinutes: Math.round((Date.parse(String(row.endsAt)) - start) / 60_000),
    status,
    cancelledBy: (row.cancelledBy as CoachingCallSide | null) ?? null,
    cancelledLate: Boolean(row.cancelledLate),
    noShowBy: (row.noShowBy as CoachingCallSide | null) ?? null,
    counts: Boolean(row.counts),
    meetingLink:
      booked && now.getTime() >= opensAt
        ? ((row.coachLink as string | null) ?? meetingLinkForCode(String(row.videoCode)))
        : null,
    meetingLinkOpensAt: sastIso(opensAt),
    canReschedule: booked && subscriber && beforeFreeCancel,
    canCancel: booked && (!subscriber || now.getTime() < start),
    cancelForfeits: booked && subscriber && !beforeFreeCancel && now.getTime() < start,
    canComplete: booked && !subscriber && now.getTime() >= start,
    actionPlan:
      row.planSummary === null || row.planSummary === undefined
        ? null
        : {
            summary: String(row.planSummary),
            links: JSON.parse(String(row.planLinks)) as string[],
            writtenAt: String(row.planWrittenAt),
            steps: steps.filter((step) => step.callId === row.id).map(toStep),
          },
  };
}

/** The one call `rows` holds (with its steps), or 404: the caller is not one of its people, or it does not exist. */
export function oneCall(rows: Row[], steps: Row[], who: { userId: string; now: Date }): CoachingCall {
  const [row] = rows;
  if (!row) throw new HttpError(404, COACHING_CALL_MESSAGES.callNotFound);
  return toCall(row, steps, who);
}

/** The statements that read one call of the caller's and its steps, for a batch. */
export function callReadQueries(where: SQL, userId: string): [SQL, SQL] {
  const match = sql`${where} AND ${partyOf(userId)}`;
  return [callsQuery(match), stepsQuery(sql`SELECT cc.id FROM coaching_calls cc WHERE ${match}`)];
}

/** One call of the caller's (404 for anyone but its two people). */
export async function getCall({
  db,
  userId,
  callId,
  now,
}: {
  db: Db;
  userId: string;
  callId: number;
  now: Date;
}): Promise<CoachingCall> {
  const [rows, steps] = await rawBatch(db, callReadQueries(sql`cc.id = ${callId}`, userId));
  return oneCall(rows!, steps!, { userId, now });
}

/**
 * A page of the caller's calls: still-booked calls first, earliest first (the next call leads, and a coach sees the
 * calls that wait for their outcome), then the others, latest first. The cursor names the phase and the last call's
 * start and id; a page that ends the booked phase is topped up from the other one in the same round trip.
 */
const CursorSchema = z.tuple([z.enum(['booked', 'ended']), z.string().max(40), z.number().int().positive()]);

export async function listCalls({
  db,
  userId,
  cursor,
  limit,
  now,
}: {
  db: Db;
  userId: string;
  cursor?: string;
  limit: number;
  now: Date;
}): Promise<CoachingCallPage> {
  const after = cursor === undefined ? null : decodeCursor(cursor, CursorSchema);
  if (cursor !== undefined && !after) throw new HttpError(400, 'That page cursor is not valid.');
  const mine = partyOf(userId);
  const take = sql`LIMIT ${limit + 1}`;
  const bookedWhere =
    after?.[0] === 'booked'
      ? sql`${mine} AND cc.status = 'booked' AND (cc.starts_at, cc.id) > (${after[1]}, ${after[2]})`
      : sql`${mine} AND cc.status = 'booked'`;
  const endedWhere =
    after?.[0] === 'ended'
      ? sql`${mine} AND cc.status <> 'booked' AND (cc.starts_at, cc.id) < (${after[1]}, ${after[2]})`
      : sql`${mine} AND cc.status <> 'booked'`;
  const bookedPage = sql`ORDER BY cc.starts_at, cc.id ${take}`;
  const endedPage = sql`ORDER BY cc.starts_at DESC, cc.id DESC ${take}`;
  const queries =
    after?.[0] === 'ended'
      ? [callsQuery(endedWhere, endedPage)]
      : [callsQuery(bookedWhere, bookedPage), callsQuery(endedWhere, endedPage)];
  const ids = queries.map((query) => sql`SELECT id FROM (${query})`);
  const answers = await rawBatch(db, [...queries, stepsQuery(sql.join(ids, sql` UNION ALL `))]);
  const steps = answers.pop()!;
  const phases = after?.[0] === 'ended' ? (['ended'] as const) : (['booked', 'ended'] as const);
  const rows = answers.flatMap((phaseRows, i) => phaseRows.map((row) => ({ row, phase: phases[i]! })));
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ row }) => toCall(row, steps, { userId, now })),
    nextCursor:
      rows.length > limit && last ? encodeCursor([last.phase, String(last.row.startsAt), Number(last.row.id)]) : null,
  };
}
