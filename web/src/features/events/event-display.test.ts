import { describe, expect, it } from 'vitest';
import {
  attendeesLabel,
  eventPriceLabel,
  eventTypeLabel,
  PAID_EVENT_NOTE,
  registerLabel,
  registrationFailure,
} from './event-display.ts';

describe('event display', () => {
  it('shows rand with two decimals, and Free Event / Register Free for 0', () => {
    expect(eventPriceLabel({ priceCents: 15_000 })).toBe('R150.00');
    expect(eventPriceLabel({ priceCents: 5_050 })).toBe('R50.50');
    expect(eventPriceLabel({ priceCents: 0 })).toBe('Free Event');
    expect(registerLabel({ isFree: true })).toBe('Register Free');
    expect(registerLabel({ isFree: false })).toBe('Register');
  });

  it("reads 'current / max' and the type", () => {
    expect(attendeesLabel({ currentAttendees: 6, maxAttendees: 6 })).toBe('6 / 6 attendees');
    expect(eventTypeLabel('networking')).toBe('Networking');
    expect(eventTypeLabel('other')).toBe('Event');
  });

  it('says plainly that payment opens later', () => {
    expect(PAID_EVENT_NOTE).toMatch(/payment is not available yet/);
  });

  it('keeps the spec toast and adds the server reason', () => {
    expect(registrationFailure('Event Full')).toEqual({
      title: 'Registration Failed',
      description: 'Failed to register for event. Please try again. (Event Full)',
    });
    expect(registrationFailure('')).toEqual({
      title: 'Registration Failed',
      description: 'Failed to register for event. Please try again.',
    });
  });
});
