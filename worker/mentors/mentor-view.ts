import { eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { inLanguageOrder } from '../../schema/contract/languages-rules.ts';
import { DEFAULT_LOCATION, type Mentor } from '../../schema/contract/mentors.ts';
import { groupSessions, mentors, sessionRatings } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { readTogether } from '../db/read-together.ts';

/** The mentor columns a `Mentor` is built from (never user_id or timestamps). */
export const mentorFields = {
  id: mentors.id,
  name: mentors.name,
  title: mentors.title,
  profileImage: mentors.profileImage,
  description: mentors.description,
  experience: mentors.experience,
  yearsOfFreedom: mentors.yearsOfFreedom,
  menteeCount: mentors.menteeCount,
  isActive: mentors.isActive,
  location: mentors.location,
  journeyPath: mentors.journeyPath,
  category: mentors.category,
  skills: mentors.skills,
  languages: mentors.languages,
  serviceType: mentors.serviceType,
};

export type MentorRow = Pick<typeof mentors.$inferSelect, keyof typeof mentorFields>;

/** The id of the user's own mentor profile, or NULL: a subquery, so a read needs only the user id (decision 022). */
export const ownMentorId = (userId: string) =>
  sql<number | null>`(select own.id from mentors own where own.user_id = ${userId})`;

/** Counted per mentor from sessions and ratings, never stored. */
export type MentorStats = { upcomingSessionCount: number; rating: number | null; reviewCount: number | null };

const NO_STATS: MentorStats = { upcomingSessionCount: 0, rating: null, reviewCount: null };

const splitList = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export function toMentor(row: MentorRow, stats: MentorStats = NO_STATS): Mentor {
  const journeyPaths = splitList(row.journeyPath);
  const categories = splitList(row.category);
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    profileImage: row.profileImage || null,
    description: row.description,
    experience: row.experience,
    yearsOfFreedom: row.yearsOfFreedom,
    menteeCount: row.menteeCount,
    isActive: row.isActive,
    location: row.location.trim() || DEFAULT_LOCATION,
    journeyPath: journeyPaths.join(', '),
    journeyPaths,
    category: categories.join(', '),
    categories,
    skills: Array.isArray(row.skills) ? row.skills : [],
    languages: Array.isArray(row.languages) ? inLanguageOrder(row.languages) : [],
    serviceType: row.serviceType,
    isCoach: row.serviceType === 'coach' || row.serviceType === 'both',
    ...stats,
  };
}

/**
 * Upcoming sessions and ratings for the mentors `mentorIds` selects, in ONE query (a page of cards never costs a query
 * per card). `mentorIds` is a subquery such as the page being read, so that this travels in the same round trip as the
 * query that finds the mentors (decision 022). Upcoming: status scheduled and starting after `now`. Rating: the average
 * over every rating of the mentor's sessions, to one decimal; null (and reviewCount null) until the first rating.
 */
export function mentorStatsQuery(db: Db, mentorIds: SQLWrapper, now: Date) {
  return db
    .select({
      mentorId: groupSessions.mentorId,
      upcoming: sql<number>`count(distinct case when ${groupSessions.status} = 'scheduled' and ${groupSessions.scheduledAt} > ${now.toISOString()} then ${groupSessions.id} end)`,
      rating: sql<number | null>`avg(${sessionRatings.rating})`,
      reviews: sql<number>`count(${sessionRatings.id})`,
    })
    .from(groupSessions)
    .leftJoin(sessionRatings, eq(sessionRatings.sessionId, groupSessions.id))
    .where(inArray(groupSessions.mentorId, mentorIds))
    .groupBy(groupSessions.mentorId);
}

/** The rows of mentorStatsQuery by mentor id. */
export function statsByMentor(
  rows: readonly { mentorId: number; upcoming: number; rating: number | null; reviews: number }[],
): Map<number, MentorStats> {
  const stats = new Map<number, MentorStats>();
  for (const row of rows) {
    const reviews = Number(row.reviews);
    stats.set(row.mentorId, {
      upcomingSessionCount: Number(row.upcoming),
      rating: reviews > 0 && row.rating !== null ? Math.round(Number(row.rating) * 10) / 10 : null,
      reviewCount: reviews > 0 ? reviews : null,
    });
  }
  return stats;
}

/**
 * The two reads of the user's own mentor profile: its row and its stats. Sent together by `findMentorByUserId`, or
 * in a write's batch after the write of that row, so that the answer costs no round trip of its own.
 */
export function ownMentorReads(db: Db, userId: string, now: Date) {
  const own = eq(mentors.userId, userId);
  return [
    db.select(mentorFields).from(mentors).where(own).limit(1),
    mentorStatsQuery(db, db.select({ id: mentors.id }).from(mentors).where(own), now),
  ] as const;
}

type OwnMentorRows = [MentorRow[], Parameters<typeof statsByMentor>[0]];

/** The `Mentor` of what `ownMentorReads` answered, or null when the user has no mentor profile. */
export function ownMentorOf([[row], statRows]: OwnMentorRows): Mentor | null {
  return row ? toMentor(row, statsByMentor(statRows).get(row.id)) : null;
}

/** The user's own mentor profile (active or not), or null: the profile and its stats in one round trip and D1 call. */
export async function findMentorByUserId(
  db: Db,
  userId: string,
  now = new Date(),
  read = readTogether(db),
): Promise<Mentor | null> {
  const [profile, stats] = ownMentorReads(db, userId, now);
  return ownMentorOf(await Promise.all([read(profile), read(stats)]));
}
