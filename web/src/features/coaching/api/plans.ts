import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client.ts';

/** `GET /api/coaching/plans`: public, in display order (the second is 'Most Popular'); prices from D1 in rand. */
export function useCoachingPlans() {
  return useQuery({
    queryKey: [api.coaching.plans.$path()],
    queryFn: ({ signal }) => answerOf(api.coaching.plans.$get(undefined, { init: { signal } })),
  });
}
