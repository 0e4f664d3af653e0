import {
  COACHING_MESSAGES,
  type CoachingPlan,
  type CoachingSubscription,
} from '../../../../schema/contract/coaching-rules.ts';
import { formatRand } from '../../../../schema/contract/money-rules.ts';
import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import { formatLongDate } from '../../components/date-time.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { SignInPrompt } from '../../lib/auth/sign-in-prompt.ts';

/**
 * The premium coaching page's rules and words, kept pure so they are unit-tested: what Subscribe does (spec
 * sections 4 and 5), what each plan's button says, the failure toast (section 8), the subscription banner, and
 * what the page says when the buyer comes back from checkout.
 */

/** A visitor pressing Subscribe: the spec's sentence, then the house sign-in redirect. */
export const SUBSCRIBE_SIGN_IN_PROMPT: SignInPrompt = {
  title: 'Login Required',
  description: COACHING_MESSAGES.loginToSubscribe,
  delayMs: 1000,
};

/** What pressing a plan's button does, before anything is sent ('change-plan': an active subscriber switches). */
export type SubscribeStep = 'wait' | 'sign-in' | 'change-plan' | 'start';

export function subscribeStep(input: {
  authLoading: boolean;
  isSignedIn: boolean;
  /** undefined while it loads (or failed): the start itself reads it again before paying. */
  subscription: CoachingSubscription | undefined;
}): SubscribeStep {
  if (input.authLoading) return 'wait';
  if (!input.isSignedIn) return 'sign-in';
  if (input.subscription?.status === 'active') return 'change-plan';
  return 'start';
}

/** Thrown by the start when a fresh read finds an active subscription (another tab, a late webhook). */
export class AlreadySubscribedError extends Error {
  override name = 'AlreadySubscribedError';
  constructor() {
    super(COACHING_MESSAGES.alreadySubscribed);
  }
}

/** Thrown by the start when this deployment takes no payments (`payments: null`). */
export class PaymentsUnavailableError extends Error {
  override name = 'PaymentsUnavailableError';
  constructor() {
    super(COACHING_MESSAGES.providerUnavailable);
  }
}

export type ToastText = { title: string; description: string };

export const ALREADY_SUBSCRIBED_TOAST: ToastText = {
  title: 'Already Subscribed',
  description: COACHING_MESSAGES.alreadySubscribed,
};

export const SUBSCRIPTION_CREATED_TOAST: ToastText = {
  title: COACHING_MESSAGES.subscriptionCreated,
  description: COACHING_MESSAGES.subscriptionCreatedText,
};

/** 'Subscription Failed' with the server's message (or ours), else the spec's fallback sentence. */
export function subscriptionFailure(error: unknown): ToastText {
  let description: string = COACHING_MESSAGES.subscriptionFailedText;
  if (error instanceof ApiError && error.serverMessage) description = error.serverMessage;
  else if (error instanceof PaymentsUnavailableError) description = error.message;
  return { title: COACHING_MESSAGES.subscriptionFailed, description };
}

/**
 * One plan's button: 'Processing…' only on the plan being bought; all wait while one is. An active subscriber sees
 * their plan (or the one they move to) as such, and can switch to any other, or keep their plan after asking to switch.
 */
export function planButton(
  planId: number,
  busyPlanId: number | null,
  redirecting: boolean,
  subscription?: CoachingSubscription,
) {
  if (busyPlanId === planId) {
    return { label: redirecting ? 'Redirecting to checkout…' : 'Processing…', busy: true, disabled: true };
  }
  const waiting = busyPlanId !== null;
  if (subscription?.status !== 'active' || !subscription.plan) return { label: 'Subscribe', busy: false, disabled: waiting };
  const upcoming = subscription.nextPlan?.id ?? subscription.plan.id;
  if (planId === upcoming) {
    const label = subscription.nextPlan ? 'Your next plan' : 'Your current plan';
    return { label, busy: false, disabled: true };
  }
  const label = planId === subscription.plan.id ? 'Keep this plan' : 'Switch to this plan';
  return { label, busy: false, disabled: waiting };
}

/** The confirm dialog before a plan change: the paid month stays as it is, the new price starts with the next one. */
export function changePlanQuestion(sub: CoachingSubscription, plan: Pick<CoachingPlan, 'name' | 'priceCents'>) {
  const end = sub.currentPeriodEnd ? formatLongDate(sub.currentPeriodEnd) : 'the end of this billing period';
  const current = sub.plan?.name ?? 'your plan';
  return {
    title: `Switch to the ${plan.name} plan?`,
    description: `You keep the ${current} plan until ${end}. From then you pay ${planPriceLabel(plan)} for ${plan.name}; nothing is charged today.`,
  };
}

export const PLAN_CHANGED_TOAST = (sub: CoachingSubscription): ToastText => ({
  title: sub.nextPlan ? `Moving to ${sub.nextPlan.name}` : `Staying on ${sub.plan?.name ?? 'your plan'}`,
  description: sub.nextPlan ? COACHING_MESSAGES.planChanged : 'Your plan renews as before.',
});

/** 'R299/month' (prices come from the server, in cents). */
export const planPriceLabel = (plan: Pick<CoachingPlan, 'priceCents'>) => `${formatRand(plan.priceCents)}/month`;

/** The spec marks the second plan 'Most Popular'. */
export const MOST_POPULAR = 'Most Popular';
export const isMostPopular = (index: number) => index === 1;

/** A plan's numbers in one line under its price: '2 sessions a month · 45 minutes each'. */
export function planSummary(plan: Pick<CoachingPlan, 'max_sessions_per_month' | 'session_duration_minutes'>): string {
  const sessions = plan.max_sessions_per_month;
  return `${sessions} ${sessions === 1 ? 'session' : 'sessions'} a month · ${plan.session_duration_minutes} minutes each`;
}

/**
 * Figures for the stats strip, taken from the plans the server offers (the handbook forbids invented numbers):
 * null when there are no plans.
 */
export function planFacts(plans: readonly CoachingPlan[]) {
  if (plans.length === 0) return null;
  return {
    planCount: plans.length,
    fromPrice: planPriceLabel({ priceCents: Math.min(...plans.map((p) => p.priceCents)) }),
    maxSessions: Math.max(...plans.map((p) => p.max_sessions_per_month)),
    minutes: [...new Set(plans.map((p) => p.session_duration_minutes))].sort((a, b) => a - b),
  };
}

/** Session lengths as one short figure: '30–60' (minutes), or '60' when every plan has the same. */
export function minutesRange(minutes: readonly number[]): string {
  if (minutes.length === 0) return '0';
  const low = Math.min(...minutes);
  const high = Math.max(...minutes);
  return low === high ? String(low) : `${low}–${high}`;
}

/** The banner above the plans for someone who has (or had) a subscription; null when they never subscribed. */
export type BannerTone = 'active' | 'ending' | 'past_due' | 'incomplete' | 'canceled';
export type SubscriptionBanner = {
  tone: BannerTone;
  title: string;
  text: string;
  /** Coaching chat: open for active subscriptions; history stays readable after one ends. */
  chatLink: string | null;
  /** Whether "Cancel at period end" is offered. */
  canCancel: boolean;
};

export function subscriptionBanner(sub: CoachingSubscription | undefined): SubscriptionBanner | null {
  if (!sub || sub.status === null) return null;
  // A checkout that was declined or expired ends as 'canceled' without ever having had a paid period: nothing
  // ended for this person, so the page speaks to them as to someone who never subscribed.
  if (sub.status === 'canceled' && sub.currentPeriodEnd === null) return null;
  const plan = sub.plan ? `${sub.plan.name} plan` : 'coaching plan';
  const end = sub.currentPeriodEnd ? formatLongDate(sub.currentPeriodEnd) : null;
  switch (sub.status) {
    case 'active':
      if (sub.cancelAtPeriodEnd) {
        return {
          tone: 'ending',
          title: `Your ${plan} is active until ${end ?? 'the end of this period'}`,
          text: 'It will not renew. Coaching chat stays open until then; you can subscribe again at any time.',
          chatLink: 'Open coaching chat',
          canCancel: false,
        };
      }
      return {
        tone: 'active',
        title: `Your ${plan} is active`,
        text: sub.nextPlan
          ? `On ${end ?? 'your next renewal'} it moves to the ${sub.nextPlan.name} plan (${formatRand(sub.nextPlan.price * 100)}/month).`
          : end
            ? `It renews on ${end}.`
            : 'It renews every month.',
        chatLink: 'Open coaching chat',
        canCancel: true,
      };
    case 'past_due':
      return {
        tone: 'past_due',
        title: 'Payment failed',
        text: `The last payment for your ${plan} did not go through, so coaching chat is paused. Your payment provider will try again; chat opens as soon as a payment succeeds.`,
        chatLink: null,
        canCancel: !sub.cancelAtPeriodEnd,
      };
    case 'incomplete':
      return {
        tone: 'incomplete',
        title: 'Your checkout is not finished',
        text: `No payment has been confirmed for your ${plan} yet. If you just paid, this updates in a moment; otherwise choose a plan below to try again.`,
        chatLink: null,
        canCancel: false,
      };
    case 'canceled':
      return {
        tone: 'canceled',
        title: `Your ${plan} has ended`,
        text: 'Your coaching chat history stays readable. Choose a plan below to start again.',
        chatLink: 'Read your coaching chat',
        canCancel: false,
      };
  }
}

/** The confirm dialog before "Cancel at period end". */
export function cancelQuestion(sub: CoachingSubscription): { title: string; description: string } {
  const end = sub.currentPeriodEnd ? formatLongDate(sub.currentPeriodEnd) : 'the end of this billing period';
  return {
    title: 'Cancel at period end?',
    description: `Your plan will not renew. You keep coaching and chat until ${end}, and you are not charged again.`,
  };
}

export const CANCELLED_TOAST = (sub: CoachingSubscription): ToastText => ({
  title: 'Subscription will not renew',
  description: sub.currentPeriodEnd
    ? `You keep ${PRODUCT_NAME} Coaching until ${formatLongDate(sub.currentPeriodEnd)}.`
    : `You keep ${PRODUCT_NAME} Coaching until the end of this billing period.`,
});

/** `?checkout=success|cancelled`, as the payment provider sends the buyer back. */
export type CheckoutReturn = 'success' | 'cancelled';
export function readCheckoutReturn(value: string | null): CheckoutReturn | null {
  return value === 'success' || value === 'cancelled' ? value : null;
}

export const CHECKOUT_RETURN_TOASTS: Record<CheckoutReturn, ToastText & { variant: 'success' | 'default' }> = {
  success: {
    title: 'Payment received',
    description: 'Thank you! We are confirming your coaching subscription.',
    variant: 'success',
  },
  cancelled: {
    title: 'Checkout cancelled',
    description: 'Nothing was charged. Choose a plan whenever you are ready.',
    variant: 'default',
  },
};

/** `?coach={id}` (spec section 2): a positive whole number, else no coach. */
export function readCoachId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
