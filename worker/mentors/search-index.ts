import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { MENTOR_SEARCH_MIN_LENGTH, type MentorListQuery } from '../../schema/contract/mentors.ts';
import { porterStem } from './porter-stem.ts';

/**
 * The FTS5 index over every word a mentor's card and detail dialog print: name, title, description, experience,
 * skills, category and journey-path names, location (migrations/0022_mentor_search_fields.sql: words, lower-cased
 * and without diacritics, contentless, kept in step by triggers), and in `filters` a word for each of their
 * categories, journey paths and languages (migrations/0023_mentor_search_filters.sql), so the index answers every
 * filtered list alone. Active mentors only. Declared here for queries only, NOT in schema/db, so drizzle-kit never
 * tries to create or drop it. `rowid` is mentors.id; `match` is the table-named hidden column that goes on the left of MATCH.
 * See docs/decisions/036-mentor-search-words-and-stems.md.
 */
export const mentorSearch = sqliteTable('mentor_search', {
  rowid: integer('rowid').notNull(),
  match: text('mentor_search').notNull(),
});

/**
 * What a query word matches as a prefix: the part it shares with its Porter stem. "farming" (stem "farm") becomes
 * "farm", which finds "farm", "farms", "farmer" and "farming"; "poultry" (stem "poultri") becomes "poultr"; a word
 * being typed ("vegetab", "hydro") is usually its own stem, so it is kept whole and still finds the word it starts.
 */
export function searchPrefix(word: string): string {
  const lower = word.toLowerCase();
  const stem = porterStem(lower);
  let shared = 0;
  while (shared < stem.length && stem[shared] === lower[shared]) shared++;
  return lower.slice(0, shared);
}

/** The text columns, where a search's words are matched: every column but `filters`. */
const TEXT_COLUMNS = '{name title description experience skills categories journeys location}';
/** The columns whose hits rank first: a mentor whose name or title has every word comes before one who only mentions them. */
const FIRST_RANKED_COLUMNS = '{name title}';

/**
 * A filter's word in the index's `filters` column: a letter for its kind (c category, j journey path, l language)
 * and the slug's bytes in hex, as migrations/0023_mentor_search_filters.sql writes them ("c" || lower(hex(slug))).
 */
export function filterWord(kind: 'c' | 'j' | 'l', slug: string): string {
  return kind + [...new TextEncoder().encode(slug)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The search term's words as quoted prefixes (searchPrefix), or null when the search is ignored (see below). */
function searchWords(term: string | undefined): string | null {
  const trimmed = term?.trim() ?? '';
  if ([...trimmed].length < MENTOR_SEARCH_MIN_LENGTH) return null;
  const words = trimmed.match(/[\p{L}\p{M}\p{N}]+/gu);
  return words ? words.map((word) => `"${searchPrefix(word)}"*`).join(' ') : null;
}

/**
 * The FTS5 query behind a filtered directory list: `all` matches every mentor the list shows (every search word
 * somewhere in their text, and every filter's word); with search words, `tiers` splits it into `first`, those whose
 * name or title holds every word (ranked first), and `rest`, the other matches. Each search word becomes a quoted
 * prefix (searchPrefix); quoting makes FTS syntax (`AND`, `*`, `"`, `NEAR`) plain words. A search shorter than
 * MENTOR_SEARCH_MIN_LENGTH characters, or with no word in it, is ignored (the list is answered as without one), as a
 * one-letter prefix would read most of the index. Null when nothing filters the list: the whole directory.
 */
export function mentorDirectoryQuery(
  filters: Pick<MentorListQuery, 'search' | 'category' | 'journey' | 'language'>,
): { all: string; tiers: { first: string; rest: string } | null } | null {
  const words = searchWords(filters.search);
  const chosen = [
    filters.category && filterWord('c', filters.category),
    filters.journey && filterWord('j', filters.journey),
    filters.language && filterWord('l', filters.language),
  ].filter(Boolean);
  const filterMatch = chosen.length > 0 ? `{filters} : (${chosen.map((word) => `"${word}"`).join(' ')})` : null;
  const both = (match: string) => (filterMatch ? `(${match}) AND ${filterMatch}` : match);
  if (!words) return filterMatch ? { all: filterMatch, tiers: null } : null;
  const inText = `${TEXT_COLUMNS} : (${words})`;
  const inFirst = `${FIRST_RANKED_COLUMNS} : (${words})`;
  return { all: both(inText), tiers: { first: both(inFirst), rest: both(`${inText} NOT ${inFirst}`) } };
}
