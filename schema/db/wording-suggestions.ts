import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { WORDING_LANGUAGES } from '../contract/wording-suggestions-rules.ts';
import { createdAt, oneOf } from './columns.ts';
import { users } from './users.ts';

/**
 * Readers' suggestions of a better wording for a translated page (/suggest-wording), read by admins in the console.
 * A member's suggestion names the member (set null when the account goes: the suggestion itself is about our text,
 * not about them); a visitor's keeps only a hash of their network, which the rate limit counts by and nobody reads.
 */
export const wordingSuggestions = sqliteTable(
  'wording_suggestions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    language: text('language', { enum: WORDING_LANGUAGES }).notNull(),
    pagePath: text('page_path').notNull(),
    pageText: text('page_text').notNull(),
    suggestion: text('suggestion').notNull(),
    memberId: text('member_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the visitor's network (IPv4 address or IPv6 /64); null for a member. */
    visitorNetwork: text('visitor_network'),
    /** When an admin marked it handled; null while it is open. */
    handledAt: text('handled_at'),
    handledBy: text('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('wording_suggestions_language_check', oneOf(t.language, WORDING_LANGUAGES)),
    // The console's open list, newest first.
    index('wording_suggestions_open_idx').on(t.handledAt, t.id),
    // The rate limit's counts.
    index('wording_suggestions_member_idx').on(t.memberId, t.createdAt),
    index('wording_suggestions_network_idx').on(t.visitorNetwork, t.createdAt),
  ],
);
