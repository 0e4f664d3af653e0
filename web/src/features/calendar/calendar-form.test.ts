import { describe, expect, it } from 'vitest';
import type { GroupSession } from '../../../../schema/contract/sessions.ts';
import { SESSION_MESSAGES } from '../../../../schema/contract/sessions-rules.ts';
import {
  addMinutes,
  checkCalendarForm,
  createPayload,
  durationBetween,
  EMPTY_CALENDAR_FORM,
  END_TIME_RANGE_MESSAGE,
  updatePayload,
  valuesFromSession,
  type CalendarFormValues,
} from './calendar-form.ts';

const now = new Date('2031-06-01T10:00:00.000Z');
const filled = (overrides: Partial<CalendarFormValues> = {}): CalendarFormValues => ({
  ...EMPTY_CALENDAR_FORM,
  title: 'Bookkeeping basics',
  description: 'Keep your books on one page.',
  sessionDate: '2031-06-03',
  startTime: '18:00',
  endTime: '19:30',
  location: 'Online',
  category: 'Finance',
  ...overrides,
});

describe('the calendar session form', () => {
  it('gives every field its spec message, and the Missing Information toast without date or start time', () => {
    const check = checkCalendarForm({ ...EMPTY_CALENDAR_FORM, maxParticipants: '0' }, { now });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      sessionDate: 'Date is required',
      startTime: 'Start time is required',
      endTime: 'End time is required',
      maxParticipants: 'Must allow at least 1 participant',
      location: 'Location is required',
      category: 'Category is required',
    });
    expect(check.toast).toBe('Missing Information: Please select both a date and start time for the session.');
  });

  it('raises no Missing Information toast when only other fields are missing', () => {
    const check = checkCalendarForm(filled({ title: ' ' }), { now });
    expect(check).toEqual({ ok: false, errors: { title: 'Title is required' }, toast: undefined });
  });

  it('defaults to 10 participants and accepts 1 to 50', () => {
    expect(EMPTY_CALENDAR_FORM.maxParticipants).toBe('10');
    expect(checkCalendarForm(filled({ maxParticipants: '1' }), { now }).ok).toBe(true);
    expect(checkCalendarForm(filled({ maxParticipants: '50' }), { now }).ok).toBe(true);
    const over = checkCalendarForm(filled({ maxParticipants: '51' }), { now });
    expect(over.ok ? null : over.errors.maxParticipants).toBe(SESSION_MESSAGES.maxParticipants);
  });

  it('says when the date and time are not a real time, then when they are not in the future', () => {
    const invalid = checkCalendarForm(filled({ sessionDate: '31/02/2031' }), { now });
    expect(invalid).toMatchObject({ ok: false, formError: 'Please enter a valid date and time' });
    const impossible = checkCalendarForm(filled({ sessionDate: '2031-02-30' }), { now });
    expect(impossible).toMatchObject({ ok: false, formError: 'Please enter a valid date and time' });
    const past = checkCalendarForm(filled({ sessionDate: '2031-06-01', startTime: '11:59', endTime: '12:59' }), {
      now,
    });
    expect(past).toMatchObject({ ok: false, formError: 'Session must be scheduled for a future date and time' });
  });

  it('turns the end time into a duration of 30 to 180 minutes', () => {
    expect(durationBetween('18:00', '19:30')).toBe(90);
    expect(durationBetween('23:30', '00:30')).toBe(60);
    expect(addMinutes('23:30', 60)).toBe('00:30');
    for (const endTime of ['18:29', '21:01', '18:00', '17:00']) {
      const check = checkCalendarForm(filled({ endTime }), { now });
      expect(check.ok ? null : check.errors.endTime, endTime).toBe(END_TIME_RANGE_MESSAGE);
    }
  });

  it('sends the calendar payload with location, category and status scheduled', () => {
    const check = checkCalendarForm(filled({ meetingLink: 'abc-defg-hij' }), { now });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(createPayload(check.value)).toEqual({
      title: 'Bookkeeping basics',
      description: 'Keep your books on one page.',
      maxParticipants: 10,
      scheduledAt: '2031-06-03T16:00:00.000Z',
      duration: 90,
      meetingLink: 'abc-defg-hij',
      status: 'scheduled',
      location: 'Online',
      category: 'Finance',
    });
  });
});

describe('editing a session', () => {
  const session = {
    id: 7,
    title: 'Bookkeeping basics',
    description: 'Keep your books on one page.',
    scheduledAt: '2031-05-31T16:00:00.000Z',
    endsAt: '2031-05-31T17:00:00.000Z',
    duration: 60,
    maxParticipants: 10,
    currentParticipants: 4,
    meetingLink: null,
    location: null,
    category: 'Finance',
  } as unknown as GroupSession;

  it('reads the session back into the form in Johannesburg time', () => {
    expect(valuesFromSession(session)).toMatchObject({
      sessionDate: '2031-05-31',
      startTime: '18:00',
      endTime: '19:00',
      maxParticipants: '10',
      location: '',
      category: 'Finance',
    });
  });

  it('keeps an unchanged start even when it has passed, and sends only what changed', () => {
    const original = { ...valuesFromSession(session), location: 'Online' };
    const check = checkCalendarForm({ ...original, endTime: '19:30', maxParticipants: '12' }, { now, original });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(updatePayload(check.value, session)).toEqual({ duration: 90, maxParticipants: 12, location: 'Online' });
  });

  it('does not let the capacity drop below the people registered', () => {
    const original = { ...valuesFromSession(session), location: 'Online' };
    const check = checkCalendarForm({ ...original, maxParticipants: '3' }, { now, original, registered: 4 });
    expect(check.ok ? null : check.errors.maxParticipants).toBe(SESSION_MESSAGES.capacityBelowParticipants(4));
  });
});
