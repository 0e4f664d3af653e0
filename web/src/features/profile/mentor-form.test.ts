import { describe, expect, it } from 'vitest';
import { MentorProfileInputSchema } from '../../../../schema/contract/mentors.ts';
import {
  buildApplicationPayload,
  buildDescription,
  buildProfileUpdatePayload,
  EMPTY_APPLICATION,
  errorsFromIssues,
  firstInvalidField,
  joinWords,
  MENTOR_FORM_MESSAGES,
  MENTOR_LIMITS,
  mentorValuesFromProfile,
  optionsWithChosen,
  parseSkills,
  serviceChoiceOf,
  validateMentorBasics,
  validateMentorProfile,
  validateSkills,
  type MentorProfileValues,
} from './mentor-form.ts';

const CATEGORIES = [
  { slug: 'technology', name: 'Technology' },
  { slug: 'business', name: 'Business & Finance' },
  { slug: 'agriculture', name: 'Agriculture' },
];

const application = {
  ...EMPTY_APPLICATION,
  name: '  Thandi Nkosi ',
  title: 'Founder, Kasi Bakes',
  journeyPaths: ['side-hustle-starter', 'creative-hustler'],
  categories: ['business', 'technology'],
  experience: ' I bake and sell from home. ',
};

describe('the form and the contract', () => {
  it('keep the spec texts word for word', () => {
    expect(MENTOR_FORM_MESSAGES.requiredTitle).toBe('Please fill required fields');
    expect(MENTOR_FORM_MESSAGES.nameAndTitleRequired).toBe('Name and title are required.');
    expect(MENTOR_FORM_MESSAGES.journeyRequired).toBe('Please select at least one journey path.');
    expect(MENTOR_FORM_MESSAGES.categoryRequired).toBe(
      'Please select at least one category. Freedom is achieved through diversifying income streams.',
    );
    expect(MENTOR_FORM_MESSAGES.createFailed).toBe('There was an error creating your profile. Please try again.');
    expect(MENTOR_FORM_MESSAGES.createdTitle).toBe('Profile Created!');
  });

  it('keep the length limits the schema enforces', () => {
    const valid = buildApplicationPayload(application, CATEGORIES, '');
    const parses = (override: Record<string, unknown>) =>
      MentorProfileInputSchema.safeParse({ ...valid, ...override }).success;
    for (const field of ['name', 'title', 'description', 'experience', 'location'] as const) {
      expect(parses({ [field]: 'x'.repeat(MENTOR_LIMITS[field]) }), field).toBe(true);
      expect(parses({ [field]: 'x'.repeat(MENTOR_LIMITS[field] + 1) }), field).toBe(false);
    }
    expect(parses({ skills: ['x'.repeat(MENTOR_LIMITS.skill)] })).toBe(true);
    expect(parses({ skills: ['x'.repeat(MENTOR_LIMITS.skill + 1)] })).toBe(false);
    expect(parses({ skills: Array.from({ length: MENTOR_LIMITS.skills }, (_, i) => `s${i}`) })).toBe(true);
    expect(parses({ skills: Array.from({ length: MENTOR_LIMITS.skills + 1 }, (_, i) => `s${i}`) })).toBe(false);
  });
});

describe('validateMentorBasics', () => {
  it('asks for name and title, a journey path and a category, in the spec words', () => {
    const errors = validateMentorBasics({ name: ' ', title: '', journeyPaths: [], categories: [] });
    expect(errors).toEqual({
      name: 'Name and title are required.',
      title: 'Name and title are required.',
      journeyPaths: 'Please select at least one journey path.',
      categories: 'Please select at least one category. Freedom is achieved through diversifying income streams.',
    });
    expect(firstInvalidField(errors)).toBe('name');
  });

  it('checks in the spec order: name and title, then journey, then category', () => {
    expect(firstInvalidField(validateMentorBasics({ ...application, title: '' }))).toBe('title');
    expect(firstInvalidField(validateMentorBasics({ ...application, journeyPaths: [] }))).toBe('journeyPaths');
    expect(firstInvalidField(validateMentorBasics({ ...application, categories: [] }))).toBe('categories');
    expect(validateMentorBasics(application)).toEqual({});
  });

  it('does not block on an empty skills text in the application (marked required, not checked)', () => {
    expect(validateMentorBasics({ ...application, experience: '' } as typeof application)).toEqual({});
  });
});

describe('the application payload', () => {
  it('is the spec section 3 payload, with the full lists too', () => {
    expect(buildApplicationPayload(application, CATEGORIES, '/images/abc')).toEqual({
      name: 'Thandi Nkosi',
      title: 'Founder, Kasi Bakes',
      description:
        'Mentor in Business & Finance and Technology, hosting free group sessions for people building their own income.',
      experience: 'I bake and sell from home.',
      journeyPath: 'side-hustle-starter',
      journeyPaths: ['side-hustle-starter', 'creative-hustler'],
      category: 'business',
      categories: ['business', 'technology'],
      skills: ['Business & Finance', 'Technology'],
      yearsOfFreedom: 1,
      location: 'South Africa',
      profileImage: '/images/abc',
      serviceType: 'mentorship',
    });
  });

  it('defaults an emptied location to South Africa and passes the service type', () => {
    const payload = buildApplicationPayload(
      { ...application, location: '  ', serviceType: 'coaching' },
      CATEGORIES,
      '',
    );
    expect(payload.location).toBe('South Africa');
    expect(payload.serviceType).toBe('coaching');
    expect(payload.profileImage).toBe('');
  });

  it('is accepted by the contract and keeps every choice', () => {
    const parsed = MentorProfileInputSchema.parse(buildApplicationPayload(application, CATEGORIES, ''));
    expect(parsed.journeyPaths).toEqual(['side-hustle-starter', 'creative-hustler']);
    expect(parsed.categories).toEqual(['business', 'technology']);
  });
});

describe('descriptions and words', () => {
  it('joins words the way people write them', () => {
    expect(joinWords([])).toBe('');
    expect(joinWords(['a'])).toBe('a');
    expect(joinWords(['a', 'b'])).toBe('a and b');
    expect(joinWords(['a', 'b', 'c'])).toBe('a, b and c');
  });

  it('builds no description without categories', () => {
    expect(buildDescription([])).toBe('');
  });
});

describe('the profile editor', () => {
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
    location: '',
    serviceType: 'coach' as const,
    yearsOfFreedom: 7,
  };

  it('starts from the stored profile', () => {
    expect(mentorValuesFromProfile(stored)).toEqual({
      name: 'Sipho Dlamini',
      title: 'Owner',
      description: 'About me',
      journeyPaths: ['creative-hustler', 'rural-innovator'],
      categories: ['technology'],
      skills: 'Pricing, Marketing',
      experience: 'Years of it',
      location: 'South Africa',
      serviceType: 'coaching',
    });
  });

  it('reads comma-joined strings when the lists are missing', () => {
    const values = mentorValuesFromProfile({ journeyPath: 'a, b', category: 'c,d' });
    expect(values.journeyPaths).toEqual(['a', 'b']);
    expect(values.categories).toEqual(['c', 'd']);
  });

  it('sends journeyPath and category comma-and-space joined, plus the lists, keeping yearsOfFreedom', () => {
    const values: MentorProfileValues = { ...mentorValuesFromProfile(stored), categories: ['technology', 'business'] };
    const payload = buildProfileUpdatePayload(values, '/images/x', 7);
    expect(payload.journeyPath).toBe('creative-hustler, rural-innovator');
    expect(payload.category).toBe('technology, business');
    expect(payload.journeyPaths).toEqual(['creative-hustler', 'rural-innovator']);
    expect(payload.categories).toEqual(['technology', 'business']);
    expect(payload.skills).toEqual(['Pricing', 'Marketing']);
    expect(payload.yearsOfFreedom).toBe(7);
    expect(payload.serviceType).toBe('coaching');
    expect(MentorProfileInputSchema.safeParse(payload).success).toBe(true);
  });

  it('requires skills on top of the basic checks', () => {
    const values = mentorValuesFromProfile(stored);
    expect(validateMentorProfile(values)).toEqual({});
    expect(validateMentorProfile({ ...values, skills: ' , ' }).skills).toBe(MENTOR_FORM_MESSAGES.skillsRequired);
    expect(validateMentorProfile({ ...values, name: '' }).name).toBe('Name and title are required.');
  });
});

describe('skills', () => {
  it('splits on commas and new lines, trims, drops repeats in any case', () => {
    expect(parseSkills(' Pricing,,marketing \n Pricing , PRICING, Social  media ')).toEqual([
      'Pricing',
      'marketing',
      'Social media',
    ]);
  });

  it('refuses more than 30 skills or one longer than 60 characters', () => {
    expect(validateSkills(Array.from({ length: 31 }, (_, i) => `s${i}`).join(','))).toBe('At most 30 skills.');
    expect(validateSkills('x'.repeat(61))).toBe(MENTOR_FORM_MESSAGES.skillTooLong);
    expect(validateSkills('ok')).toBeUndefined();
  });
});

describe('odds and ends', () => {
  it('maps the service type both ways', () => {
    expect(serviceChoiceOf('coach')).toBe('coaching');
    expect(serviceChoiceOf('both')).toBe('both');
    expect(serviceChoiceOf(null)).toBe('mentorship');
  });

  it('puts server issues beside their fields', () => {
    expect(
      errorsFromIssues([
        { path: 'skills.3', message: 'Too long' },
        { path: 'journeyPath', message: 'Unknown choice: x' },
        { path: 'name', message: 'First' },
        { path: 'name', message: 'Second' },
        { path: 'nonsense', message: 'Ignored' },
      ]),
    ).toEqual({ skills: 'Too long', journeyPaths: 'Unknown choice: x', name: 'First' });
    expect(errorsFromIssues(undefined)).toEqual({});
  });

  it('keeps a chosen option the server no longer lists', () => {
    expect(optionsWithChosen([{ slug: 'a', name: 'A' }], ['a', 'gone'])).toEqual([
      { value: 'a', label: 'A' },
      { value: 'gone', label: 'gone' },
    ]);
  });
});
