/**
 * The reader's choices the page itself keeps in cookies (data saver, language): not HttpOnly, since the page sets
 * them from a toggle or a picker, and read the same way by the Worker (a `Cookie` header) and the browser
 * (`document.cookie`, the same format), so the server's HTML and the browser's first render agree.
 */

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The value of cookie `name` in a `Cookie` header or `document.cookie`, or null when there is none. */
export function readPageCookie(cookieHeader: string | null | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, value = ''] = part.split('=').map((s) => s.trim());
    if (key === name) return value;
  }
  return null;
}

/** The cookie that keeps a choice for a year, on every path; `Secure` on https (not on http://localhost). */
export function pageCookie(name: string, value: string, { secure }: { secure: boolean }): string {
  const attributes = [`Max-Age=${ONE_YEAR_SECONDS}`, 'Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return [`${name}=${value}`, ...attributes].join('; ');
}
