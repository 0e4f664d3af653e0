import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { listPageSize } from '../../../../../schema/contract/data-saver-rules.ts';
import { MENTOR_PAGE_SIZE } from '../../../../../schema/contract/mentors-rules.ts';
import { mentorListQueryOptions } from '../../../lib/api/mentors.ts';
import { useDataSaver } from '../../../lib/data-saver.tsx';
import { readFilters } from '../../../lib/mentors/mentor-filters.ts';

/**
 * `GET /api/mentors` for the mentor browser, page by page. While a new filter loads, the previous cards stay (dimmed
 * by the page) instead of a spinner. Here and not in lib/api/mentors.ts, which the landing chunk carries: the
 * infinite query's code comes with this page only.
 */
export function useMentorList(search: URLSearchParams) {
  // The reader's data-saver choice sets the page size.
  const limit = listPageSize(MENTOR_PAGE_SIZE, useDataSaver().enabled);
  return useInfiniteQuery({ ...mentorListQueryOptions(readFilters(search), limit), placeholderData: keepPreviousData });
}
