import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import * as z from 'zod';
import { MENTOR_COUNT_CAP, type MentorList, type MentorListQuery } from '../../schema/contract/mentors.ts';
import { listedMentorCount, mentors } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { IdCursorSchema, pageOf } from '../db/keyset.ts';
import { readCursor } from '../http/cursor.ts';
import { mentorFields, mentorStatsQuery, statsByMentor, toMentor } from './mentor-view.ts';
import { mentorDirectoryQuery, mentorSearch } from './search-index.ts';

/**
 * `GET /api/mentors`: active mentors, filtered and paged on the server, each with what a card shows.
 *
 * Three queries whatever the page size, in one batch (one round trip): the page, the count, and the sessions/ratings
 * of the page's mentors (read through the page query itself). Pagination is keyset on mentors.id (ascending), so a
 * page costs the same at the end of the list as at the start, and rows added meanwhile never shift a page. A search
 * ranks mentors whose name or title has every word first: its key is (tier, id), tier 0 for those, 1 for the rest.
 *
 * What the database reads stays bounded whatever the filters and however many mentors there are: every filtered list
 * (search words, category, journey path, language, in any combination) is one FTS5 query, as the filters are words
 * of the search index too (migrations/0023_mentor_search_filters.sql), so SQLite is handed only the mentors that
 * match, in id order; the unfiltered list walks (is_active, id) on mentors. A filtered list's count stops at
 * MENTOR_COUNT_CAP matches, as counting every match read a row per match (80,000 for English among 100,000 mentors,
 * `npm run bench:mentors`); the whole directory's count is kept by the database (listed_mentor_count), so it stays
 * exact. See docs/decisions/004-mentor-directory-search.md and 036-mentor-search-words-and-stems.md.
 */
export async function listMentors(db: Db, query: MentorListQuery, now = new Date()): Promise<MentorList> {
  const { page, total, totalStopsAtCap, keyOf } = mentorListQueries(db, query, query.cursor, query.limit + 1);
  const pageIds = page.as('page_ids');
  const stats = mentorStatsQuery(db, db.select({ id: pageIds.id }).from(pageIds), now);
  const [rows, [counted], statRows] = await db.batch([page, total(MENTOR_COUNT_CAP), stats]);
  const { items: pageRows, nextCursor } = pageOf(rows, query.limit, (row) => row, keyOf);
  const statsOf = statsByMentor(statRows);
  const n = counted?.n ?? 0;
  return {
    items: pageRows.map((row) => toMentor(row, statsOf.get(row.id))),
    nextCursor,
    total: totalStopsAtCap ? Math.min(n, MENTOR_COUNT_CAP) : n,
    totalIsCapped: totalStopsAtCap && n > MENTOR_COUNT_CAP,
  };
}

/** A search page's cursor: the last card's tier (0: name or title has every word, 1: the other matches) and id. */
const SearchCursorSchema = z.tuple([z.literal([0, 1]), IdCursorSchema.def.items[0]]);

/** The first row's tier: the name and title hits come first, so the rest only after them. */
const FIRST_TIER = 0;
const LAST_TIER = 1;

/**
 * The page query for a filter and its count query, unexecuted (tests and the benchmark read their SQL and plans), and
 * the key a page's last row gives the next cursor. A malformed `cursor` is a 400 (http/cursor.ts).
 *
 * `total(cap)` counts a filtered list's matches no further than `cap + 1` (one more than the cap says "more than the
 * cap"), so it reads at most that many rows however many mentors match (`totalStopsAtCap`); the whole directory's
 * is the kept count, exact.
 */
export function mentorListQueries(
  db: Db,
  filters: Pick<MentorListQuery, 'search' | 'category' | 'journey' | 'language'>,
  cursor: string | undefined,
  take: number,
) {
  const match = mentorDirectoryQuery(filters);
  const tiers = match?.tiers;
  const [afterTier, afterId]: readonly [number, number] = !cursor
    ? [FIRST_TIER, 0]
    : tiers
      ? readCursor(cursor, SearchCursorSchema)
      : [FIRST_TIER, readCursor(cursor, IdCursorSchema)[0]];
  const keyOf = (row: { tier: number; id: number }) => (tiers ? [row.tier, row.id] : [row.id]);

  if (!match) {
    const active = eq(mentors.isActive, true);
    return {
      page: db
        .select({ tier: sql<number>`${sql.raw(String(FIRST_TIER))}`.as('tier'), ...mentorFields })
        .from(mentors)
        .where(and(active, gt(mentors.id, afterId)))
        .orderBy(asc(mentors.id))
        .limit(take),
      total: () => db.select({ n: listedMentorCount.count }).from(listedMentorCount),
      totalStopsAtCap: false,
      keyOf,
    };
  }
  // The index holds active mentors only (migrations/0022_mentor_search_fields.sql): no is_active check.
  const matching = (query: string) => sql`${mentorSearch.match} MATCH ${query}`;
  // One tier's next rows in id order. The cast: D1 binds a number as REAL, and FTS5 seeks to a rowid bound only when
  // it is an INTEGER (else it reads every match from the first).
  const tierPage = (tier: number, query: string) =>
    db
      .select({ tier: sql<number>`${sql.raw(String(tier))}`.as('tier'), ...mentorFields })
      .from(mentorSearch)
      .innerJoin(mentors, eq(mentors.id, mentorSearch.rowid))
      .where(and(matching(query), sql`${mentorSearch.rowid} > cast(${tier === afterTier ? afterId : 0} as integer)`))
      .orderBy(asc(mentorSearch.rowid))
      .limit(take);
  const total = (cap: number) =>
    db.select({ n: count() }).from(
      db
        .select({ one: sql`1` })
        .from(mentorSearch)
        .where(matching(match.all))
        .limit(cap + 1)
        .as('matches'),
    );
  if (!tiers) return { page: tierPage(FIRST_TIER, match.all), total, totalStopsAtCap: true, keyOf };
  // Each tier as a subquery: SQLite takes no LIMIT inside a compound SELECT's arms.
  const rest = db.select().from(tierPage(LAST_TIER, tiers.rest).as(`tier_${LAST_TIER}`));
  return {
    page:
      afterTier === LAST_TIER
        ? rest
        : db
            .select()
            .from(tierPage(FIRST_TIER, tiers.first).as(`tier_${FIRST_TIER}`))
            .unionAll(rest)
            .orderBy(sql`tier`, sql`id`)
            .limit(take),
    total,
    totalStopsAtCap: true,
    keyOf,
  };
}
