import { describe, expect, it } from 'vitest';
import { cutDescription } from './dashboard.ts';
import { eventRegisterState, eventPriceText, formatPrice, type Event } from './events.ts';
import { FIELD_MESSAGES } from './fields.ts';
import {
  CreateGroupSessionInputSchema,
  effectiveSessionStatus,
  generateMeetingCode,
  MEETING_CODE_PATTERN,
  parseSessionDateTime,
  SESSION_MESSAGES,
  sessionJoinState,
  type GroupSession,
} from './sessions.ts';
import { formatSastDateTime, whatsAppShareUrl } from './share.ts';

describe('session contract', () => {
  it('reads ISO instants as given and zone-less times as Johannesburg time', () => {
    expect(parseSessionDateTime('2031-06-01T16:00:00.000Z')).toBe('2031-06-01T16:00:00.000Z');
    expect(parseSessionDateTime('2031-06-01T18:00+02:00')).toBe('2031-06-01T16:00:00.000Z');
    expect(parseSessionDateTime('2031-06-01T18:00')).toBe('2031-06-01T16:00:00.000Z');
    for (const bad of ['2031-02-29T10:00', '2031-13-01T10:00', '2031-06-01', '2031-06-01T24:00', 'soon', '']) {
      expect(parseSessionDateTime(bad), bad).toBeNull();
    }
  });

  // Within the scheduling window (at most two years ahead).
  const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();

  it('keeps the spec messages on the form-level issues', () => {
    const missing = CreateGroupSessionInputSchema.safeParse({ title: 'x', description: '' });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues.map((i) => i.message)).toEqual([SESSION_MESSAGES.required]);
    const past = CreateGroupSessionInputSchema.safeParse({
      title: 'x',
      description: 'y',
      scheduledAt: '2001-01-01T10:00',
    });
    expect(past.error!.issues.map((i) => i.message)).toEqual([SESSION_MESSAGES.future]);
    const tooFar = CreateGroupSessionInputSchema.safeParse({
      title: 'x',
      description: 'y',
      scheduledAt: '2099-01-01T10:00',
    });
    expect(tooFar.error!.issues.map((i) => i.message)).toEqual([FIELD_MESSAGES.scheduleWindow]);
    const ok = CreateGroupSessionInputSchema.parse({ title: ' x ', description: 'y', scheduledAt: nextMonth });
    expect(ok).toMatchObject({ title: 'x', duration: 60, maxParticipants: 10, meetingLink: null, category: null });
  });

  it('turns a generated meeting code into a room link', () => {
    const code = generateMeetingCode();
    expect(code).toMatch(MEETING_CODE_PATTERN);
    const parsed = CreateGroupSessionInputSchema.parse({
      title: 'x',
      description: 'y',
      scheduledAt: nextMonth,
      meetingLink: code,
    });
    expect(parsed.meetingLink).toBe(`https://meet.jit.si/sebenza-${code}`);
  });

  it('derives the status and the join button', () => {
    const now = new Date('2030-01-01T12:00:00Z');
    expect(effectiveSessionStatus('scheduled', '2030-01-01T10:00:00Z', 60, now)).toBe('completed');
    expect(effectiveSessionStatus('scheduled', '2030-01-01T11:30:00Z', 60, now)).toBe('scheduled');
    expect(effectiveSessionStatus('cancelled', '2030-01-01T10:00:00Z', 60, now)).toBe('cancelled');
    const base = {
      isHost: false,
      isRegistered: false,
      status: 'scheduled',
      scheduledAt: '2030-01-02T12:00:00Z',
      currentParticipants: 1,
      maxParticipants: 2,
      waitlistCount: 0,
      waitlistPosition: null,
    } as GroupSession;
    expect(sessionJoinState(base, now)).toBe('open');
    expect(sessionJoinState({ ...base, currentParticipants: 2 }, now)).toBe('full');
    expect(sessionJoinState({ ...base, isRegistered: true, currentParticipants: 2 }, now)).toBe('registered');
    expect(sessionJoinState({ ...base, scheduledAt: '2029-12-31T12:00:00Z' }, now)).toBe('closed');
    expect(sessionJoinState({ ...base, isHost: true }, now)).toBe('host');
    // A free seat while people wait is theirs, not a newcomer's; a member in line sees their place.
    expect(sessionJoinState({ ...base, waitlistCount: 1 }, now)).toBe('full');
    expect(sessionJoinState({ ...base, currentParticipants: 2, waitlistCount: 1, waitlistPosition: 1 }, now)).toBe(
      'waitlisted',
    );
    expect(sessionJoinState({ ...base, waitlistPosition: 1, scheduledAt: '2029-12-31T12:00:00Z' }, now)).toBe('closed');
  });
});

describe('event contract', () => {
  it('formats prices as the spec shows them', () => {
    expect(formatPrice(15_000)).toBe('150.00');
    expect(formatPrice(5)).toBe('0.05');
    expect(eventPriceText(15_000)).toBe('R150.00');
    expect(eventPriceText(0)).toBe('Free Event');
  });

  it('says paid events cannot be registered for yet', () => {
    const now = new Date('2030-01-01T12:00:00Z');
    const e = {
      isRegistered: false,
      status: 'scheduled',
      scheduledAt: '2030-02-01T12:00:00Z',
      currentAttendees: 0,
      maxAttendees: 10,
      isFree: false,
      seatHold: null,
      waitlistCount: 0,
      waitlistPosition: null,
    } as Event;
    expect(eventRegisterState(e, now)).toBe('paid');
    expect(eventRegisterState({ ...e, isFree: true }, now)).toBe('open');
    expect(eventRegisterState({ ...e, currentAttendees: 10 }, now)).toBe('full');
    expect(eventRegisterState({ ...e, waitlistCount: 2 }, now)).toBe('full');
    expect(eventRegisterState({ ...e, currentAttendees: 10, waitlistCount: 2, waitlistPosition: 2 }, now)).toBe(
      'waitlisted',
    );
    // A seat held by a waiting-list promotion, not paid yet: pay for it.
    const hold = { checkoutUrl: null, expiresAt: '2030-01-01T12:20:00Z' };
    expect(eventRegisterState({ ...e, currentAttendees: 10, seatHold: hold }, now)).toBe('paying');
  });
});

describe('share and dashboard helpers', () => {
  it('formats times in Johannesburg and builds the WhatsApp link', () => {
    expect(formatSastDateTime('2025-01-14T16:30:00.000Z')).toBe('Tue 14 Jan 2025, 18:30 SAST');
    expect(formatSastDateTime('2025-03-31T23:15:00.000Z')).toBe('Tue 1 Apr 2025, 01:15 SAST');
    const url = whatsAppShareUrl({
      title: 'Pricing & profit',
      startsAt: '2025-01-14T16:30:00.000Z',
      url: 'https://x.test/a?b=1',
    });
    expect(url).toBe(
      `https://wa.me/?text=${encodeURIComponent('Pricing & profit — Tue 14 Jan 2025, 18:30 SAST — https://x.test/a?b=1')}`,
    );
  });

  it('cuts descriptions to 80 characters', () => {
    expect(cutDescription('short')).toBe('short');
    const long = 'a'.repeat(100);
    expect(cutDescription(long)).toBe(`${'a'.repeat(80)}…`);
    expect(cutDescription('a'.repeat(80))).toBe('a'.repeat(80));
  });
});
