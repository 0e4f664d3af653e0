import type { MentorList } from '../../../../schema/contract/mentors.ts';
import { resultCountText } from '../../lib/mentors/mentor-filters.ts';

/**
 * The result count line. Past MENTOR_COUNT_CAP matches the server stops counting (`totalIsCapped`, what a count costs
 * the database), so the line says how many at least, "Showing 24 of 1000+ mentors", until every page is loaded and
 * the count is the cards on screen.
 */
export function countLine({
  first,
  shown,
  more,
  filtered,
}: {
  first: MentorList | undefined;
  shown: number;
  more: boolean;
  filtered: boolean;
}): string {
  const total = first?.total ?? 0;
  if (!first?.totalIsCapped) return resultCountText({ total, shown, filtered });
  if (more) return `Showing ${shown} of ${Math.max(total, shown)}+ mentors`;
  return resultCountText({ total: shown, shown, filtered });
}
