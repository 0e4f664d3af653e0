import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answer } from '../test/publisher-stand-in.ts';
import bizcommunity from './fixtures/rss-bizcommunity.xml?raw';
import { MAX_REDIRECTS } from './adapters/fetch-feed.ts';
import { NOW, addFeed, feedRow, publishers, rowsOf, startEmpty, sync, xml } from '../test/opportunity-sync.ts';

/**
 * A feed's address passed the admin's form, but the server behind it chooses where its redirects go: the sync
 * follows them by hand, and only to addresses the outside-address rule allows. The stand-in publishers answer the
 * isolate's fetch, including one playing a service on loopback that must never be asked.
 */

beforeEach(startEmpty);
afterEach(() => vi.restoreAllMocks());

const SECRET = 'http://127.0.0.1:8812/internal-secret';
/** What the loopback service would hand out: RSS, so a fetch of it would end up on the list. */
const secretFeed = xml(
  '<rss version="2.0"><channel><title>Internal</title><item><title>Internal secret: the admin password is hunter2</title>' +
    '<link>https://news.example.test/secret</link></item></channel></rss>',
);
const redirectTo =
  (location: string): Answer =>
  () =>
    new Response(null, { status: 302, headers: { Location: location } });

/** A chain of `hops` redirects from https://moved.example.test/0 that ends at the retail news fixture. */
function chain(hops: number): Record<string, Answer> {
  const answers: Record<string, Answer> = { [`https://moved.example.test/${hops}`]: xml(bizcommunity) };
  for (let i = 0; i < hops; i += 1) answers[`https://moved.example.test/${i}`] = redirectTo(`/${i + 1}`);
  return answers;
}

async function syncOne(url: string, answers: Record<string, Answer>) {
  const requests = publishers({ ...answers, [SECRET]: secretFeed });
  const feed = await addFeed(url, 'rss');
  const run = await sync(NOW);
  if (run.status !== 'ran') throw new Error('The sync did not run');
  return { requested: requests.map((r) => r.url), feed: await feedRow(feed.id), result: run.result.feeds[0]! };
}

describe('the sync and redirects', () => {
  it('does not follow an https feed’s redirect to a loopback http address: nothing is asked of it or stored', async () => {
    const { requested, feed, result } = await syncOne('https://news.example.test/moved.xml', {
      'https://news.example.test/moved.xml': redirectTo(SECRET),
    });
    expect(requested).toEqual(['https://news.example.test/moved.xml']);
    expect(requested.some((url) => url.includes('internal-secret'))).toBe(false);
    expect(result).toMatchObject({ ok: false, items: 0 });
    expect(feed.lastError).toBe('Not followed: the feed redirected to an address that is not an https:// address');
    expect(feed.lastSuccessAt).toBeNull();
    expect(await rowsOf()).toEqual([]);
  });

  it('does not follow a redirect to an https address on loopback, a private network or a metadata service', async () => {
    for (const location of [
      'https://127.0.0.1:8812/internal-secret',
      'https://2130706433/internal-secret',
      '//0x7f.1/internal-secret',
      'https://[::ffff:127.0.0.1]/internal-secret',
      'https://169.254.169.254/latest/meta-data/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://10.0.0.8/feed.xml',
      'https://user:secret@news.example.test/feed.xml',
    ]) {
      await startEmpty();
      vi.restoreAllMocks();
      const { requested, feed } = await syncOne('https://news.example.test/moved.xml', {
        'https://news.example.test/moved.xml': redirectTo(location),
      });
      expect(requested, location).toEqual(['https://news.example.test/moved.xml']);
      expect(feed.lastError, location).toMatch(/^Not followed: the feed redirected to an address that /);
      expect(await rowsOf()).toEqual([]);
    }
  });

  it(`follows a chain of ${MAX_REDIRECTS} redirects between public https addresses`, async () => {
    const { requested, feed, result } = await syncOne('https://moved.example.test/0', chain(MAX_REDIRECTS));
    expect(requested).toEqual(['0', '1', '2', '3'].map((i) => `https://moved.example.test/${i}`));
    expect(result).toMatchObject({ ok: true, items: 2 });
    expect(feed.lastError).toBeNull();
    expect((await rowsOf()).length).toBeGreaterThan(0);
  });

  it(`stops at the ${MAX_REDIRECTS + 1}th redirect without asking where it points`, async () => {
    const { requested, feed } = await syncOne('https://moved.example.test/0', chain(MAX_REDIRECTS + 1));
    expect(requested).toEqual(['0', '1', '2', '3'].map((i) => `https://moved.example.test/${i}`));
    expect(feed.lastError).toBe(`Not followed: more than ${MAX_REDIRECTS} redirects`);
    expect(await rowsOf()).toEqual([]);
  });

  it('does not fetch a stored feed whose own address the rule refuses (saved before the rule, or a sample)', async () => {
    for (const url of [
      'https://127.0.0.1:8812/internal-secret',
      SECRET,
      'sample:worker/opportunities/fixtures/x.xml',
    ]) {
      await startEmpty();
      vi.restoreAllMocks();
      const { requested, feed } = await syncOne(url, {});
      expect(requested, url).toEqual([]);
      expect(feed.lastError, url).toMatch(/^Not fetched: the feed’s address /);
      expect(await rowsOf()).toEqual([]);
    }
  });
});
