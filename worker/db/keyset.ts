import * as z from 'zod';
import { HttpError } from '../http/errors.ts';

/**
 * Opaque keyset cursors for paged lists (stories, complaints, notifications, admin queues): base64url of the
 * JSON tuple of the last row's sort key. Clients only ever send back a `nextCursor`; anything that does not
 * decode to the expected tuple is a 400, never a 500.
 */
export const INVALID_CURSOR = 'Invalid cursor: load the list again from the first page.';

export function encodeCursor(key: readonly (string | number)[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(key));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function decodeCursor<T>(cursor: string, schema: z.ZodType<T>): T {
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
    return schema.parse(JSON.parse(json));
  } catch {
    throw new HttpError(400, INVALID_CURSOR);
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
