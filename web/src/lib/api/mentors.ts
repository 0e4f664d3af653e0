import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { MENTOR_PAGE_SIZE } from '../../../../schema/contract/mentors-rules.ts';
import type { MentorList } from '../../../../schema/contract/mentors.ts';
import { answerOf, api } from '../api-client.ts';
import { pagedQuery } from './read-query.ts';
import { mentorListQuery, NO_FILTERS, serverFilters, type MentorFilters } from '../mentors/mentor-filters.ts';

/**
 * The first element of every mentor read's key (lists, previews, recommendations): saving a mentor profile marks
 * them all stale (`invalidateMentors`), and a Connect writes the mentor's new count into each.
 */
export const mentorsQueryPrefix = api.mentors.$path();
/** `GET /api/mentors/recommended` (the welcome page's matches); saving a mentee profile makes it stale. */
export const recommendedMentorsQueryKey = [mentorsQueryPrefix, 'recommended'] as const;

/** Every mentor read is read again when next shown. */
export function invalidateMentors(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: [mentorsQueryPrefix] });
}

/** `GET /api/mentors`: one page of cards, filtered and paged on the server (keyset `cursor`). */
export function fetchMentorPage(
  filters: MentorFilters,
  page: { limit?: number; cursor?: string | null } = {},
  signal?: AbortSignal,
) {
  return answerOf(api.mentors.$get({ query: mentorListQuery(filters, page) }, { init: { signal } }));
}

/**
 * The mentor browser's list: the first page, then one more page per "Load more" until `nextCursor` is null.
 * The key holds the trimmed filters and the page size (smaller under data saver), so each is cached on its own.
 */
export function mentorListQueryOptions(filters: MentorFilters, limit: number = MENTOR_PAGE_SIZE) {
  return pagedQuery([mentorsQueryPrefix, 'list', serverFilters(filters), limit] as const, (cursor, signal) =>
    fetchMentorPage(filters, { limit, cursor }, signal),
  );
}

/** The first `limit` mentors, unfiltered (and, through `total`, how many there are). */
function mentorPreviewQueryOptions(limit: number) {
  return queryOptions({
    queryKey: [mentorsQueryPrefix, 'preview', limit] as const,
    queryFn: ({ signal }) => fetchMentorPage(NO_FILTERS, { limit }, signal),
  });
}

/** The landing page's first few mentors (and, through `total`, how many there are). */
export function useMentorPreview(limit: number) {
  return useQuery(mentorPreviewQueryOptions(limit));
}

/**
 * How many mentors there are (the community page's tile): the smallest preview, one card long, read for its
 * `total`. Keyed like every mentor read, so saving a mentor profile (`invalidateMentors`) updates it.
 */
export function mentorTotalQueryOptions() {
  return queryOptions({ ...mentorPreviewQueryOptions(1), select: (list: MentorList) => list.total });
}

export function useMentorTotal() {
  return useQuery(mentorTotalQueryOptions());
}
