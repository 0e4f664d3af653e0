/**
 * Whether a URL's host is this machine: 127.0.0.0/8, [::1] or localhost. The URL parser has already written any other
 * IPv4 form (2130706433, 0x7f.1) as dotted decimal, so that is the only form to match.
 */
export function isLoopbackUrl(url: URL): boolean {
  const host = url.hostname;
  return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
