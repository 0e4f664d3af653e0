/**
 * Data saver (decision 013): with it on, photos load only when tapped and lists ask for smaller pages.
 *
 * The Worker (rendering a page from the request's headers) and the browser (rendering from `document.cookie`) both
 * decide with `isDataSaverOn`, so the server's HTML and the client's first render agree and hydration does not
 * break. Free of zod: the landing chunk imports it.
 */

import { pageCookie, readPageCookie } from './page-cookies.ts';

/** The member's explicit choice, `on` or `off`. Not HttpOnly: the page sets it from the toggle. */
export const DATA_SAVER_COOKIE = 'sebenza_data_saver';

export type DataSaverChoice = 'on' | 'off';

/** The choice in a `Cookie` header (or `document.cookie`, the same format); null when there is none. */
export function readDataSaverChoice(cookieHeader: string | null | undefined): DataSaverChoice | null {
  const value = readPageCookie(cookieHeader, DATA_SAVER_COOKIE);
  return value === 'on' || value === 'off' ? value : null;
}

/** The cookie to store a choice for a year, on every path; `Secure` on https (not on http://localhost). */
export function dataSaverCookie(on: boolean, { secure }: { secure: boolean }): string {
  return pageCookie(DATA_SAVER_COOKIE, on ? 'on' : 'off', { secure });
}

/**
 * Whether a request gets the data-saving page: the member's explicit choice wins; without one, the browser's
 * `Save-Data: on` header (Chrome's Lite mode and data-saving browsers send it) turns it on.
 */
export function isDataSaverOn({
  cookie,
  saveData,
}: {
  cookie: string | null | undefined;
  saveData: string | null | undefined;
}): boolean {
  const choice = readDataSaverChoice(cookie);
  if (choice) return choice === 'on';
  return saveData?.trim().toLowerCase() === 'on';
}

/**
 * A list's page size: half of it under data saver (at least 1). Every list contract accepts any `limit` from 1, so
 * the smaller size needs no change on the server. The size goes in the request URL and the query key, so the
 * server's prefetch and the client's cache meet on the same key.
 */
export function listPageSize(pageSize: number, dataSaver: boolean): number {
  return dataSaver ? Math.max(1, Math.ceil(pageSize / 2)) : pageSize;
}
