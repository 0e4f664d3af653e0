import type * as z from 'zod';
import { decodeCursor } from '../db/keyset.ts';
import { HttpError } from './errors.ts';

export const INVALID_CURSOR = 'Invalid cursor: load the list again from the first page.';

/**
 * The key a list's `cursor` parameter holds. Clients only ever send back a `nextCursor`, so anything that does not
 * decode to the list's key is a 400, never a 500.
 */
export function readCursor<T>(cursor: string, schema: z.ZodType<T>): T {
  const key = decodeCursor(cursor, schema);
  if (key === null) throw new HttpError(400, INVALID_CURSOR);
  return key;
}
