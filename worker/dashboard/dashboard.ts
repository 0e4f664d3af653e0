import { and, eq, isNull, sql } from 'drizzle-orm';
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
import { ownMentorId, toMentor } from '../mentors/mentor-view.ts';
import { memberJourneySlugs, recommendMentors, type MentorRecommendation } from '../mentors/recommend-mentors.ts';
import { listSessions } from '../sessions/session-view.ts';
import type { ViewContext } from '../view-context.ts';

type DashboardContext = ViewContext & { viewer: { id: string; role: 'member' | 'admin' } };

/**
 * `GET /api/dashboard`: the signed-in landing page in one call (spec section 2, issue 4) and one database round trip
 * (decision 022): every read is written knowing only the user id and all go at once. Whether the member is a mentor
 * (their own sessions, mentees reached) or not (sessions with a free seat, mentors connected) is read in the same
 * wave, so both variants are asked for and the mentor row picks one.
 */
export async function getDashboard(ctx: DashboardContext): Promise<Dashboard> {
  const { db } = ctx;
  const userId = ctx.viewer.id;
  const page = { limit: DASHBOARD_SESSION_COUNT, cursor: undefined };
  const [[account], counts, hosted, withFreeSeat, recommendations] = await Promise.all([
    db
      .select({ welcomedAt: users.welcomedAt, mentorId: mentors.id, serviceType: mentors.serviceType })
      .from(users)
      .leftJoin(mentors, eq(mentors.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1),
    countStats(db, userId, ctx.now),
    listSessions(ctx, { hostUserId: userId }, { ...page, upcomingOnly: false }),
    listSessions(ctx, { withFreeSeat: true }, { ...page, upcomingOnly: true }),
    recommendMentors(db, userId, DASHBOARD_RECOMMENDED_COUNT),
  ]);
  const isMentor = account?.mentorId != null;
  const stats: DashboardStats = {
    upcomingSessions: isMentor ? counts.hostedUpcoming : counts.joinedUpcoming,
    connections: isMentor ? counts.menteesConnected : counts.mentorsConnected,
    eventsRegistered: counts.eventsRegistered,
    learningPaths: counts.learningPaths || DEFAULT_LEARNING_PATHS,
    learningPathsChosen: counts.learningPaths > 0,
  };
  return {
    badge: !isMentor ? 'MENTEE' : account.serviceType === 'coach' ? 'COACH' : 'MENTOR',
    firstVisit: !account?.welcomedAt,
    isMentor,
    stats,
    sessions: (isMentor ? hosted : withFreeSeat).items,
    recommendedMentors: recommendations.map(toRecommendedMentor),
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

type StatCounts = {
  hostedUpcoming: number;
  joinedUpcoming: number;
  menteesConnected: number;
  mentorsConnected: number;
  eventsRegistered: number;
  learningPaths: number;
};

/**
 * The dashboard's numbers in one statement, each a count by index. A mentor's (their sessions, their mentees) and a
 * member's (sessions joined, mentors connected) are both counted, the mentor's through their mentor row found by the
 * user id (no rows for a member), so that nothing waits for the mentor row; the dashboard picks. The hosted sessions
 * join from that row so that SQLite walks the mentor's own sessions by (mentor_id, scheduled_at), not every upcoming
 * session. Connections are the mentor_connections rows, the same ones GET /api/mentor-connections lists and
 * mentors.mentee_count counts.
 */
async function countStats(db: Db, userId: string, now: Date): Promise<StatCounts> {
  const nowIso = now.toISOString();
  const [row] = await db.all<Record<keyof StatCounts, number>>(sql`select
    (select count(*) from mentors own join group_sessions gs on gs.mentor_id = own.id
      where own.user_id = ${userId} and gs.status = 'scheduled' and gs.scheduled_at > ${nowIso}) as hostedUpcoming,
    (select count(*) from session_participants sp join group_sessions gs on gs.id = sp.session_id
      where sp.user_id = ${userId} and gs.status = 'scheduled' and gs.scheduled_at > ${nowIso}) as joinedUpcoming,
    (select count(*) from mentor_connections mc where mc.mentor_id = ${ownMentorId(userId)} and mc.status = 'active')
      as menteesConnected,
    (select count(*) from mentor_connections mc where mc.mentee_id = ${userId} and mc.status = 'active')
      as mentorsConnected,
    (select count(*) from event_registrations er join events e on e.id = er.event_id
      where er.user_id = ${userId} and e.status = 'scheduled' and e.scheduled_at > ${nowIso}) as eventsRegistered,
    (select count(*) from (${memberJourneySlugs(userId)})) as learningPaths`);
  return {
    hostedUpcoming: Number(row?.hostedUpcoming ?? 0),
    joinedUpcoming: Number(row?.joinedUpcoming ?? 0),
    menteesConnected: Number(row?.menteesConnected ?? 0),
    mentorsConnected: Number(row?.mentorsConnected ?? 0),
    eventsRegistered: Number(row?.eventsRegistered ?? 0),
    learningPaths: Number(row?.learningPaths ?? 0),
  };
}
