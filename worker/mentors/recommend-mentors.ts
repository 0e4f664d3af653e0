import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { MatchReason, MentorMatches } from '../../schema/contract/mentors.ts';
import { mentors, type MenteeMatchTerms } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { namedFields, readTogether } from '../db/read-together.ts';
import { mentorFields, mentorStatsQuery, ownMentorId, statsByMentor, toMentor, type MentorRow } from './mentor-view.ts';

/** The outer mentor's id inside correlated subqueries, table-qualified. */
const MENTOR_ID = sql.raw('"mentors"."id"');

/**
 * The journey slugs a member follows, as a SELECT: their own mentor profile's paths and their mentee profile's
 * preferred path, each once. Recommendations match on these and the dashboard counts them.
 */
export const memberJourneySlugs = (userId: string) =>
  sql`select mine.journey_path_slug from mentor_journey_paths mine where mine.mentor_id = ${ownMentorId(userId)}
      union select mp.preferred_journey_path from mentee_profiles mp
      where mp.user_id = ${userId} and mp.preferred_journey_path <> ''`;

/** The most interest or goal terms a profile is matched on (the recommendation query looks at this many places). */
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

/**
 * What a mentee profile is matched on, stored with it (mentee_profiles.match_terms) by every write of its interests,
 * goals or location: the one definition of those terms.
 */
export function matchTermsOf(profile: {
  interests?: string | null;
  goals?: string | null;
  location?: string | null;
}): MenteeMatchTerms {
  return {
    interests: interestTerms(profile.interests ?? ''),
    goals: goalTerms(profile.goals ?? ''),
    town: townOf(profile.location ?? ''),
  };
}

export type MentorRecommendation = { row: MentorRow; matchedOn: MatchReason[] };

/**
 * How many mentors each way of finding candidates may bring (see recommendationCandidates): the recommendations score
 * at most 7 × 30 = 210 mentors, not the whole directory (a million rows read a request at 100,000 mentors). The cards'
 * stats rank the same candidates again (recommendMentorCards), so each candidate costs its rows twice; 30 keeps
 * `GET /api/mentors/recommended` near 4,000 rows read, under the 5,000 a request may read (`npm run bench:mentors`).
 */
export const CANDIDATES_PER_SOURCE = 30;

/** The search index's text columns a mentor's scores look in (the haystack below): not the name, not the town. */
const TERM_COLUMNS = '{title description experience skills categories journeys}';

/**
 * The mentors worth scoring for a member, as a compound SELECT of ids written knowing only the user id: what the search
 * index (mentor_search, worker/mentors/search-index.ts) finds for the member's journey paths (their filter words),
 * their interest and goal terms (each a quoted prefix in the text columns the scores read) and their town (in the
 * location), alone and in pairs, so that mentors matching two things are found first, plus the best-known listed
 * mentors (most mentees), the fallback when nothing matches. Each source brings at most CANDIDATES_PER_SOURCE, in id
 * order as the index hands them.
 *
 * What this changes against scoring every listed mentor: a mentor the index does not find for any of the member's
 * words, and who is not among the best known, is no longer recommended, even if a term appears inside one of their
 * words (the scores' substring match would find "arm" in "farm"; the index finds words starting with a term); and
 * when more mentors match than a source may bring, the later ids wait. The points, the order and `matchedOn` are
 * worked out for the candidates exactly as before.
 */
function recommendationCandidates(userId: string) {
  const myTerms = sql`(select mp.match_terms from mentee_profiles mp where mp.user_id = ${userId})`;
  // Each piece is an FTS5 expression, or NULL when the member has nothing for it (then so is every pair with it).
  // A term becomes a quoted prefix, its quotes doubled, so FTS syntax in it is plain text.
  const journeys = sql`(select '{filters} : ('
    || group_concat('"j' || lower(hex(paths.journey_path_slug)) || '"', ' OR ') || ')'
    from (${memberJourneySlugs(userId)}) paths)`;
  const terms = sql`(select ${TERM_COLUMNS} || ' : ('
    || group_concat('"' || replace(term.value, '"', '""') || '"*', ' OR ') || ')'
    from (select value from json_each(${myTerms}, '$.interests')
      union select value from json_each(${myTerms}, '$.goals')) term)`;
  const town = sql`('{location} : "' || replace(nullif(json_extract(${myTerms}, '$.town'), ''), '"', '""') || '"*')`;
  const both = (a: SQL, b: SQL) => sql`(${a} || ' AND ' || ${b})`;
  // The empty phrase matches nothing: MATCH NULL would be an error.
  const found = (match: SQL) => sql`select * from (select hit.rowid as id from mentor_search hit
    where hit.mentor_search match coalesce(${match}, '""') limit ${CANDIDATES_PER_SOURCE})`;
  const bestKnown = sql`select * from (select known.id from mentors known where known.is_active = 1
    order by known.mentee_count desc, known.id limit ${CANDIDATES_PER_SOURCE})`;
  // D1 allows few terms in one compound SELECT, so the sources go in groups.
  const anyOf = (...selects: SQL[]) => sql`select * from (${sql.join(selects, sql` union `)})`;
  return sql.join(
    [
      anyOf(found(both(journeys, terms)), found(both(journeys, town)), found(both(terms, town))),
      anyOf(found(journeys), found(terms), found(town)),
      bestKnown,
    ],
    sql` union `,
  );
}

/**
 * A member's recommendations as queries, written knowing only their id (exported for their query-plan test): `rows`,
 * the candidates (recommendationCandidates) with their scores, and `ids`, the same mentors' ids alone, for a
 * subquery. The member's profile is read by subqueries that do not depend on the mentor row, so SQLite evaluates each
 * once per query, not once per mentor. `rows` orders by its score columns by name, so each score is worked out once
 * per mentor rather than again for the ORDER BY; `ids` selects no scores and orders by the same expressions.
 */
export function recommendationQueries(db: Db, userId: string, limit: number) {
  const myProfile = (column: string) =>
    sql`(select mp.${sql.raw(column)} from mentee_profiles mp where mp.user_id = ${userId})`;
  const haystack = sql`lower(${mentors.category} || ' ' || ${mentors.journeyPath} || ' ' || ${mentors.skills} || ' ' || ${mentors.title} || ' ' || ${mentors.description} || ' ' || ${mentors.experience})`;
  // Terms are stored lower-cased, and lower() folds the same ASCII letters LIKE compared case-blind: instr needs no
  // escaping. A list holds at most MAX_TERMS terms (matchTermsOf writes every stored list), so each is looked up in
  // its place, 0 for a place that is empty: the same count as walking the list with json_each, without reading its
  // rows again for every candidate. A profile whose terms are NULL (not yet filled in by the cron) has no terms.
  const termsFound = (list: 'interests' | 'goals') =>
    sql<number>`(${sql.join(
      Array.from(
        { length: MAX_TERMS },
        (_, place) =>
          sql`coalesce(instr(${haystack}, json_extract(${myProfile('match_terms')}, ${`$.${list}[${place}]`})) > 0, 0)`,
      ),
      sql` + `,
    )})`;
  const scores = {
    journeyScore: sql<number>`(case when exists (select 1 from mentor_journey_paths j
      where j.mentor_id = ${MENTOR_ID} and j.journey_path_slug in (${memberJourneySlugs(userId)})) then 2 else 0 end)`,
    interestScore: termsFound('interests'),
    goalScore: termsFound('goals'),
    // nullif: instr finds an empty town everywhere.
    locationScore: sql<number>`(case when instr(lower(${mentors.location}),
      nullif(json_extract(${myProfile('match_terms')}, '$.town'), '')) > 0 then 1 else 0 end)`,
    // The unary + keeps SQLite from probing the index once per member language (up to 12): it reads the mentor's
    // own few language rows and looks each up in the member's list.
    sharesLanguage: sql<number>`(case when exists (select 1 from mentor_languages l where l.mentor_id = ${MENTOR_ID}
      and +l.language in (select value from json_each(${myProfile('languages')}))) then 1 else 0 end)`,
  };
  type Score = keyof typeof scores;
  // Mentors are recommended to mentees: a member with a mentor profile of their own (a mentor or a coach) gets none,
  // rather than other mentors as if they were looking for one (so never their own profile either).
  const where = and(
    sql`${mentors.id} in (${recommendationCandidates(userId)})`,
    eq(mentors.isActive, true),
    sql`${ownMentorId(userId)} is null`,
  );
  const orderBy = (score: (name: Score) => SQL) => [
    desc(sql`${score('journeyScore')} + ${score('interestScore')} + ${score('goalScore')} + ${score('locationScore')}`),
    desc(score('sharesLanguage')),
    desc(mentors.menteeCount),
    asc(mentors.id),
  ];
  return {
    rows: db
      .select(
        namedFields({
          ...mentorFields,
          journeyScore: scores.journeyScore.mapWith(Number),
          interestScore: scores.interestScore.mapWith(Number),
          goalScore: scores.goalScore.mapWith(Number),
          locationScore: scores.locationScore.mapWith(Number),
          sharesLanguage: scores.sharesLanguage.mapWith(Number),
        }),
      )
      .from(mentors)
      .where(where)
      .orderBy(...orderBy((name) => sql`${sql.identifier(name)}`))
      .limit(limit),
    ids: db
      .select({ id: mentors.id })
      .from(mentors)
      .where(where)
      .orderBy(...orderBy((name) => scores[name]))
      .limit(limit),
  };
}

type ScoredRow = Awaited<ReturnType<typeof recommendationQueries>['rows']>[number];

function toRecommendation({
  journeyScore: j,
  interestScore: i,
  goalScore: g,
  locationScore: l,
  sharesLanguage,
  ...row
}: ScoredRow): MentorRecommendation {
  return {
    row,
    matchedOn: [
      ...(j > 0 ? (['journey'] as const) : []),
      ...(i > 0 ? (['interests'] as const) : []),
      ...(g > 0 ? (['goals'] as const) : []),
      ...(l > 0 ? (['location'] as const) : []),
      ...(sharesLanguage > 0 ? (['language'] as const) : []),
    ],
  };
}

/**
 * Active mentors among the candidates (recommendationCandidates), best match first, for a member who is not a mentor
 * themselves (a mentor gets none): 2 for following one of the member's journey paths, 1 per interest phrase and 1 per
 * goal word (their stored match terms) found in the mentor's categories, paths, skills, title, description or
 * experience, and 1 for the same town. Between equal scores, a mentor who mentors in one
 * of the member's languages comes first: a tie-break rather than points, because most mentors and members
 * list English, so a shared language says they can talk, not that the mentor knows what the member wants to learn; it
 * never lifts a mentor who matches less of that above one who matches more. Then ties go to mentors with more
 * mentees. With no match the best-known active mentors fill the list (the fallback, `matchedOn` empty but for a
 * shared language). One query, which needs only the user id; the journey and language checks are index lookups per
 * candidate.
 */
export async function recommendMentors(
  db: Db,
  userId: string,
  limit: number,
  read = readTogether(db),
): Promise<MentorRecommendation[]> {
  return (await read(recommendationQueries(db, userId, limit).rows)).map(toRecommendation);
}

/**
 * `GET /api/mentors/recommended`: the recommendations as full cards with their stats, in one round trip. The stats
 * query finds the same mentors by running the recommendation again as its subquery (its order ends on the id, so both
 * pick the same rows), instead of waiting for the first answer's ids.
 */
export async function recommendMentorCards(
  db: Db,
  input: { userId: string; limit: number; now: Date },
): Promise<MentorMatches['items']> {
  const queries = recommendationQueries(db, input.userId, input.limit);
  const read = readTogether(db);
  const [rows, statRows] = await Promise.all([read(queries.rows), read(mentorStatsQuery(db, queries.ids, input.now))]);
  const stats = statsByMentor(statRows);
  return rows.map(toRecommendation).map(({ row, matchedOn }) => ({ ...toMentor(row, stats.get(row.id)), matchedOn }));
}
