import { Trans, useLingui } from '@lingui/react/macro';
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
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { coachingCatalog } from '../locales/catalog.ts';
import { checkoutReturnToast, readCheckoutReturn, type CheckoutReturn } from '../subscribe-flow.ts';

/**
 * The buyer came back from the payment page (`?checkout=success|cancelled`): say so once, and take the parameter
 * out of the address so a reload or a shared link does not say it again.
 */
export function useCheckoutReturn(): CheckoutReturn | null {
  useCatalog(coachingCatalog);
  const { i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const [returned] = useState(() => readCheckoutReturn(params.get('checkout')));
  const announced = useRef(false);

  useEffect(() => {
    if (!returned || announced.current) return;
    announced.current = true;
    toast(checkoutReturnToast(returned, i18n));
    const next = new URLSearchParams(params);
    next.delete('checkout');
    setParams(next, { replace: true });
  }, [returned, params, setParams, i18n]);

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
  useCatalog(coachingCatalog);
  const { t } = useLingui();
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
        <p className="font-bold text-lilac-950">
          <Trans>Checkout cancelled</Trans>
        </p>
        <p className="mt-1 text-neutral-800">
          <Trans>Nothing was charged. Choose a plan below whenever you are ready.</Trans>
        </p>
      </CheckoutNotice>
    );
  }
  if (active) {
    const planName = subscription.plan?.name;
    return (
      <CheckoutNotice className={noticePlace} confirmed>
        <p className="font-bold text-grass-900">
          <Trans>Payment confirmed: welcome to coaching!</Trans>
        </p>
        <p className="mt-1 text-neutral-800">
          {planName ? (
            <Trans>Your {planName} plan is active. Next, choose your coach and say hello in coaching chat.</Trans>
          ) : (
            <Trans>Your plan is active. Next, choose your coach and say hello in coaching chat.</Trans>
          )}
        </p>
        <Link to={paths.coachingChat} className={`${buttonStyles.secondary} mt-3`}>
          <Trans>Go to coaching chat</Trans>
        </Link>
      </CheckoutNotice>
    );
  }
  if (!gaveUp || subscription === undefined) {
    return (
      <CheckoutNotice className={noticePlace}>
        <Confirming>
          <div>
            <p className="font-bold text-lilac-950">
              <Trans>Payment received, confirming…</Trans>
            </p>
            <p className="mt-1 text-neutral-800">
              <Trans>We are waiting for the payment provider to confirm it.</Trans>
            </p>
          </div>
        </Confirming>
      </CheckoutNotice>
    );
  }
  return (
    <NotConfirmedYet className={noticePlace} declined={t`checkout`} checking={isFetching} onCheckAgain={checkNow} />
  );
}
