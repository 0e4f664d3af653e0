import type { Event, PaidRegistration } from '../../../../schema/contract/events.ts';
import { SEAT_HOLD_MINUTES } from '../../../../schema/contract/coaching-rules.ts';
import {
  EVENT_LABELS,
  EVENT_MESSAGES,
  eventPriceText,
  type EventType,
} from '../../../../schema/contract/events-rules.ts';
import { formatTime } from '../../components/date-time.ts';

/** How an event reads on its card (spec sections 2, 3 and 9). Pure, so the wording is unit-tested. */

const TYPE_LABELS: Record<EventType, string> = {
  summit: 'Summit',
  workshop: 'Workshop',
  networking: 'Networking',
  other: 'Event',
};

export function eventTypeLabel(type: EventType): string {
  return TYPE_LABELS[type] ?? TYPE_LABELS.other;
}

/** 'R150.00', or 'Free Event' for a price of 0 (spec section 9). */
export function eventPriceLabel(event: Pick<Event, 'priceCents'>): string {
  return eventPriceText(event.priceCents);
}

/** 'current / max' attendees. */
export function attendeesLabel(event: Pick<Event, 'currentAttendees' | 'maxAttendees'>): string {
  return `${event.currentAttendees} / ${event.maxAttendees} attendees`;
}

/** The register button's text for a free event with seats (spec: 0 shows 'Register Free'). */
export function registerLabel(event: Pick<Event, 'isFree'>): string {
  return event.isFree ? EVENT_LABELS.registerFree : EVENT_LABELS.register;
}

/** Under a paid event's Register button: what happens next (spec section 9 prices; the seat held while paying). */
export function paidRegisterHint(event: Pick<Event, 'priceCents'>): string {
  return `You pay ${eventPriceText(event.priceCents)} on the next page. Your seat is held for ${SEAT_HOLD_MINUTES} minutes while you pay.`;
}

/** A held seat waiting for payment: until when (SAST, as every time on the site). */
export function seatHoldText(hold: NonNullable<Event['seatHold']>): string {
  return `Your seat is held until ${formatTime(hold.expiresAt)} SAST. Complete payment to confirm it.`;
}

export const COMPLETE_PAYMENT = 'Complete payment';

/** A 202 from `POST /api/events/{id}/register`: a paid event's seat is held and the checkout is ready. */
export function isPaidRegistration(answer: Event | PaidRegistration): answer is PaidRegistration {
  return 'checkout' in answer && typeof answer.checkout === 'object' && answer.checkout !== null;
}

export const SEAT_HELD_TOAST = {
  title: 'Seat held',
  description: 'Taking you to payment…',
} as const;

/** `/events?event={id}&checkout=success|cancelled`: the payment page sending the buyer back. */
export type EventCheckoutReturn = 'success' | 'cancelled';
export function readEventCheckoutReturn(value: string | null): EventCheckoutReturn | null {
  return value === 'success' || value === 'cancelled' ? value : null;
}

export const EVENT_CHECKOUT_TOASTS = {
  success: {
    title: 'Payment received',
    description: 'Thank you! Your seat is confirmed as soon as the payment provider confirms the payment.',
    variant: 'success',
  },
  cancelled: {
    title: 'Payment cancelled',
    description: 'Nothing was charged. While your seat is still held you can complete payment from the event.',
    variant: 'default',
  },
} as const;

/** The registration failure toast (spec section 8), with the server's reason when it gives one. */
export function registrationFailure(reason: string): { title: string; description: string } {
  const base = EVENT_MESSAGES.registrationFailedText;
  return {
    title: EVENT_MESSAGES.registrationFailed,
    description: reason && reason !== base ? `${base} (${reason})` : base,
  };
}
