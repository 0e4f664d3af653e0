import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import {
  COACHING_MESSAGES,
  type CoachingPlan,
  type CoachingSubscription,
} from '../../../../schema/contract/coaching-rules.ts';
import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import { formatsFor } from '../../lib/i18n/formats.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { SignInPrompt } from '../../lib/auth/sign-in-prompt.ts';

/**
 * The premium coaching page's rules and words, kept pure so they are unit-tested: what Subscribe does (spec
 * sections 4 and 5), what each plan's button says, the failure toast (section 8), the subscription banner, and
 * what the page says when the buyer comes back from checkout. What they word takes the render's translations.
 */

/**
 * The contract's sentences (COACHING_MESSAGES) the page shows itself, word for word, so they can be translated; the
 * server's own answers are shown as they come.
 */
export const COACHING_TEXTS = {
  loginToSubscribe: msg`Please log in to subscribe to coaching plans.`,
  alreadySubscribed: msg`You already have an active coaching subscription.`,
  subscriptionFailed: msg`Subscription Failed`,
  subscriptionFailedText: msg`Unable to create subscription. Please try again.`,
  subscriptionCreated: msg`Subscription Created!`,
  subscriptionCreatedText: msg`redirecting to payment checkout...`,
  coachingRequired: msg`${PRODUCT_NAME} Coaching Required`,
  coachingRequiredText: msg`One-on-one chat is available with the coaching subscription (R299/month). Join group sessions for free mentorship!`,
  sendFailed: msg`Failed to send message. Please try again.`,
  providerUnavailable: msg`Payments are not set up on this server.`,
  planChanged: msg`Your new plan starts when this month ends.`,
} satisfies Partial<Record<keyof typeof COACHING_MESSAGES, MessageDescriptor>>;

/** A visitor pressing Subscribe: the spec's sentence, then the house sign-in redirect. */
export const subscribeSignInPrompt = (i18n: I18n): SignInPrompt => ({
  title: i18n._(msg`Login Required`),
  description: i18n._(COACHING_TEXTS.loginToSubscribe),
  delayMs: 1000,
});

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

export const alreadySubscribedToast = (i18n: I18n): ToastText => ({
  title: i18n._(msg`Already Subscribed`),
  description: i18n._(COACHING_TEXTS.alreadySubscribed),
});

export const subscriptionCreatedToast = (i18n: I18n): ToastText => ({
  title: i18n._(COACHING_TEXTS.subscriptionCreated),
  description: i18n._(COACHING_TEXTS.subscriptionCreatedText),
});

/** 'Subscription Failed' with the server's message (or ours), else the spec's fallback sentence. */
export function subscriptionFailure(error: unknown, i18n: I18n): ToastText {
  let description = i18n._(COACHING_TEXTS.subscriptionFailedText);
  if (error instanceof ApiError && error.serverMessage) description = error.serverMessage;
  else if (error instanceof PaymentsUnavailableError) description = i18n._(COACHING_TEXTS.providerUnavailable);
  return { title: i18n._(COACHING_TEXTS.subscriptionFailed), description };
}

/**
 * One plan's button: 'Processing…' only on the plan being bought; all wait while one is. An active subscriber sees
 * their plan (or the one they move to) as such, and can switch to any other, or keep their plan after asking to switch.
 */
export function planButton(
  planId: number,
  busyPlanId: number | null,
  redirecting: boolean,
  subscription: CoachingSubscription | undefined,
  i18n: I18n,
) {
  if (busyPlanId === planId) {
    const label = redirecting ? i18n._(msg`Redirecting to checkout…`) : i18n._(msg`Processing…`);
    return { label, busy: true, disabled: true };
  }
  const waiting = busyPlanId !== null;
  if (subscription?.status !== 'active' || !subscription.plan) {
    return { label: i18n._(msg`Subscribe`), busy: false, disabled: waiting };
  }
  const upcoming = subscription.nextPlan?.id ?? subscription.plan.id;
  if (planId === upcoming) {
    const label = subscription.nextPlan ? i18n._(msg`Your next plan`) : i18n._(msg`Your current plan`);
    return { label, busy: false, disabled: true };
  }
  const label = planId === subscription.plan.id ? i18n._(msg`Keep this plan`) : i18n._(msg`Switch to this plan`);
  return { label, busy: false, disabled: waiting };
}

/** The confirm dialog before a plan change: the paid month stays as it is, the new price starts with the next one. */
export function changePlanQuestion(
  sub: CoachingSubscription,
  plan: Pick<CoachingPlan, 'name' | 'priceCents'>,
  i18n: I18n,
) {
  const planName = plan.name;
  const price = planPriceLabel(plan, i18n);
  const current = sub.plan?.name;
  const end = sub.currentPeriodEnd ? formatsFor(i18n).longDate(sub.currentPeriodEnd) : null;
  let description: string;
  if (current && end) {
    description = i18n._(
      msg`You keep the ${current} plan until ${end}. From then you pay ${price} for ${planName}; nothing is charged today.`,
    );
  } else if (current) {
    description = i18n._(
      msg`You keep the ${current} plan until the end of this billing period. From then you pay ${price} for ${planName}; nothing is charged today.`,
    );
  } else if (end) {
    description = i18n._(
      msg`You keep your plan until ${end}. From then you pay ${price} for ${planName}; nothing is charged today.`,
    );
  } else {
    description = i18n._(
      msg`You keep your plan until the end of this billing period. From then you pay ${price} for ${planName}; nothing is charged today.`,
    );
  }
  return { title: i18n._(msg`Switch to the ${planName} plan?`), description };
}

export const planChangedToast = (sub: CoachingSubscription, i18n: I18n): ToastText => {
  const nextName = sub.nextPlan?.name;
  const currentName = sub.plan?.name;
  return {
    title: nextName
      ? i18n._(msg`Moving to ${nextName}`)
      : currentName
        ? i18n._(msg`Staying on ${currentName}`)
        : i18n._(msg`Staying on your plan`),
    description: sub.nextPlan ? i18n._(COACHING_TEXTS.planChanged) : i18n._(msg`Your plan renews as before.`),
  };
};

/** 'R299/month' (prices come from the server, in cents). */
export const planPriceLabel = (plan: Pick<CoachingPlan, 'priceCents'>, i18n: I18n) => {
  const price = formatsFor(i18n).rand(plan.priceCents);
  return i18n._(msg`${price}/month`);
};

/** The spec marks the second plan 'Most Popular'. */
export const MOST_POPULAR = msg`Most Popular`;
export const isMostPopular = (index: number) => index === 1;

/** A plan's numbers in one line under its price: '2 sessions a month · 45 minutes each'. */
export function planSummary(
  plan: Pick<CoachingPlan, 'max_sessions_per_month' | 'session_duration_minutes'>,
  i18n: I18n,
): string {
  const sessions = plan.max_sessions_per_month;
  const minutes = plan.session_duration_minutes;
  return i18n._(
    msg`${plural(sessions, { one: '# session a month', other: '# sessions a month' })} · ${minutes} minutes each`,
  );
}

/**
 * Figures for the stats strip, taken from the plans the server offers (the handbook forbids invented numbers):
 * null when there are no plans.
 */
export function planFacts(plans: readonly CoachingPlan[], i18n: I18n) {
  if (plans.length === 0) return null;
  return {
    planCount: plans.length,
    fromPrice: planPriceLabel({ priceCents: Math.min(...plans.map((p) => p.priceCents)) }, i18n),
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

export function subscriptionBanner(sub: CoachingSubscription | undefined, i18n: I18n): SubscriptionBanner | null {
  if (!sub || sub.status === null) return null;
  // A checkout that was declined or expired ends as 'canceled' without ever having had a paid period: nothing
  // ended for this person, so the page speaks to them as to someone who never subscribed.
  if (sub.status === 'canceled' && sub.currentPeriodEnd === null) return null;
  const planName = sub.plan?.name;
  const plan = planName ? i18n._(msg`${planName} plan`) : i18n._(msg`coaching plan`);
  const end = sub.currentPeriodEnd ? formatsFor(i18n).longDate(sub.currentPeriodEnd) : null;
  const openChat = i18n._(msg`Open coaching chat`);
  switch (sub.status) {
    case 'active':
      if (sub.cancelAtPeriodEnd) {
        return {
          tone: 'ending',
          title: end
            ? i18n._(msg`Your ${plan} is active until ${end}`)
            : i18n._(msg`Your ${plan} is active until the end of this period`),
          text: i18n._(
            msg`It will not renew. Coaching chat stays open until then; you can subscribe again at any time.`,
          ),
          chatLink: openChat,
          canCancel: false,
        };
      }
      return {
        tone: 'active',
        title: i18n._(msg`Your ${plan} is active`),
        text: activeBannerText(sub, end, i18n),
        chatLink: openChat,
        canCancel: true,
      };
    case 'past_due':
      return {
        tone: 'past_due',
        title: i18n._(msg`Payment failed`),
        text: i18n._(
          msg`The last payment for your ${plan} did not go through, so coaching chat is paused. Your payment provider will try again; chat opens as soon as a payment succeeds.`,
        ),
        chatLink: null,
        canCancel: !sub.cancelAtPeriodEnd,
      };
    case 'incomplete':
      return {
        tone: 'incomplete',
        title: i18n._(msg`Your checkout is not finished`),
        text: i18n._(
          msg`No payment has been confirmed for your ${plan} yet. If you just paid, this updates in a moment; otherwise choose a plan below to try again.`,
        ),
        chatLink: null,
        canCancel: false,
      };
    case 'canceled':
      return {
        tone: 'canceled',
        title: i18n._(msg`Your ${plan} has ended`),
        text: i18n._(msg`Your coaching chat history stays readable. Choose a plan below to start again.`),
        chatLink: i18n._(msg`Read your coaching chat`),
        canCancel: false,
      };
  }
}

/** An active plan's renewal: the plan it moves to, else the renewal date. */
function activeBannerText(sub: CoachingSubscription, end: string | null, i18n: I18n): string {
  if (sub.nextPlan) {
    const nextName = sub.nextPlan.name;
    const price = planPriceLabel({ priceCents: sub.nextPlan.price * 100 }, i18n);
    return end
      ? i18n._(msg`On ${end} it moves to the ${nextName} plan (${price}).`)
      : i18n._(msg`On your next renewal it moves to the ${nextName} plan (${price}).`);
  }
  return end ? i18n._(msg`It renews on ${end}.`) : i18n._(msg`It renews every month.`);
}

/** The confirm dialog before "Cancel at period end". */
export function cancelQuestion(sub: CoachingSubscription, i18n: I18n): { title: string; description: string } {
  const end = sub.currentPeriodEnd ? formatsFor(i18n).longDate(sub.currentPeriodEnd) : null;
  return {
    title: i18n._(msg`Cancel at period end?`),
    description: end
      ? i18n._(msg`Your plan will not renew. You keep coaching and chat until ${end}, and you are not charged again.`)
      : i18n._(
          msg`Your plan will not renew. You keep coaching and chat until the end of this billing period, and you are not charged again.`,
        ),
  };
}

export const cancelledToast = (sub: CoachingSubscription, i18n: I18n): ToastText => {
  const end = sub.currentPeriodEnd ? formatsFor(i18n).longDate(sub.currentPeriodEnd) : null;
  return {
    title: i18n._(msg`Subscription will not renew`),
    description: end
      ? i18n._(msg`You keep ${PRODUCT_NAME} Coaching until ${end}.`)
      : i18n._(msg`You keep ${PRODUCT_NAME} Coaching until the end of this billing period.`),
  };
};

/** `?checkout=success|cancelled`, as the payment provider sends the buyer back. */
export type CheckoutReturn = 'success' | 'cancelled';
export function readCheckoutReturn(value: string | null): CheckoutReturn | null {
  return value === 'success' || value === 'cancelled' ? value : null;
}

export function checkoutReturnToast(
  returned: CheckoutReturn,
  i18n: I18n,
): ToastText & { variant: 'success' | 'default' } {
  return returned === 'success'
    ? {
        title: i18n._(msg`Payment received`),
        description: i18n._(msg`Thank you! We are confirming your coaching subscription.`),
        variant: 'success',
      }
    : {
        title: i18n._(msg`Checkout cancelled`),
        description: i18n._(msg`Nothing was charged. Choose a plan whenever you are ready.`),
        variant: 'default',
      };
}

/** `?coach={id}` (spec section 2): a positive whole number, else no coach. */
export function readCoachId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
