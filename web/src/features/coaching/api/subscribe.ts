import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { answerOf, api, isUnauthorizedError } from '../../../lib/api-client.ts';
import { AlreadySubscribedError, PaymentsUnavailableError } from '../subscribe-flow.ts';
import { fetchSubscription, subscriptionQueryKey } from './subscription.ts';

/** The caller's subscription, from the cache when the page already read it (same key and shape as the hook). */
function readSubscription(client: QueryClient) {
  return client.fetchQuery({ queryKey: subscriptionQueryKey, queryFn: fetchSubscription });
}

/**
 * Subscribe (spec section 4): `POST /api/coaching/{provider}/create-customer`, then
 * `POST /api/coaching/{provider}/create-subscription` `{ planId, customerId, coachId }` → `{ clientSecret,
 * checkoutUrl }`. The provider is the one this deployment takes payments through (`subscription.payments`). The
 * subscription becomes active only from the provider's verified webhook, so nothing is cached from the answer;
 * a refusal (409 already active) means the cached subscription is out of date, so it is read again.
 */
export function useStartSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ planId, coachId }: { planId: number; coachId: number | null }) => {
      const subscription = await readSubscription(client);
      if (subscription.status === 'active') throw new AlreadySubscribedError();
      if (!subscription.payments) throw new PaymentsUnavailableError();
      const param = { provider: subscription.payments.provider };
      const { customerId } = await answerOf(api.coaching[':provider']['create-customer'].$post({ param }));
      return answerOf(
        api.coaching[':provider']['create-subscription'].$post({ param, json: { planId, customerId, coachId } }),
      );
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      void client.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  });
}

/** `POST /api/coaching/subscription/cancel`: stops renewal; the answer is the subscription as it now stands. */
export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => answerOf(api.coaching.subscription.cancel.$post()),
    onSuccess: (fresh) => client.setQueryData(subscriptionQueryKey, fresh),
  });
}

/**
 * `POST /api/coaching/subscription/change-plan`: an active subscriber moves to another plan from their next renewal;
 * the answer is the subscription as it now stands (its `nextPlan`).
 */
export function useChangePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (planId: number) => answerOf(api.coaching.subscription['change-plan'].$post({ json: { planId } })),
    onSuccess: (fresh) => client.setQueryData(subscriptionQueryKey, fresh),
  });
}
