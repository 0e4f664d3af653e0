import type { MemberPreloadUrl } from '../../../schema/contract/server-render.ts';
import { mentorBrowserList } from '../features/mentors/api/mentor-list.ts';
import { dashboardQueryKey } from '../lib/api/dashboard.ts';
import { paths } from '../lib/paths.ts';

/** A URL's path as the router matches it: in any case, with or without a trailing slash. */
export function routePath(location: URL): string {
  return location.pathname.toLowerCase().replace(/(.)\/+$/, '$1');
}

/**
 * What a signed-in page reads first, whoever is signed in, for the Worker to preload with the app shell beside the
 * bootstrap (decision 022): the browser fetches it while the page's code downloads, and the page's own request takes
 * the answer, so the data is one API round trip after the HTML. Built from the page's own query, so the two are one
 * URL. Only pages whose first read does not depend on who is signed in.
 */
export const memberPreloadUrl: MemberPreloadUrl = ({ url, dataSaver }) => {
  const location = new URL(url);
  switch (routePath(location)) {
    // The signed-in `/` is the dashboard.
    case paths.home:
      return dashboardQueryKey[0];
    case paths.mentors:
      return mentorBrowserList(location.searchParams, dataSaver).firstPageUrl;
    default:
      return null;
  }
};
