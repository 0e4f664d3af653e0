import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CoachingSubscription } from '../../../../../schema/contract/coaching-rules.ts';
import { buttonStyles, smallButtonStyles } from '../../../components/ui/styles.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { paths } from '../../../lib/paths.ts';
import { coachingCatalog } from '../locales/catalog.ts';
import { subscriptionBanner, type BannerTone } from '../subscribe-flow.ts';
import { WarningIcon } from '../../../components/icons.tsx';

const loadCancelDialog = () => import('./cancel-subscription-dialog.tsx');
const CancelSubscriptionDialog = lazy(() => loadCancelDialog().then((m) => ({ default: m.CancelSubscriptionDialog })));

const toneStyles: Record<BannerTone, string> = {
  active: 'border-grass-600 bg-grass-50',
  ending: 'border-sunshine-500 bg-sunshine-50',
  past_due: 'border-red-700 bg-red-50',
  incomplete: 'border-lilac-300 bg-lilac-50',
  canceled: 'border-lilac-200 bg-white',
};

/**
 * The caller's subscription above the plans (spec section 2): plan, renewal or end date, a link to
 * /coaching-chat, and "Cancel at period end" behind a question; a failed payment says so plainly.
 */
export function ActiveSubscriptionBanner({
  subscription,
  hideIncomplete = false,
}: {
  subscription: CoachingSubscription | undefined;
  /** While a just-finished checkout is being confirmed, the checkout notice speaks instead. */
  hideIncomplete?: boolean;
}) {
  useCatalog(coachingCatalog);
  const { i18n } = useLingui();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [cancelOpened, setCancelOpened] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const banner = subscriptionBanner(subscription, i18n);
  if (!subscription || !banner || (hideIncomplete && banner.tone === 'incomplete')) return null;
  const urgent = banner.tone === 'past_due';

  return (
    <section
      aria-labelledby="subscription-banner-title"
      className={`mt-8 flex flex-col gap-4 rounded-2xl border-2 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6 ${toneStyles[banner.tone]}`}
    >
      <div role={urgent ? 'alert' : undefined} className="min-w-0">
        <h2
          ref={titleRef}
          tabIndex={-1}
          id="subscription-banner-title"
          className={`flex items-center gap-2 text-xl font-bold ${urgent ? 'text-red-900' : 'text-lilac-950'}`}
        >
          {urgent ? <WarningIcon /> : null}
          {banner.title}
        </h2>
        <p className="mt-1 max-w-2xl text-neutral-800">{banner.text}</p>
      </div>
      {banner.chatLink || banner.canCancel ? (
        <div className="flex shrink-0 flex-col gap-3 sm:items-end">
          {banner.chatLink ? (
            <Link to={paths.coachingChat} className={buttonStyles.primary}>
              {banner.chatLink}
            </Link>
          ) : null}
          {banner.canCancel ? (
            <button
              type="button"
              aria-haspopup="dialog"
              onPointerEnter={() => void loadCancelDialog()}
              onFocus={() => void loadCancelDialog()}
              onClick={() => {
                setCancelOpened(true);
                setCancelOpen(true);
              }}
              className={smallButtonStyles.outline}
            >
              <Trans>Cancel at period end</Trans>
            </button>
          ) : null}
        </div>
      ) : null}
      {cancelOpened ? (
        <Suspense fallback={null}>
          <CancelSubscriptionDialog
            subscription={subscription}
            open={cancelOpen}
            onOpenChange={setCancelOpen}
            // The button that opened it is gone once cancelled: focus goes to the banner's new title instead.
            onCancelled={() => requestAnimationFrame(() => titleRef.current?.focus())}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
