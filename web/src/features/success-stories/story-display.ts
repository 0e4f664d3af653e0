import type { StoryServiceType, SuccessStory } from '../../../../schema/contract/stories.ts';

export const SERVICE_TYPE_LABELS: Record<StoryServiceType, string> = {
  mentorship: 'Mentorship',
  coaching: 'Coaching',
};

/** A quote longer than this is cut to a few lines until the reader opens it. */
export const LONG_QUOTE_CHARS = 280;

export function isLongQuote(quote: string): boolean {
  return quote.length > LONG_QUOTE_CHARS;
}

const streams = (n: number) => `${n} income ${n === 1 ? 'stream' : 'streams'}`;

/** "1 → 3 income streams" (spec section 2: income streams before → after). */
export function incomeStreamsLine(story: Pick<SuccessStory, 'incomeStreamsBefore' | 'incomeStreamsAfter'>): string {
  return `${story.incomeStreamsBefore} → ${streams(story.incomeStreamsAfter)}`;
}

/** The same for screen readers: "Income streams went from 1 to 3". */
export function incomeStreamsSpoken(story: Pick<SuccessStory, 'incomeStreamsBefore' | 'incomeStreamsAfter'>): string {
  return `Income streams went from ${story.incomeStreamsBefore} to ${story.incomeStreamsAfter}`;
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
