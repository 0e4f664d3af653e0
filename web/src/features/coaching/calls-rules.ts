import type { I18n } from '@lingui/core';
import { msg, plural, select } from '@lingui/core/macro';
import type { CoachingSubscription } from '../../../../schema/contract/coaching-rules.ts';
import {
  FREE_CANCEL_HOURS,
  MEETING_LINK_OPENS_MINUTES,
  SAST_OFFSET,
  type CoachingCall,
} from '../../../../schema/contract/coaching-calls-rules.ts';
import type { CurrentUser } from '../../../../schema/contract/auth.ts';
import { toSastInputs } from '../../components/date-time.ts';
import { formatsFor } from '../../lib/i18n/formats.ts';
import type { MentorStatus } from '../../lib/auth/mentor-status.ts';
import { isMentorUser } from '../../lib/auth/roles.ts';

/**
 * The words and small sums of booking and keeping coaching calls (decision 033), kept pure so they are unit-tested:
 * the calls left this period, South African days for the slot picker, and what each call's state reads as. Those
 * that word something take the render's translations.
 */

/**
 * A coach: a mentor whose serviceType is coach or both (they keep coaching hours and take calls). Kept here, not
 * beside the other roles in lib/auth, because only the coaching screens ask, and the landing chunk has no room.
 */
export function isCoachUser(user: CurrentUser | null, mentorStatus: MentorStatus | null | undefined): boolean {
  if (!user || !isMentorUser(user, mentorStatus)) return false;
  return user.serviceType === 'coach' || user.serviceType === 'both';
}

/** "1 of 2 calls left, renews on Tuesday, 1 December 2026"; null without an active plan's figures. */
export function planCallsText(subscription: CoachingSubscription | undefined, i18n: I18n): string | null {
  if (subscription?.status !== 'active' || subscription.callsAllowed === null) return null;
  const counted = callsLeft(subscription.callsAllowed, subscription.callsUsed ?? 0, i18n);
  if (!subscription.currentPeriodEnd) return counted;
  const end = formatsFor(i18n).longDate(subscription.currentPeriodEnd);
  return subscription.cancelAtPeriodEnd
    ? i18n._(msg`${counted} until ${end}`)
    : i18n._(msg`${counted}, renews on ${end}`);
}

/** The contract's callsLeftText ('1 of 2 calls left'), in the reader's language. */
function callsLeft(callsAllowed: number, callsUsed: number, i18n: I18n): string {
  const left = Math.max(0, callsAllowed - callsUsed);
  return i18n._(msg`${left} of ${plural(callsAllowed, { one: '# call left', other: '# calls left' })}`);
}

/** Whether the plan has a call left to book this period (unknown figures leave it to the server). */
export function hasCallsLeft(subscription: CoachingSubscription | undefined): boolean {
  if (subscription?.callsAllowed == null) return true;
  return subscription.callsAllowed - (subscription.callsUsed ?? 0) > 0;
}

/**
 * What a subscriber whose plan does not book new calls is told about the calls already booked; null while it does
 * (an active plan) or when they never had one.
 */
export function bookingClosedText(subscription: CoachingSubscription | undefined, i18n: I18n): string | null {
  // Without a paid period (a checkout never finished) there is nothing booked to speak of.
  if (!subscription?.status || subscription.status === 'active' || subscription.currentPeriodEnd === null) return null;
  return i18n._(
    msg`Calls you have already booked stay booked and go ahead as planned. New calls can be booked again once your plan is active.`,
  );
}

/** The South African day (`YYYY-MM-DD`) an instant falls on. */
export const sastDay = (instant: string | Date) =>
  toSastInputs(typeof instant === 'string' ? instant : instant.toISOString()).date;

/** `day` moved by `days` whole days (`YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** 'Tuesday, 01 December' for a South African day. */
export const dayLabel = (day: string, i18n: I18n) => formatsFor(i18n).dayAndMonth(`${day}T12:00:00${SAST_OFFSET}`);

export type SlotDay = { day: string; slots: string[] };

/** The open start times grouped by their South African day, in time order (the server sends them earliest first). */
export function slotsByDay(slots: readonly string[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const day = sastDay(slot);
    const last = days.at(-1);
    if (last?.day === day) last.slots.push(slot);
    else days.push({ day, slots: [slot] });
  }
  return days;
}

/** The other person on a call, as the caller sees it. */
export const otherPerson = (call: Pick<CoachingCall, 'myRole' | 'coach' | 'subscriber'>) =>
  call.myRole === 'coach' ? call.subscriber : call.coach;

/** A call's state in a few words: 'Booked', 'Completed', 'Cancelled by the coach', 'Missed: you did not come'. */
export function callStatusText(
  call: Pick<CoachingCall, 'status' | 'myRole' | 'cancelledBy' | 'cancelledLate' | 'noShowBy'>,
  i18n: I18n,
) {
  // 'you', 'coach' or 'subscriber': who did it, from where the caller stands.
  const who = (side: NonNullable<CoachingCall['cancelledBy']>) => (side === call.myRole ? 'you' : side);
  switch (call.status) {
    case 'booked':
      return i18n._(msg`Booked`);
    case 'completed':
      return i18n._(msg`Completed`);
    case 'no_show': {
      if (!call.noShowBy) return i18n._(msg`Did not happen`);
      const person = who(call.noShowBy);
      return i18n._(
        msg`Did not happen: ${select(person, { you: 'you', coach: 'the coach', other: 'the subscriber' })} did not come`,
      );
    }
    case 'cancelled': {
      if (!call.cancelledBy) return call.cancelledLate ? i18n._(msg`Cancelled late`) : i18n._(msg`Cancelled`);
      const person = who(call.cancelledBy);
      return call.cancelledLate
        ? i18n._(msg`Cancelled late by ${select(person, { you: 'you', coach: 'the coach', other: 'the subscriber' })}`)
        : i18n._(msg`Cancelled by ${select(person, { you: 'you', coach: 'the coach', other: 'the subscriber' })}`);
    }
  }
}

export const meetingLinkLater = (i18n: I18n) => {
  const minutes = MEETING_LINK_OPENS_MINUTES;
  return i18n._(msg`The link appears ${minutes} minutes before the start.`);
};

/** The cancel question: a subscriber inside the free window is told the call is not given back, before confirming. */
export function cancelCallQuestion(call: Pick<CoachingCall, 'myRole' | 'cancelForfeits'>, i18n: I18n): string {
  if (call.cancelForfeits) {
    const hours = FREE_CANCEL_HOURS;
    return i18n._(
      msg`The call starts in less than ${hours} hours, so cancelling now uses it up: it will not be given back to your plan.`,
    );
  }
  if (call.myRole === 'coach') return i18n._(msg`The subscriber is told, and the call is given back to their plan.`);
  return i18n._(msg`The call is given back to your plan, so you can book another time.`);
}
