import { and, asc, count, eq, exists, gt, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import * as z from 'zod';
import type { MentorList, MentorListQuery } from '../../schema/contract/mentors.ts';
import { mentorCategories, mentorJourneyPaths, mentorLanguages, mentors } from '../../schema/db/index.ts';
import type { Db } from '../db/client.ts';
import { IdCursorSchema, pageOf } from '../db/keyset.ts';
import { readCursor } from '../http/cursor.ts';
import { mentorFields, mentorStatsQuery, statsByMentor, toMentor } from './mentor-view.ts';
import { mentorSearch, mentorSearchQuery } from './search-index.ts';

/**
 * `GET /api/mentors`: active mentors, filtered and paged on the server, each with what a card shows.
 *
 * Three queries whatever the page size, in one batch (one round trip): the page, the total, and the sessions/ratings
 * of the page's mentors (read through the page query itself). Pagination is keyset on mentors.id (ascending), so a
 * page costs the same at the end of the list as at the start, and rows added meanwhile never shift a page. A search
 * ranks mentors whose name or title has every word first: its key is (tier, id), tier 0 for those, 1 for the rest.
 *
 * Every filter is answered from an index. The most selective one drives the query and walks ids in order:
 * the FTS5 index for `search` (its rowids come out in ascending order), else (category_slug, mentor_id) on
 * mentor_categories, else (journey_path_slug, mentor_id) on mentor_journey_paths, else (language, mentor_id) on
 * mentor_languages (last: with 12 languages, most mentors share English), else (is_active, id) on mentors. The
 * other filters are primary-key probes (EXISTS) per candidate. `total` counts every match, so its cost grows with
 * the number of matches (see docs/decisions/004-mentor-directory-search.md and 036-mentor-search-words-and-stems.md).
 */
export async function listMentors(db: Db, query: MentorListQuery, now = new Date()): Promise<MentorList> {
  const { page, total, keyOf } = mentorListQueries(db, query, query.cursor, query.limit + 1);
  const pageIds = page.as('page_ids');
  const stats = mentorStatsQuery(db, db.select({ id: pageIds.id }).from(pageIds), now);
  const [rows, [counted], statRows] = await db.batch([page, total, stats]);
  const { items: pageRows, nextCursor } = pageOf(rows, query.limit, (row) => row, keyOf);
  const statsOf = statsByMentor(statRows);
  return { items: pageRows.map((row) => toMentor(row, statsOf.get(row.id))), nextCursor, total: counted?.n ?? 0 };
}

/** A search page's cursor: the last card's tier (0: name or title has every word, 1: the other matches) and id. */
const SearchCursorSchema = z.tuple([z.literal([0, 1]), IdCursorSchema.def.items[0]]);

/** The first row's tier: the name and title hits come first, so the rest only after them. */
const FIRST_TIER = 0;
const LAST_TIER = 1;

/**
 * The page query and the count query for a filter, unexecuted (tests and the benchmark read their SQL and plans), and
 * the key a page's last row gives the next cursor. A malformed `cursor` is a 400 (http/cursor.ts).
 */
export function mentorListQueries(
  db: Db,
  filters: Pick<MentorListQuery, 'search' | 'category' | 'journey' | 'language'>,
  cursor: string | undefined,
  take: number,
) {
  const search = mentorSearchQuery(filters.search);
  const [afterTier, afterId]: readonly [number, number] = !cursor
    ? [FIRST_TIER, 0]
    : search
      ? readCursor(cursor, SearchCursorSchema)
      : [FIRST_TIER, readCursor(cursor, IdCursorSchema)[0]];
  const keyOf = (row: { tier: number; id: number }) => (search ? [row.tier, row.id] : [row.id]);
  // Outside a search every row is in the first tier.
  const fields = { tier: sql<number>`${sql.raw(String(FIRST_TIER))}`.as('tier'), ...mentorFields };
  const active = eq(mentors.isActive, true);
  const one = sql`1`;
  // "Is this mentor in the category / on the journey / speaking the language", per candidate id: one primary-key
  // lookup each. `id` is the driving table's mentor id (mentors.id, or the search index's rowid).
  const probesOn = (id: SQLiteColumn) => ({
    category: filters.category
      ? exists(
          db
            .select({ one })
            .from(mentorCategories)
            .where(and(eq(mentorCategories.mentorId, id), eq(mentorCategories.categorySlug, filters.category))),
        )
      : undefined,
    journey: filters.journey
      ? exists(
          db
            .select({ one })
            .from(mentorJourneyPaths)
            .where(and(eq(mentorJourneyPaths.mentorId, id), eq(mentorJourneyPaths.journeyPathSlug, filters.journey))),
        )
      : undefined,
    language: filters.language
      ? exists(
          db
            .select({ one })
            .from(mentorLanguages)
            .where(and(eq(mentorLanguages.mentorId, id), eq(mentorLanguages.language, filters.language))),
        )
      : undefined,
  });
  // The category, when asked for, drives the query itself (below), so it is never a probe on mentors.
  const { journey: journeyProbe, language: languageProbe } = probesOn(mentors.id);
  // With a probe as well, SQLite would rather count by walking (is_active, id), i.e. every active mentor; the unary
  // plus takes that index away so the driving join table's own index is used (measured for category + journey: half
  // the rows).
  const activeRow = (probed: boolean) => (probed ? sql`+${mentors.isActive} = 1` : active);

  if (search) {
    // The index holds active mentors only (migrations/0022_mentor_search_fields.sql): no is_active check. The probes
    // go by the index's rowid, so the total is counted without reading a mentor row.
    const onRowid = probesOn(mentorSearch.rowid);
    const probes = and(onRowid.category, onRowid.journey, onRowid.language);
    const matching = (query: string) => and(sql`${mentorSearch.match} MATCH ${query}`, probes);
    // One tier's next rows in id order, as a subquery: SQLite takes no LIMIT inside a compound SELECT's arms. The cast:
    // D1 binds a number as REAL, and FTS5 seeks to a rowid bound only when it is an INTEGER (else it reads every match
    // from the first).
    const tierPage = (tier: number, query: string) =>
      db
        .select({ ...fields, tier: sql<number>`${sql.raw(String(tier))}`.as('tier') })
        .from(mentorSearch)
        .innerJoin(mentors, eq(mentors.id, mentorSearch.rowid))
        .where(and(matching(query), sql`${mentorSearch.rowid} > cast(${tier === afterTier ? afterId : 0} as integer)`))
        .orderBy(asc(mentorSearch.rowid))
        .limit(take)
        .as(`tier_${tier}`);
    const rest = db.select().from(tierPage(LAST_TIER, search.rest));
    return {
      page:
        afterTier === LAST_TIER
          ? rest
          : db
              .select()
              .from(tierPage(FIRST_TIER, search.first))
              .unionAll(rest)
              .orderBy(sql`tier`, sql`id`)
              .limit(take),
      total: db.select({ n: count() }).from(mentorSearch).where(matching(search.all)),
      keyOf,
    };
  }
  if (filters.category) {
    const where = and(
      eq(mentorCategories.categorySlug, filters.category),
      activeRow(Boolean(journeyProbe || languageProbe)),
      journeyProbe,
      languageProbe,
    );
    return {
      page: db
        .select(fields)
        .from(mentorCategories)
        .innerJoin(mentors, eq(mentors.id, mentorCategories.mentorId))
        .where(and(where, gt(mentorCategories.mentorId, afterId)))
        .orderBy(asc(mentorCategories.mentorId))
        .limit(take),
      total: db
        .select({ n: count() })
        .from(mentorCategories)
        .innerJoin(mentors, eq(mentors.id, mentorCategories.mentorId))
        .where(where),
      keyOf,
    };
  }
  if (filters.journey) {
    const where = and(
      eq(mentorJourneyPaths.journeyPathSlug, filters.journey),
      activeRow(Boolean(languageProbe)),
      languageProbe,
    );
    return {
      page: db
        .select(fields)
        .from(mentorJourneyPaths)
        .innerJoin(mentors, eq(mentors.id, mentorJourneyPaths.mentorId))
        .where(and(where, gt(mentorJourneyPaths.mentorId, afterId)))
        .orderBy(asc(mentorJourneyPaths.mentorId))
        .limit(take),
      total: db
        .select({ n: count() })
        .from(mentorJourneyPaths)
        .innerJoin(mentors, eq(mentors.id, mentorJourneyPaths.mentorId))
        .where(where),
      keyOf,
    };
  }
  if (filters.language) {
    const where = and(eq(mentorLanguages.language, filters.language), active);
    return {
      page: db
        .select(fields)
        .from(mentorLanguages)
        .innerJoin(mentors, eq(mentors.id, mentorLanguages.mentorId))
        .where(and(where, gt(mentorLanguages.mentorId, afterId)))
        .orderBy(asc(mentorLanguages.mentorId))
        .limit(take),
      total: db
        .select({ n: count() })
        .from(mentorLanguages)
        .innerJoin(mentors, eq(mentors.id, mentorLanguages.mentorId))
        .where(where),
      keyOf,
    };
  }
  return {
    page: db
      .select(fields)
      .from(mentors)
      .where(and(active, gt(mentors.id, afterId)))
      .orderBy(asc(mentors.id))
      .limit(take),
    total: db.select({ n: count() }).from(mentors).where(active),
    keyOf,
  };
}
