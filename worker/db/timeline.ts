import { and, asc, desc, eq, gt, lt, lte, ne, or, type SQL } from 'drizzle-orm';
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
  const phase: TimelinePhase = cursor?.[0] ?? 0;
  const after: TimelineKey | null = cursor?.length === 3 ? { at: cursor[1], id: cursor[2] } : null;
  if (upcomingOnly && phase === 1) return { rows: [], nextCursor: null };

  if (phase === 0 && !upcomingOnly) {
    // Phase 1 is asked for beside phase 0 rather than after it: one database round trip instead of two, for up to
    // `limit + 1` rows read in vain when phase 0 alone fills the page (decision 022).
    const [upcoming, rest] = await Promise.all([fetch(0, after, limit + 1), fetch(1, null, limit + 1)]);
    if (upcoming.length > limit) return pageAfter(upcoming.slice(0, limit), 0, keyOf);
    const want = limit - upcoming.length;
    if (want === 0) return { rows: upcoming, nextCursor: rest.length > 0 ? encodeCursor([1]) : null };
    const rows = [...upcoming, ...rest.slice(0, want)];
    return rest.length > want ? pageAfter(rows, 1, keyOf) : { rows, nextCursor: null };
  }
  const got = await fetch(phase, after, limit + 1);
  return got.length > limit ? pageAfter(got.slice(0, limit), phase, keyOf) : { rows: got, nextCursor: null };
}

/** A full page whose last row, in `phase`, is where the next page continues. */
function pageAfter<T>(rows: T[], phase: TimelinePhase, keyOf: (row: T) => TimelineKey) {
  const last = keyOf(rows[rows.length - 1]!);
  return { rows, nextCursor: encodeCursor([phase, last.at, last.id]) };
}

/** The columns of a dated list's table: its status, its start and its id. */
export type DatedColumns = { status: SQLiteColumn; scheduledAt: SQLiteColumn; id: SQLiteColumn };

/**
 * The filter and order of one phase's rows after `after`: phase 0 the upcoming ones (scheduled and starting after
 * `nowIso`, spec section 4) soonest first, phase 1 all the others most recent first.
 */
export function phaseRows(
  table: DatedColumns,
  phase: TimelinePhase,
  after: TimelineKey | null,
  nowIso: string,
): { where: SQL; orderBy: SQL[] } {
  const inPhase =
    phase === 0
      ? and(eq(table.status, 'scheduled'), gt(table.scheduledAt, nowIso))
      : or(ne(table.status, 'scheduled'), lte(table.scheduledAt, nowIso));
  const order = phase === 0 ? asc : desc;
  return {
    where: and(inPhase, afterKey(phase, after, table.scheduledAt, table.id))!,
    orderBy: [order(table.scheduledAt), order(table.id)],
  };
}

/** The WHERE part that continues after `after` in a phase's order (ascending in phase 0, descending in 1). */
function afterKey(
  phase: TimelinePhase,
  after: TimelineKey | null,
  at: SQLiteColumn,
  id: SQLiteColumn,
): SQL | undefined {
  if (!after) return undefined;
  const beyond = phase === 0 ? gt : lt;
  return or(beyond(at, after.at), and(eq(at, after.at), beyond(id, after.id)));
}
