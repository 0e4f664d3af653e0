import * as z from 'zod/mini';
import { queryInt } from './fields.ts';
import './zod-mini.ts';

/** Every list that can grow answers one page: pass `nextCursor` back as `cursor` until it is null. */
export type Page<T> = { items: T[]; nextCursor: string | null };

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** `limit` and `cursor` query parameters. The cursor is opaque: only ever send back a `nextCursor`. */
export const PageQuerySchema = z.object({
  limit: z._default(queryInt({ min: 1, max: PAGE_SIZE_MAX }), PAGE_SIZE_DEFAULT),
  cursor: z.optional(z.string().check(z.maxLength(300))),
});

/** A boolean query parameter: `true`/`1` or `false`/`0`. */
export const BooleanQuerySchema = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((v) => v === 'true' || v === '1'),
);
