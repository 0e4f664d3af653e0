import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { groupSessionCalendarPath } from '../../schema/contract/calendar.ts';
import {
  effectiveSessionStatus,
  sessionEndsAt,
  SESSION_MESSAGES,
  type GroupSession,
  type SessionCategory,
} from '../../schema/contract/sessions.ts';
import { sessionPublicPath, whatsAppShareUrl } from '../../schema/contract/share.ts';
import type { BatchItem } from 'drizzle-orm/batch';
import { groupSessions, mentors } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { writeThenRead } from '../db/write-then-read.ts';
import { namedFields, readTogether } from '../db/read-together.ts';
import { pageTimeline, phaseRows, TimelineCursorSchema } from '../db/timeline.ts';
import { readCursor } from '../http/cursor.ts';
import { ownMentorId } from '../mentors/mentor-view.ts';
import { HttpError } from '../http/errors.ts';
import { waitlistCount, waitlistPosition } from '../seats/seating.ts';
import type { ViewContext } from '../view-context.ts';
import { sessionSeating } from './seating.ts';

/**
 * The outer row's id inside correlated subqueries, always table-qualified: drizzle leaves columns unqualified in
 * single-table queries and UPDATEs, where a bare "id" would bind to the subquery's own table.
 */
export const SESSION_ID = sql.raw('"group_sessions"."id"');

/** Participants are counted, never stored: the UNIQUE (session_id, user_id) index makes this an index scan. */
export const participantCount = sql<number>`(select count(*) from session_participants sp where sp.session_id = ${SESSION_ID})`;

function sessionFields(viewerId: string | null) {
  const viewerJoinedAt = viewerId
    ? sql<
        string | null
      >`(select sp.joined_at from session_participants sp where sp.session_id = ${SESSION_ID} and sp.user_id = ${viewerId})`
    : sql<string | null>`null`;
  const viewerRating = viewerId
    ? sql<
        number | null
      >`(select r.rating from session_ratings r where r.session_id = ${SESSION_ID} and r.user_id = ${viewerId})`
    : sql<number | null>`null`;
  const viewerWaitlistPosition = viewerId
    ? waitlistPosition(sessionSeating, SESSION_ID, viewerId)
    : sql<number | null>`null`;
  // Named: a session list is read in a batch (its phases, the dashboard's reads), where columns are told apart by name.
  return namedFields({
    id: groupSessions.id,
    mentorId: groupSessions.mentorId,
    title: groupSessions.title,
    description: groupSessions.description,
    scheduledAt: groupSessions.scheduledAt,
    durationMinutes: groupSessions.durationMinutes,
    maxParticipants: groupSessions.maxParticipants,
    meetingLink: groupSessions.meetingLink,
    status: groupSessions.status,
    location: groupSessions.location,
    category: groupSessions.category,
    createdAt: groupSessions.createdAt,
    mentorName: mentors.name,
    mentorTitle: mentors.title,
    mentorImage: mentors.profileImage,
    mentorUserId: mentors.userId,
    currentParticipants: participantCount.mapWith(Number),
    viewerJoinedAt,
    viewerRating,
    waitlistCount: waitlistCount(sessionSeating, SESSION_ID).mapWith(Number),
    viewerWaitlistPosition,
    ratingAverage: sql<
      number | null
    >`(select round(avg(r.rating), 1) from session_ratings r where r.session_id = ${SESSION_ID})`,
    ratingCount: sql<number>`(select count(*) from session_ratings r where r.session_id = ${SESSION_ID})`.mapWith(
      Number,
    ),
  });
}

export type SessionRow = Awaited<ReturnType<typeof selectSessions>>[number];

/** Whose view of sessions a query reads (their seat, rating and place in line), through which database. */
export type SessionViewer = { db: Db; viewer: { id: string } | null };

export function selectSessions(ctx: SessionViewer, where: SQL | undefined) {
  return ctx.db
    .select(sessionFields(ctx.viewer?.id ?? null))
    .from(groupSessions)
    .innerJoin(mentors, eq(mentors.id, groupSessions.mentorId))
    .where(where);
}

export function toGroupSession(row: SessionRow, ctx: ViewContext): GroupSession {
  const isHost = ctx.viewer?.id === row.mentorUserId;
  const isRegistered = row.viewerJoinedAt !== null;
  const status = effectiveSessionStatus(row.status, row.scheduledAt, row.durationMinutes, ctx.now);
  // The video link is for a session still to run: once it has ended (or was cancelled) nobody is sent to an empty call.
  const mayOpenLink = status === 'scheduled' && (isHost || isRegistered || ctx.viewer?.role === 'admin');
  return {
    id: row.id,
    mentorId: row.mentorId,
    mentor: { id: row.mentorId, name: row.mentorName, title: row.mentorTitle, profileImage: row.mentorImage || null },
    title: row.title,
    description: row.description,
    scheduledAt: row.scheduledAt,
    endsAt: sessionEndsAt(row.scheduledAt, row.durationMinutes),
    duration: row.durationMinutes,
    currentParticipants: row.currentParticipants,
    maxParticipants: row.maxParticipants,
    meetingLink: mayOpenLink ? row.meetingLink : null,
    hasMeetingLink: Boolean(row.meetingLink),
    location: row.location,
    category: row.category as SessionCategory | null,
    status,
    isRegistered,
    isHost,
    waitlistCount: row.waitlistCount,
    waitlistPosition: row.viewerWaitlistPosition === null ? null : Number(row.viewerWaitlistPosition),
    myRating: row.viewerRating,
    ratingAverage: row.ratingAverage === null ? null : Number(row.ratingAverage),
    ratingCount: row.ratingCount,
    shareUrl: whatsAppShareUrl({
      title: row.title,
      startsAt: row.scheduledAt,
      url: `${ctx.origin}${sessionPublicPath(row.id)}`,
    }),
    calendarUrl: isHost || isRegistered ? groupSessionCalendarPath(row.id) : null,
    createdAt: row.createdAt,
  };
}

/** One session as the viewer sees it (no row: no such session), read alone or last in a write's batch. */
export function sessionQuery(ctx: SessionViewer, id: number | SQL) {
  return selectSessions(ctx, eq(groupSessions.id, id)).limit(1);
}

/** The session a `sessionQuery` found, or 404. */
export function foundSession(rows: SessionRow[]): SessionRow {
  const [row] = rows;
  if (!row) throw new HttpError(404, SESSION_MESSAGES.notFound);
  return row;
}

/**
 * A write's statements and then the session as the viewer sees it afterwards, in one D1 batch (`writeThenRead`).
 * Answers the writes' results in order and the session (404 when there is none).
 */
export async function writeThenReadSession<T extends [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]>(
  ctx: SessionViewer,
  writes: [...T],
  id: number | SQL,
) {
  const { written, read } = await writeThenRead(ctx.db, writes, sessionQuery(ctx, id));
  return { results: written, session: foundSession(read) };
}

/** One session as the caller sees it, or 404. */
export async function getSession(ctx: ViewContext, id: number): Promise<GroupSession> {
  return toGroupSession(foundSession(await sessionQuery(ctx, id)), ctx);
}

export type SessionFilter = {
  mentorId?: number;
  /** Only sessions of this user's own mentor profile (none when they have none), read knowing only their id. */
  hostUserId?: string;
  /** Only sessions this user joined. */
  participantUserId?: string;
  /** Only sessions with a free seat. */
  withFreeSeat?: boolean;
  /** Sessions this user joined or hosts (the calendar feed). */
  involvingUserId?: string;
};

export function sessionFilterCondition(filter: SessionFilter): SQL | undefined {
  return and(
    filter.mentorId !== undefined ? eq(groupSessions.mentorId, filter.mentorId) : undefined,
    filter.hostUserId !== undefined ? eq(groupSessions.mentorId, ownMentorId(filter.hostUserId)) : undefined,
    filter.participantUserId !== undefined
      ? sql`exists (select 1 from session_participants sp where sp.session_id = ${SESSION_ID} and sp.user_id = ${filter.participantUserId})`
      : undefined,
    filter.withFreeSeat ? sql`${participantCount} < ${groupSessions.maxParticipants}` : undefined,
    filter.involvingUserId !== undefined
      ? or(
          eq(mentors.userId, filter.involvingUserId),
          sql`exists (select 1 from session_participants sp where sp.session_id = ${SESSION_ID} and sp.user_id = ${filter.involvingUserId})`,
        )
      : undefined,
  );
}

/**
 * A page of sessions: upcoming soonest first, then the rest most recent first (or only upcoming). Its queries (both
 * phases of a first page) go to D1 in one call, or in the caller's `read` with the caller's other reads.
 */
export async function listSessions(
  ctx: ViewContext,
  filter: SessionFilter,
  page: { limit: number; cursor: string | undefined; upcomingOnly: boolean },
  read = readTogether(ctx.db),
) {
  const nowIso = ctx.now.toISOString();
  const base = sessionFilterCondition(filter);
  const { rows, nextCursor } = await pageTimeline({
    ...page,
    cursor: page.cursor ? readCursor(page.cursor, TimelineCursorSchema) : null,
    keyOf: (row: SessionRow) => ({ at: row.scheduledAt, id: row.id }),
    fetch: (phase, after, take) => {
      const { where, orderBy } = phaseRows(groupSessions, phase, after, nowIso);
      return read(
        selectSessions(ctx, and(base, where))
          .orderBy(...orderBy)
          .limit(take),
      );
    },
  });
  return { rows, items: rows.map((row) => toGroupSession(row, ctx)), nextCursor };
}

/** `GET /api/group-sessions/mentor/{mentorId}`: one mentor's sessions, or 404 when there is no such mentor. */
export async function listMentorSessions(input: {
  ctx: ViewContext;
  mentorId: number;
  page: { limit: number; cursor: string | undefined; upcomingOnly: boolean };
}) {
  const { ctx, mentorId, page } = input;
  const [mentor] = await ctx.db.select({ id: mentors.id }).from(mentors).where(eq(mentors.id, mentorId)).limit(1);
  if (!mentor) throw new HttpError(404, SESSION_MESSAGES.mentorNotFound);
  return listSessions(ctx, { mentorId }, page);
}
