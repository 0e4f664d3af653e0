import { PROVINCES } from '../../../schema/contract/opportunities-rules.ts';
import { SAST_OFFSET_MS } from '../../../schema/contract/share.ts';
import { FeedError, type FeedAdapter, type FeedItem, type FetchOptions } from '../types.ts';
import { canonicalUrl, fetchFeed, plainText, truncate } from './fetch-feed.ts';

/**
 * National Treasury eTenders, OCDS releases (https://data.etenders.gov.za/Home/LearnMore; public domain, ODC-PDDL).
 *
 *   GET https://ocds-api.etenders.gov.za/api/OCDSReleases?PageNumber=1&PageSize=250&dateFrom=…&dateTo=…
 *   → { uri, version: "1.1", publisher, license, releases: [release…], links: { next } }
 *
 * The field names below are the ones the live API returns (fixtures/README.md says where that was confirmed), not
 * only vanilla OCDS: eTenders adds `tender.province`, `tender.deliveryLocation`, `tender.briefingSession` and
 * `tender.contactPerson`; it puts the bid number in `tender.title` and the words a supplier reads in
 * `tender.description`; an `amount` of 0 means "no value published".
 */

export const ETENDERS_RELEASES_URL = 'https://ocds-api.etenders.gov.za/api/OCDSReleases';
/** The portal's list of advertised tenders: where a tender without a published document is found by its number. */
export const ETENDERS_ADVERTISED_URL = 'https://www.etenders.gov.za/Home/opportunities?id=1';

/**
 * The window is short on purpose. The API answers a few hundred releases a day and we read at most
 * MAX_PAGES × PAGE_SIZE of them, in whatever order it pages; a short window read daily sees every new release
 * while it is still open, where a long one would keep re-reading its oldest (mostly closed) days. Three days also
 * covers a missed cron run or two. Rows already stored stay until they close (the sync expires them).
 */
export const WINDOW_DAYS = 3;
export const PAGE_SIZE = 250;
export const MAX_PAGES = 2;

const DAY_MS = 86_400_000;

type Json = Record<string, unknown>;
const obj = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * eTenders timestamps end in `Z` but their digits are South African wall-clock time: tenders close at 11:00 (an
 * SCM convention, and what the buyers' own adverts say for the same tender), and an empty briefing session is
 * `0001-01-01T00:00:00Z`, .NET's zero date with a literal Z. So the digits are read as SAST (UTC+2, no daylight
 * saving). Were that wrong, a closing time would show two hours early, never late, which is the safe side.
 */
export function etendersInstant(value: unknown): string | null {
  const text = str(value);
  if (!text || text.startsWith('0001-')) return null;
  const wallClock = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?Z?$/i.test(text);
  if (wallClock) {
    const digits = text.replace(/Z$/i, '');
    const time = Date.parse(digits.includes('T') ? `${digits}Z` : `${digits}T00:00:00Z`);
    return Number.isFinite(time) ? new Date(time - SAST_OFFSET_MS).toISOString() : null;
  }
  // A real offset (+02:00) is taken as written.
  const time = Date.parse(text);
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

const provinceKey = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
const PROVINCE_BY_KEY = new Map<string, string>([
  ...PROVINCES.map((province) => [provinceKey(province), province] as const),
  ['ec', 'Eastern Cape'],
  ['fs', 'Free State'],
  ['gp', 'Gauteng'],
  ['kzn', 'KwaZulu-Natal'],
  ['lp', 'Limpopo'],
  ['mp', 'Mpumalanga'],
  ['nw', 'North West'],
  ['nc', 'Northern Cape'],
  ['wc', 'Western Cape'],
]);

/** One of PROVINCES when the published province names one ("Kwazulu Natal", "KZN", "GP"), else null ("National"). */
export function normaliseProvince(value: string): string | null {
  return PROVINCE_BY_KEY.get(provinceKey(value)) ?? null;
}

const ymd = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The configured URL with the first page and the recent window; an admin's own PageSize is kept. */
export function firstPageUrl(feedUrl: string, now: Date): string {
  const url = new URL(feedUrl);
  url.searchParams.set('PageNumber', '1');
  if (!url.searchParams.has('PageSize')) url.searchParams.set('PageSize', String(PAGE_SIZE));
  url.searchParams.set('dateFrom', ymd(now.getTime() - WINDOW_DAYS * DAY_MS));
  // Tomorrow (UTC), so today's releases are in whichever calendar the API counts days in.
  url.searchParams.set('dateTo', ymd(now.getTime() + DAY_MS));
  return url.toString();
}

function parsePackage(text: string): { releases: unknown[]; next: string | null } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new FeedError('The feed is not valid JSON');
  }
  const releases = obj(body).releases;
  if (!Array.isArray(releases)) throw new FeedError('The feed is not an OCDS release package (no releases)');
  return { releases, next: str(obj(obj(body).links).next) || null };
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function uniqueWords(values: unknown[]): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const text = str(value);
    if (text && !seen.has(text.toLowerCase())) seen.set(text.toLowerCase(), text);
  }
  return [...seen.values()];
}

function valueCents(value: Json): number | null {
  const amount = typeof value.amount === 'number' ? value.amount : Number(str(value.amount));
  // Only rand amounts: the list compares values, and a foreign-currency figure would read as rand.
  if (str(value.currency).toUpperCase() !== 'ZAR' || !Number.isFinite(amount) || amount <= 0) return null;
  const cents = Math.round(amount * 100);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** One release as a FeedItem, or null when it is not an open tender (status active, closing after `now`). */
export function releaseToItem(release: unknown, now: Date): FeedItem | null {
  const ocid = str(obj(release).ocid);
  const tender = obj(obj(release).tender);
  if (!ocid || str(tender.status).toLowerCase() !== 'active') return null;
  const period = obj(tender.tenderPeriod);
  const closingAt = etendersInstant(period.endDate);
  if (!closingAt || Date.parse(closingAt) <= now.getTime()) return null;

  const reference = plainText(str(tender.title), 120);
  const description = plainText(str(tender.description), 800);
  const title = truncate(description || reference, 200);
  if (!title) return null;

  const briefing = obj(tender.briefingSession);
  const briefingAt = str(briefing.date);
  const briefingText =
    briefing.isSession === true && etendersInstant(briefingAt)
      ? `${briefing.compulsory === true ? 'Compulsory' : 'Optional'} briefing session ${briefingAt.slice(0, 10)} ` +
        `${briefingAt.slice(11, 16)} (SAST)${str(briefing.venue) ? `, ${plainText(str(briefing.venue), 120)}` : ''}`
      : '';
  const summary = plainText(
    [
      description,
      reference && reference !== title ? `Bid number ${reference}` : '',
      str(tender.procurementMethodDetails),
      str(tender.deliveryLocation) ? `Delivery: ${str(tender.deliveryLocation)}` : '',
      briefingText,
    ]
      .filter(Boolean)
      .map(sentence)
      .join(' '),
  );

  const documentUrl = (Array.isArray(tender.documents) ? tender.documents : [])
    .map((document) => canonicalUrl(str(obj(document).url)))
    .find((url): url is string => url !== null);

  return {
    sourceKey: ocid,
    kind: 'tender',
    title,
    summary,
    url: documentUrl ?? ETENDERS_ADVERTISED_URL,
    publishedAt: etendersInstant(period.startDate) ?? etendersInstant(obj(release).date),
    buyer: str(obj(obj(release).buyer).name) || str(obj(tender.procuringEntity).name) || null,
    province: normaliseProvince(str(tender.province)),
    closingAt,
    valueCents: valueCents(obj(tender.value)),
    approxTraffic: null,
    tags: uniqueWords([
      tender.category,
      tender.mainProcurementCategory,
      ...(Array.isArray(tender.additionalProcurementCategories) ? tender.additionalProcurementCategories : []),
    ]),
  };
}

export const etendersAdapter: FeedAdapter = {
  kind: 'etenders-ocds',
  async read(url: string, options: FetchOptions): Promise<FeedItem[]> {
    // One budget for the whole read: a second page gets only what the first left.
    const deadline = Date.now() + options.timeoutMs;
    const first = firstPageUrl(url, options.now);
    const origin = new URL(first).origin;
    const visited = new Set<string>();
    const items = new Map<string, FeedItem>();

    let next: string | null = first;
    for (let page = 0; next && page < MAX_PAGES; page += 1) {
      const timeoutMs = page === 0 ? options.timeoutMs : deadline - Date.now();
      if (timeoutMs <= 0) break;
      visited.add(next);
      let pkg: { releases: unknown[]; next: string | null };
      try {
        pkg = parsePackage(await fetchFeed(next, { ...options, timeoutMs }, 'application/json'));
      } catch (error) {
        // The first page is the feed; a later page failing keeps what the first gave.
        if (page === 0) throw error;
        break;
      }
      for (const release of pkg.releases) {
        const item = releaseToItem(release, options.now);
        if (item && !items.has(item.sourceKey)) items.set(item.sourceKey, item);
      }
      next = pkg.releases.length > 0 && pkg.next ? pkg.next : null;
      // Only the API's own pages, and never one twice (a `next` that points back would loop).
      if (next && (!next.startsWith(`${origin}/`) || visited.has(next))) next = null;
    }
    return [...items.values()];
  },
};
