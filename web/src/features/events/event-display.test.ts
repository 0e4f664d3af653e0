import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Event, PaidRegistration } from '../../../../schema/contract/events.ts';
import { EVENT_LABELS, EVENT_MESSAGES, eventRegisterState } from '../../../../schema/contract/events-rules.ts';
import { loadI18n } from '../../lib/i18n/i18n.ts';
import {
  attendeesLabel,
  COMPLETE_PAYMENT,
  EVENT_TEXTS,
  eventPriceLabel,
  eventTypeLabel,
  isPaidRegistration,
  paidRegisterHint,
  readEventCheckoutReturn,
  registerLabel,
  registrationFailure,
  seatHoldText,
} from './event-display.ts';
import './locales/catalog.ts';

let en: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
});

const NOW = new Date('2026-03-01T10:00:00Z');
const summit: Event = {
  id: 7,
  type: 'summit',
  status: 'scheduled',
  title: 'Income Summit',
  description: '',
  scheduledAt: '2026-04-04T07:00:00Z',
  endTime: null,
  endsAt: '2026-04-04T09:00:00Z',
  location: 'Johannesburg',
  address: null,
  currentAttendees: 3,
  maxAttendees: 10,
  priceCents: 15_000,
  price: '150.00',
  isFree: false,
  isRegistered: false,
  shareUrl: 'https://example.test/events?event=7',
  calendarUrl: null,
  seatHold: null,
  waitlistCount: 0,
  waitlistPosition: null,
};

describe('event display', () => {
  it('shows rand with two decimals, and Free Event / Register Free for 0', () => {
    expect(eventPriceLabel({ priceCents: 15_000 }, en)).toBe('R150.00');
    expect(eventPriceLabel({ priceCents: 5_050 }, en)).toBe('R50.50');
    expect(eventPriceLabel({ priceCents: 0 }, en)).toBe('Free Event');
    expect(registerLabel({ isFree: true }, en)).toBe('Register Free');
    expect(registerLabel({ isFree: false }, en)).toBe('Register');
  });

  it("reads 'current / max' and the type", () => {
    expect(attendeesLabel({ currentAttendees: 6, maxAttendees: 6 }, en)).toBe('6 / 6 attendees');
    expect(eventTypeLabel('networking', en)).toBe('Networking');
    expect(eventTypeLabel('other', en)).toBe('Event');
  });

  it('registers for a paid event by paying, and says what happens next', () => {
    expect(eventRegisterState(summit, NOW)).toBe('paid');
    expect(registerLabel(summit, en)).toBe('Register');
    expect(paidRegisterHint(summit, en)).toBe(
      'You pay R150.00 on the next page. Your seat is held for 30 minutes while you pay.',
    );
  });

  it('offers to complete payment while a seat is held, with the time it is held until (SAST)', () => {
    const hold = { checkoutUrl: '/api/test-checkout/tok', expiresAt: '2026-03-01T10:25:00Z' };
    expect(eventRegisterState({ ...summit, seatHold: hold, currentAttendees: 4 }, NOW)).toBe('paying');
    expect(en._(COMPLETE_PAYMENT)).toBe('Complete payment');
    expect(seatHoldText(hold, en)).toBe('Your seat is held until 12:25 SAST. Complete payment to confirm it.');
    // Once the hold has run out the card offers Register again.
    expect(eventRegisterState({ ...summit, seatHold: hold }, new Date('2026-03-01T10:26:00Z'))).toBe('paid');
  });

  it('tells a 202 checkout from a free registration', () => {
    const checkout = { checkoutUrl: '/api/test-checkout/tok', clientSecret: 'tok', expiresAt: NOW.toISOString() };
    const paid: PaidRegistration = { ...summit, checkout };
    expect(isPaidRegistration(paid)).toBe(true);
    expect(isPaidRegistration({ ...summit, isFree: true, priceCents: 0, isRegistered: true })).toBe(false);
  });

  it('reads the return from checkout', () => {
    expect(readEventCheckoutReturn('success')).toBe('success');
    expect(readEventCheckoutReturn('cancelled')).toBe('cancelled');
    expect(readEventCheckoutReturn(null)).toBeNull();
    expect(readEventCheckoutReturn('maybe')).toBeNull();
  });

  it('keeps the spec toast and adds the server reason', () => {
    expect(registrationFailure('Event Full', en)).toEqual({
      title: 'Registration Failed',
      description: 'Failed to register for event. Please try again. (Event Full)',
    });
    expect(registrationFailure('', en)).toEqual({
      title: 'Registration Failed',
      description: 'Failed to register for event. Please try again.',
    });
  });

  it('says the contract’s labels in the same English', () => {
    const english = (key: keyof typeof EVENT_TEXTS) => en._(EVENT_TEXTS[key]);
    for (const key of ['freeEvent', 'registerFree', 'register', 'registered', 'full', 'becomeHost'] as const) {
      expect(english(key)).toBe(EVENT_LABELS[key]);
    }
    for (const key of ['registrationFailed', 'registrationFailedText', 'proposalReceived'] as const) {
      expect(english(key)).toBe(EVENT_MESSAGES[key]);
    }
  });
});
