import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { StoryServiceType, SuccessStory } from '../../../../schema/contract/stories.ts';

export const SERVICE_TYPE_LABELS: Record<StoryServiceType, MessageDescriptor> = {
  mentorship: msg`Mentorship`,
  coaching: msg`Coaching`,
};

/** A quote longer than this is cut to a few lines until the reader opens it. */
export const LONG_QUOTE_CHARS = 280;

export function isLongQuote(quote: string): boolean {
  return quote.length > LONG_QUOTE_CHARS;
}

type StreamCounts = Pick<SuccessStory, 'incomeStreamsBefore' | 'incomeStreamsAfter'>;

/** "1 → 3 income streams" (spec section 2: income streams before → after). */
export function incomeStreamsLine(story: StreamCounts, i18n: I18n): string {
  const before = story.incomeStreamsBefore;
  const after = story.incomeStreamsAfter;
  return i18n._(msg`${before} → ${plural(after, { one: '# income stream', other: '# income streams' })}`);
}

/** The same for screen readers: "Income streams went from 1 to 3". */
export function incomeStreamsSpoken(story: StreamCounts, i18n: I18n): string {
  const before = story.incomeStreamsBefore;
  const after = story.incomeStreamsAfter;
  return i18n._(msg`Income streams went from ${before} to ${after}`);
}

/**
 * The gallery's featured story (spec section 2: "the one named as the featured person, else the first") and
 * the grid of the others, without showing the featured one twice.
 */
export function splitFeatured<T extends Pick<SuccessStory, 'id' | 'isFeatured'>>(
  stories: readonly T[],
): { featured: T | null; rest: T[] } {
  const featured = stories.find((story) => story.isFeatured) ?? stories[0] ?? null;
  return { featured, rest: stories.filter((story) => story !== featured) };
}
