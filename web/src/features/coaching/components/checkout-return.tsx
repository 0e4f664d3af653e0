import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CoachingSubscription } from '../../../../../schema/contract/coaching-rules.ts';
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

/**
 * A paid subscription turns active only when the provider's verified webhook arrives, which can be a few seconds
 * after the buyer is sent back. So the page reads the subscription again a few times, then offers a button:
 * a bounded confirmation, not polling.
 */
export const CONFIRM_DELAYS_MS = [2000, 4000, 8000] as const;

function useConfirmSubscription(waiting: boolean, refetch: () => Promise<unknown>) {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!waiting || attempt >= CONFIRM_DELAYS_MS.length) return;
    const timer = setTimeout(() => {
      void refetch().finally(() => setAttempt((n) => n + 1));
    }, CONFIRM_DELAYS_MS[attempt]);
    return () => clearTimeout(timer);
  }, [waiting, attempt, refetch]);
  return { gaveUp: attempt >= CONFIRM_DELAYS_MS.length, checkAgain: () => setAttempt(0) };
}

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
  const { gaveUp, checkAgain } = useConfirmSubscription(waiting, refetch);

  if (returned === 'cancelled') {
    return (
      <Notice tone="plain">
        <p className="font-bold text-lilac-950">Checkout cancelled</p>
        <p className="mt-1 text-neutral-800">Nothing was charged. Choose a plan below whenever you are ready.</p>
      </Notice>
    );
  }
  if (active) {
    return (
      <Notice tone="good">
        <p className="font-bold text-grass-900">Payment confirmed: welcome to coaching!</p>
        <p className="mt-1 text-neutral-800">
          {subscription.plan ? `Your ${subscription.plan.name} plan is active. ` : 'Your plan is active. '}
          Next, choose your coach and say hello in coaching chat.
        </p>
        <Link to={paths.coachingChat} className={`${buttonStyles.secondary} mt-3`}>
          Go to coaching chat
        </Link>
      </Notice>
    );
  }
  if (!gaveUp || subscription === undefined) {
    return (
      <Notice tone="plain">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="size-6 shrink-0 animate-spin rounded-full border-4 border-lilac-200 border-t-lilac-700 motion-reduce:animate-none"
          />
          <div>
            <p className="font-bold text-lilac-950">Payment received, confirming…</p>
            <p className="mt-1 text-neutral-800">We are waiting for the payment provider to confirm it.</p>
          </div>
        </div>
      </Notice>
    );
  }
  return (
    <Notice tone="plain">
      <p className="font-bold text-lilac-950">Your payment is not confirmed yet</p>
      <p className="mt-1 text-neutral-800">
        The payment provider has not told us about it yet; this can take a minute. If the checkout was declined, you
        were not charged.
      </p>
      <button
        type="button"
        disabled={isFetching}
        onClick={() => {
          checkAgain();
          void refetch();
        }}
        className={`${buttonStyles.outline} mt-3`}
      >
        {isFetching ? 'Checking…' : 'Check again'}
      </button>
    </Notice>
  );
}

function Notice({ tone, children }: { tone: 'good' | 'plain'; children: ReactNode }) {
  return (
    <div
      role="status"
      className={`mt-8 rounded-2xl border-2 p-5 ${tone === 'good' ? 'border-grass-600 bg-grass-50' : 'border-lilac-200 bg-lilac-50'}`}
    >
      {children}
    </div>
  );
}
