import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { readQuery } from '../../../lib/api/read-query.ts';

/** `GET /api/coaching/plans`: public, in display order (the second is 'Most Popular'); prices from D1 in rand. */
export function useCoachingPlans() {
  return useQuery(readQuery(api.coaching.plans));
}
