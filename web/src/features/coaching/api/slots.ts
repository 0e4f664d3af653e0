import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client.ts';

const slots = api.coaching.coaches[':mentorId'].slots;

/** Every slots read sits under this key, so a booking (or a refusal) marks them all stale at once. */
export const slotsQueryRoot = [api.coaching.coaches.$path(), 'slots'] as const;

/**
 * `GET /api/coaching/coaches/{mentorId}/slots?from=&to=`: a coach's open start times over South African days
 * (`to` included, at most SLOTS_MAX_DAYS), for a subscriber connected to them.
 */
export function useCoachSlots(mentorId: number, days: { from: string; to: string }) {
  return useQuery({
    queryKey: [...slotsQueryRoot, mentorId, days.from, days.to] as const,
    queryFn: ({ signal }) =>
      answerOf(slots.$get({ param: { mentorId: String(mentorId) }, query: days }, { init: { signal } })),
    // Moving to the next days keeps the last ones on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
