import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Event, PaidRegistration } from '../../../../schema/contract/events.ts';
import { SEAT_HOLD_MINUTES } from '../../../../schema/contract/coaching-rules.ts';
import { EVENT_MESSAGES, eventPriceText, type EventType } from '../../../../schema/contract/events-rules.ts';
import { formatsFor } from '../../lib/i18n/formats.ts';

/**
 * How an event reads on its card (spec sections 2, 3 and 9). Pure, so the wording is unit-tested; each function that
 * words something takes the render's translations (`useLingui().i18n`).
 */

/**
 * The contract's labels (EVENT_LABELS, EVENT_MESSAGES) as the screens say them: the same English, through the catalog
 * so other languages are read in theirs. A test keeps the English equal to the contract's.
 */
export const EVENT_TEXTS = {
  freeEvent: msg`Free Event`,
  registerFree: msg`Register Free`,
  register: msg`Register`,
  registered: msg`You're registered`,
  full: msg`Event Full`,
  becomeHost: msg`Become an Event Host`,
  registrationFailed: msg`Registration Failed`,
  registrationFailedText: msg`Failed to register for event. Please try again.`,
  proposalReceived: msg`Thank you! Your event proposal was received and our team will be in touch.`,
} as const satisfies Record<string, MessageDescriptor>;

const TYPE_LABELS: Record<EventType, MessageDescriptor> = {
  summit: msg`Summit`,
  workshop: msg`Workshop`,
  networking: msg`Networking`,
  other: msg`Event`,
};

export function eventTypeLabel(type: EventType, i18n: I18n): string {
  return i18n._(TYPE_LABELS[type] ?? TYPE_LABELS.other);
}

/** 'R150.00', or 'Free Event' for a price of 0 (spec section 9). */
export function eventPriceLabel(event: Pick<Event, 'priceCents'>, i18n: I18n): string {
  return event.priceCents === 0 ? i18n._(EVENT_TEXTS.freeEvent) : eventPriceText(event.priceCents);
}

/** 'current / max' attendees. */
export function attendeesLabel(event: Pick<Event, 'currentAttendees' | 'maxAttendees'>, i18n: I18n): string {
  const { currentAttendees, maxAttendees } = event;
  return i18n._(msg`${currentAttendees} / ${maxAttendees} attendees`);
}

/** The register button's text for a free event with seats (spec: 0 shows 'Register Free'). */
export function registerLabel(event: Pick<Event, 'isFree'>, i18n: I18n): string {
  return i18n._(event.isFree ? EVENT_TEXTS.registerFree : EVENT_TEXTS.register);
}

/** Under a paid event's Register button: what happens next (spec section 9 prices; the seat held while paying). */
export function paidRegisterHint(event: Pick<Event, 'priceCents'>, i18n: I18n): string {
  const price = eventPriceLabel(event, i18n);
  const minutes = SEAT_HOLD_MINUTES;
  return i18n._(msg`You pay ${price} on the next page. Your seat is held for ${minutes} minutes while you pay.`);
}

/** A held seat waiting for payment: until when (SAST, as every time on the site). */
export function seatHoldText(hold: NonNullable<Event['seatHold']>, i18n: I18n): string {
  const time = formatsFor(i18n).time(hold.expiresAt);
  return i18n._(msg`Your seat is held until ${time} SAST. Complete payment to confirm it.`);
}

export const COMPLETE_PAYMENT = msg`Complete payment`;

/** A 202 from `POST /api/events/{id}/register`: a paid event's seat is held and the checkout is ready. */
export function isPaidRegistration(answer: Event | PaidRegistration): answer is PaidRegistration {
  return 'checkout' in answer && typeof answer.checkout === 'object' && answer.checkout !== null;
}

export const SEAT_HELD_TOAST = {
  title: msg`Seat held`,
  description: msg`Taking you to payment…`,
} as const;

/** `/events?event={id}&checkout=success|cancelled`: the payment page sending the buyer back. */
export type EventCheckoutReturn = 'success' | 'cancelled';
export function readEventCheckoutReturn(value: string | null): EventCheckoutReturn | null {
  return value === 'success' || value === 'cancelled' ? value : null;
}

export const EVENT_CHECKOUT_TOASTS = {
  success: {
    title: msg`Payment received`,
    description: msg`Thank you! Your seat is confirmed as soon as the payment provider confirms the payment.`,
    variant: 'success',
  },
  cancelled: {
    title: msg`Payment cancelled`,
    description: msg`Nothing was charged. While your seat is still held you can complete payment from the event.`,
    variant: 'default',
  },
} as const;

/** The registration failure toast (spec section 8), with the server's reason when it gives one. */
export function registrationFailure(reason: string, i18n: I18n): { title: string; description: string } {
  const base = i18n._(EVENT_TEXTS.registrationFailedText);
  return {
    title: i18n._(EVENT_TEXTS.registrationFailed),
    // The server's reason in English may be the same sentence: it is not said twice.
    description:
      reason && reason !== base && reason !== EVENT_MESSAGES.registrationFailedText ? `${base} (${reason})` : base,
  };
}
