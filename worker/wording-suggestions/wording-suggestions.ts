import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  MAX_WORDING_SUGGESTIONS_PER_MEMBER,
  MAX_WORDING_SUGGESTIONS_PER_NETWORK,
  WORDING_MESSAGES,
  WORDING_WINDOW_MS,
  type AdminWordingSuggestionPage,
  type WordingSuggestionData,
  type WordingSuggestionReceipt,
} from '../../schema/contract/wording-suggestions.ts';
import { adminAuditLog, users, wordingSuggestions } from '../../schema/db/index.ts';
import { rawBatch, type Db } from '../db/client.ts';
import { IdCursorSchema, pageOf } from '../db/keyset.ts';
import { readCursor } from '../http/cursor.ts';
import { notFound, tooManyRequests } from '../http/errors.ts';

/*
 * "Suggest a better wording": a reader of a translated page tells us how a text on it would read better. Anyone may
 * send one (the people who notice a clumsy isiZulu sentence are mostly visitors); only admins read them. Translations
 * are changed by people from these suggestions, never by a machine at run time.
 */

/** Who sent a suggestion, as the rate limit counts: a member, or a visitor's network (hashed, see the table). */
export type WordingSender = { memberId: string } | { visitorNetwork: string };

/**
 * `POST /api/wording-suggestions`: stored as open. At most MAX_WORDING_SUGGESTIONS_PER_MEMBER per member, or
 * MAX_WORDING_SUGGESTIONS_PER_NETWORK per visitor network, in any WORDING_WINDOW_MS: the count and the insert are
 * one conditional statement (decision 007), so suggestions sent at once cannot all slip under the cap.
 */
export async function sendWordingSuggestion(
  db: Db,
  sender: WordingSender,
  input: WordingSuggestionData,
  now = new Date(),
): Promise<WordingSuggestionReceipt> {
  const since = new Date(now.getTime() - WORDING_WINDOW_MS).toISOString();
  const [memberId, visitorNetwork] = 'memberId' in sender ? [sender.memberId, null] : [null, sender.visitorNetwork];
  const same =
    memberId === null
      ? sql`${wordingSuggestions.visitorNetwork} = ${visitorNetwork}`
      : sql`${wordingSuggestions.memberId} = ${memberId}`;
  const max = memberId === null ? MAX_WORDING_SUGGESTIONS_PER_NETWORK : MAX_WORDING_SUGGESTIONS_PER_MEMBER;
  const inWindow = sql`${same} AND ${wordingSuggestions.createdAt} > ${since}`;
  const [inserted, counted] = await rawBatch(db, [
    sql`
      INSERT INTO ${wordingSuggestions} (language, page_path, page_text, suggestion, member_id, visitor_network,
                                         created_at)
      SELECT ${input.language}, ${input.pagePath}, ${input.pageText}, ${input.suggestion}, ${memberId},
             ${visitorNetwork}, ${now.toISOString()}
      WHERE (SELECT count(*) FROM ${wordingSuggestions} WHERE ${inWindow}) < ${max}
      RETURNING id`,
    // Read in the same trip for the refusal's Retry-After: when the oldest counted suggestion leaves the window.
    sql`SELECT min(${wordingSuggestions.createdAt}) AS oldest FROM ${wordingSuggestions} WHERE ${inWindow}`,
  ]);
  const row = inserted?.[0];
  if (row) return { id: row.id as number };
  const oldest = counted?.[0]?.oldest;
  const leavesAt = Date.parse(String(oldest ?? since)) + WORDING_WINDOW_MS;
  throw tooManyRequests(WORDING_MESSAGES.tooMany, (leavesAt - now.getTime()) / 1000);
}

// --- admin: the open list -------------------------------------------------------------------------------

/** `GET /api/admin/wording-suggestions`: the open suggestions, newest first, with the sending member's name. */
export async function listOpenWordingSuggestions(
  db: Db,
  query: { limit: number; cursor?: string },
): Promise<AdminWordingSuggestionPage> {
  const beforeId = query.cursor ? readCursor(query.cursor, IdCursorSchema)[0] : undefined;
  const rows = await db
    .select({
      id: wordingSuggestions.id,
      language: wordingSuggestions.language,
      pagePath: wordingSuggestions.pagePath,
      pageText: wordingSuggestions.pageText,
      suggestion: wordingSuggestions.suggestion,
      createdAt: wordingSuggestions.createdAt,
      senderId: users.id,
      senderFirstName: users.firstName,
      senderLastName: users.lastName,
    })
    .from(wordingSuggestions)
    .leftJoin(users, eq(users.id, wordingSuggestions.memberId))
    .where(
      and(
        isNull(wordingSuggestions.handledAt),
        beforeId === undefined ? undefined : lt(wordingSuggestions.id, beforeId),
      ),
    )
    .orderBy(desc(wordingSuggestions.id))
    .limit(query.limit + 1);
  return pageOf(
    rows,
    query.limit,
    ({ senderId, senderFirstName, senderLastName, ...suggestion }) => ({
      ...suggestion,
      sender: senderId ? { id: senderId, firstName: senderFirstName!, lastName: senderLastName! } : null,
    }),
    (row) => [row.id],
  );
}

/**
 * `POST /api/admin/wording-suggestions/:id/handled`: the suggestion leaves the open list. Marking one already handled
 * answers the same (two admins may act on it at once) and keeps who handled it first; only the admin whose statement
 * marked it is written to the audit log. One batch: the mark, its audit row, and the answer read back.
 */
export async function markWordingSuggestionHandled(
  db: Db,
  input: { id: number; adminId: string },
  now = new Date(),
): Promise<{ id: number; handledAt: string }> {
  const at = now.toISOString();
  const [, , answer] = await rawBatch(db, [
    sql`UPDATE ${wordingSuggestions} SET handled_at = ${at}, handled_by = ${input.adminId}
        WHERE id = ${input.id} AND handled_at IS NULL`,
    sql`INSERT INTO ${adminAuditLog} (admin_id, action, target_type, target_id)
        SELECT ${input.adminId}, 'wording_suggestion.handle', 'wording_suggestion', ${String(input.id)}
        FROM ${wordingSuggestions}
        WHERE id = ${input.id} AND handled_at = ${at} AND handled_by = ${input.adminId}`,
    sql`SELECT id, handled_at AS handledAt FROM ${wordingSuggestions} WHERE id = ${input.id}`,
  ]);
  const row = answer?.[0];
  if (!row) throw notFound('Suggestion');
  return { id: row.id as number, handledAt: row.handledAt as string };
}
