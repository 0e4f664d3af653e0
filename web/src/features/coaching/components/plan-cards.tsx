import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { CoachingPlan, CoachingSubscription } from '../../../../../schema/contract/coaching-rules.ts';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
import { CheckList } from '../../../components/check-list.tsx';
import { ListState } from '../../../components/list/list-state.tsx';
import { SkeletonGrid } from '../../../components/list/skeleton-grid.tsx';
import { buttonStyles, textLinkStyle } from '../../../components/ui/styles.ts';
import { isUnauthorizedError } from '../../../lib/api-client.ts';
import { checkoutUrlOrNull } from '../../../lib/checkout-url.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { promptSignIn } from '../../../lib/auth/sign-in-prompt.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useCoachingPlans } from '../api/plans.ts';
import { useStartSubscription } from '../api/subscribe.ts';
import { coachingCatalog } from '../locales/catalog.ts';
import {
  alreadySubscribedToast,
  AlreadySubscribedError,
  isMostPopular,
  MOST_POPULAR,
  planButton,
  planSummary,
  subscribeSignInPrompt,
  subscriptionCreatedToast,
  subscribeStep,
  subscriptionFailure,
} from '../subscribe-flow.ts';

const gridStyle = 'grid gap-4 md:grid-cols-3 md:items-stretch';

const ChangePlanDialog = lazy(() => import('./change-plan-dialog.tsx').then((m) => ({ default: m.ChangePlanDialog })));

/**
 * The plan cards (spec sections 2, 4 and 5): prices and features from the server, the second marked 'Most
 * Popular', and Subscribe going idle → processing (that plan only) → 'Subscription Created!' → the provider's
 * checkout. `subscription` is undefined for visitors and while it loads.
 */
export function PlanCards({
  subscription,
  coachId,
}: {
  subscription: CoachingSubscription | undefined;
  coachId: number | null;
}) {
  useCatalog(coachingCatalog);
  const { t, i18n } = useLingui();
  const plans = useCoachingPlans();
  const [switchTo, setSwitchTo] = useState<CoachingPlan | null>(null);
  const subscribe = useSubscribe(subscription, coachId, setSwitchTo, i18n);
  const currentPlanId = subscription?.status === 'active' ? (subscription.plan?.id ?? null) : null;
  const busyPlan = plans.data?.find((plan) => plan.id === subscribe.busyPlanId);
  const busyPlanName = busyPlan?.name;

  return (
    <>
      <PaymentsNote subscription={subscription} />
      <ListState
        query={plans}
        what={t`the coaching plans`}
        isEmpty={(data) => data.length === 0}
        loading={
          <SkeletonGrid count={3} className={gridStyle} label={t`Loading the coaching plans…`}>
            <PlanCardSkeleton />
          </SkeletonGrid>
        }
        empty={
          <div className="rounded-2xl border border-lilac-100 bg-white p-6 text-center">
            <p role="status" className="text-lg font-bold text-lilac-950">
              <Trans>No coaching plans are open right now</Trans>
            </p>
            <p className="mt-2 text-neutral-700">
              <Trans>
                Group mentorship stays free:{' '}
                <Link to={paths.mentors} className={textLinkStyle}>
                  join a group session
                </Link>{' '}
                while we set up the plans.
              </Trans>
            </p>
          </div>
        }
      >
        {(data) => (
          <ul className={gridStyle}>
            {data.map((plan, index) => (
              <li key={plan.id} className="flex">
                <PlanCard
                  plan={plan}
                  popular={isMostPopular(index)}
                  current={plan.id === currentPlanId}
                  button={planButton(plan.id, subscribe.busyPlanId, subscribe.redirecting, subscription, i18n)}
                  onSubscribe={() => subscribe.start(plan)}
                />
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {/* The toasts say how it ended; this says what is happening meanwhile. */}
      <p role="status" className="sr-only">
        {busyPlan
          ? subscribe.redirecting
            ? t`Redirecting to the payment checkout…`
            : t`Setting up your ${busyPlanName} subscription…`
          : ''}
      </p>
      {switchTo && subscription ? (
        <Suspense fallback={null}>
          <ChangePlanDialog subscription={subscription} plan={switchTo} onClose={() => setSwitchTo(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

function PlanCard({
  plan,
  popular,
  current,
  button,
  onSubscribe,
}: {
  plan: CoachingPlan;
  popular: boolean;
  current: boolean;
  button: ReturnType<typeof planButton>;
  onSubscribe: () => void;
}) {
  useCatalog(coachingCatalog);
  const formats = useFormats();
  const { i18n } = useLingui();
  const planName = plan.name;
  const price = formats.rand(plan.priceCents);
  const titleId = `plan-${plan.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex w-full flex-col rounded-2xl bg-white p-5 shadow-sm sm:p-6 ${popular ? 'border-4 border-sunshine-400 md:-my-2 md:py-8' : 'border-2 border-lilac-100'}`}
    >
      {popular ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-sunshine-300 px-3 py-0.5 text-sm font-bold whitespace-nowrap text-lilac-950">
          {i18n._(MOST_POPULAR)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-xl font-bold text-lilac-950">
          {plan.name}
        </h3>
        {current ? (
          <span className="rounded-full bg-grass-100 px-2.5 py-0.5 text-sm font-semibold text-grass-900">
            <Trans>Your plan</Trans>
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-lilac-950">
        <Trans>
          <span className="text-4xl font-extrabold tracking-tight">{price}</span>
          <span className="text-lg font-semibold">/month</span>
        </Trans>
      </p>
      <p className="mt-1 text-sm font-semibold text-lilac-800">{planSummary(plan, i18n)}</p>
      <p className="mt-3 text-neutral-800">{plan.description}</p>
      <CheckList items={plan.features} className="mt-4 mb-6" />
      <button
        type="button"
        onClick={onSubscribe}
        disabled={button.disabled}
        aria-busy={button.busy || undefined}
        className={`${popular ? buttonStyles.premium : buttonStyles.primary} mt-auto w-full`}
      >
        {button.busy ? (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
          />
        ) : null}
        {button.label}
        <span className="sr-only">
          <Trans>: {planName} plan</Trans>
        </span>
      </button>
    </article>
  );
}

function PlanCardSkeleton() {
  return (
    <div className="flex h-96 flex-col gap-3 rounded-2xl border-2 border-lilac-100 bg-white p-6">
      <div className="h-6 w-1/3 rounded bg-lilac-100" />
      <div className="h-10 w-1/2 rounded bg-lilac-100" />
      <div className="h-4 w-full rounded bg-lilac-50" />
      <div className="h-4 w-5/6 rounded bg-lilac-50" />
      <div className="h-4 w-4/6 rounded bg-lilac-50" />
      <div className="mt-auto h-11 w-full rounded-lg bg-lilac-100" />
    </div>
  );
}

/** How this server takes money, as the subscription read says (visitors learn it once they sign in). */
function PaymentsNote({ subscription }: { subscription: CoachingSubscription | undefined }) {
  useCatalog(coachingCatalog);
  if (!subscription) return null;
  if (subscription.payments === null) {
    return (
      <p className="mb-6 rounded-xl border-2 border-lilac-200 bg-lilac-50 p-4 text-neutral-800">
        <Trans>
          <strong className="text-lilac-950">Payments are not set up on this server yet,</strong> so plans cannot be
          bought here for now. Group mentorship stays free.
        </Trans>
      </p>
    );
  }
  if (!subscription.payments.testMode) return null;
  return (
    <p className="mb-6 flex flex-col gap-1 rounded-xl border-2 border-dashed border-sunshine-500 bg-sunshine-50 p-4 text-lilac-950 sm:flex-row sm:items-center sm:gap-3">
      <span className="self-start rounded bg-sunshine-300 px-2 py-0.5 text-xs font-bold tracking-wide">
        <Trans>TEST</Trans>
      </span>
      <span>
        <Trans>
          <strong>Test checkout: no money moves.</strong> This server uses a practice checkout page; no card is asked
          for or charged.
        </Trans>
      </span>
    </p>
  );
}

/** Subscribe as the spec's state machine: which plan is busy, and whether the browser is leaving for checkout. */
function useSubscribe(
  subscription: CoachingSubscription | undefined,
  coachId: number | null,
  /** An active subscriber pressed another plan: ask before switching. */
  askToSwitch: (plan: CoachingPlan) => void,
  i18n: I18n,
) {
  const { isSignedIn, isLoading } = useCurrentUser();
  const startSubscription = useStartSubscription();
  const [busyPlanId, setBusyPlanId] = useState<number | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  // Coming back from the checkout with the Back button restores this page from the back/forward cache as it was
  // left ("Redirecting…", buttons disabled): start over instead.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setBusyPlanId(null);
      setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = (plan: CoachingPlan) => {
    if (busyPlanId !== null) return;
    switch (subscribeStep({ authLoading: isLoading, isSignedIn, subscription })) {
      case 'wait':
        return;
      case 'sign-in':
        promptSignIn(subscribeSignInPrompt(i18n), coachId ? `${paths.coaching}?coach=${coachId}` : paths.coaching);
        return;
      case 'change-plan':
        askToSwitch(plan);
        return;
      case 'start':
        break;
    }
    setBusyPlanId(plan.id);
    startSubscription.mutate(
      { planId: plan.id, coachId },
      {
        onSuccess: (checkout) => {
          const target = checkoutUrlOrNull(checkout?.checkoutUrl, window.location.origin);
          if (!target) {
            setBusyPlanId(null);
            toast({ ...subscriptionFailure(null, i18n), variant: 'destructive' });
            return;
          }
          setRedirecting(true);
          toast({ ...subscriptionCreatedToast(i18n), variant: 'success' });
          window.location.assign(target);
        },
        onError: (error) => {
          setBusyPlanId(null);
          if (isUnauthorizedError(error)) return;
          if (error instanceof AlreadySubscribedError) toast(alreadySubscribedToast(i18n));
          else toast({ ...subscriptionFailure(error, i18n), variant: 'destructive' });
        },
      },
    );
  };

  return { busyPlanId, redirecting, start };
}
