import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MenteeProfileInputSchema } from '../../../../schema/contract/mentees.ts';
import { fieldsOf } from '../../components/form/field-spec.ts';
import { checkInput } from '../../components/form/form-errors.ts';
import {
  MENTEE_LIMITS,
  menteeFields,
  menteeFormMessages,
  menteeValuesFromProfile,
  normaliseInterests,
  toMenteeInput,
  withCurrent,
  type MenteeProfileValues,
} from './mentee-form.ts';
import { loadI18n } from '../i18n/i18n.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = await loadI18n('en');
});

/** What the form shows for these values: the contract's problems, placed beside the form's fields. */
const problems = (values: MenteeProfileValues) =>
  checkInput(MenteeProfileInputSchema, toMenteeInput(values), fieldsOf(menteeFields('profile', i18n)));

/** The values of a new profile: no text yet, the spec's defaults, no languages. */
const NEW_PROFILE: MenteeProfileValues = {
  bio: '',
  currentSituation: '',
  goals: '',
  interests: '',
  preferredJourneyPath: '',
  location: '',
  experienceLevel: 'beginner',
  availableTime: 'flexible',
  learningStyle: 'visual',
  languages: [],
};

describe('the mentee form', () => {
  it('starts a new, empty profile with the defaults when there is none', () => {
    expect(menteeValuesFromProfile(null)).toEqual(NEW_PROFILE);
  });

  it('starts from a stored profile', () => {
    const values = menteeValuesFromProfile({
      bio: 'Hi',
      experienceLevel: 'advanced',
      availableTime: 'weekends',
      languages: ['zu', 'af'],
    });
    expect(values.languages).toEqual(['af', 'zu']);
    expect(values.bio).toBe('Hi');
    expect(values.experienceLevel).toBe('advanced');
    expect(values.availableTime).toBe('weekends');
    expect(values.learningStyle).toBe('visual');
  });

  it('sends the values as the spec body, trimmed, and the contract accepts it', () => {
    const payload = toMenteeInput({
      ...NEW_PROFILE,
      bio: '  Hello ',
      interests: ' baking,, photography ,',
      preferredJourneyPath: 'creative-hustler',
      languages: ['sfs', 'xh'],
    });
    expect(payload).toEqual({
      ...NEW_PROFILE,
      bio: 'Hello',
      interests: 'baking, photography',
      preferredJourneyPath: 'creative-hustler',
      languages: ['xh', 'sfs'],
    });
    expect(MenteeProfileInputSchema.safeParse(payload).success).toBe(true);
  });

  it('says beside a field that it is too long, as the contract does', () => {
    const empty = menteeValuesFromProfile(null);
    expect(problems(empty)).toEqual({ fields: {}, form: undefined });
    for (const field of ['bio', 'currentSituation', 'goals', 'interests', 'location'] as const) {
      expect(problems({ ...empty, [field]: 'x'.repeat(MENTEE_LIMITS[field]) }).fields, field).toEqual({});
      expect(problems({ ...empty, [field]: 'x'.repeat(MENTEE_LIMITS[field] + 1) }).fields, field).toEqual({
        [field]: `Must be at most ${MENTEE_LIMITS[field]} characters.`,
      });
    }
  });

  it('offers a stored value that is not one of the usual options', () => {
    const options = [{ value: 'flexible', label: 'Flexible' }];
    expect(withCurrent(options, 'flexible')).toEqual(options);
    expect(withCurrent(options, 'mornings')).toEqual([...options, { value: 'mornings', label: 'mornings' }]);
    expect(withCurrent(options, '')).toEqual(options);
  });

  it('normalises interests', () => {
    expect(normaliseInterests(' a , b,,c ')).toBe('a, b, c');
  });

  it('titles a failed save as the spec does', () => {
    expect(menteeFormMessages(i18n).failedTitle).toBe('Save Failed');
  });
});
