import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GroupSession } from '../../../../schema/contract/sessions.ts';
import { SESSION_MESSAGES } from '../../../../schema/contract/sessions-rules.ts';
import { checkInput, firstInvalidField } from '../../components/form/form-errors.ts';
import {
  addMinutes,
  durationBetween,
  emptySessionValues,
  END_TIME_RANGE_MESSAGE,
  splitToastMessage,
  valuesFromSession,
  type SessionFormValues,
  type SessionScreen,
} from './session-form.ts';
import { sessionFormSetup } from './session-form-setup.ts';

// The contract checks "in the future" against the clock: 10:00 UTC (12:00 in Johannesburg) on 1 June 2031.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2031-06-01T10:00:00.000Z'));
});
afterAll(() => {
  vi.useRealTimers();
});

/** What a screen's form shows for these values: the contract's problems and the screen's own, as `useForm` does. */
function problems(screen: SessionScreen, values: SessionFormValues, session?: GroupSession) {
  const setup = sessionFormSetup(screen, session);
  const found = checkInput(setup.schema, setup.toInput(values), setup.fields, {
    fieldOf: setup.fieldOf && ((name) => setup.fieldOf!(name, values)),
    extra: setup.check?.(values),
  });
  return setup.reword ? setup.reword(found, values) : found;
}

/** A screen's form: its values filled in as `filledIn` says (`overrides` changing some), and what it shows for values. */
function screenForm(screen: SessionScreen, filledIn: Partial<SessionFormValues>) {
  return {
    filled: (overrides: Partial<SessionFormValues> = {}): SessionFormValues => ({
      ...emptySessionValues(),
      ...filledIn,
      ...overrides,
    }),
    shows: (values: SessionFormValues) => problems(screen, values),
  };
}

describe('the group sessions page create form', () => {
  const { filled, shows: group } = screenForm('group', {
    title: ' Pricing basics ',
    description: 'How to price what you sell.',
    scheduledAt: '2031-06-02T18:30',
  });

  it('defaults to 10 participants and 60 minutes', () => {
    expect(emptySessionValues()).toMatchObject({ maxParticipants: '10', duration: '60' });
  });

  it('asks for title, description and date/time with the spec sentence, in the form alert', () => {
    expect(group(emptySessionValues())).toEqual({
      fields: {},
      form: 'Please fill in title, description, and scheduled date/time.',
    });
  });

  it('refuses a past time with the spec sentence, and a time that is not one beside the field', () => {
    expect(group(filled({ scheduledAt: '2031-06-01T11:59' })).form).toBe(
      'Please select a future date and time for the session.',
    );
    expect(group(filled({ scheduledAt: '2031-02-30T18:00' })).fields).toEqual({
      scheduledAt: SESSION_MESSAGES.invalidDateTime,
    });
  });

  it('keeps participants within 2-50 and the duration within 30-180 minutes', () => {
    for (const [maxParticipants, message] of [
      ['1', SESSION_MESSAGES.groupPageMinParticipants],
      ['0', SESSION_MESSAGES.groupPageMinParticipants],
      ['', SESSION_MESSAGES.groupPageMinParticipants],
      ['2.5', SESSION_MESSAGES.groupPageMinParticipants],
      ['51', SESSION_MESSAGES.maxParticipants],
    ] as const) {
      expect(group(filled({ maxParticipants })).fields.maxParticipants, maxParticipants).toBe(message);
    }
    for (const duration of ['29', '181', 'x', '']) {
      expect(group(filled({ duration })).fields.duration, duration).toBe(SESSION_MESSAGES.durationRange);
    }
    expect(group(filled({ maxParticipants: '2', duration: '30' }))).toEqual({ fields: {}, form: undefined });
    expect(group(filled({ maxParticipants: '50', duration: '180' }))).toEqual({ fields: {}, form: undefined });
  });

  it('accepts no meeting link, a generated code or a web address, and nothing else', () => {
    for (const ok of ['', 'abc-defg-hij', 'https://meet.jit.si/x', 'http://zoom.us/j/1']) {
      expect(group(filled({ meetingLink: ok })).fields.meetingLink, ok).toBeUndefined();
    }
    for (const bad of ['javascript:alert(1)', 'meet', 'ftp://x.y/z', 'https://localhost']) {
      expect(group(filled({ meetingLink: bad })).fields.meetingLink, bad).toBe(SESSION_MESSAGES.invalidMeetingLink);
    }
  });

  it('sends the spec body, the time read as Johannesburg time', () => {
    const { toInput } = sessionFormSetup('group');
    expect(toInput(filled({ meetingLink: ' abc-defg-hij ' }))).toEqual({
      title: 'Pricing basics',
      description: 'How to price what you sell.',
      scheduledAt: '2031-06-02T16:30:00.000Z',
      duration: 60,
      maxParticipants: 10,
      meetingLink: 'abc-defg-hij',
    });
    expect(toInput(filled()).meetingLink).toBeNull();
  });
});

describe('the calendar session form', () => {
  const { filled, shows: calendar } = screenForm('calendar', {
    title: 'Bookkeeping basics',
    description: 'Keep your books on one page.',
    sessionDate: '2031-06-03',
    startTime: '18:00',
    endTime: '19:30',
    location: 'Online',
    category: 'Finance',
  });

  it('gives every field its spec message, and no summary besides (each empty field says it once)', () => {
    const found = calendar({ ...emptySessionValues(), maxParticipants: '0' });
    expect(found).toEqual({
      fields: {
        title: 'Title is required',
        description: 'Description is required',
        sessionDate: 'Date is required',
        startTime: 'Start time is required',
        endTime: 'End time is required',
        maxParticipants: 'Must allow at least 1 participant',
        location: 'Location is required',
        category: 'Category is required',
      },
      form: undefined,
    });
    expect(firstInvalidField(found.fields, sessionFormSetup('calendar').fields)).toBe('title');
  });

  it("says nothing for the whole form when only other fields are missing (not the group page's sentence)", () => {
    expect(calendar(filled({ title: ' ' }))).toEqual({ fields: { title: 'Title is required' }, form: undefined });
  });

  it('defaults to 10 participants and accepts 1 to 50', () => {
    expect(calendar(filled({ maxParticipants: '1' }))).toEqual({ fields: {}, form: undefined });
    expect(calendar(filled({ maxParticipants: '50' }))).toEqual({ fields: {}, form: undefined });
    expect(calendar(filled({ maxParticipants: '51' })).fields.maxParticipants).toBe(SESSION_MESSAGES.maxParticipants);
  });

  it('says when the date and time are not a real time, then when they are not in the future', () => {
    expect(calendar(filled({ sessionDate: '31/02/2031' }))).toEqual({
      fields: {},
      form: 'Please enter a valid date and time',
    });
    expect(calendar(filled({ sessionDate: '2031-02-30' })).form).toBe('Please enter a valid date and time');
    expect(calendar(filled({ sessionDate: '2031-06-01', startTime: '11:59', endTime: '12:59' })).form).toBe(
      'Session must be scheduled for a future date and time',
    );
  });

  it('turns the end time into a duration of 30 to 180 minutes', () => {
    expect(durationBetween('18:00', '19:30')).toBe(90);
    expect(durationBetween('23:30', '00:30')).toBe(60);
    expect(addMinutes('23:30', 60)).toBe('00:30');
    for (const endTime of ['18:29', '21:01', '18:00', '17:00']) {
      expect(calendar(filled({ endTime })).fields, endTime).toEqual({ endTime: END_TIME_RANGE_MESSAGE });
    }
  });

  it('sends the calendar body with location, category and status scheduled', () => {
    expect(sessionFormSetup('calendar').toInput(filled({ meetingLink: 'abc-defg-hij' }))).toEqual({
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

describe('editing a session on the calendar', () => {
  // 18:00 on 31 May in Johannesburg: its start has passed by "now".
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
    const values = { ...valuesFromSession(session), location: 'Online', endTime: '19:30', maxParticipants: '12' };
    expect(problems('calendar', values, session)).toEqual({ fields: {}, form: undefined });
    expect(sessionFormSetup('calendar', session).toInput(values)).toEqual({
      duration: 90,
      maxParticipants: 12,
      location: 'Online',
    });
  });

  it('checks a changed start, and the capacity with the contract', () => {
    const values = { ...valuesFromSession(session), location: 'Online' };
    expect(problems('calendar', { ...values, startTime: '11:00', endTime: '12:00' }, session).form).toBe(
      SESSION_MESSAGES.calendarFuture,
    );
    expect(problems('calendar', { ...values, maxParticipants: '0' }, session).fields).toEqual({
      maxParticipants: 'Must allow at least 1 participant',
    });
  });
});

describe('splitToastMessage', () => {
  it('splits the spec toasts at the first colon', () => {
    expect(splitToastMessage(SESSION_MESSAGES.created)).toEqual({
      title: 'Session Created',
      description: 'Your group mentorship session has been created successfully.',
    });
    expect(splitToastMessage(SESSION_MESSAGES.deleteFailed)).toEqual({
      title: 'Error',
      description: 'Failed to delete session. Please try again.',
    });
    expect(splitToastMessage('Failed to create session')).toEqual({ title: 'Failed to create session' });
  });
});
