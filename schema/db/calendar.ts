import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Private calendar feeds: one per user. The feed URL carries a 256-bit random token that works without a cookie
 * (calendar apps cannot sign in). A feed is found by the token's SHA-256; the token itself is kept only encrypted
 * (AES-GCM, key from the CALENDAR_FEED_KEY secret), so its owner can see the URL again (decision 017). Rotating
 * replaces both.
 */
export const calendarFeeds = sqliteTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  /**
   * `<iv>.<ciphertext>` (base64url), bound to the user id. Null for feeds made before this column existed or while
   * no key was configured: those links keep working but can only be replaced.
   */
  tokenCiphertext: text('token_ciphertext'),
  createdAt: createdAt(),
});
