import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { LanguageCode } from '../../schema/contract/languages-rules.ts';
import type { MatchReason } from '../../schema/contract/mentors.ts';
import { menteeProfiles, mentorJourneyPaths, mentors } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { mentorFields, type MentorRow } from './mentor-view.ts';

/** The outer mentor's id inside correlated subqueries, table-qualified. */
const MENTOR_ID = sql.raw('"mentors"."id"');

/** What a member's recommendations are matched on: their mentor paths and their mentee profile. */
export type MatchProfile = {
  /** The member's own mentor profile (never recommended to them), or null. */
  mentor: { id: number; serviceType: (typeof mentors.$inferSelect)['serviceType'] } | null;
  /** Journey slugs: the mentor profile's paths and the mentee profile's preferred path. */
  paths: string[];
  interests: string;
  goals: string;
  location: string;
  /** The mentee profile's languages (optional there, so often none). */
  languages: LanguageCode[];
};

/** Reads the member's mentor and mentee profiles and their mentor paths (three small indexed reads, in parallel). */
export async function loadMatchProfile(db: Db, userId: string): Promise<MatchProfile> {
  const ownMentor = eq(mentors.userId, userId);
  const [[mentor], [mentee], mentorPaths] = await Promise.all([
    db.select({ id: mentors.id, serviceType: mentors.serviceType }).from(mentors).where(ownMentor).limit(1),
    db
      .select({
        preferredJourneyPath: menteeProfiles.preferredJourneyPath,
        interests: menteeProfiles.interests,
        goals: menteeProfiles.goals,
        location: menteeProfiles.location,
        languages: menteeProfiles.languages,
      })
      .from(menteeProfiles)
      .where(eq(menteeProfiles.userId, userId))
      .limit(1),
    db
      .select({ slug: mentorJourneyPaths.journeyPathSlug })
      .from(mentorJourneyPaths)
      .where(inArray(mentorJourneyPaths.mentorId, db.select({ id: mentors.id }).from(mentors).where(ownMentor))),
  ]);
  return {
    mentor: mentor ?? null,
    paths: [...new Set([...mentorPaths.map((r) => r.slug), mentee?.preferredJourneyPath ?? ''].filter(Boolean))],
    interests: mentee?.interests ?? '',
    goals: mentee?.goals ?? '',
    location: mentee?.location ?? '',
    languages: Array.isArray(mentee?.languages) ? mentee.languages : [],
  };
}

const MAX_TERMS = 5;

/** Up to 5 interest phrases of 3+ characters from the comma-separated interests text. */
function interestTerms(interests: string): string[] {
  const terms = interests
    .toLowerCase()
    .split(/[,;/]+/)
    .map((t) => t.trim())
    .filter((t) => t.length >= 3);
  return [...new Set(terms)].slice(0, MAX_TERMS);
}

/** Words that say nothing about what someone wants to do ("I want to start earning more money"). */
const GOAL_STOP_WORDS = new Set(
  'about able also back been better build business come could daily doing earn earning extra first from full get getting good have help into just know learn like live make making money month months more most much need next only other over own part people really some start started starting still than that their them then they thing things this time want week with work working would year years your'.split(
    ' ',
  ),
);

/** Up to 5 telling words (4+ letters) from the free goals text. */
export function goalTerms(goals: string): string[] {
  const words = goals
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => w.length >= 4 && !GOAL_STOP_WORDS.has(w));
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** The town part of a location ('Soweto, Gauteng' gives 'soweto'), or '' when too short to compare. */
export function townOf(location: string): string {
  const town = (location.split(',')[0] ?? '').trim().toLowerCase();
  return town.length >= 3 ? town : '';
}

const likeEscape = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const contains = (haystack: SQL, term: string) =>
  sql`(case when ${haystack} like ${`%${likeEscape(term)}%`} escape '\\' then 1 else 0 end)`;
const sumOf = (parts: SQL[]) => (parts.length ? sql<number>`(${sql.join(parts, sql` + `)})` : sql<number>`0`);

export type MentorRecommendation = { row: MentorRow; matchedOn: MatchReason[] };

/**
 * Active mentors (never the member's own profile), best match first: 2 for following one of the member's journey
 * paths, 1 per interest phrase and 1 per goal word found in the mentor's categories, paths, skills, title,
 * description or experience, and 1 for the same town. Between equal scores, a mentor who mentors in one of the
 * member's languages comes first (issue 15): a tie-break rather than points, because most mentors and members list
 * English, so a shared language says they can talk, not that the mentor knows what the member wants to learn; it
 * never lifts a mentor who matches less of that above one who matches more. Then ties go to mentors with more
 * mentees. With no match the best-known active mentors fill the list (the fallback, `matchedOn` empty but for a
 * shared language). One query over the directory; the language check is an index lookup per mentor.
 */
export async function recommendMentors(db: Db, profile: MatchProfile, limit: number): Promise<MentorRecommendation[]> {
  const paths = profile.paths.slice(0, 20);
  const journeyScore = paths.length
    ? sql<number>`(case when exists (select 1 from mentor_journey_paths j where j.mentor_id = ${MENTOR_ID}
        and j.journey_path_slug in (${sql.join(
          paths.map((p) => sql`${p}`),
          sql`, `,
        )})) then 2 else 0 end)`
    : sql<number>`0`;
  const haystack = sql`lower(${mentors.category} || ' ' || ${mentors.journeyPath} || ' ' || ${mentors.skills} || ' ' || ${mentors.title} || ' ' || ${mentors.description} || ' ' || ${mentors.experience})`;
  const interestScore = sumOf(interestTerms(profile.interests).map((t) => contains(haystack, t)));
  const goalScore = sumOf(goalTerms(profile.goals).map((t) => contains(haystack, t)));
  const town = townOf(profile.location);
  const locationScore = town ? contains(sql`lower(${mentors.location})`, town) : sql<number>`0`;
  const sharesLanguage = profile.languages.length
    ? sql<number>`(case when exists (select 1 from mentor_languages l where l.mentor_id = ${MENTOR_ID}
        and l.language in (${sql.join(
          profile.languages.map((code) => sql`${code}`),
          sql`, `,
        )})) then 1 else 0 end)`
    : sql<number>`0`;
  const rows = await db
    .select({
      ...mentorFields,
      journeyScore: journeyScore.mapWith(Number),
      interestScore: interestScore.mapWith(Number),
      goalScore: goalScore.mapWith(Number),
      locationScore: locationScore.mapWith(Number),
      sharesLanguage: sharesLanguage.mapWith(Number),
    })
    .from(mentors)
    .where(and(eq(mentors.isActive, true), profile.mentor === null ? undefined : ne(mentors.id, profile.mentor.id)))
    .orderBy(
      desc(sql`${journeyScore} + ${interestScore} + ${goalScore} + ${locationScore}`),
      // Left out without languages: a bare 0 in ORDER BY would mean "the 0th column".
      ...(profile.languages.length ? [desc(sharesLanguage)] : []),
      desc(mentors.menteeCount),
      asc(mentors.id),
    )
    .limit(limit);
  return rows.map(({ journeyScore: j, interestScore: i, goalScore: g, locationScore: l, sharesLanguage, ...row }) => ({
    row,
    matchedOn: [
      ...(j > 0 ? (['journey'] as const) : []),
      ...(i > 0 ? (['interests'] as const) : []),
      ...(g > 0 ? (['goals'] as const) : []),
      ...(l > 0 ? (['location'] as const) : []),
      ...(sharesLanguage > 0 ? (['language'] as const) : []),
    ],
  }));
}
