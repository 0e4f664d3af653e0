import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { MENTOR_SEARCH_MIN_LENGTH } from '../../schema/contract/mentors.ts';

/**
 * The FTS5 index over mentors' name, description and skills (migrations/0001_mentor_search.sql: trigram
 * tokenizer, external content, kept in step by triggers). Declared here for queries only, NOT in schema/db, so
 * drizzle-kit never tries to create or drop it. `rowid` is mentors.id; `match` is the table-named hidden column
 * that goes on the left of MATCH. See docs/decisions/004-mentor-search.md.
 */
export const mentorSearch = sqliteTable('mentor_search', {
  rowid: integer('rowid').notNull(),
  match: text('mentor_search').notNull(),
});

/**
 * The search term as an FTS5 query: one quoted string, which the trigram tokenizer matches as a
 * case-insensitive substring of any one column (like `includes`). Null when the term is too short for the
 * trigram index (under MENTOR_SEARCH_MIN_LENGTH characters): such a search is ignored rather than answered by
 * a full scan.
 */
export function mentorSearchQuery(term: string | undefined): string | null {
  const trimmed = term?.trim() ?? '';
  if ([...trimmed].length < MENTOR_SEARCH_MIN_LENGTH) return null;
  return `"${trimmed.replaceAll('"', '""')}"`;
}
