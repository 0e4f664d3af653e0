import { describe, expect, it } from 'vitest';
import { MenteeProfileInputSchema } from '../../../../schema/contract/mentees.ts';
import {
  buildMenteePayload,
  MENTEE_FORM_MESSAGES,
  MENTEE_LIMITS,
  menteeErrorsFromIssues,
  menteeValuesFromProfile,
  normaliseInterests,
  withCurrent,
} from './mentee-form.ts';

describe('the mentee form', () => {
  it('starts a new, empty profile with the defaults when there is none', () => {
    expect(menteeValuesFromProfile(null)).toEqual({
      bio: '',
      currentSituation: '',
      goals: '',
      interests: '',
      preferredJourneyPath: '',
      location: '',
      experienceLevel: 'beginner',
      availableTime: 'flexible',
      learningStyle: 'visual',
    });
  });

  it('starts from a stored profile', () => {
    const values = menteeValuesFromProfile({ bio: 'Hi', experienceLevel: 'advanced', availableTime: 'weekends' });
    expect(values.bio).toBe('Hi');
    expect(values.experienceLevel).toBe('advanced');
    expect(values.availableTime).toBe('weekends');
    expect(values.learningStyle).toBe('visual');
  });

  it('sends the spec body, trimmed, and the contract accepts it', () => {
    const payload = buildMenteePayload({
      ...menteeValuesFromProfile(null),
      bio: '  Hello ',
      interests: ' baking,, photography ,',
      preferredJourneyPath: 'creative-hustler',
    });
    expect(payload).toEqual({
      bio: 'Hello',
      currentSituation: '',
      goals: '',
      interests: 'baking, photography',
      preferredJourneyPath: 'creative-hustler',
      location: '',
      experienceLevel: 'beginner',
      availableTime: 'flexible',
      learningStyle: 'visual',
    });
    expect(MenteeProfileInputSchema.safeParse(payload).success).toBe(true);
  });

  it('keeps the length limits the schema enforces', () => {
    const base = buildMenteePayload(menteeValuesFromProfile(null));
    for (const field of ['bio', 'currentSituation', 'goals', 'interests', 'location'] as const) {
      const at = MenteeProfileInputSchema.safeParse({ ...base, [field]: 'x'.repeat(MENTEE_LIMITS[field]) });
      const over = MenteeProfileInputSchema.safeParse({ ...base, [field]: 'x'.repeat(MENTEE_LIMITS[field] + 1) });
      expect(at.success, field).toBe(true);
      expect(over.success, field).toBe(false);
    }
  });

  it('offers a stored value that is not one of the usual options', () => {
    const options = [{ value: 'flexible', label: 'Flexible' }];
    expect(withCurrent(options, 'flexible')).toEqual(options);
    expect(withCurrent(options, 'mornings')).toEqual([...options, { value: 'mornings', label: 'mornings' }]);
    expect(withCurrent(options, '')).toEqual(options);
  });

  it('normalises interests and maps server issues to fields', () => {
    expect(normaliseInterests(' a , b,,c ')).toBe('a, b, c');
    expect(menteeErrorsFromIssues([{ path: 'bio', message: 'Too long' }])).toEqual({
      bio: 'Too long',
    });
  });

  it('titles a failed save as the spec does', () => {
    expect(MENTEE_FORM_MESSAGES.saveFailedTitle).toBe('Save Failed');
  });
});
