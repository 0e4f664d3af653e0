/**
 * Which web addresses the Worker may fetch on an admin's say-so (an opportunity feed, and every redirect it
 * answers with). The Worker runs next to things the public internet must not reach through it: itself on loopback,
 * a private network, a cloud's metadata service. So an address is fetched only if it is https, carries no user name
 * or password, and names a host on the public internet. Free of zod, so the contract's schemas, the admin's form and
 * the Worker's fetcher all apply this one rule.
 *
 * A host name can still resolve to a private address; the Worker's fetch does not tell us where it connected, so
 * this rule refuses what the address itself says, and the fetcher re-applies it to every redirect.
 */

export type AddressRefusal =
  /** Not an absolute https:// address. */
  | 'not-https'
  /** A user name or password in the address. */
  | 'credentials'
  /** Loopback, a private or reserved network, a local-only name, or an IP address written in a non-standard form. */
  | 'not-public';

/**
 * Why `address` may not be fetched, or null when it may. `base` is the address a relative one (a redirect's
 * Location) is read against; that base has passed this rule already.
 */
export function outsideAddressRefusal(address: string, base?: string): AddressRefusal | null {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    return 'not-https';
  }
  if (url.protocol !== 'https:') return 'not-https';
  if (url.username || url.password) return 'credentials';
  return isPublicHost(url.hostname, writtenHost(address) ?? (base ? url.hostname : null)) ? null : 'not-public';
}

/**
 * `hostname` as the URL parser gives it: IPv4 dotted (it rewrites 2130706433, 0x7f.1, 0177.0.0.1 and 127.1 as
 * 127.0.0.1), IPv6 compressed in brackets (::ffff:127.0.0.1 becomes [::ffff:7f00:1]), names lower case and IDNA
 * mapped. `written` is the host as the address spelled it; an IP address must be spelled as the parser writes it.
 */
function isPublicHost(hostname: string, written: string | null): boolean {
  const ipv4 = parseIpv4(hostname);
  const ipv6 = ipv4 === null ? parseIpv6(hostname) : null;
  if (ipv4 === null && ipv6 === null) return isPublicName(hostname);
  if (written?.toLowerCase() !== hostname) return false;
  return ipv4 !== null ? isPublicIpv4(ipv4) : isPublicIpv6(ipv6!);
}

/**
 * Names that only mean something inside a network: a single label (localhost, metadata, instance-data, an
 * intranet host) and the suffixes kept for local use (metadata.google.internal and instance-data.ec2.internal are
 * under .internal).
 */
const LOCAL_SUFFIXES = ['.localhost', '.internal', '.local', '.localdomain', '.home.arpa'];

function isPublicName(hostname: string): boolean {
  const name = hostname.replace(/\.$/, '');
  return name.includes('.') && !LOCAL_SUFFIXES.some((suffix) => name.endsWith(suffix));
}

/** IPv4 networks that are not the public internet (RFC 6890's special-purpose registry, the parts that matter). */
const NOT_PUBLIC_IPV4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 included
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, where cloud metadata services answer (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

const NOT_PUBLIC_IPV4_RANGES = NOT_PUBLIC_IPV4.map(([network, bits]) => ({
  network: parseIpv4(network)!,
  mask: (0xffffffff << (32 - bits)) >>> 0,
}));

function isPublicIpv4(address: number): boolean {
  return !NOT_PUBLIC_IPV4_RANGES.some(({ network, mask }) => (address & mask) >>> 0 === network);
}

/** A dotted IPv4 address as one number, or null when `text` is not one. */
function parseIpv4(text: string): number | null {
  const parts = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)?.slice(1).map(Number);
  if (!parts || parts.some((part) => part > 255)) return null;
  return parts.reduce((sum, part) => sum * 256 + part, 0);
}

/** The eight 16-bit groups of a bracketed IPv6 address as the URL parser writes it, or null. */
function parseIpv6(text: string): number[] | null {
  const inner = /^\[([\da-f:]+)\]$/.exec(text)?.[1];
  if (!inner) return null;
  const [head, tail, ...more] = inner.split('::');
  if (more.length > 0) return null;
  const groups = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = groups(head);
  const right = groups(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const all = [...left, ...Array<number>(Math.max(missing, 0)).fill(0), ...right];
  return all.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? all : null;
}

/** The IPv4 address in groups 6 and 7. */
const embeddedIpv4 = (groups: number[]) => groups[6]! * 0x10000 + groups[7]!;

function isPublicIpv6(groups: number[]): boolean {
  const [first] = groups as [number];
  const zeroUpTo = (n: number) => groups.slice(0, n).every((group) => group === 0);
  // ::/96 (unspecified, loopback and the old IPv4-compatible form) and ::ffff:0:0/96 (IPv4-mapped) carry an IPv4
  // address, and so does NAT64's 64:ff9b::/96: each is as public as that address.
  if (zeroUpTo(6) || (zeroUpTo(5) && groups[5] === 0xffff)) return isPublicIpv4(embeddedIpv4(groups));
  if (first === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0))
    return isPublicIpv4(embeddedIpv4(groups));
  // 6to4 (2002::/16) carries one in groups 1 and 2.
  if (first === 0x2002) return isPublicIpv4(groups[1]! * 0x10000 + groups[2]!);
  if ((first & 0xfe00) === 0xfc00) return false; // unique local fc00::/7
  if ((first & 0xffc0) === 0xfe80) return false; // link-local fe80::/10
  if ((first & 0xffc0) === 0xfec0) return false; // the old site-local fec0::/10
  if ((first & 0xff00) === 0xff00) return false; // multicast
  if (first === 0x2001 && groups[1] === 0xdb8) return false; // documentation
  return true;
}

/**
 * The host as `address` spells it (lower-cased later), or null when the address has no authority of its own (a
 * path relative to its base). The URL parser drops tabs and newlines anywhere and spaces at the ends, and reads `\`
 * as `/` in https addresses, so this does too.
 */
function writtenHost(address: string): string | null {
  const text = address.replace(/[\t\n\r]/g, '').trim();
  const authority = /^(?:[a-z][a-z\d+.-]*:)?[\\/]{2}([^\\/?#]*)/i.exec(text)?.[1];
  if (authority === undefined) return null;
  const hostAndPort = authority.slice(authority.lastIndexOf('@') + 1);
  if (hostAndPort.startsWith('[')) return hostAndPort.slice(0, hostAndPort.indexOf(']') + 1);
  return hostAndPort.replace(/:\d*$/, '');
}

/**
 * Whether a URL's host is this machine: 127.0.0.0/8, [::1] or localhost (the one place the Worker may speak plain
 * http: a developer's OpenID provider, worker/auth/oidc.ts). The parser has written any other IPv4 form (2130706433,
 * 0x7f.1) as dotted decimal already.
 */
export function isLoopbackUrl(url: URL): boolean {
  const host = url.hostname;
  const ipv4 = parseIpv4(host);
  return host === 'localhost' || host === '[::1]' || (ipv4 !== null && ipv4 >>> 24 === 127);
}
