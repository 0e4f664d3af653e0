import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { listPageSize } from '../../../../../schema/contract/data-saver-rules.ts';
import { MENTOR_PAGE_SIZE } from '../../../../../schema/contract/mentors-rules.ts';
import { mentorListQueryOptions } from '../../../lib/api/mentors.ts';
import { useDataSaver } from '../../../lib/data-saver.tsx';
import { mentorListUrl, readFilters } from '../../../lib/mentors/mentor-filters.ts';

/**
 * The mentor browser's list for the page's address (`/mentors?search=…`, its filters) and the reader's data-saver
 * choice (its page size): the list's query and the URL of its first page. The page asks the query, and the Worker
 * preloads that URL with the app shell of a signed-in /mentors (web/src/server/member-preloads.ts), so the preload
 * is the page's own first request and the list does not wait for the page's code.
 */
export function mentorBrowserList(search: URLSearchParams, dataSaver: boolean) {
  const filters = readFilters(search);
  const limit = listPageSize(MENTOR_PAGE_SIZE, dataSaver);
  return { query: mentorListQueryOptions(filters, limit), firstPageUrl: mentorListUrl(filters, { limit }) };
}

/**
 * `GET /api/mentors` for the mentor browser, page by page. While a new filter loads, the previous cards stay (dimmed
 * by the page) instead of a spinner. Here and not in lib/api/mentors.ts, which the landing chunk carries: the
 * infinite query's code comes with this page only.
 */
export function useMentorList(search: URLSearchParams) {
  const { query } = mentorBrowserList(search, useDataSaver().enabled);
  return useInfiniteQuery({ ...query, placeholderData: keepPreviousData });
}
