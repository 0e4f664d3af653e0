import { useQuery } from '@tanstack/react-query';
import type { CoachingSubscription } from '../../../../../schema/contract/coaching.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';

export const SUBSCRIPTION_URL = '/api/coaching/subscription';
export const subscriptionQueryKey = [SUBSCRIPTION_URL] as const;

/** `GET /api/coaching/subscription`: the caller's subscription (spec: queried only when signed in). */
export function useCoachingSubscription() {
  const { isSignedIn } = useCurrentUser();
  return useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => apiJson<CoachingSubscription>('GET', SUBSCRIPTION_URL, undefined, { signal }),
    enabled: isSignedIn,
  });
}

/** Only 'active' opens coaching chat (spec section 6). */
export const isActiveSubscription = (subscription: CoachingSubscription | undefined) =>
  subscription?.status === 'active';
