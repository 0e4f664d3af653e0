import { useEffect, useState, type ReactNode } from 'react';
import type { Event } from '../../../../../schema/contract/events.ts';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { useRefreshEvents } from '../api/events.ts';
import type { EventCheckoutReturn } from '../event-display.ts';

/**
 * A paid seat is confirmed only when the provider's verified webhook arrives, which can be a few seconds after the
 * buyer is sent back. So the events are read again a few times, then a button is offered: a bounded
 * confirmation, not polling.
 */
export const CONFIRM_DELAYS_MS = [2000, 4000, 8000] as const;

/** Above the shared event after a checkout: confirming, confirmed, not heard yet, or cancelled. */
export function EventCheckoutNotice({ returned, event }: { returned: EventCheckoutReturn; event: Event | undefined }) {
  const refresh = useRefreshEvents();
  const [attempt, setAttempt] = useState(0);
  const [checking, setChecking] = useState(false);
  const registered = event?.isRegistered === true;
  const waiting = returned === 'success' && event !== undefined && !registered;

  useEffect(() => {
    if (!waiting || attempt >= CONFIRM_DELAYS_MS.length) return;
    const timer = setTimeout(() => {
      void refresh().finally(() => setAttempt((n) => n + 1));
    }, CONFIRM_DELAYS_MS[attempt]);
    return () => clearTimeout(timer);
  }, [waiting, attempt, refresh]);

  if (returned === 'cancelled') {
    return (
      <Notice>
        <p className="font-bold text-lilac-950">Payment cancelled</p>
        <p className="mt-1 text-neutral-800">
          Nothing was charged. While your seat is still held, you can complete payment from the event below.
        </p>
      </Notice>
    );
  }
  if (registered) {
    return (
      <Notice good>
        <p className="font-bold text-grass-900">Payment confirmed: you&rsquo;re registered</p>
        <p className="mt-1 text-neutral-800">Your seat at {event.title} is yours. Add it to your calendar below.</p>
      </Notice>
    );
  }
  if (event === undefined || attempt < CONFIRM_DELAYS_MS.length) {
    return (
      <Notice>
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="size-6 shrink-0 animate-spin rounded-full border-4 border-lilac-200 border-t-lilac-700 motion-reduce:animate-none"
          />
          <p className="font-bold text-lilac-950">Payment received, confirming your seat…</p>
        </div>
      </Notice>
    );
  }
  return (
    <Notice>
      <p className="font-bold text-lilac-950">Your payment is not confirmed yet</p>
      <p className="mt-1 text-neutral-800">
        The payment provider has not told us about it yet; this can take a minute. If the payment was declined, you were
        not charged.
      </p>
      <button
        type="button"
        disabled={checking}
        onClick={() => {
          setChecking(true);
          void refresh().finally(() => {
            setChecking(false);
            setAttempt(0);
          });
        }}
        className={`${buttonStyles.outline} mt-3`}
      >
        {checking ? 'Checking…' : 'Check again'}
      </button>
    </Notice>
  );
}

function Notice({ good = false, children }: { good?: boolean; children: ReactNode }) {
  return (
    <div
      role="status"
      className={`mb-4 max-w-xl rounded-2xl border-2 p-4 ${good ? 'border-grass-600 bg-grass-50' : 'border-lilac-200 bg-lilac-50'}`}
    >
      {children}
    </div>
  );
}
