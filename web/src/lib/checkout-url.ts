/**
 * Where a checkout the API answered with lives: only http(s) pages (or this app's own paths) are followed, never
 * `javascript:` or anything else a bad answer could carry. Used before every redirect to a payment page.
 */
export function checkoutUrlOrNull(url: unknown, origin: string): string | null {
  if (typeof url !== 'string' || !url) return null;
  try {
    const target = new URL(url, origin);
    return target.protocol === 'https:' || target.protocol === 'http:' ? target.href : null;
  } catch {
    return null;
  }
}
