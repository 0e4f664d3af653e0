/**
 * Where sign-in sends a member back to: a page of this site, carried as `?return=` on the sign-in page's address (the
 * Worker's redirect from a page that needs an account) and as a hidden field of its form.
 */

/** The sign-in page (a full-page navigation to the Worker, spec section 2). */
export const SIGN_IN_PAGE_PATH = '/api/login';
/** The sign-in page's query parameter and form field naming where to go after signing in. */
export const RETURN_PARAM = 'return';

/**
 * A same-site path: one leading `/` that is not followed by `/` or `\` (which browsers read as
 * another host), and no whitespace or control characters (browsers strip tabs and newlines, so
 * `/\t/evil.example` would become `//evil.example`).
 */
export function isSameSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  if (value[0] !== '/') return false;
  if (value[1] === '/' || value[1] === '\\') return false;
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0020\u007f-\u009f\u2028\u2029]/.test(value);
}

/** The sign-in page that returns to `path` afterwards. */
export const signInPathReturningTo = (path: string) =>
  `${SIGN_IN_PAGE_PATH}?${RETURN_PARAM}=${encodeURIComponent(path)}`;
