import * as z from 'zod';
import { fromBase64Url, toBase64Url } from '../lib/base64url.ts';

/**
 * Opaque keyset cursors for paged lists (stories, complaints, notifications, admin queues): base64url of the
 * JSON tuple of the last row's sort key.
 */

export function encodeCursor(key: readonly (string | number)[]): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(key)));
}

/** The key a cursor holds, or null when it is not a cursor of this shape (lists answer 400, see http/cursor.ts). */
export function decodeCursor<T>(cursor: string, schema: z.ZodType<T>): T | null {
  try {
    return schema.parse(JSON.parse(new TextDecoder().decode(fromBase64Url(cursor))));
  } catch {
    return null;
  }
}

/** The cursor of the commonest lists: one positive integer id. */
export const IdCursorSchema = z.tuple([z.number().int().positive().max(Number.MAX_SAFE_INTEGER)]);

/** Takes `limit + 1` rows' worth of answer: the page, and the cursor of its last row when more follow. */
export function pageOf<Row, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
  keyOf: (row: Row) => readonly (string | number)[],
): { items: Item[]; nextCursor: string | null } {
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  return {
    items: pageRows.map(toItem),
    nextCursor: hasMore ? encodeCursor(keyOf(pageRows[pageRows.length - 1]!)) : null,
  };
}
