import { useQuery } from '@tanstack/react-query';
import type { CoachingPlan } from '../../../../../schema/contract/coaching-rules.ts';
import { apiJson } from '../../../lib/api-client.ts';

export const PLANS_URL = '/api/coaching/plans';
export const plansQueryKey = [PLANS_URL] as const;

/** `GET /api/coaching/plans`: public, in display order (the second is 'Most Popular'); prices from D1 in rand. */
export function useCoachingPlans() {
  return useQuery({
    queryKey: plansQueryKey,
    queryFn: ({ signal }) => apiJson<CoachingPlan[]>('GET', PLANS_URL, undefined, { signal }),
  });
}
