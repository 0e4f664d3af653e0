import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { MENTOR_SEARCH_MIN_LENGTH } from '../../schema/contract/mentors.ts';
import { porterStem } from './porter-stem.ts';

/**
 * The FTS5 index over every word a mentor's card and detail dialog print: name, title, description, experience,
 * skills, category and journey-path names, location (migrations/0022_mentor_search_fields.sql: words, lower-cased
 * and without diacritics, contentless, kept in step by triggers). Declared here for queries only, NOT in schema/db, so drizzle-kit never tries
 * to create or drop it. `rowid` is mentors.id; `match` is the table-named hidden column that goes on the left of MATCH.
 * See docs/decisions/036-mentor-search-words-and-stems.md.
 */
export const mentorSearch = sqliteTable('mentor_search', {
  rowid: integer('rowid').notNull(),
  match: text('mentor_search').notNull(),
});

/** The columns whose hits rank first: a mentor whose name or title has every word comes before one who only mentions them. */
const FIRST_RANKED_COLUMNS = '{name title}';

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

/**
 * The FTS5 queries behind a search: `all` matches every mentor with every word somewhere, and splits into `first`,
 * those whose name or title holds every word (ranked first), and `rest`, the other matches. Each word of the term
 * becomes a quoted prefix (searchPrefix); quoting makes FTS syntax (`AND`, `*`, `"`, `NEAR`) plain words. Null when
 * the term is shorter than MENTOR_SEARCH_MIN_LENGTH characters or has no word in it: such a search is ignored (the
 * list is answered as without one), as a one-letter prefix would read most of the index.
 */
export function mentorSearchQuery(term: string | undefined): { all: string; first: string; rest: string } | null {
  const trimmed = term?.trim() ?? '';
  if ([...trimmed].length < MENTOR_SEARCH_MIN_LENGTH) return null;
  const words = trimmed.match(/[\p{L}\p{M}\p{N}]+/gu);
  if (!words) return null;
  const all = words.map((word) => `"${searchPrefix(word)}"*`).join(' ');
  return {
    all,
    first: `${FIRST_RANKED_COLUMNS} : (${all})`,
    rest: `(${all}) NOT ${FIRST_RANKED_COLUMNS} : (${all})`,
  };
}
