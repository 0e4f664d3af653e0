import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { Event } from '../../../../../schema/contract/events.ts';
import {
  CheckoutNotice,
  Confirming,
  NotConfirmedYet,
  useCheckoutConfirmation,
} from '../../../components/checkout-notice.tsx';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { useRefreshEvents } from '../api/events.ts';
import { eventsCatalog } from '../locales/catalog.ts';
import type { EventCheckoutReturn } from '../event-display.ts';

/** Where the notice sits on the page. */
const noticePlace = 'mb-4 max-w-xl p-4';

/** Above the shared event after a checkout: confirming, confirmed, not heard yet, or cancelled. */
export function EventCheckoutNotice({ returned, event }: { returned: EventCheckoutReturn; event: Event | undefined }) {
  useCatalog(eventsCatalog);
  const refresh = useRefreshEvents();
  const [checking, setChecking] = useState(false);
  const registered = event?.isRegistered === true;
  const waiting = returned === 'success' && event !== undefined && !registered;
  // A paid seat is confirmed only when the provider's webhook arrives: the events are read again.
  const { gaveUp, checkAgain } = useCheckoutConfirmation(waiting, refresh);
  const checkNow = () => {
    setChecking(true);
    void refresh().finally(() => {
      setChecking(false);
      checkAgain();
    });
  };

  if (returned === 'cancelled') {
    return (
      <CheckoutNotice className={noticePlace}>
        <p className="font-bold text-lilac-950">
          <Trans>Payment cancelled</Trans>
        </p>
        <p className="mt-1 text-neutral-800">
          <Trans>
            Nothing was charged. While your seat is still held, you can complete payment from the event below.
          </Trans>
        </p>
      </CheckoutNotice>
    );
  }
  if (registered) {
    const title = event.title;
    return (
      <CheckoutNotice className={noticePlace} confirmed>
        <p className="font-bold text-grass-900">
          <Trans>Payment confirmed: you’re registered</Trans>
        </p>
        <p className="mt-1 text-neutral-800">
          <Trans>Your seat at {title} is yours. Add it to your calendar below.</Trans>
        </p>
      </CheckoutNotice>
    );
  }
  if (event === undefined || !gaveUp) {
    return (
      <CheckoutNotice className={noticePlace}>
        <Confirming>
          <p className="font-bold text-lilac-950">
            <Trans>Payment received, confirming your seat…</Trans>
          </p>
        </Confirming>
      </CheckoutNotice>
    );
  }
  return <NotConfirmedYet className={noticePlace} declined="payment" checking={checking} onCheckAgain={checkNow} />;
}
