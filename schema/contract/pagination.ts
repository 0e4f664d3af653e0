import * as z from 'zod';

/** Every list that can grow answers one page: pass `nextCursor` back as `cursor` until it is null. */
export type Page<T> = { items: T[]; nextCursor: string | null };

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** `limit` and `cursor` query parameters. The cursor is opaque: only ever send back a `nextCursor`. */
export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  cursor: z.string().max(300).optional(),
});

/** A boolean query parameter: `true`/`1` or `false`/`0`. */
export const BooleanQuerySchema = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
