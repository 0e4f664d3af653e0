import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { buttonStyles } from './ui/styles.ts';

/*
 * Coming back from the payment provider's checkout (a coaching plan, a paid event seat). What was paid for is
 * confirmed only when the provider's verified webhook arrives, which can be a few seconds after the buyer is sent
 * back. So the page reads it again a few times, then offers a button: a bounded confirmation, not polling.
 */

export const CONFIRM_DELAYS_MS = [2000, 4000, 8000] as const;

/**
 * While `waiting`, calls `reread` after each of the delays in turn. `gaveUp` once they have all passed;
 * `checkAgain` starts over.
 */
export function useCheckoutConfirmation(waiting: boolean, reread: () => Promise<unknown>) {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!waiting || attempt >= CONFIRM_DELAYS_MS.length) return;
    const timer = setTimeout(() => {
      void reread().finally(() => setAttempt((n) => n + 1));
    }, CONFIRM_DELAYS_MS[attempt]);
    return () => clearTimeout(timer);
  }, [waiting, attempt, reread]);
  return { gaveUp: attempt >= CONFIRM_DELAYS_MS.length, checkAgain: () => setAttempt(0) };
}

/** The box that says where a checkout stands: green once `confirmed`. A status, so a change is read out. */
export function CheckoutNotice({
  confirmed = false,
  className,
  children,
}: {
  confirmed?: boolean;
  /** Its place and size on the page. */
  className: string;
  children: ReactNode;
}) {
  return (
    <div
      role="status"
      className={`rounded-2xl border-2 ${confirmed ? 'border-grass-600 bg-grass-50' : 'border-lilac-200 bg-lilac-50'} ${className}`}
    >
      {children}
    </div>
  );
}

/** While the confirmation is awaited: a spinner beside what is being confirmed. */
export function Confirming({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="size-6 shrink-0 animate-spin rounded-full border-4 border-lilac-200 border-t-lilac-700 motion-reduce:animate-none"
      />
      {children}
    </div>
  );
}

/** Once the rereads are over without a confirmation: why that can be, and a button to check again. */
export function NotConfirmedYet({
  className,
  declined,
  checking,
  onCheckAgain,
}: {
  /** As for `CheckoutNotice`. */
  className: string;
  /** What may have been declined: "checkout", "payment". */
  declined: string;
  checking: boolean;
  onCheckAgain: () => void;
}) {
  return (
    <CheckoutNotice className={className}>
      <p className="font-bold text-lilac-950">
        <Trans>Your payment is not confirmed yet</Trans>
      </p>
      <p className="mt-1 text-neutral-800">
        <Trans>
          The payment provider has not told us about it yet; this can take a minute. If the {declined} was declined, you
          were not charged.
        </Trans>
      </p>
      <button type="button" disabled={checking} onClick={onCheckAgain} className={`${buttonStyles.outline} mt-3`}>
        {checking ? <Trans>Checking…</Trans> : <Trans>Check again</Trans>}
      </button>
    </CheckoutNotice>
  );
}
