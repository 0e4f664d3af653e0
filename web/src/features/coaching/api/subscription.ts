import { useQuery } from '@tanstack/react-query';
import type { CoachingSubscription } from '../../../../../schema/contract/coaching.ts';
import { answerOf, api } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';

export const subscriptionQueryKey = [api.coaching.subscription.$path()] as const;

/** The caller's subscription (the hook below, and the subscribe flow, which reads it from the cache). */
export const fetchSubscription = ({ signal }: { signal?: AbortSignal }) =>
  answerOf(api.coaching.subscription.$get(undefined, { init: { signal } }));

/** `GET /api/coaching/subscription`: the caller's subscription (spec: queried only when signed in). */
export function useCoachingSubscription() {
  const { isSignedIn } = useCurrentUser();
  return useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: fetchSubscription,
    enabled: isSignedIn,
  });
}

/** Only 'active' opens coaching chat (spec section 6). */
export const isActiveSubscription = (subscription: CoachingSubscription | undefined) =>
  subscription?.status === 'active';
