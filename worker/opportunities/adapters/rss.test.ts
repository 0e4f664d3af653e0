import { afterEach, describe, expect, it, vi } from 'vitest';
import { publisher, type Answer } from '../../test/publisher-stand-in.ts';
import atom from '../fixtures/atom.xml?raw';
import bizcommunity from '../fixtures/rss-bizcommunity.xml?raw';
import wordpress from '../fixtures/rss-wordpress.xml?raw';
import { expectFeedErrors, fetchOptionsWith } from '../../test/feeds.ts';
import { adapterFor } from './index.ts';
import { rssAdapter } from './rss.ts';

/** The RSS/Atom adapter against stand-in publishers answering with feeds shaped from real ones. */
afterEach(() => {
  vi.restoreAllMocks();
});

const xml = (body: string) => new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
const FEED = 'https://www.bizcommunity.com/rss/196/345.html';
const options = fetchOptionsWith({ maxBytes: 512 * 1024, now: new Date('2026-09-09T12:00:00Z') });
const read = (body: string, url = FEED) => {
  publisher(() => xml(body));
  return rssAdapter.read(url, options());
};

describe('rssAdapter.read: RSS 2.0', () => {
  it('reads a publisher feed: link as the key, plain summary, publication time, no invented tags', async () => {
    const items = await read(bizcommunity);
    expect(items).toHaveLength(2);
    expect(items[0]).toEqual({
      sourceKey:
        'https://www.bizcommunity.com/article/scheduled-water-cuts-cripple-township-businesses-threatens-livelihoods-734162a',
      kind: 'news',
      title: 'Scheduled water cuts cripple township businesses, threatens livelihoods',
      summary:
        "South Africa's infrastructure challenges are increasingly becoming business challenges, and for township " +
        'entrepreneurs, the consequences can be immediate.',
      url: 'https://www.bizcommunity.com/article/scheduled-water-cuts-cripple-township-businesses-threatens-livelihoods-734162a',
      publishedAt: '2026-06-02T09:36:00.000Z',
      buyer: null,
      province: null,
      closingAt: null,
      valueCents: null,
      approxTraffic: null,
      tags: [],
    });
    expect(items[1]!.title).toBe("SA's retail and logistics sector lose billions due to inaccurate location data");
  });

  it('reads a WordPress feed: HTML stripped, entities decoded, tracking dropped, categories as tags', async () => {
    const [biodigester, payments] = await read(wordpress, 'https://www.infrastructurenews.co.za/feed/');
    expect(biodigester!.sourceKey).toBe(
      'https://infrastructurenews.co.za/2026/09/09/mayor-morero-breaks-ground-for-the-biodigester-pilot-plant/',
    );
    expect(biodigester!.summary).toBe(
      'The City of Johannesburg officially broke ground on Tuesday, 08 September 2026, on a biodigester pilot plant ' +
        'at the Robinson Deep Landfill site, launching a municipal-scale project designed to convert organic waste ' +
        'into renewable energy and reduce landfill dependence.',
    );
    expect(biodigester!.tags).toEqual(['Waste management', 'Renewable energy']);
    expect(biodigester!.publishedAt).toBe('2026-09-09T07:33:34.000Z');
    expect(payments!.title).toBe('Government Late Payments Threaten Plans To ‘Turn SA Into A Construction Site’');
    expect(payments!.summary).toContain('South Africa’s construction sector');
    expect(payments!.summary).toContain('R15.5 billion across 90,856 invoices');
    expect(payments!.summary).not.toMatch(/<|&[a-z#]/);
  });

  it('keys an item without a link by its guid, scoped to the feed unless the guid is a URL', async () => {
    const items = await read(
      `<rss version="2.0"><channel><title>T</title>` +
        `<item><title>Permalink guid</title><guid>https://news.test/a?utm_campaign=x</guid></item>` +
        `<item><title>Opaque guid</title><guid isPermaLink="false">1-268672</guid></item>` +
        `<item><title>No key at all</title></item>` +
        `<item><description>  </description><link>https://news.test/untitled</link></item>` +
        `<item><title>Opaque guid again</title><guid isPermaLink="false">1-268672</guid></item>` +
        `</channel></rss>`,
    );
    expect(items.map((item) => [item.sourceKey, item.url])).toEqual([
      ['https://news.test/a', 'https://news.test/a'],
      [`${FEED}#1-268672`, null],
    ]);
  });

  it('reads RSS 1.0 (RDF) items too', async () => {
    const items = await read(
      `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" ` +
        `xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>T</title></channel>` +
        `<item><title>Co-op bakery wins municipal bread tender</title><link>https://news.test/bakery</link>` +
        `<dc:date>2026-09-01T10:00:00+02:00</dc:date></item></rdf:RDF>`,
    );
    expect(items).toMatchObject([
      { sourceKey: 'https://news.test/bakery', publishedAt: '2026-09-01T08:00:00.000Z', kind: 'news' },
    ]);
  });
});

describe('rssAdapter.read: Atom', () => {
  it('reads entries: the alternate link, xhtml and html text, published time and category labels', async () => {
    const [draft, tenders] = await read(atom, 'https://example.org/feed.atom');
    expect(draft).toMatchObject({
      sourceKey: 'http://example.org/2005/04/02/atom',
      title: 'Atom draft-07 snapshot',
      summary: '[Update: The Atom draft is finished.]',
      url: 'http://example.org/2005/04/02/atom',
      publishedAt: '2003-12-13T12:29:29.000Z',
      tags: [],
    });
    expect(tenders).toMatchObject({
      sourceKey: 'http://example.org/2005/08/01/tenders',
      title: 'Tenders & small suppliers',
      summary: 'How a small supplier reads a tender notice.',
      publishedAt: '2005-08-01T09:00:00.000Z',
      tags: ['Procurement', 'smme'],
    });
  });
});

describe('rssAdapter.read: failures', () => {
  it('answers [] for a feed with no items', async () => {
    expect(await read('<?xml version="1.0"?><rss version="2.0"><channel><title>Quiet</title></channel></rss>')).toEqual(
      [],
    );
    expect(await read('<feed xmlns="http://www.w3.org/2005/Atom"><title>Quiet</title></feed>')).toEqual([]);
  });

  it('turns malformed XML, a page that is no feed, an empty body, an error status and a timeout into FeedErrors', async () => {
    const cases: [Answer, string][] = [
      [() => xml(wordpress.replace('</channel>', '')), 'not valid XML'],
      [() => xml('<html><body><h1>Just a moment...</h1></body></html>'), 'neither RSS nor Atom'],
      [() => xml(''), 'The feed is empty'],
      [() => new Response('Forbidden', { status: 403 }), 'HTTP 403'],
      [() => new Promise<Response>(() => {}), 'Timed out'],
    ];
    await expectFeedErrors(cases, () => rssAdapter.read(FEED, options({ timeoutMs: 50 })));
  });
});

describe('adapterFor', () => {
  it('gives each feed kind its adapter', () => {
    expect(adapterFor('rss').kind).toBe('rss');
    expect(adapterFor('google-trends').kind).toBe('google-trends');
    expect(adapterFor('etenders-ocds').kind).toBe('etenders-ocds');
  });
});
