import { afterEach, describe, expect, it, vi } from 'vitest';
import { publisher, type Answer } from '../../test/publisher-stand-in.ts';
import releasePackage from '../fixtures/etenders-releases.json';
import { expectFeedErrors, fetchOptionsWith } from '../../test/feeds.ts';
import {
  ETENDERS_ADVERTISED_URL,
  ETENDERS_RELEASES_URL,
  etendersAdapter,
  etendersInstant,
  normaliseProvince,
} from './etenders.ts';
import { FEED_USER_AGENT } from './fetch-feed.ts';

/**
 * The eTenders OCDS adapter against a stand-in for ocds-api.etenders.gov.za answering with the fixture (shaped
 * from live responses, fixtures/README.md). The test's "now" is 2026-09-04 10:00 SAST.
 */
afterEach(() => {
  vi.restoreAllMocks();
});

const NOW = new Date('2026-09-04T08:00:00Z');
const options = fetchOptionsWith({ maxBytes: 2 * 1024 * 1024, now: NOW });

const pageNumber = (request: Request) => new URL(request.url).searchParams.get('PageNumber');
const empty = { ...releasePackage, releases: [], links: {} };
type Release = (typeof releasePackage.releases)[number];
const release = (ocid: string) => releasePackage.releases.find((r) => r.ocid === ocid)!;

/** Page 1 is the fixture; later pages answer from `pages` (default: an empty page). */
function etenders(pages: Record<string, unknown> = {}) {
  return publisher((request) =>
    Response.json(pageNumber(request) === '1' ? releasePackage : (pages[pageNumber(request)!] ?? empty)),
  );
}

describe('etendersAdapter.read', () => {
  it('asks for the first page of a recent window, identifying itself', async () => {
    const requests = etenders();
    await etendersAdapter.read(ETENDERS_RELEASES_URL, options());
    const url = new URL(requests[0]!.url);
    expect(url.origin + url.pathname).toBe(ETENDERS_RELEASES_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      PageNumber: '1',
      PageSize: '250',
      dateFrom: '2026-09-01',
      dateTo: '2026-09-05',
    });
    expect(requests[0]!.headers.get('User-Agent')).toBe(FEED_USER_AGENT);
  });

  it('keeps only open tenders: active, and closing after now read as SAST', async () => {
    etenders();
    const items = await etendersAdapter.read(ETENDERS_RELEASES_URL, options());
    expect(items.map((item) => item.sourceKey)).toEqual([
      'ocds-9t57fa-165050',
      'ocds-9t57fa-168800',
      'ocds-9t57fa-test-usd-national',
    ]);
    // Skipped: 168797 is still in planning, one closed yesterday, and one closed at 09:00 SAST today, an hour
    // before now (read as UTC it would still look open until 11:00 SAST).
  });

  it('maps a release onto a tender item with the buyer, province, closing date, notice and categories', async () => {
    etenders();
    const [sanitation, stormwater, printing] = await etendersAdapter.read(ETENDERS_RELEASES_URL, options());
    expect(sanitation).toEqual({
      sourceKey: 'ocds-9t57fa-165050',
      kind: 'tender',
      title: 'Department of Education: Sanitation Programme for schools: Ugu District : Nositha Primary School : 5GB',
      summary:
        'Department of Education: Sanitation Programme for schools: Ugu District : Nositha Primary School : 5GB. ' +
        'Bid number ZNTM01266W. Request for Bid(Open-Tender). ' +
        'Delivery: Oatlands Farm / Nositha Location - Nositha Location - Margate - 4278. ' +
        'Compulsory briefing session 2026-08-25 11:00 (SAST), at Nositha Primary School.',
      url: release('ocds-9t57fa-165050').tender.documents[0]!.url,
      publishedAt: '2026-08-13T22:00:00.000Z',
      buyer: 'Kwazulu Natal - Public Works (Head Office)',
      province: 'KwaZulu-Natal',
      closingAt: '2026-09-16T09:00:00.000Z',
      // The publisher's amount is 0: no value published.
      valueCents: null,
      approxTraffic: null,
      tags: ['Sewerage', 'works'],
    });
    expect(stormwater).toMatchObject({
      title: 'CONSTRUCTION OF A STORMWATER DRAINAGE SYSTEM.',
      buyer: 'eThekwini Metropolitan Municipality',
      valueCents: 450_000_000,
      closingAt: '2026-09-30T09:00:00.000Z',
      // No document published: the portal's advertised tenders, where the bid number finds it.
      url: ETENDERS_ADVERTISED_URL,
      tags: ['works'],
    });
    expect(stormwater!.summary).toContain('Bid number SCMU3-26/27-0042.');
    expect(printing).toMatchObject({
      // Dollars are not rand; "National" is no province; a javascript: document URL is not a notice.
      valueCents: null,
      province: null,
      url: ETENDERS_ADVERTISED_URL,
      tags: ['Printing', 'goods', 'services'],
    });
  });

  it('reads a second page from links.next, without duplicates, and stops there', async () => {
    const later: Release = {
      ...release('ocds-9t57fa-168800'),
      ocid: 'ocds-9t57fa-170001',
      id: 'ocds-9t57fa-170001-2026-09-04',
    };
    const page2 = {
      ...releasePackage,
      releases: [release('ocds-9t57fa-165050'), later],
      links: { next: `${ETENDERS_RELEASES_URL}?PageNumber=3&PageSize=250` },
    };
    const requests = etenders({ '2': page2, '3': { ...page2, releases: [{ ...later, ocid: 'ocds-9t57fa-170002' }] } });
    const items = await etendersAdapter.read(ETENDERS_RELEASES_URL, options());
    expect(requests.map(pageNumber)).toEqual(['1', '2']);
    expect(requests[1]!.url).toBe(releasePackage.links.next);
    expect(items.map((item) => item.sourceKey)).toEqual([
      'ocds-9t57fa-165050',
      'ocds-9t57fa-168800',
      'ocds-9t57fa-test-usd-national',
      'ocds-9t57fa-170001',
    ]);
  });

  it('never follows a next link off the API, and keeps page 1 when page 2 fails', async () => {
    const offsite = publisher(() =>
      Response.json({ ...releasePackage, links: { next: 'https://elsewhere.test/api/OCDSReleases?PageNumber=2' } }),
    );
    expect(await etendersAdapter.read(ETENDERS_RELEASES_URL, options())).toHaveLength(3);
    expect(offsite).toHaveLength(1);

    vi.restoreAllMocks();
    const failing = publisher((request) =>
      pageNumber(request) === '1' ? Response.json(releasePackage) : new Response('Bad Gateway', { status: 502 }),
    );
    expect(await etendersAdapter.read(ETENDERS_RELEASES_URL, options())).toHaveLength(3);
    expect(failing).toHaveLength(2);
  });

  it('answers [] for an empty window', async () => {
    publisher(() => Response.json(empty));
    expect(await etendersAdapter.read(ETENDERS_RELEASES_URL, options())).toEqual([]);
  });

  it('turns malformed JSON, a non-OCDS answer, an error status and a timeout into FeedErrors', async () => {
    const cases: [Answer, string][] = [
      [() => new Response('{"releases": [', { headers: { 'Content-Type': 'application/json' } }), 'not valid JSON'],
      [() => new Response('<html><body>Maintenance</body></html>'), 'not valid JSON'],
      [() => Response.json({ message: 'An error has occurred.' }), 'not an OCDS release package'],
      [() => Response.json({ releases: 'none' }), 'not an OCDS release package'],
      [() => new Response('Internal Server Error', { status: 500 }), 'HTTP 500'],
      [() => new Promise<Response>(() => {}), 'Timed out after 0.05 s'],
    ];
    await expectFeedErrors(cases, () => etendersAdapter.read(ETENDERS_RELEASES_URL, options({ timeoutMs: 50 })));
  });

  it('skips releases that are not objects or lack an OCID or a closing date', async () => {
    const open = release('ocds-9t57fa-168800');
    publisher(() =>
      Response.json({
        releases: [
          null,
          'ocds-9t57fa-1',
          { ...open, ocid: '' },
          { ...open, ocid: 'ocds-9t57fa-no-end', tender: { ...open.tender, tenderPeriod: {} } },
          {
            ...open,
            ocid: 'ocds-9t57fa-zero-end',
            tender: { ...open.tender, tenderPeriod: { endDate: '0001-01-01T00:00:00Z' } },
          },
          open,
        ],
      }),
    );
    const items = await etendersAdapter.read(ETENDERS_RELEASES_URL, options());
    expect(items.map((item) => item.sourceKey)).toEqual(['ocds-9t57fa-168800']);
  });
});

describe('etendersInstant', () => {
  it('reads the Z-stamped digits as SAST, takes a real offset as written, and drops the zero date', () => {
    expect(etendersInstant('2026-09-16T11:00:00Z')).toBe('2026-09-16T09:00:00.000Z');
    expect(etendersInstant('2026-09-16T11:00:00')).toBe('2026-09-16T09:00:00.000Z');
    expect(etendersInstant('2026-09-16')).toBe('2026-09-15T22:00:00.000Z');
    expect(etendersInstant('2026-09-16T11:00:00+02:00')).toBe('2026-09-16T09:00:00.000Z');
    expect(etendersInstant('0001-01-01T00:00:00Z')).toBeNull();
    expect(etendersInstant('soon')).toBeNull();
    expect(etendersInstant(undefined)).toBeNull();
  });
});

describe('normaliseProvince', () => {
  it('maps the ways a province is written onto PROVINCES, and anything else to null', () => {
    expect(normaliseProvince('KwaZulu-Natal')).toBe('KwaZulu-Natal');
    expect(normaliseProvince('Kwazulu Natal')).toBe('KwaZulu-Natal');
    expect(normaliseProvince('KZN')).toBe('KwaZulu-Natal');
    expect(normaliseProvince('gauteng')).toBe('Gauteng');
    expect(normaliseProvince('North-West')).toBe('North West');
    expect(normaliseProvince(' Western Cape ')).toBe('Western Cape');
    expect(normaliseProvince('National')).toBeNull();
    expect(normaliseProvince('')).toBeNull();
  });
});
