import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  cutDescription,
  DASHBOARD_RECOMMENDED_COUNT,
  DASHBOARD_SESSION_COUNT,
  DEFAULT_LEARNING_PATHS,
  type Dashboard,
  type DashboardStats,
  type RecommendedMentor,
} from '../../schema/contract/dashboard.ts';
import { DEFAULT_LOCATION } from '../../schema/contract/mentors.ts';
import { menteeProfiles, mentorJourneyPaths, mentors } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { listSessions } from '../sessions/session-view.ts';
import type { ViewContext } from '../view-context.ts';

/** The outer mentor's id inside correlated subqueries, table-qualified (see SESSION_ID). */
const MENTOR_ID = sql.raw('"mentors"."id"');

type DashboardContext = ViewContext & { viewer: { id: string; role: 'member' | 'admin' } };

/** `GET /api/dashboard`: the signed-in landing page in one call (spec section 2, issue 4). */
export async function getDashboard(ctx: DashboardContext): Promise<Dashboard> {
  const { db } = ctx;
  const userId = ctx.viewer.id;
  const [[mentor], [mentee]] = await Promise.all([
    db
      .select({ id: mentors.id, serviceType: mentors.serviceType })
      .from(mentors)
      .where(eq(mentors.userId, userId))
      .limit(1),
    db
      .select({ preferredJourneyPath: menteeProfiles.preferredJourneyPath, interests: menteeProfiles.interests })
      .from(menteeProfiles)
      .where(eq(menteeProfiles.userId, userId))
      .limit(1),
  ]);
  const mentorPaths = mentor
    ? (
        await db
          .select({ slug: mentorJourneyPaths.journeyPathSlug })
          .from(mentorJourneyPaths)
          .where(eq(mentorJourneyPaths.mentorId, mentor.id))
      ).map((r) => r.slug)
    : [];
  const paths = [...new Set([...mentorPaths, mentee?.preferredJourneyPath ?? ''].filter(Boolean))];

  const [stats, sessions, recommendedMentors] = await Promise.all([
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
    recommendMentors(db, { ownMentorId: mentor?.id ?? null, paths, interests: mentee?.interests ?? '' }),
  ]);
  return {
    badge: !mentor ? 'MENTEE' : mentor.serviceType === 'coach' ? 'COACH' : 'MENTOR',
    isMentor: Boolean(mentor),
    stats,
    sessions: sessions.items,
    recommendedMentors,
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
    mentorId !== null
      ? count(
          db,
          sql`select count(*) as n from (
                select sp.user_id from session_participants sp join group_sessions gs on gs.id = sp.session_id
                where gs.mentor_id = ${mentorId}
                union
                select mc.mentee_id from mentor_connections mc where mc.mentor_id = ${mentorId} and mc.status = 'active')`,
        )
      : count(
          db,
          sql`select count(*) as n from (
                select gs.mentor_id from session_participants sp join group_sessions gs on gs.id = sp.session_id
                where sp.user_id = ${userId}
                union
                select mc.mentor_id from mentor_connections mc where mc.mentee_id = ${userId} and mc.status = 'active')`,
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

/** Up to 5 interest words of 3+ characters from the comma-separated interests text. */
function interestTerms(interests: string): string[] {
  const terms = interests
    .toLowerCase()
    .split(/[,;/]+/)
    .map((t) => t.trim())
    .filter((t) => t.length >= 3);
  return [...new Set(terms)].slice(0, 5);
}

const likeEscape = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * 'Recommended for You': active mentors (never the user's own profile) scored 2 for following one of the user's
 * journey paths and 1 per interest word found in their categories, skills, title or description; ties go to the
 * mentors with more mentees. With no match the best-known active mentors fill the list (the fallback).
 */
async function recommendMentors(
  db: Db,
  input: { ownMentorId: number | null; paths: string[]; interests: string },
): Promise<RecommendedMentor[]> {
  const paths = input.paths.slice(0, 20);
  const journeyScore = paths.length
    ? sql<number>`(case when exists (select 1 from mentor_journey_paths j where j.mentor_id = ${MENTOR_ID}
        and j.journey_path_slug in (${sql.join(
          paths.map((p) => sql`${p}`),
          sql`, `,
        )})) then 2 else 0 end)`
    : sql<number>`0`;
  const haystack = sql`lower(${mentors.category} || ' ' || ${mentors.journeyPath} || ' ' || ${mentors.skills} || ' ' || ${mentors.title} || ' ' || ${mentors.description} || ' ' || ${mentors.experience})`;
  const terms = interestTerms(input.interests);
  const interestScore = terms.length
    ? sql<number>`(${sql.join(
        terms.map((t) => sql`(case when ${haystack} like ${`%${likeEscape(t)}%`} escape '\\' then 1 else 0 end)`),
        sql` + `,
      )})`
    : sql<number>`0`;
  const rows = await db
    .select({
      id: mentors.id,
      name: mentors.name,
      title: mentors.title,
      profileImage: mentors.profileImage,
      description: mentors.description,
      location: mentors.location,
      journeyPath: mentors.journeyPath,
      journeyScore: journeyScore.mapWith(Number),
      interestScore: interestScore.mapWith(Number),
    })
    .from(mentors)
    .where(and(eq(mentors.isActive, true), input.ownMentorId === null ? undefined : ne(mentors.id, input.ownMentorId)))
    .orderBy(desc(sql`${journeyScore} + ${interestScore}`), desc(mentors.menteeCount), asc(mentors.id))
    .limit(DASHBOARD_RECOMMENDED_COUNT);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    title: row.title,
    profileImage: row.profileImage || null,
    description: cutDescription(row.description),
    location: row.location.trim() || DEFAULT_LOCATION,
    journeyPaths: row.journeyPath
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    matchedOn: [
      ...(row.journeyScore > 0 ? (['journey'] as const) : []),
      ...(row.interestScore > 0 ? (['interests'] as const) : []),
    ],
  }));
}
