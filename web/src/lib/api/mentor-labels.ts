import { useCallback } from 'react';
import { useJourneyPaths } from './journey-paths.ts';
import { useCategories } from './categories.ts';
import { humaniseSlug } from '../mentors/mentor-display.ts';

export type SlugLabel = (slug: string) => string;

/** Names for category and journey slugs, from the server's lists; a readable slug until they arrive. */
export function useMentorLabels(): { categoryName: SlugLabel; journeyName: SlugLabel } {
  const categories = useCategories().data;
  const journeys = useJourneyPaths().data;
  const categoryName = useCallback(
    (slug: string) => categories?.find((c) => c.slug === slug)?.name ?? humaniseSlug(slug),
    [categories],
  );
  const journeyName = useCallback(
    (slug: string) => journeys?.find((j) => j.slug === slug)?.name ?? humaniseSlug(slug),
    [journeys],
  );
  return { categoryName, journeyName };
}
