import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '../../../../schema/contract/sessions-rules.ts';
import {
  checkGroupSessionForm,
  EMPTY_GROUP_SESSION_FORM,
  meetingLinkProblem,
  splitToastMessage,
  type GroupSessionFormValues,
} from './session-form.ts';

const now = new Date('2031-06-01T10:00:00.000Z');
const filled = (overrides: Partial<GroupSessionFormValues> = {}): GroupSessionFormValues => ({
  ...EMPTY_GROUP_SESSION_FORM,
  title: ' Pricing basics ',
  description: 'How to price what you sell.',
  scheduledAt: '2031-06-02T18:30',
  ...overrides,
});

describe('the group sessions page create form', () => {
  it('defaults to 10 participants and 60 minutes', () => {
    expect(EMPTY_GROUP_SESSION_FORM.maxParticipants).toBe('10');
    expect(EMPTY_GROUP_SESSION_FORM.duration).toBe('60');
  });

  it('asks for title, description and date/time with the spec sentence', () => {
    const check = checkGroupSessionForm(EMPTY_GROUP_SESSION_FORM, now);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.formError).toBe('Please fill in title, description, and scheduled date/time.');
    expect(Object.keys(check.errors).sort()).toEqual(['description', 'scheduledAt', 'title']);
  });

  it('refuses a past time with the spec sentence', () => {
    const check = checkGroupSessionForm(filled({ scheduledAt: '2031-06-01T11:59' }), now);
    expect(check).toMatchObject({ ok: false, formError: 'Please select a future date and time for the session.' });
  });

  it('keeps participants within 2-50 and the duration within 30-180 minutes', () => {
    for (const [maxParticipants, message] of [
      ['1', SESSION_MESSAGES.groupPageMinParticipants],
      ['51', SESSION_MESSAGES.maxParticipants],
      ['', SESSION_MESSAGES.groupPageMinParticipants],
      ['2.5', SESSION_MESSAGES.groupPageMinParticipants],
    ] as const) {
      const check = checkGroupSessionForm(filled({ maxParticipants }), now);
      expect(check.ok ? null : check.errors.maxParticipants, maxParticipants).toBe(message);
    }
    for (const duration of ['29', '181', 'x']) {
      const check = checkGroupSessionForm(filled({ duration }), now);
      expect(check.ok ? null : check.errors.duration, duration).toBe(SESSION_MESSAGES.durationRange);
    }
    expect(checkGroupSessionForm(filled({ maxParticipants: '2', duration: '30' }), now).ok).toBe(true);
    expect(checkGroupSessionForm(filled({ maxParticipants: '50', duration: '180' }), now).ok).toBe(true);
  });

  it('builds the spec payload, reading the time as Johannesburg time', () => {
    const check = checkGroupSessionForm(filled({ meetingLink: ' abc-defg-hij ' }), now);
    expect(check).toEqual({
      ok: true,
      payload: {
        title: 'Pricing basics',
        description: 'How to price what you sell.',
        scheduledAt: '2031-06-02T16:30:00.000Z',
        duration: 60,
        maxParticipants: 10,
        meetingLink: 'abc-defg-hij',
      },
    });
    const noLink = checkGroupSessionForm(filled(), now);
    expect(noLink.ok && noLink.payload.meetingLink).toBeNull();
  });
});

describe('meeting links', () => {
  it('accepts nothing, a generated code or a web address', () => {
    for (const ok of ['', 'abc-defg-hij', 'https://meet.jit.si/x', 'http://zoom.us/j/1']) {
      expect(meetingLinkProblem(ok), ok).toBeUndefined();
    }
    for (const bad of ['javascript:alert(1)', 'meet', 'ftp://x.y/z', 'https://localhost']) {
      expect(meetingLinkProblem(bad), bad).toBe(SESSION_MESSAGES.invalidMeetingLink);
    }
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
