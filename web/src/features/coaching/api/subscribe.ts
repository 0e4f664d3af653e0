import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CheckoutStart,
  CoachingSubscription,
  CreatedCustomer,
} from '../../../../../schema/contract/coaching-rules.ts';
import type { CreateSubscriptionInput } from '../../../../../schema/contract/coaching.ts';
import { apiJson, isUnauthorizedError } from '../../../lib/api-client.ts';
import { AlreadySubscribedError, PaymentsUnavailableError } from '../subscribe-flow.ts';
import { SUBSCRIPTION_URL, subscriptionQueryKey } from './subscription.ts';

const COACHING_URL = '/api/coaching';
export const CANCEL_SUBSCRIPTION_URL = `${COACHING_URL}/subscription/cancel`;

/** The caller's subscription, from the cache when the page already read it (same key and shape as the hook). */
function readSubscription(client: QueryClient): Promise<CoachingSubscription> {
  return client.fetchQuery({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => apiJson<CoachingSubscription>('GET', SUBSCRIPTION_URL, undefined, { signal }),
  });
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
    mutationFn: async ({ planId, coachId }: { planId: number; coachId: number | null }): Promise<CheckoutStart> => {
      const subscription = await readSubscription(client);
      if (subscription.status === 'active') throw new AlreadySubscribedError();
      if (!subscription.payments) throw new PaymentsUnavailableError();
      const base = `${COACHING_URL}/${encodeURIComponent(subscription.payments.provider)}`;
      const { customerId } = await apiJson<CreatedCustomer>('POST', `${base}/create-customer`);
      const body: CreateSubscriptionInput = { planId, customerId, coachId };
      return apiJson<CheckoutStart>('POST', `${base}/create-subscription`, body);
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
    mutationFn: () => apiJson<CoachingSubscription>('POST', CANCEL_SUBSCRIPTION_URL),
    onSuccess: (fresh) => client.setQueryData(subscriptionQueryKey, fresh),
  });
}
