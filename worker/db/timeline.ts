import { and, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import * as z from 'zod';
import { encodeCursor } from './keyset.ts';

/**
 * Keyset pagination for dated lists (group sessions, events) in two phases: phase 0 holds the upcoming items
 * (soonest first), phase 1 everything else (most recent first). The opaque cursor names the phase and the
 * (start, id) of the last item served, so pages stay stable while rows are added.
 */

export type TimelinePhase = 0 | 1;
export type TimelineKey = { at: string; id: number };

/** [phase, start, id] of the last row served, or [1] for "the beginning of phase 1". */
export const TimelineCursorSchema = z.union([
  z.tuple([
    z.union([z.literal(0), z.literal(1)]),
    z.string().max(40),
    z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  ]),
  z.tuple([z.literal(1)]),
]);
export type TimelineCursor = z.infer<typeof TimelineCursorSchema>;

/** Rows of one phase after `after` (exclusive), at most `take` of them, in that phase's order. */
export type FetchPhase<T> = (phase: TimelinePhase, after: TimelineKey | null, take: number) => Promise<T[]>;

export async function pageTimeline<T>(options: {
  limit: number;
  /** The decoded cursor of the previous page (TimelineCursorSchema), or null for the first page. */
  cursor: TimelineCursor | null;
  upcomingOnly: boolean;
  fetch: FetchPhase<T>;
  keyOf: (row: T) => TimelineKey;
}): Promise<{ rows: T[]; nextCursor: string | null }> {
  const { limit, cursor, upcomingOnly, fetch, keyOf } = options;
  let phase: TimelinePhase = cursor?.[0] ?? 0;
  let after: TimelineKey | null = cursor?.length === 3 ? { at: cursor[1], id: cursor[2] } : null;
  if (upcomingOnly && phase === 1) return { rows: [], nextCursor: null };

  const rows: T[] = [];
  for (;;) {
    const want = limit - rows.length;
    if (want === 0) {
      // The page is full exactly at the end of phase 0: is there anything in phase 1?
      const more = await fetch(1, null, 1);
      return { rows, nextCursor: more.length > 0 ? encodeCursor([1]) : null };
    }
    const got = await fetch(phase, after, want + 1);
    if (got.length > want) {
      rows.push(...got.slice(0, want));
      const last = keyOf(rows[rows.length - 1]!);
      return { rows, nextCursor: encodeCursor([phase, last.at, last.id]) };
    }
    rows.push(...got);
    if (phase === 1 || upcomingOnly) return { rows, nextCursor: null };
    phase = 1;
    after = null;
  }
}

/** The WHERE part that continues after `after` in a phase's order (ascending in phase 0, descending in 1). */
export function afterKey(
  phase: TimelinePhase,
  after: TimelineKey | null,
  at: SQLiteColumn,
  id: SQLiteColumn,
): SQL | undefined {
  if (!after) return undefined;
  const beyond = phase === 0 ? gt : lt;
  return or(beyond(at, after.at), and(eq(at, after.at), beyond(id, after.id)));
}
