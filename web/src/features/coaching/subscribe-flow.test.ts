import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CoachingPlan, CoachingSubscription } from '../../../../schema/contract/coaching-rules.ts';
import { ApiError } from '../../lib/api-client.ts';
import { loadI18n } from '../../lib/i18n/i18n.ts';
import {
  alreadySubscribedToast,
  cancelQuestion,
  isMostPopular,
  minutesRange,
  PaymentsUnavailableError,
  changePlanQuestion,
  planButton,
  planFacts,
  planPriceLabel,
  planSummary,
  readCheckoutReturn,
  readCoachId,
  subscribeSignInPrompt,
  subscriptionCreatedToast,
  subscribeStep,
  subscriptionBanner,
  subscriptionFailure,
} from './subscribe-flow.ts';

let en: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
});

const subscription = (over: Partial<CoachingSubscription> = {}): CoachingSubscription => ({
  status: 'active',
  plan: { id: 2, name: 'Starter', price: 299 },
  coachId: null,
  currentPeriodEnd: '2026-03-14T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  nextPlan: null,
  callsAllowed: 2,
  callsUsed: 0,
  payments: { provider: 'sandbox', testMode: true },
  ...over,
});

const plan = (over: Partial<CoachingPlan>): CoachingPlan => ({
  id: 1,
  name: 'Check-in',
  price: 149,
  priceCents: 14_900,
  description: '',
  max_sessions_per_month: 1,
  session_duration_minutes: 30,
  includes_chat: true,
  includes_files: false,
  features: [],
  ...over,
});

describe('Subscribe (spec sections 4 and 5)', () => {
  it('asks visitors to log in with the spec sentence, and waits while sign-in is being checked', () => {
    expect(subscribeStep({ authLoading: true, isSignedIn: false, subscription: undefined })).toBe('wait');
    expect(subscribeStep({ authLoading: false, isSignedIn: false, subscription: undefined })).toBe('sign-in');
    expect(subscribeSignInPrompt(en).description).toBe('Please log in to subscribe to coaching plans.');
  });

  it('offers an active subscriber a change of plan, and lets everyone else start', () => {
    expect(subscribeStep({ authLoading: false, isSignedIn: true, subscription: subscription() })).toBe('change-plan');
    // A race (another tab paid meanwhile) still ends in the spec sentence.
    expect(alreadySubscribedToast(en).description).toBe('You already have an active coaching subscription.');
    for (const status of [null, 'incomplete', 'past_due', 'canceled'] as const) {
      expect(subscribeStep({ authLoading: false, isSignedIn: true, subscription: subscription({ status }) })).toBe(
        'start',
      );
    }
    // Not read yet: the start reads it itself before paying.
    expect(subscribeStep({ authLoading: false, isSignedIn: true, subscription: undefined })).toBe('start');
  });

  it('says the spec words on success and failure', () => {
    expect(subscriptionCreatedToast(en)).toEqual({
      title: 'Subscription Created!',
      description: 'redirecting to payment checkout...',
    });
    expect(
      subscriptionFailure(
        new ApiError(409, 'Conflict', '{"message":"You already have an active coaching subscription."}'),
        en,
      ),
    ).toEqual({
      title: 'Subscription Failed',
      description: 'You already have an active coaching subscription.',
    });
    expect(subscriptionFailure(new TypeError('Failed to fetch'), en)).toEqual({
      title: 'Subscription Failed',
      description: 'Unable to create subscription. Please try again.',
    });
    expect(subscriptionFailure(new PaymentsUnavailableError(), en).description).toBe(
      'Payments are not set up on this server.',
    );
  });

  it('shows processing on the chosen plan only, and holds the others meanwhile', () => {
    expect(planButton(2, null, false, undefined, en)).toEqual({ label: 'Subscribe', busy: false, disabled: false });
    expect(planButton(2, 2, false, undefined, en)).toEqual({ label: 'Processing…', busy: true, disabled: true });
    expect(planButton(2, 2, true, undefined, en).label).toBe('Redirecting to checkout…');
    expect(planButton(1, 2, false, undefined, en)).toEqual({ label: 'Subscribe', busy: false, disabled: true });
  });

  it('shows an active subscriber their plan, the one they move to, and a switch on the others', () => {
    const active = subscription();
    expect(planButton(2, null, false, active, en)).toEqual({ label: 'Your current plan', busy: false, disabled: true });
    expect(planButton(3, null, false, active, en)).toEqual({
      label: 'Switch to this plan',
      busy: false,
      disabled: false,
    });
    const moving = subscription({ nextPlan: { id: 3, name: 'Growth', price: 499 } });
    expect(planButton(3, null, false, moving, en)).toEqual({ label: 'Your next plan', busy: false, disabled: true });
    expect(planButton(2, null, false, moving, en)).toEqual({ label: 'Keep this plan', busy: false, disabled: false });
    expect(planButton(4, null, false, subscription({ status: 'past_due' }), en).label).toBe('Subscribe');
  });

  it('asks before a plan change, saying nothing is charged today, and names the move in the banner', () => {
    const question = changePlanQuestion(subscription(), { name: 'Growth', priceCents: 49_900 }, en);
    expect(question.title).toBe('Switch to the Growth plan?');
    expect(question.description).toMatch(/^You keep the Starter plan until .+2026\. From then you pay R499\/month/);
    expect(question.description).toContain('nothing is charged today');
    const banner = subscriptionBanner(subscription({ nextPlan: { id: 3, name: 'Growth', price: 499 } }), en);
    expect(banner?.text).toMatch(/it moves to the Growth plan \(R499\/month\)\.$/);
  });
});

describe('the plan cards and figures', () => {
  it('prices from the server per month, and marks the second plan', () => {
    expect(planPriceLabel({ priceCents: 29_900 }, en)).toBe('R299/month');
    expect(planPriceLabel({ priceCents: 29_950 }, en)).toBe('R299.50/month');
    expect([0, 1, 2].map(isMostPopular)).toEqual([false, true, false]);
    expect(planSummary(plan({}), en)).toBe('1 session a month · 30 minutes each');
    expect(planSummary(plan({ max_sessions_per_month: 4, session_duration_minutes: 60 }), en)).toBe(
      '4 sessions a month · 60 minutes each',
    );
  });

  it('takes every figure from the plans, and none without plans', () => {
    expect(planFacts([], en)).toBeNull();
    const facts = planFacts(
      [
        plan({ priceCents: 29_900, max_sessions_per_month: 2, session_duration_minutes: 45 }),
        plan({ priceCents: 14_900 }),
        plan({ priceCents: 59_900, max_sessions_per_month: 4, session_duration_minutes: 60 }),
        plan({ priceCents: 39_900, max_sessions_per_month: 3, session_duration_minutes: 45 }),
      ],
      en,
    );
    expect(facts).toEqual({ planCount: 4, fromPrice: 'R149/month', maxSessions: 4, minutes: [30, 45, 60] });
    expect(minutesRange([30, 45, 60])).toBe('30–60');
    expect(minutesRange([60, 60])).toBe('60');
  });
});

describe('the subscription banner', () => {
  it('is absent for people who never subscribed', () => {
    expect(subscriptionBanner(undefined, en)).toBeNull();
    expect(subscriptionBanner(subscription({ status: null, plan: null }), en)).toBeNull();
    // A declined or expired checkout: canceled without ever having had a paid period.
    expect(subscriptionBanner(subscription({ status: 'canceled', currentPeriodEnd: null }), en)).toBeNull();
  });

  it('names the plan and its renewal date, links to chat and offers cancelling', () => {
    expect(subscriptionBanner(subscription(), en)).toEqual({
      tone: 'active',
      title: 'Your Starter plan is active',
      text: 'It renews on Saturday, 14 March 2026.',
      chatLink: 'Open coaching chat',
      canCancel: true,
    });
  });

  it('gives the end date once cancelled at period end, without a second cancel', () => {
    const banner = subscriptionBanner(subscription({ cancelAtPeriodEnd: true }), en)!;
    expect(banner.tone).toBe('ending');
    expect(banner.title).toBe('Your Starter plan is active until Saturday, 14 March 2026');
    expect(banner.canCancel).toBe(false);
    expect(banner.chatLink).not.toBeNull();
  });

  it('says plainly that a payment failed, and closes chat', () => {
    const banner = subscriptionBanner(subscription({ status: 'past_due' }), en)!;
    expect(banner.title).toBe('Payment failed');
    expect(banner.text).toContain('did not go through');
    expect(banner.chatLink).toBeNull();
  });

  it('keeps chat history readable after the plan ends, and offers no chat while checkout is unfinished', () => {
    expect(subscriptionBanner(subscription({ status: 'canceled' }), en)!.chatLink).toBe('Read your coaching chat');
    expect(subscriptionBanner(subscription({ status: 'incomplete' }), en)!.chatLink).toBeNull();
  });

  it('asks before cancelling, with the date coaching lasts until', () => {
    expect(cancelQuestion(subscription(), en).description).toContain('until Saturday, 14 March 2026');
  });
});

describe('the address', () => {
  it('reads ?checkout= and ?coach=', () => {
    expect(readCheckoutReturn('success')).toBe('success');
    expect(readCheckoutReturn('cancelled')).toBe('cancelled');
    expect(readCheckoutReturn('paid')).toBeNull();
    expect(readCoachId('12')).toBe(12);
    for (const bad of [null, '', '0', '-3', '1.5', 'abc', '12345678901']) expect(readCoachId(bad)).toBeNull();
  });
});
