import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import { LoadError } from '../../components/list/list-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { buttonStyles } from '../../components/ui/styles.ts';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { paths } from '../../lib/paths.ts';
import { isActiveSubscription, useCoachingSubscription } from './api/subscription.ts';
import { ActiveSubscriptionBanner } from './components/active-subscription-banner.tsx';
import { CheckoutReturnNotice, useCheckoutReturn } from './components/checkout-return.tsx';
import { ChooseCoachTeaser } from './components/choose-coach-teaser.tsx';
import { CoachingServices, FreeVsPaid, MeetupsAndEvents } from './components/coaching-info.tsx';
import { CoachingStats } from './components/coaching-stats.tsx';
import { PlanCards } from './components/plan-cards.tsx';
import { coachingCatalog } from './locales/catalog.ts';
import { readCoachId } from './subscribe-flow.ts';

// Its own small chunk: it checks who is signed in, and only then loads the generator.
const CoachingTemplateGenerator = lazy(() =>
  import('./components/coaching-template-generator.tsx').then((m) => ({ default: m.CoachingTemplateGenerator })),
);

// The calls of subscribers and coaches: their chunk downloads only for someone who may have some (this page imports
// none of its rules, so the route's first download stays as it was).
const CoachingCallsSection = lazy(() =>
  import('./components/coaching-calls-section.tsx').then((m) => ({ default: m.CoachingCallsSection })),
);

const onDarkOutline =
  'inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-white px-5 py-2.5 font-semibold text-white no-underline hover:bg-white/10';

/**
 * The premium coaching page, at COACHING_PATH (/sebenza-coaching; spec section 2): hero, the caller's
 * subscription, plan cards with Subscribe, choosing a coach, the template generator (signed in), services, the
 * free vs paid comparison, meetups and annual events, and figures read from the server. `?coach={id}` books the
 * chosen plan with that coach; `?checkout=success|cancelled` is the payment page sending the buyer back.
 */
export function CoachingPage() {
  useCatalog(coachingCatalog);
  const { t } = useLingui();
  const { isSignedIn, user } = useCurrentUser();
  const [params] = useSearchParams();
  const coachId = readCoachId(params.get('coach'));
  const returned = useCheckoutReturn();
  const subscriptionQuery = useCoachingSubscription();
  const subscription = isSignedIn ? subscriptionQuery.data : undefined;
  const active = isActiveSubscription(subscription);
  // Someone who ever had a paid period (booked calls stay when a plan lapses), or a mentor who may coach: the section
  // itself decides what, if anything, to show.
  const mayHaveCalls = subscription?.currentPeriodEnd != null || user?.isMentor === true;
  const coachFirst = coachId !== null && !active;

  return (
    <PageFrame
      eyebrow={
        <p className="mb-3 inline-block rounded bg-lilac-950 px-2 py-1 text-xs font-bold tracking-wide text-sunshine-300">
          <Trans>PREMIUM</Trans>
        </p>
      }
      title={t`${PRODUCT_NAME} Coaching`}
      description={t`Paid one-on-one coaching, billed monthly, for when you want a coach of your own on top of free group sessions.`}
    >
      <div className="mt-6 grid gap-6 rounded-3xl bg-lilac-900 p-6 text-white sm:p-8 md:grid-cols-[1fr_auto] md:items-center [&_:focus-visible]:outline-sunshine-300">
        <div>
          <p className="text-2xl font-bold sm:text-3xl">
            <Trans>A coach in your corner</Trans>
          </p>
          <p className="mt-2 max-w-2xl text-lilac-100">
            <Trans>
              Regular one-on-one calls and private chat with someone who has built an income of their own: help with
              your plan, your prices and your next step, between the free group sessions.
            </Trans>
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row md:flex-col">
          <a href="#plans" className={buttonStyles.premium}>
            <Trans>See the plans</Trans>
          </a>
          {active ? (
            <Link to={paths.coachingChat} className={onDarkOutline}>
              <Trans>Open coaching chat</Trans>
            </Link>
          ) : (
            <Link to={paths.mentors} className={onDarkOutline}>
              <Trans>Free group sessions</Trans>
            </Link>
          )}
        </div>
      </div>

      {returned && (returned === 'cancelled' || isSignedIn) && !subscriptionQuery.isError ? (
        <CheckoutReturnNotice
          returned={returned}
          subscription={subscription}
          refetch={subscriptionQuery.refetch}
          isFetching={subscriptionQuery.isFetching}
        />
      ) : null}
      {isSignedIn && subscriptionQuery.isError ? (
        <div className="mt-8">
          <LoadError
            what={t`your coaching subscription`}
            error={subscriptionQuery.error}
            onRetry={() => void subscriptionQuery.refetch()}
          />
        </div>
      ) : null}
      <ActiveSubscriptionBanner subscription={subscription} hideIncomplete={returned === 'success'} />
      {isSignedIn && mayHaveCalls ? (
        <Suspense fallback={null}>
          <CoachingCallsSection subscription={subscription} />
        </Suspense>
      ) : null}

      {/* Someone who came from a coach's profile sees who they are booking before the plans. */}
      {coachFirst ? <ChooseCoachTeaser coachId={coachId} subscribed={active} /> : null}

      <section id="plans" aria-labelledby="plans-title" className="mt-12 scroll-mt-20">
        <h2 id="plans-title" className="text-2xl font-bold tracking-tight text-lilac-950 sm:text-3xl">
          <Trans>Coaching plans</Trans>
        </h2>
        <p className="mt-2 mb-8 max-w-2xl text-neutral-700">
          <Trans>
            Billed monthly in rand. Cancel at any time: your plan stays active until the end of the month you paid for.
          </Trans>
        </p>
        <PlanCards subscription={subscription} coachId={coachId} />
      </section>

      {coachFirst ? null : <ChooseCoachTeaser coachId={coachId} subscribed={active} />}

      <Suspense fallback={null}>
        <CoachingTemplateGenerator />
      </Suspense>

      <CoachingServices />
      <FreeVsPaid />
      <MeetupsAndEvents />
      <CoachingStats />
    </PageFrame>
  );
}
