import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadI18n } from '../../lib/i18n/i18n.ts';
import type { CoachingCall } from '../../../../schema/contract/coaching-calls-rules.ts';
import type { CoachingSubscription } from '../../../../schema/contract/coaching-rules.ts';
import type { CurrentUser } from '../../../../schema/contract/auth.ts';
import {
  addDays,
  bookingClosedText,
  planCallsText,
  callStatusText,
  cancelCallQuestion,
  dayLabel,
  hasCallsLeft,
  isCoachUser,
  otherPerson,
  sastDay,
  slotsByDay,
} from './calls-rules.ts';

let en: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
});

const subscription = (over: Partial<CoachingSubscription> = {}): CoachingSubscription => ({
  status: 'active',
  plan: { id: 2, name: 'Starter', price: 299 },
  coachId: null,
  currentPeriodEnd: '2026-12-14T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  nextPlan: null,
  callsAllowed: 2,
  callsUsed: 1,
  payments: null,
  ...over,
});

describe('planCallsText', () => {
  it('says how many calls are left of the plan and when it renews (South African date)', () => {
    expect(planCallsText(subscription(), en)).toBe('1 of 2 calls left, renews on Monday, 14 December 2026');
    expect(planCallsText(subscription({ callsUsed: 0, callsAllowed: 1 }), en)).toBe(
      '1 of 1 call left, renews on Monday, 14 December 2026',
    );
  });

  it('says "until" for a plan that will not renew, and never counts below nothing', () => {
    expect(planCallsText(subscription({ cancelAtPeriodEnd: true, callsUsed: 3 }), en)).toBe(
      '0 of 2 calls left until Monday, 14 December 2026',
    );
  });

  it('says nothing without an active plan or its figures', () => {
    expect(planCallsText(subscription({ status: 'canceled' }), en)).toBeNull();
    expect(planCallsText(subscription({ callsAllowed: null, callsUsed: null }), en)).toBeNull();
    expect(planCallsText(undefined, en)).toBeNull();
  });
});

describe('hasCallsLeft and bookingClosedText', () => {
  it('has calls left while fewer are used than allowed', () => {
    expect(hasCallsLeft(subscription())).toBe(true);
    expect(hasCallsLeft(subscription({ callsUsed: 2 }))).toBe(false);
  });

  it('tells a lapsed or cancelled subscriber that booked calls stay and nothing new can be booked', () => {
    expect(bookingClosedText(subscription({ status: 'past_due' }), en)).toMatch(/already booked stay booked/);
    expect(bookingClosedText(subscription({ status: 'canceled' }), en)).toMatch(/New calls can be booked again/);
    expect(bookingClosedText(subscription(), en)).toBeNull();
    expect(bookingClosedText(subscription({ status: 'canceled', currentPeriodEnd: null }), en)).toBeNull();
  });
});

describe('South African days', () => {
  it('puts an instant on its South African day, also just after midnight SAST', () => {
    expect(sastDay('2026-12-01T21:59:00Z')).toBe('2026-12-01');
    expect(sastDay('2026-12-01T22:00:00Z')).toBe('2026-12-02');
  });

  it('moves whole days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('names a day', () => {
    expect(dayLabel('2026-12-01', en)).toBe('Tuesday, 01 December');
  });
});

describe('slotsByDay', () => {
  it('groups start times by their South African day, keeping their order', () => {
    const slots = ['2026-12-01T09:00:00+02:00', '2026-12-01T23:30:00+02:00', '2026-12-02T00:00:00+02:00'];
    expect(slotsByDay(slots)).toEqual([
      { day: '2026-12-01', slots: slots.slice(0, 2) },
      { day: '2026-12-02', slots: slots.slice(2) },
    ]);
    expect(slotsByDay([])).toEqual([]);
  });
});

const call = (over: Partial<CoachingCall> = {}) =>
  ({
    myRole: 'subscriber',
    coach: { mentorId: 3, name: 'Lerato Coach', profileImage: null },
    subscriber: { id: 'u1', name: 'Thabo Member', profileImage: null },
    status: 'booked',
    cancelledBy: null,
    cancelledLate: false,
    noShowBy: null,
    cancelForfeits: false,
    ...over,
  }) as CoachingCall;

describe('a call as each side reads it', () => {
  it('names the other person', () => {
    expect(otherPerson(call()).name).toBe('Lerato Coach');
    expect(otherPerson(call({ myRole: 'coach' })).name).toBe('Thabo Member');
  });

  it('says who cancelled or did not come, from where the caller stands', () => {
    expect(callStatusText(call(), en)).toBe('Booked');
    expect(callStatusText(call({ status: 'cancelled', cancelledBy: 'coach' }), en)).toBe('Cancelled by the coach');
    expect(callStatusText(call({ status: 'cancelled', cancelledBy: 'subscriber', cancelledLate: true }), en)).toBe(
      'Cancelled late by you',
    );
    expect(callStatusText(call({ myRole: 'coach', status: 'no_show', noShowBy: 'subscriber' }), en)).toBe(
      'Did not happen: the subscriber did not come',
    );
  });

  it('says before cancelling when the call will not be given back', () => {
    expect(cancelCallQuestion(call({ cancelForfeits: true }), en)).toMatch(/will not be given back/);
    expect(cancelCallQuestion(call(), en)).toMatch(/given back to your plan/);
    expect(cancelCallQuestion(call({ myRole: 'coach' }), en)).toMatch(/given back to their plan/);
  });
});

describe('isCoachUser', () => {
  // Only the two fields the rule reads; the rest of the account does not matter here.
  const user = (over: Pick<CurrentUser, 'isMentor' | 'serviceType'>) => over as CurrentUser;
  const mentor = { isMentor: true, mentorProfile: { id: 'm1' } };

  it('is a mentor whose serviceType is coach or both', () => {
    expect(isCoachUser(user({ isMentor: true, serviceType: 'coach' }), mentor)).toBe(true);
    expect(isCoachUser(user({ isMentor: true, serviceType: 'both' }), mentor)).toBe(true);
  });

  it('is not a mentor who only mentors, someone who is no mentor, or nobody', () => {
    expect(isCoachUser(user({ isMentor: true, serviceType: 'mentorship' }), mentor)).toBe(false);
    expect(isCoachUser(user({ isMentor: false, serviceType: 'coach' }), { isMentor: false, mentorProfile: null })).toBe(
      false,
    );
    expect(isCoachUser(null, mentor)).toBe(false);
  });
});
