import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CoachingSubscription } from '../../../../../schema/contract/coaching-rules.ts';
import {
  CheckoutNotice,
  Confirming,
  NotConfirmedYet,
  useCheckoutConfirmation,
} from '../../../components/checkout-notice.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { CHECKOUT_RETURN_TOASTS, readCheckoutReturn, type CheckoutReturn } from '../subscribe-flow.ts';

/**
 * The buyer came back from the payment page (`?checkout=success|cancelled`): say so once, and take the parameter
 * out of the address so a reload or a shared link does not say it again.
 */
export function useCheckoutReturn(): CheckoutReturn | null {
  const [params, setParams] = useSearchParams();
  const [returned] = useState(() => readCheckoutReturn(params.get('checkout')));
  const announced = useRef(false);

  useEffect(() => {
    if (!returned || announced.current) return;
    announced.current = true;
    toast(CHECKOUT_RETURN_TOASTS[returned]);
    const next = new URLSearchParams(params);
    next.delete('checkout');
    setParams(next, { replace: true });
  }, [returned, params, setParams]);

  return returned;
}

/** Where the notice sits on the page. */
const noticePlace = 'mt-8 p-5';

/** What the page says under the hero after a checkout: confirming, active, not heard yet, or cancelled. */
export function CheckoutReturnNotice({
  returned,
  subscription,
  refetch,
  isFetching,
}: {
  returned: CheckoutReturn;
  subscription: CoachingSubscription | undefined;
  refetch: () => Promise<unknown>;
  isFetching: boolean;
}) {
  const active = subscription?.status === 'active';
  const waiting = returned === 'success' && subscription !== undefined && !active;
  // A paid subscription turns active only when the provider's webhook arrives: the subscription is read again.
  const { gaveUp, checkAgain } = useCheckoutConfirmation(waiting, refetch);
  const checkNow = () => {
    checkAgain();
    void refetch();
  };

  if (returned === 'cancelled') {
    return (
      <CheckoutNotice className={noticePlace}>
        <p className="font-bold text-lilac-950">Checkout cancelled</p>
        <p className="mt-1 text-neutral-800">Nothing was charged. Choose a plan below whenever you are ready.</p>
      </CheckoutNotice>
    );
  }
  if (active) {
    return (
      <CheckoutNotice className={noticePlace} confirmed>
        <p className="font-bold text-grass-900">Payment confirmed: welcome to coaching!</p>
        <p className="mt-1 text-neutral-800">
          {subscription.plan ? `Your ${subscription.plan.name} plan is active. ` : 'Your plan is active. '}
          Next, choose your coach and say hello in coaching chat.
        </p>
        <Link to={paths.coachingChat} className={`${buttonStyles.secondary} mt-3`}>
          Go to coaching chat
        </Link>
      </CheckoutNotice>
    );
  }
  if (!gaveUp || subscription === undefined) {
    return (
      <CheckoutNotice className={noticePlace}>
        <Confirming>
          <div>
            <p className="font-bold text-lilac-950">Payment received, confirming…</p>
            <p className="mt-1 text-neutral-800">We are waiting for the payment provider to confirm it.</p>
          </div>
        </Confirming>
      </CheckoutNotice>
    );
  }
  return <NotConfirmedYet className={noticePlace} declined="checkout" checking={isFetching} onCheckAgain={checkNow} />;
}
