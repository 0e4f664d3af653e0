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
import { users } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { toMentor } from '../mentors/mentor-view.ts';
import { loadMatchProfile, recommendMentors, type MentorRecommendation } from '../mentors/recommend-mentors.ts';
import { listSessions } from '../sessions/session-view.ts';
import type { ViewContext } from '../view-context.ts';

type DashboardContext = ViewContext & { viewer: { id: string; role: 'member' | 'admin' } };

/** `GET /api/dashboard`: the signed-in landing page in one call (spec section 2, issue 4). */
export async function getDashboard(ctx: DashboardContext): Promise<Dashboard> {
  const { db } = ctx;
  const userId = ctx.viewer.id;
  const [profile, [account]] = await Promise.all([
    loadMatchProfile(db, userId),
    db.select({ welcomedAt: users.welcomedAt }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  const { mentor, paths } = profile;

  const [stats, sessions, recommendations] = await Promise.all([
    countStats(db, { userId, mentorId: mentor?.id ?? null, now: ctx.now, learningPaths: paths.length }),
    mentor
      ? listSessions(
          ctx,
          { mentorId: mentor.id },
          { limit: DASHBOARD_SESSION_COUNT, cursor: undefined, upcomingOnly: false },
        )
      : listSessions(
          ctx,
          { withFreeSeat: true },
          { limit: DASHBOARD_SESSION_COUNT, cursor: undefined, upcomingOnly: true },
        ),
    recommendMentors(db, profile, DASHBOARD_RECOMMENDED_COUNT),
  ]);
  return {
    badge: !mentor ? 'MENTEE' : mentor.serviceType === 'coach' ? 'COACH' : 'MENTOR',
    firstVisit: !account?.welcomedAt,
    isMentor: Boolean(mentor),
    stats,
    sessions: sessions.items,
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

async function count(db: Db, query: SQL): Promise<number> {
  const [row] = await db.all<{ n: number }>(query);
  return Number(row?.n ?? 0);
}

async function countStats(
  db: Db,
  input: { userId: string; mentorId: number | null; now: Date; learningPaths: number },
): Promise<DashboardStats> {
  const now = input.now.toISOString();
  const { userId, mentorId } = input;
  const [upcomingSessions, connections, eventsRegistered] = await Promise.all([
    mentorId !== null
      ? count(
          db,
          sql`select count(*) as n from group_sessions gs
              where gs.mentor_id = ${mentorId} and gs.status = 'scheduled' and gs.scheduled_at > ${now}`,
        )
      : count(
          db,
          sql`select count(*) as n from session_participants sp join group_sessions gs on gs.id = sp.session_id
              where sp.user_id = ${userId} and gs.status = 'scheduled' and gs.scheduled_at > ${now}`,
        ),
    // The mentor_connections rows, the same ones GET /api/mentor-connections lists and mentors.mentee_count counts.
    mentorId !== null
      ? count(
          db,
          sql`select count(*) as n from mentor_connections mc where mc.mentor_id = ${mentorId} and mc.status = 'active'`,
        )
      : count(
          db,
          sql`select count(*) as n from mentor_connections mc where mc.mentee_id = ${userId} and mc.status = 'active'`,
        ),
    count(
      db,
      sql`select count(*) as n from event_registrations er join events e on e.id = er.event_id
          where er.user_id = ${userId} and e.status = 'scheduled' and e.scheduled_at > ${now}`,
    ),
  ]);
  return {
    upcomingSessions,
    connections,
    eventsRegistered,
    learningPaths: input.learningPaths || DEFAULT_LEARNING_PATHS,
    learningPathsChosen: input.learningPaths > 0,
  };
}
