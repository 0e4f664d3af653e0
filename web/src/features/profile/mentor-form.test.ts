import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadI18n } from '../../lib/i18n/i18n.ts';
import { MENTOR_LIMITS, MENTOR_MESSAGES, MentorProfileInputSchema } from '../../../../schema/contract/mentors.ts';
import { checkInput, firstInvalidField } from '../../components/form/form-errors.ts';
import { NO_PHOTO, type Photo } from '../../components/form/photo-field.tsx';
import {
  buildDescription,
  checkMentorForm,
  EMPTY_MENTOR_VALUES,
  joinWords,
  MENTOR_FIELDS,
  MENTOR_FORM_MESSAGES,
  mentorFieldOf,
  mentorValuesFromProfile,
  optionsWithChosen,
  parseSkills,
  serviceChoiceOf,
  toApplicationInput,
  toProfileInput,
  type MentorFormMode,
  type MentorFormValues,
} from './mentor-form.ts';

let en: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
});

const CATEGORIES = [
  { slug: 'technology', name: 'Technology' },
  { slug: 'business', name: 'Business & Finance' },
  { slug: 'agriculture', name: 'Agriculture' },
];

const application: MentorFormValues = {
  ...EMPTY_MENTOR_VALUES,
  name: '  Thandi Nkosi ',
  title: 'Founder, Kasi Bakes',
  journeyPaths: ['side-hustle-starter', 'creative-hustler'],
  categories: ['business', 'technology'],
  languages: ['zu', 'en'],
  experience: ' I bake and sell from home. ',
};

const stored = {
  name: 'Sipho Dlamini',
  title: 'Owner',
  description: 'About me',
  experience: 'Years of it',
  journeyPath: 'creative-hustler, rural-innovator',
  journeyPaths: ['creative-hustler', 'rural-innovator'],
  category: 'technology',
  categories: ['technology'],
  skills: ['Pricing', 'Marketing'],
  languages: ['st', 'en'] as ('st' | 'en')[],
  location: '',
  serviceType: 'coach' as const,
  yearsOfFreedom: 7,
  profileImage: '/images/me.jpg',
};

/** What a screen shows for these values: the contract's problems beside its fields, plus the screen's own. */
function problems(mode: MentorFormMode, values: MentorFormValues) {
  const input = mode === 'apply' ? toApplicationInput(values, CATEGORIES) : toProfileInput(values, 7);
  return checkInput(MentorProfileInputSchema, input, MENTOR_FIELDS[mode], {
    fieldOf: mentorFieldOf(mode),
    extra: checkMentorForm(mode, values, en),
  });
}

describe('the mentor form and the contract', () => {
  it('give every required field of an empty application its spec message, in screen order', () => {
    const found = problems('apply', EMPTY_MENTOR_VALUES);
    expect(found.fields).toEqual({
      name: 'Name and title are required.',
      title: 'Name and title are required.',
      journeyPaths: 'Please select at least one journey path.',
      categories: 'Please select at least one category. Freedom is achieved through diversifying income streams.',
      languages: MENTOR_MESSAGES.languageRequired,
    });
    expect(found.form).toBeUndefined();
    expect(firstInvalidField(found.fields, MENTOR_FIELDS.apply)).toBe('name');
  });

  it('check in the spec order: name and title, then journey, then category, then language', () => {
    const first = (values: MentorFormValues) =>
      firstInvalidField(problems('apply', values).fields, MENTOR_FIELDS.apply);
    expect(first({ ...application, journeyPaths: [] })).toBe('journeyPaths');
    expect(first({ ...application, categories: [] })).toBe('categories');
    expect(first({ ...application, languages: [] })).toBe('languages');
    expect(problems('edit', { ...mentorValuesFromProfile(stored), languages: [] }).fields).toEqual({
      languages: MENTOR_MESSAGES.languageRequired,
    });
    expect(problems('apply', application).fields).toEqual({});
  });

  it('put "Name and title are required." beside the empty one only', () => {
    expect(problems('apply', { ...application, title: ' ' }).fields).toEqual({
      title: MENTOR_MESSAGES.nameAndTitleRequired,
    });
    expect(problems('apply', { ...application, name: '' }).fields).toEqual({
      name: MENTOR_MESSAGES.nameAndTitleRequired,
    });
  });

  it('do not block the application on an empty skills and experience text (marked required, not checked)', () => {
    expect(problems('apply', { ...application, experience: '' }).fields).toEqual({});
  });

  it('require skills in the profile editor only', () => {
    const values = mentorValuesFromProfile(stored);
    expect(problems('edit', values).fields).toEqual({});
    expect(problems('edit', { ...values, skills: ' , ' }).fields).toEqual({
      skills: 'Please list at least one skill.',
    });
    expect(problems('edit', { ...values, name: '' }).fields.name).toBe('Name and title are required.');
  });

  it('take the skill limits and their messages from the contract', () => {
    const values = mentorValuesFromProfile(stored);
    const many = Array.from({ length: MENTOR_LIMITS.skills + 1 }, (_, i) => `s${i}`).join(', ');
    expect(problems('edit', { ...values, skills: many }).fields.skills).toBe(`At most ${MENTOR_LIMITS.skills} skills.`);
    const longest = 'x'.repeat(MENTOR_LIMITS.skill);
    expect(problems('edit', { ...values, skills: longest }).fields).toEqual({});
    expect(problems('edit', { ...values, skills: `${longest}x` }).fields.skills).toBe(MENTOR_MESSAGES.skillTooLong);
  });

  it('place a server issue on a body key beside the field showing it, else in the form alert', () => {
    const fieldOf = mentorFieldOf('edit');
    expect(fieldOf('journeyPath')).toBe('journeyPaths');
    expect(fieldOf('category')).toBe('categories');
    expect(fieldOf('skills')).toBe('skills');
    expect(fieldOf('yearsOfFreedom')).toBeUndefined();
    // The application shows neither a description nor a skills list.
    expect(mentorFieldOf('apply')('description')).toBeUndefined();
    expect(mentorFieldOf('apply')('skills')).toBeUndefined();
  });

  it('keep the length limits the schema enforces', () => {
    const valid = toApplicationInput(application, CATEGORIES);
    const parses = (override: Record<string, unknown>) =>
      MentorProfileInputSchema.safeParse({ ...valid, ...override }).success;
    for (const field of ['name', 'title', 'description', 'experience', 'location'] as const) {
      expect(parses({ [field]: 'x'.repeat(MENTOR_LIMITS[field]) }), field).toBe(true);
      expect(parses({ [field]: 'x'.repeat(MENTOR_LIMITS[field] + 1) }), field).toBe(false);
    }
  });
});

describe('the application body', () => {
  it('is the spec section 3 payload, with the full lists too', () => {
    const photo: Photo = { kind: 'stored', url: '/images/abc' };
    expect(toApplicationInput({ ...application, profileImage: photo }, CATEGORIES)).toEqual({
      name: 'Thandi Nkosi',
      title: 'Founder, Kasi Bakes',
      description:
        'Mentor in Business & Finance and Technology, hosting free group sessions for people building their own income.',
      experience: 'I bake and sell from home.',
      journeyPath: 'side-hustle-starter',
      journeyPaths: ['side-hustle-starter', 'creative-hustler'],
      category: 'business',
      categories: ['business', 'technology'],
      languages: ['en', 'zu'],
      skills: ['Business & Finance', 'Technology'],
      yearsOfFreedom: 1,
      location: 'South Africa',
      profileImage: '/images/abc',
      serviceType: 'mentorship',
    });
  });

  it('defaults an emptied location to South Africa, passes the service type, and no photo as ""', () => {
    const body = toApplicationInput({ ...application, location: '  ', serviceType: 'coaching' }, CATEGORIES);
    expect(body.location).toBe('South Africa');
    expect(body.serviceType).toBe('coaching');
    expect(body.profileImage).toBe('');
  });

  it('is accepted by the contract and keeps every choice', () => {
    const parsed = MentorProfileInputSchema.parse(toApplicationInput(application, CATEGORIES));
    expect(parsed.journeyPaths).toEqual(['side-hustle-starter', 'creative-hustler']);
    expect(parsed.categories).toEqual(['business', 'technology']);
  });
});

describe('the profile editor', () => {
  it('starts from the stored profile', () => {
    expect(mentorValuesFromProfile(stored)).toEqual({
      name: 'Sipho Dlamini',
      title: 'Owner',
      description: 'About me',
      journeyPaths: ['creative-hustler', 'rural-innovator'],
      categories: ['technology'],
      languages: ['st', 'en'],
      skills: 'Pricing, Marketing',
      experience: 'Years of it',
      location: 'South Africa',
      serviceType: 'coaching',
      profileImage: { kind: 'stored', url: '/images/me.jpg' },
    });
    expect(mentorValuesFromProfile({}).profileImage).toEqual(NO_PHOTO);
  });

  it('reads comma-joined strings when the lists are missing', () => {
    const values = mentorValuesFromProfile({ journeyPath: 'a, b', category: 'c,d' });
    expect(values.journeyPaths).toEqual(['a', 'b']);
    expect(values.categories).toEqual(['c', 'd']);
  });

  it('sends journeyPath and category comma-and-space joined, plus the lists, keeping yearsOfFreedom', () => {
    const values = { ...mentorValuesFromProfile(stored), categories: ['technology', 'business'] };
    const body = toProfileInput(values, 7);
    expect(body.journeyPath).toBe('creative-hustler, rural-innovator');
    expect(body.category).toBe('technology, business');
    expect(body.journeyPaths).toEqual(['creative-hustler', 'rural-innovator']);
    expect(body.categories).toEqual(['technology', 'business']);
    expect(body.skills).toEqual(['Pricing', 'Marketing']);
    expect(body.languages).toEqual(['st', 'en']);
    expect(body.yearsOfFreedom).toBe(7);
    expect(body.serviceType).toBe('coaching');
    expect(body.profileImage).toBe('/images/me.jpg');
    expect(MentorProfileInputSchema.safeParse(body).success).toBe(true);
  });

  it('sends a new picture already uploaded by its URL, else "" until it is uploaded', () => {
    const blob = new Blob(['x']);
    const fresh: Photo = { kind: 'new', blob, previewUrl: 'blob:1', width: 1, height: 1 };
    expect(toProfileInput({ ...application, profileImage: fresh }, 1).profileImage).toBe('');
    expect(
      toProfileInput({ ...application, profileImage: { ...fresh, uploadedUrl: '/images/up' } }, 1).profileImage,
    ).toBe('/images/up');
  });
});

describe('skills, words and odds and ends', () => {
  it('splits skills on commas and new lines, trims, drops repeats in any case', () => {
    expect(parseSkills(' Pricing,,marketing \n Pricing , PRICING, Social  media ')).toEqual([
      'Pricing',
      'marketing',
      'Social media',
    ]);
  });

  it('joins words the way people write them, and builds no description without categories', () => {
    expect(joinWords([])).toBe('');
    expect(joinWords(['a'])).toBe('a');
    expect(joinWords(['a', 'b'])).toBe('a and b');
    expect(joinWords(['a', 'b', 'c'])).toBe('a, b and c');
    expect(buildDescription([])).toBe('');
  });

  it('keeps the screen texts word for word', () => {
    expect(en._(MENTOR_FORM_MESSAGES.createFailed)).toBe('There was an error creating your profile. Please try again.');
    expect(en._(MENTOR_FORM_MESSAGES.signedOut)).toBe(MENTOR_MESSAGES.signedOut);
  });

  it('maps the service type both ways', () => {
    expect(serviceChoiceOf('coach')).toBe('coaching');
    expect(serviceChoiceOf('both')).toBe('both');
    expect(serviceChoiceOf(null)).toBe('mentorship');
  });

  it('keeps a chosen option the server no longer lists', () => {
    expect(optionsWithChosen([{ slug: 'a', name: 'A' }], ['a', 'gone'])).toEqual([
      { value: 'a', label: 'A' },
      { value: 'gone', label: 'gone' },
    ]);
  });
});
