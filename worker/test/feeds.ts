import { expect, vi } from 'vitest';
import { FeedError, type FeedItem, type FetchOptions } from '../opportunities/types.ts';
import { publisher, type Answer } from './publisher-stand-in.ts';

/**
 * Feeds in the opportunity tests: the options an adapter reads with, what a failed read ends in, and an item as
 * the adapters produce it.
 */

/** The `options()` of a test file: a 5 s timeout, the file's byte cap and "now", and what one read overrides. */
export function fetchOptionsWith(defaults: { maxBytes: number; now: Date }) {
  return (overrides: Partial<FetchOptions> = {}): FetchOptions => ({ timeoutMs: 5_000, ...defaults, ...overrides });
}

/** The FeedError a read ends in; the test fails if the read succeeds or fails with anything else. */
export async function feedFailure(read: Promise<unknown>): Promise<FeedError> {
  const error = await read.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(FeedError);
  return error as FeedError;
}

/** For each case, the publisher answers with it and `read()` fails with a FeedError whose message has the words. */
export async function expectFeedErrors(cases: [Answer, string][], read: () => Promise<unknown>) {
  for (const [answer, message] of cases) {
    vi.restoreAllMocks();
    publisher(answer);
    expect((await feedFailure(read())).message).toContain(message);
  }
}

/** What only a tender has. */
const NOT_A_TENDER = { buyer: null, province: null, closingAt: null, valueCents: null, tags: [] };

/** A feed item as the adapters produce it (shapes of worker/opportunities/fixtures): a tender unless overridden. */
export function feedItem(overrides: Partial<FeedItem> = {}): FeedItem {
  return {
    sourceKey: 'ocds-9t57fa-200001',
    kind: 'tender',
    title: 'Provision of cleaning services at Mthatha Regional Hospital for 36 months',
    summary: '',
    url: 'https://www.etenders.gov.za/Home/opportunities?id=200001',
    publishedAt: '2026-11-20T08:00:00.000Z',
    buyer: 'Eastern Cape Department of Health',
    province: 'Eastern Cape',
    closingAt: '2026-12-05T09:00:00.000Z',
    valueCents: 125_000_000,
    approxTraffic: null,
    tags: ['Cleaning services', 'services'],
    ...overrides,
  };
}

/** A trending search: no buyer, province, closing date or value, and about 200,000+ searches. */
export const trendItem = (overrides: Partial<FeedItem> = {}) =>
  feedItem({
    sourceKey: 'trend:matric results',
    kind: 'trend',
    title: 'matric results',
    url: 'https://www.news24.com/matric-results',
    ...NOT_A_TENDER,
    approxTraffic: 200_000,
    ...overrides,
  });

/** A news story: no buyer, province, closing date, value or traffic. */
export const newsItem = (overrides: Partial<FeedItem> = {}) =>
  feedItem({ kind: 'news', ...NOT_A_TENDER, ...overrides });
