import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { outsideAddressRefusal, type AddressRefusal } from '../../../schema/contract/outside-address-rules.ts';
import { FeedError, type FetchOptions } from '../types.ts';

/**
 * What every adapter shares: one bounded GET and the XML and text steps. A feed is somebody else's server, so
 * everything here assumes it may be slow, huge, broken or hostile, and turns each of those into a FeedError with a
 * message an admin can act on (it is stored as the feed's last error and shown in the console).
 */

/** Publishers see who reads them (and can tell us to stop); some refuse requests without a User-Agent. */
export const FEED_USER_AGENT = 'Sebenza-OpportunitySync/1.0 (daily feed reader; South African mentorship platform)';

const seconds = (ms: number) => `${ms / 1000}`;

/** Redirects followed per read; a feed that moved once or twice is normal, a longer chain is not. */
export const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const REFUSALS: Record<AddressRefusal, string> = {
  'not-https': 'is not an https:// address',
  credentials: 'carries a user name or password',
  'not-public': 'is not on the public internet',
};

/**
 * GETs `url`, following up to MAX_REDIRECTS redirects by hand: the feed's address and every address it redirects
 * to must pass the outside-address rule before anything is sent to it (fetch's own `redirect: 'follow'` would go
 * anywhere, http://127.0.0.1 included). Each request goes to the address as the rule read it (`URL.href`), so the
 * fetch cannot read it differently. Answers the first response that is not a redirect.
 */
async function fetchOutside(url: string, init: { headers: Record<string, string>; signal: AbortSignal }) {
  const refusal = outsideAddressRefusal(url);
  if (refusal) throw new FeedError(`Not fetched: the feed’s address ${REFUSALS[refusal]}`);
  let current = new URL(url).href;
  for (let redirects = 0; ; redirects += 1) {
    const response = await globalThis.fetch(current, { ...init, redirect: 'manual' });
    const location = response.headers.get('Location');
    if (!REDIRECT_STATUSES.has(response.status) || location === null) return response;
    await response.body?.cancel().catch(() => {});
    if (redirects === MAX_REDIRECTS) throw new FeedError(`Not followed: more than ${MAX_REDIRECTS} redirects`);
    const hopRefusal = outsideAddressRefusal(location, current);
    if (hopRefusal) throw new FeedError(`Not followed: the feed redirected to an address that ${REFUSALS[hopRefusal]}`);
    current = new URL(location, current).href;
  }
}

/**
 * GETs `url` and returns its body as text, never holding more than `options.maxBytes` of it. `options.timeoutMs`
 * covers the whole exchange (headers and body), so a feed that answers quickly and then trickles still ends.
 * `globalThis.fetch` is read at call time so tests can stand in for the publisher.
 */
export async function fetchFeed(url: string, options: FetchOptions, accept: string): Promise<string> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const failure = (error: unknown): FeedError =>
    error instanceof FeedError
      ? error
      : signal.aborted
        ? new FeedError(`Timed out after ${seconds(options.timeoutMs)} s`)
        : new FeedError('Could not reach the feed');

  let response: Response;
  try {
    response = await fetchOutside(url, { headers: { 'User-Agent': FEED_USER_AGENT, Accept: accept }, signal });
  } catch (error) {
    throw failure(error);
  }

  const tooLarge = () => new FeedError(`Feed is larger than ${Math.floor(options.maxBytes / 1024)} KB`);
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new FeedError(`The feed answered HTTP ${response.status}`);
  }
  // A declared length over the cap is refused before a byte of the body is read.
  const declared = Number(response.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!response.body) return '';

  // The abort also has to stop a body read that a stand-in (or a proxy) does not tie to the signal.
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  aborted.catch(() => {});

  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), aborted]);
      if (done) break;
      total += value.byteLength;
      if (total > options.maxBytes) throw tooLarge();
      chunks.push(value);
    }
  } catch (error) {
    // Stop the transfer: the rest of an oversized or stalled body is never pulled.
    await reader.cancel().catch(() => {});
    throw failure(error);
  }

  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  // Feeds are UTF-8 in practice (RSS, Atom and JSON all default to it); a stray byte becomes U+FFFD, not an error.
  return new TextDecoder('utf-8').decode(body);
}

/** Elements that may repeat, so they are always arrays (one `<item>` must not turn into an object). */
const REPEATED = new Set(['item', 'entry', 'category', 'link', 'ht:news_item']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Titles like "2026" or "1e5" stay text.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
  // The parser's defaults bound entity expansion; a feed has no business declaring its own entities beyond that.
  processEntities: true,
});

/** Parses a feed's XML with fast-xml-parser; anything that is not well-formed XML is the feed's error. */
export function parseXml(text: string): Record<string, unknown> {
  if (!text.trim()) throw new FeedError('The feed is empty');
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new FeedError(`The feed is not valid XML (line ${valid.err.line})`);
  try {
    return parser.parse(text) as Record<string, unknown>;
  } catch {
    throw new FeedError('The feed is not valid XML');
  }
}

export type XmlNode = unknown;

/** An element's text whether the parser gave a string, a number, an element with attributes or a list of them. */
export function textOf(node: XmlNode): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string') return node.trim();
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (Array.isArray(node)) return textOf(node[0]);
  if (typeof node === 'object') return textOf((node as Record<string, unknown>)['#text']);
  return '';
}

/** An attribute of an element (`@_name`), or ''. */
export function attrOf(node: XmlNode, name: string): string {
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    return textOf((node as Record<string, unknown>)[`@_${name}`]);
  }
  return '';
}

/** Always an array: missing → [], one → [one]. */
export function listOf(node: XmlNode): unknown[] {
  if (node === undefined || node === null || node === '') return [];
  return Array.isArray(node) ? node : [node];
}

/** The child element `name` of an element, if the element is one. */
export function child(node: XmlNode, name: string): unknown {
  return node && typeof node === 'object' && !Array.isArray(node) ? (node as Record<string, unknown>)[name] : undefined;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Elements whose content is not text a reader sees. */
const HIDDEN = new Set(['script', 'style']);

/**
 * Plain text from the HTML fragment a feed puts in a description: tags become spaces (scanned character by
 * character, never a regular-expression parse), HTML entities are decoded, whitespace is collapsed, and the
 * result is cut at `max` characters on a word boundary.
 */
export function plainText(html: string, max = 1000): string {
  let out = '';
  let hiddenUntil: string | null = null;
  let i = 0;
  while (i < html.length) {
    const ch = html[i]!;
    const next = html[i + 1] ?? '';
    const startsTag = ch === '<' && (/[a-z]/i.test(next) || next === '/' || next === '!' || next === '?');
    if (!startsTag) {
      if (hiddenUntil === null) out += ch;
      i += 1;
      continue;
    }
    const close = html.indexOf('>', i + 1);
    if (close === -1) break; // An unterminated tag: the rest is markup, not text.
    const tag = html.slice(i + 1, close);
    const name = tag.replace(/^\//, '').split(/[\s/]/, 1)[0]!.toLowerCase();
    if (hiddenUntil === null && HIDDEN.has(name) && !tag.startsWith('/')) hiddenUntil = name;
    else if (hiddenUntil === name && tag.startsWith('/')) hiddenUntil = null;
    out += ' ';
    i = close + 1;
  }
  const text = decodeEntities(out).replace(/\s+/g, ' ').trim();
  return truncate(text, max);
}

/** Cuts text at `max` characters, at the last word boundary, with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** An http(s) URL with its fragment and tracking parameters removed, or null when it is not one. */
export function canonicalUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.hash = '';
  for (const key of [...url.searchParams.keys()]) {
    if (key.toLowerCase().startsWith('utm_')) url.searchParams.delete(key);
  }
  return url.toString();
}

/** An ISO timestamp from a feed's date (RFC 822 in RSS, RFC 3339 in Atom), or null when it is not a date. */
export function isoDate(value: string): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}
