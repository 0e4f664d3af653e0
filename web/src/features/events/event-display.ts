import type { Event } from '../../../../schema/contract/events.ts';
import { EVENT_LABELS, EVENT_MESSAGES, formatRand, type EventType } from '../../../../schema/contract/events-rules.ts';

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
  return formatRand(event.priceCents);
}

/** 'current / max' attendees. */
export function attendeesLabel(event: Pick<Event, 'currentAttendees' | 'maxAttendees'>): string {
  return `${event.currentAttendees} / ${event.maxAttendees} attendees`;
}

/** The register button's text for a free event with seats (spec: 0 shows 'Register Free'). */
export function registerLabel(event: Pick<Event, 'isFree'>): string {
  return event.isFree ? EVENT_LABELS.registerFree : EVENT_LABELS.register;
}

/**
 * What a paid event says before anyone tries: the same sentence the server answers with its 402, so the card and
 * a stale attempt say the same thing.
 */
export const PAID_EVENT_NOTE = EVENT_MESSAGES.paid;

/** The registration failure toast (spec section 8), with the server's reason when it gives one. */
export function registrationFailure(reason: string): { title: string; description: string } {
  const base = EVENT_MESSAGES.registrationFailedText;
  return {
    title: EVENT_MESSAGES.registrationFailed,
    description: reason && reason !== base ? `${base} (${reason})` : base,
  };
}
