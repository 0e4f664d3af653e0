import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { MENTOR_PAGE_SIZE } from '../../../../../schema/contract/mentors-rules.ts';
import { mentorListQueryOptions } from '../../../lib/api/mentors.ts';
import { useListPageSize } from '../../../lib/data-saver.tsx';
import type { MentorFilters } from '../../../lib/mentors/mentor-filters.ts';

/**
 * `GET /api/mentors` for the mentor browser, page by page. While a new filter loads, the previous cards stay (dimmed
 * by the page) instead of a spinner. Here and not in lib/api/mentors.ts, which the landing chunk carries: the
 * infinite query's code comes with this page only.
 */
export function useMentorList(filters: MentorFilters) {
  const limit = useListPageSize(MENTOR_PAGE_SIZE);
  return useInfiniteQuery({ ...mentorListQueryOptions(filters, limit), placeholderData: keepPreviousData });
}
