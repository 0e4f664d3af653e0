import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Private calendar feeds: one per user. The feed URL carries a 256-bit random token that works without a cookie
 * (calendar apps cannot sign in); only its SHA-256 is stored, and rotating replaces the row's hash.
 */
export const calendarFeeds = sqliteTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});
