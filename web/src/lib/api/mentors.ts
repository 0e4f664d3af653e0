import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { MENTOR_PAGE_SIZE } from '../../../../schema/contract/mentors-rules.ts';
import type { Mentor, MentorList } from '../../../../schema/contract/mentors.ts';
import { apiJson } from '../api-client.ts';
import { mentorListUrl, NO_FILTERS, serverFilters, type MentorFilters } from '../mentors/mentor-filters.ts';

export const MENTORS_URL = '/api/mentors';
/** `GET /api/mentors/recommended` (the welcome page's matches); saving a mentee profile makes it stale. */
export const recommendedMentorsQueryKey = [MENTORS_URL, 'recommended'] as const;

/** A light shape check instead of the contract's zod schema (zod stays out of the browser bundle). */
function asMentorList(value: unknown): MentorList {
  const list = value as Partial<MentorList> | null;
  if (!list || typeof list !== 'object' || !Array.isArray(list.items)) {
    throw new Error('The mentor list had an unexpected shape.');
  }
  return {
    items: list.items as Mentor[],
    nextCursor: typeof list.nextCursor === 'string' && list.nextCursor ? list.nextCursor : null,
    total: typeof list.total === 'number' ? list.total : list.items.length,
  };
}

/** `GET /api/mentors`: one page of cards, filtered and paged on the server (keyset `cursor`). */
export async function fetchMentorPage(
  filters: MentorFilters,
  page: { limit?: number; cursor?: string | null } = {},
  signal?: AbortSignal,
): Promise<MentorList> {
  return asMentorList(await apiJson<unknown>('GET', mentorListUrl(filters, page), undefined, { signal }));
}

/**
 * The mentor browser's list: the first page, then one more page per "Load more" until `nextCursor` is null.
 * The key holds the trimmed filters and the page size (smaller under data saver), so each is cached on its own.
 */
export function mentorListQueryOptions(filters: MentorFilters, limit: number = MENTOR_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: [MENTORS_URL, 'list', serverFilters(filters), limit] as const,
    queryFn: ({ pageParam, signal }) => fetchMentorPage(filters, { limit, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: MentorList) => lastPage.nextCursor ?? undefined,
  });
}

/** The first `limit` mentors, unfiltered (and, through `total`, how many there are). */
function mentorPreviewQueryOptions(limit: number) {
  return queryOptions({
    queryKey: [MENTORS_URL, 'preview', limit] as const,
    queryFn: ({ signal }) => fetchMentorPage(NO_FILTERS, { limit }, signal),
  });
}

/** The landing page's first few mentors (and, through `total`, how many there are). */
export function useMentorPreview(limit: number) {
  return useQuery(mentorPreviewQueryOptions(limit));
}

/**
 * How many mentors there are (the community page's tile): the smallest preview, one card long, read for its
 * `total`. Keyed like every mentor read, so saving a mentor profile (which invalidates `[MENTORS_URL]`) updates it.
 */
export function mentorTotalQueryOptions() {
  return queryOptions({ ...mentorPreviewQueryOptions(1), select: (list: MentorList) => list.total });
}

export function useMentorTotal() {
  return useQuery(mentorTotalQueryOptions());
}
