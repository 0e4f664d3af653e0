import { afterEach, describe, expect, it, vi } from 'vitest';
import { publisher } from '../../test/publisher-stand-in.ts';
import { feedFailure, fetchOptionsWith } from '../../test/feeds.ts';
import { FeedError } from '../types.ts';
import { FEED_USER_AGENT, canonicalUrl, fetchFeed, parseXml, plainText } from './fetch-feed.ts';

/**
 * The bounded GET every adapter uses, against a stand-in publisher: the isolate's outbound fetch is intercepted
 * (as in worker/ai/routes.provider.test.ts), and a request the client aborts is rejected the way fetch rejects it.
 */
afterEach(() => {
  vi.restoreAllMocks();
});

const FEED = 'https://feeds.test/rss';
const options = fetchOptionsWith({ maxBytes: 64 * 1024, now: new Date('2026-09-04T08:00:00Z') });

/** A body that never ends: each pull gives another `size` bytes. Counts pulls and notices cancellation. */
function endless(size: number) {
  const state = { pulls: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      state.pulls += 1;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

describe('fetchFeed', () => {
  it('GETs the feed with an identifying User-Agent and the Accept it is given, and returns the body', async () => {
    const requests = publisher(() => new Response('<rss/>', { headers: { 'Content-Type': 'application/rss+xml' } }));
    expect(await fetchFeed(FEED, options(), 'application/rss+xml')).toBe('<rss/>');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.url).toBe(FEED);
    expect(requests[0]!.headers.get('User-Agent')).toBe(FEED_USER_AGENT);
    expect(requests[0]!.headers.get('Accept')).toBe('application/rss+xml');
  });

  it('decodes UTF-8 across chunk boundaries', async () => {
    const bytes = new TextEncoder().encode('Spaza ’n tuck shop: R179.6m');
    publisher(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(bytes.slice(0, 7)); // splits the three bytes of ’
              controller.enqueue(bytes.slice(7));
              controller.close();
            },
          }),
        ),
    );
    expect(await fetchFeed(FEED, options(), '*/*')).toBe('Spaza ’n tuck shop: R179.6m');
  });

  it('turns a non-2xx answer into a FeedError with the status', async () => {
    publisher(() => new Response('Service Unavailable', { status: 503 }));
    expect((await feedFailure(fetchFeed(FEED, options(), '*/*'))).message).toBe('The feed answered HTTP 503');
    publisher(() => new Response('Not Found', { status: 404 }));
    expect((await feedFailure(fetchFeed(FEED, options(), '*/*'))).message).toBe('The feed answered HTTP 404');
  });

  it('turns a network failure into "Could not reach the feed"', async () => {
    publisher(() => {
      throw new TypeError('Network connection lost.');
    });
    expect((await feedFailure(fetchFeed(FEED, options(), '*/*'))).message).toBe('Could not reach the feed');
  });

  it('gives up on a feed that never answers, after its timeout', async () => {
    publisher(() => new Promise<Response>(() => {}));
    const error = await feedFailure(fetchFeed(FEED, options({ timeoutMs: 50 }), '*/*'));
    expect(error.message).toBe('Timed out after 0.05 s');
  });

  it('gives up on a feed that answers and then stalls mid-body, after the same timeout', async () => {
    // Headers at once and one chunk, then a pull that never delivers.
    const state = { cancelled: false };
    let sent = false;
    const stalled = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return new Promise<void>(() => {});
        sent = true;
        controller.enqueue(new TextEncoder().encode('<rss><channel>'));
      },
      cancel() {
        state.cancelled = true;
      },
    });
    publisher(() => new Response(stalled));
    const error = await feedFailure(fetchFeed(FEED, options({ timeoutMs: 50 }), '*/*'));
    expect(error.message).toBe('Timed out after 0.05 s');
    expect(state.cancelled).toBe(true);
  });

  it('refuses a body over the cap while streaming it, without reading the rest', async () => {
    const { stream, state } = endless(256);
    publisher(() => new Response(stream));
    const error = await feedFailure(fetchFeed(FEED, options({ maxBytes: 1024 }), '*/*'));
    expect(error.message).toBe('Feed is larger than 1 KB');
    // 1 KB is four chunks; the fifth crosses the cap and the stream is cancelled (a pull or two may be buffered).
    expect(state.pulls).toBeLessThanOrEqual(7);
    expect(state.cancelled).toBe(true);
  });

  it('refuses a declared Content-Length over the cap before reading any of the body', async () => {
    const { stream, state } = endless(256);
    publisher(() => new Response(stream, { headers: { 'Content-Length': String(10 * 1024 * 1024) } }));
    const error = await feedFailure(fetchFeed(FEED, options({ maxBytes: 1024 }), '*/*'));
    expect(error.message).toBe('Feed is larger than 1 KB');
    expect(state.cancelled).toBe(true);
    expect(state.pulls).toBeLessThanOrEqual(1); // at most the stream's own first pull, never read by us
  });

  it('accepts a body of exactly the cap', async () => {
    publisher(() => new Response('x'.repeat(1024)));
    expect(await fetchFeed(FEED, options({ maxBytes: 1024 }), '*/*')).toHaveLength(1024);
  });

  it('reads globalThis.fetch at call time', async () => {
    publisher(() => new Response('first'));
    expect(await fetchFeed(FEED, options(), '*/*')).toBe('first');
    vi.restoreAllMocks();
    publisher(() => new Response('second'));
    expect(await fetchFeed(FEED, options(), '*/*')).toBe('second');
  });
});

describe('parseXml', () => {
  it('parses well-formed XML and refuses anything else as a FeedError', () => {
    expect(parseXml('<rss><channel><item><title>2026</title></item></channel></rss>')).toEqual({
      rss: { channel: { item: [{ title: '2026' }] } },
    });
    for (const text of [
      '<rss><channel><item><title>cut off',
      '<rss><channel><item><title>A</titl></item></channel></rss>',
      '<!DOCTYPE html><html><body><p>Just a moment...<br></body></html>',
      '{"releases": []}',
    ]) {
      expect(() => parseXml(text)).toThrow(FeedError);
    }
    expect(() => parseXml('  ')).toThrow('The feed is empty');
  });
});

describe('plainText', () => {
  it('strips tags, drops script and style, decodes entities and collapses whitespace', () => {
    expect(
      plainText(
        '<p>South Africa&#8217;s&nbsp;builders</p>\n<style>.x { color: red }</style><script>alert(1)</script>' +
          '<p>owed <b>R15.5&#160;billion</b> &amp; more &hellip; &#x2014; a&lt;b</p>',
      ),
    ).toBe('South Africa’s builders owed R15.5 billion & more … — a<b');
  });

  it('keeps a lone < that starts no tag, and drops an unterminated tag', () => {
    expect(plainText('R5 < R10 <a href="x">link</a>')).toBe('R5 < R10 link');
    expect(plainText('text <img src="x"')).toBe('text');
  });

  it('cuts long text on a word boundary with an ellipsis', () => {
    const text = plainText(`${'word '.repeat(400)}`, 100);
    expect(text.length).toBeLessThanOrEqual(100);
    expect(text.endsWith('word…')).toBe(true);
  });
});

describe('canonicalUrl', () => {
  it('keeps http(s) URLs without fragments or utm_ parameters, and rejects the rest', () => {
    expect(canonicalUrl('https://a.test/x?utm_source=rss&utm_medium=rss&id=7#respond')).toBe('https://a.test/x?id=7');
    expect(canonicalUrl('javascript:alert(1)')).toBeNull();
    expect(canonicalUrl('not a url')).toBeNull();
  });
});
