import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  cutDescription,
  DASHBOARD_RECOMMENDED_COUNT,
  DASHBOARD_SESSION_COUNT,
  DEFAULT_LEARNING_PATHS,
  type Dashboard,
  type DashboardStats,
  type RecommendedMentor,
} from '../../schema/contract/dashboard.ts';
import { mentors, users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { namedFields, readTogether } from '../db/read-together.ts';
import { ownMentorId, toMentor } from '../mentors/mentor-view.ts';
import { memberJourneySlugs, recommendMentors, type MentorRecommendation } from '../mentors/recommend-mentors.ts';
import { listSessions } from '../sessions/session-view.ts';
import type { ViewContext } from '../view-context.ts';
import { isCoachingService } from '../coaching/connections.ts';
import { readCoaching } from './coaching-desk.ts';

type DashboardContext = ViewContext & { viewer: { id: string; role: 'member' | 'admin' } };

/**
 * `GET /api/dashboard`: the signed-in landing page in one call (spec section 2), one database round trip and
 * one D1 call (decision 022): every read is written knowing only the user id, and all go in one batch. Whether the
 * member is a mentor (their own sessions, mentees reached) or not (sessions with a free seat, mentors connected) is
 * read in the same batch, so both variants are asked for and the mentor row picks one; so are the coaching parts (a
 * subscriber's plan and next call, a coach's requests and calls).
 */
export async function getDashboard(ctx: DashboardContext): Promise<Dashboard> {
  const { db } = ctx;
  const userId = ctx.viewer.id;
  const read = readTogether(db);
  const page = { limit: DASHBOARD_SESSION_COUNT, cursor: undefined };
  const [[account], hosted, withFreeSeat, recommendations, coaching] = await Promise.all([
    read(
      db
        .select(accountWithCounts(userId, ctx.now))
        .from(users)
        .leftJoin(mentors, eq(mentors.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1),
    ),
    listSessions(ctx, { hostUserId: userId }, { ...page, upcomingOnly: false }, read),
    listSessions(ctx, { withFreeSeat: true }, { ...page, upcomingOnly: true }, read),
    recommendMentors(db, userId, DASHBOARD_RECOMMENDED_COUNT, read),
    readCoaching(db, read, { userId, now: ctx.now }),
  ]);
  const isMentor = account?.mentorId != null;
  const stats: DashboardStats = {
    upcomingSessions: (isMentor ? account.hostedUpcoming : account?.joinedUpcoming) ?? 0,
    connections: (isMentor ? account.menteesConnected : account?.mentorsConnected) ?? 0,
    eventsRegistered: account?.eventsRegistered ?? 0,
    learningPaths: account?.learningPaths || DEFAULT_LEARNING_PATHS,
    learningPathsChosen: (account?.learningPaths ?? 0) > 0,
  };
  return {
    badge: !isMentor ? 'MENTEE' : account.serviceType === 'coach' ? 'COACH' : 'MENTOR',
    firstVisit: !account?.welcomedAt,
    isMentor,
    stats,
    sessions: (isMentor ? hosted : withFreeSeat).items,
    recommendedMentors: recommendations.map(toRecommendedMentor),
    subscription: coaching.subscription,
    coachDesk: isMentor && isCoachingService(account.serviceType ?? '') ? coaching.coachDesk : null,
  };
}

/** `POST /api/dashboard/welcomed`: the dashboard has greeted the member; only the first time is kept. */
export async function markWelcomed(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ welcomedAt: now.toISOString() })
    .where(and(eq(users.id, userId), isNull(users.welcomedAt)));
}

/** A 'Recommended for You' card: the description cut to 80 characters. */
function toRecommendedMentor({ row, matchedOn }: MentorRecommendation): RecommendedMentor {
  const mentor = toMentor(row);
  return {
    id: mentor.id,
    name: mentor.name,
    title: mentor.title,
    profileImage: mentor.profileImage,
    description: cutDescription(mentor.description),
    location: mentor.location,
    journeyPaths: mentor.journeyPaths,
    matchedOn,
  };
}

/**
 * The account's row with the dashboard's numbers beside it, each a count by index. A mentor's (their sessions, their
 * mentees) and a member's (sessions joined, mentors connected) are both counted, the mentor's through their mentor
 * row found by the user id (no rows for a member), so that nothing waits for the mentor row; the dashboard picks. The
 * hosted sessions join from that row so that SQLite walks the mentor's own sessions by (mentor_id, scheduled_at), not
 * every upcoming session. Connections are the mentor_connections rows, the same ones GET /api/mentor-connections
 * lists and mentors.mentee_count counts.
 */
function accountWithCounts(userId: string, now: Date) {
  const nowIso = now.toISOString();
  const count = (query: SQL) => sql<number>`(${query})`.mapWith(Number);
  return namedFields({
    welcomedAt: users.welcomedAt,
    mentorId: mentors.id,
    serviceType: mentors.serviceType,
    hostedUpcoming: count(sql`select count(*) from mentors own join group_sessions gs on gs.mentor_id = own.id
      where own.user_id = ${userId} and gs.status = 'scheduled' and gs.scheduled_at > ${nowIso}`),
    joinedUpcoming:
      count(sql`select count(*) from session_participants sp join group_sessions gs on gs.id = sp.session_id
      where sp.user_id = ${userId} and gs.status = 'scheduled' and gs.scheduled_at > ${nowIso}`),
    menteesConnected: count(
      sql`select count(*) from mentor_connections mc where mc.mentor_id = ${ownMentorId(userId)} and mc.status = 'active'`,
    ),
    mentorsConnected: count(
      sql`select count(*) from mentor_connections mc where mc.mentee_id = ${userId} and mc.status = 'active'`,
    ),
    eventsRegistered: count(sql`select count(*) from event_registrations er join events e on e.id = er.event_id
      where er.user_id = ${userId} and e.status = 'scheduled' and e.scheduled_at > ${nowIso}`),
    learningPaths: count(sql`select count(*) from (${memberJourneySlugs(userId)})`),
  });
}
